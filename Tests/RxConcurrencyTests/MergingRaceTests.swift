import Dispatch
import Foundation
import RxSwift
import RxTestSupport
import XCTest

/// Operators that merge several sources, with the sources emitting on different threads.
final class MergingRaceTests: RxTestCase {
    private var perSource: Int { Stress.count(5_000, minimum: 500) }

    /// A source that emits `count` elements from `base` on its own new thread when subscribed,
    /// then completes; counts subscriptions and disposals.
    private func threadSource(base: Int, count: Int, subscriptions: Counter? = nil, disposals: Counter? = nil) -> Observable<Int> {
        Observable<Int>.create { observer in
            subscriptions?.increment()
            let stop = Flag()
            let thread = Thread {
                for index in 0..<count {
                    if stop.isSet { return }
                    observer.onNext(base + index)
                }
                observer.onCompleted()
            }
            thread.start()
            return Disposables.create {
                stop.set()
                disposals?.increment()
            }
        }
    }

    func testMergeOfEightSourcesOnEightThreads() {
        for _ in 0..<Stress.count(5, minimum: 2) {
            let subscriptions = Counter()
            let disposals = Counter()
            let sources = (0..<8).map { threadSource(base: $0 * 1_000_000, count: perSource, subscriptions: subscriptions, disposals: disposals) }
            let probe = GrammarProbe<Int>(keepsElements: true)
            _ = Observable.merge(sources).subscribe(probe)
            XCTAssertTrue(waitUntil { probe.isTerminated })
            probe.assertGrammar()
            XCTAssertTrue(probe.isCompleted)
            XCTAssertEqual(probe.count, 8 * perSource)
            XCTAssertEqual(Set(probe.elements).count, 8 * perSource)
            XCTAssertTrue(waitUntil { disposals.value == 8 }, "every source subscription is disposed")
            XCTAssertEqual(subscriptions.value, 8)
        }
    }

    func testMergeOfSubjectsFedFromEightThreads() {
        let subjects = (0..<8).map { _ in PublishSubject<Int>() }
        let probe = GrammarProbe<Int>()
        let perSource = self.perSource
        _ = Observable.merge(subjects.map { $0.asObservable() }).subscribe(probe)
        runThreads(8) { thread in
            for index in 0..<perSource {
                subjects[thread].onNext(index)
            }
            subjects[thread].onCompleted()
        }
        // Work a thread left in the operator's lane when it returned is run by a rescue.
        XCTAssertTrue(waitUntil { probe.isTerminated })
        probe.assertGrammar()
        XCTAssertTrue(probe.isCompleted, "completes once every source completed")
        XCTAssertEqual(probe.count, 8 * perSource)
    }

    func testMergeErrorRacingWithElements() {
        for round in 0..<Stress.count(100, minimum: 20) {
            let subjects = (0..<4).map { _ in PublishSubject<Int>() }
            let probe = GrammarProbe<Int>()
            let subscription = Observable.merge(subjects.map { $0.asObservable() }).subscribe(probe)
            runThreads(4) { thread in
                for index in 0..<200 {
                    if thread == round % 4, index == 100 {
                        subjects[thread].onError(TestError(thread))
                    }
                    subjects[thread].onNext(index)
                }
            }
            XCTAssertTrue(waitUntil { probe.isTerminated }, "a rescue runs what a thread left in the lane")
            probe.assertGrammar()
            if case .error? = probe.terminal {} else { XCTFail("the error arrives") }
            subscription.dispose()
        }
    }

    func testFlatMapWithInnersOnOtherThreads() {
        let outer = PublishSubject<Int>()
        let probe = GrammarProbe<Int>()
        let inners = Stress.count(200, minimum: 40)
        let perInner = 100
        let subscriptions = Counter()
        let disposals = Counter()
        _ = outer.flatMap { value in
            self.threadSource(base: value * 1_000, count: perInner, subscriptions: subscriptions, disposals: disposals)
        }.subscribe(probe)
        runThreads(2) { thread in
            for value in 0..<inners where value % 2 == thread {
                // Two feeders of the outer subject: a contract violation the subject absorbs.
                _ = countingAnomalies { outer.onNext(value) }
            }
        }
        outer.onCompleted()
        XCTAssertTrue(waitUntil { probe.isTerminated })
        probe.assertGrammar()
        XCTAssertTrue(probe.isCompleted)
        XCTAssertEqual(probe.count, inners * perInner)
        XCTAssertTrue(waitUntil { disposals.value == inners })
        XCTAssertEqual(subscriptions.value, inners)
    }

    func testFlatMapDisposedWhileInnersEmit() {
        for _ in 0..<Stress.count(50, minimum: 10) {
            let subscriptions = Counter()
            let disposals = Counter()
            let probe = GrammarProbe<Int>()
            // Endless inners: one that completed by itself just as the outer subscription is
            // disposed would be disposed by its own thread, a moment after `dispose()` returns.
            let subscription = Observable.range(start: 0, count: 16)
                .flatMap { self.threadSource(base: $0 * 1_000, count: .max, subscriptions: subscriptions, disposals: disposals) }
                .subscribe(probe)
            _ = waitUntil { probe.count > 100 }
            subscription.dispose()
            XCTAssertEqual(subscriptions.value, 16)
            XCTAssertEqual(disposals.value, 16, "disposing the outer subscription disposes every inner one at once")
            probe.assertGrammar()
            XCTAssertFalse(probe.isTerminated)
        }
    }

    /// `flatMapLatest` and `switchLatest`: the outer sequence switches on one thread while the
    /// inner sequences emit on others; the last inner sequence is delivered whole.
    func testSwitchingWhileInnersEmitOnOtherThreads() {
        for useSwitchLatest in [false, true] {
            let outer = PublishSubject<Int>()
            let probe = GrammarProbe<Int>(keepsElements: true, check: { previous, next in
                // Within one inner sequence, elements increase; a new inner sequence starts higher.
                guard let previous else { return nil }
                return next / 1_000_000 < previous / 1_000_000 ? "inner \(next / 1_000_000) after inner \(previous / 1_000_000)" : strictlyIncreasing(previous, next)
            })
            let subscriptions = Counter()
            let disposals = Counter()
            let switches = Stress.count(300, minimum: 50)
            let perInner = 2_000
            let makeInner: (Int) -> Observable<Int> = { self.threadSource(base: $0 * 1_000_000, count: perInner, subscriptions: subscriptions, disposals: disposals) }
            let switched = useSwitchLatest
                ? outer.map(makeInner).switchLatest()
                : outer.flatMapLatest(makeInner)
            _ = switched.subscribe(probe)
            for value in 1...switches {
                outer.onNext(value)
                for _ in 0..<(value % 5) * 200 { sched_yield() }
            }
            outer.onCompleted()
            XCTAssertTrue(waitUntil { probe.isTerminated })
            probe.assertGrammar(useSwitchLatest ? "switchLatest" : "flatMapLatest")
            XCTAssertTrue(probe.isCompleted)
            let last = probe.elements.filter { $0 / 1_000_000 == switches }
            XCTAssertEqual(last, Array(switches * 1_000_000 ..< switches * 1_000_000 + perInner), "the latest inner sequence arrives whole")
            XCTAssertTrue(waitUntil { disposals.value == switches }, "every replaced inner subscription is disposed")
            XCTAssertEqual(subscriptions.value, switches)
        }
    }

    /// `concatMap` over 100,000 elements: inner sequences that complete synchronously, then ones
    /// that complete later on another thread. No stack overflow, every element in order.
    func testConcatMapOverManyElementsSynchronousInners() {
        let count = 100_000
        let probe = GrammarProbe<Int>(check: strictlyIncreasing)
        let finished = runWithTimeout(120) {
            _ = Observable.range(start: 0, count: count)
                .concatMap { Observable.just($0) }
                .subscribe(probe)
        }
        XCTAssertTrue(finished)
        probe.assertGrammar()
        XCTAssertEqual(probe.count, count)
        XCTAssertTrue(probe.isCompleted)
    }

    func testConcatMapOverManyElementsAsynchronousInners() {
        let count = Stress.count(100_000, minimum: 10_000)
        let probe = GrammarProbe<Int>(check: strictlyIncreasing)
        let scheduler = SerialDispatchQueueScheduler(qos: .default)
        _ = Observable.range(start: 0, count: count)
            .concatMap { value in
                // Completes on the scheduler's queue, after the subscription returned.
                Observable.just(value).subscribe(on: scheduler)
            }
            .subscribe(probe)
        XCTAssertTrue(waitUntil(timeout: 240) { probe.isTerminated })
        probe.assertGrammar()
        XCTAssertEqual(probe.count, count)
        XCTAssertTrue(probe.isCompleted)
    }

    func testConcatMapMixedSynchronousAndAsynchronousInnersOnManyThreads() {
        let count = Stress.count(20_000, minimum: 2_000)
        let probe = GrammarProbe<Int>(check: strictlyIncreasing)
        let scheduler = ConcurrentDispatchQueueScheduler(qos: .default)
        _ = Observable.range(start: 0, count: count)
            .concatMap { value in
                value % 3 == 0 ? Observable.just(value).observe(on: scheduler) : Observable.just(value)
            }
            .subscribe(probe)
        XCTAssertTrue(waitUntil(timeout: 120) { probe.isTerminated })
        probe.assertGrammar()
        XCTAssertEqual(probe.count, count)
    }
}
