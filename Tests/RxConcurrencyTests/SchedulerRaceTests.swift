import Dispatch
import Foundation
import RxSwift
import RxTestSupport
import XCTest

/// `observe(on:)` and `subscribe(on:)` with sources on other threads, and disposal racing with
/// the scheduled work.
final class SchedulerRaceTests: RxTestCase {
    private var count: Int { Stress.count(50_000, minimum: 5_000) }

    func testObserveOnSerialSchedulerFromEightProducers() {
        let subject = PublishSubject<Int>()
        let scheduler = SerialDispatchQueueScheduler(qos: .default)
        let probe = GrammarProbe<Int>(keepsElements: true)
        _ = subject.observe(on: scheduler).subscribe(probe)
        let perThread = count / 8
        _ = countingAnomalies {
            runThreads(8) { thread in
                for index in 0..<perThread { subject.onNext(thread * 1_000_000 + index) }
            }
        }
        subject.onCompleted()
        XCTAssertTrue(waitUntil { probe.isTerminated })
        probe.assertGrammar()
        XCTAssertEqual(probe.count, perThread * 8)
        // Each producer's elements keep their order through the queue.
        var last = [Int: Int]()
        for element in probe.elements {
            if let previous = last[element / 1_000_000] { XCTAssertLessThan(previous, element); if previous >= element { break } }
            last[element / 1_000_000] = element
        }
    }

    func testObserveOnConcurrentSchedulerDeliversOneAtATimeInOrder() {
        for scheduler in [ConcurrentDispatchQueueScheduler(qos: .default) as ImmediateSchedulerType, OperationQueueScheduler(operationQueue: OperationQueue())] {
            let probe = GrammarProbe<Int>(check: strictlyIncreasing)
            let count = self.count / 5
            let source = Observable<Int>.create { observer in
                let thread = Thread {
                    for index in 0..<count { observer.onNext(index) }
                    observer.onCompleted()
                }
                thread.start()
                return Disposables.create()
            }
            _ = source.observe(on: scheduler).subscribe(probe)
            XCTAssertTrue(waitUntil(timeout: 60) { probe.isTerminated })
            probe.assertGrammar("\(type(of: scheduler))")
            XCTAssertEqual(probe.count, count)
            XCTAssertTrue(probe.isCompleted)
        }
    }

    /// A chain hopping between schedulers: every element arrives, in order, once.
    func testChainAcrossSchedulers() {
        let first = SerialDispatchQueueScheduler(qos: .default)
        let second = ConcurrentDispatchQueueScheduler(qos: .userInitiated)
        let third = SerialDispatchQueueScheduler(qos: .utility)
        let probe = GrammarProbe<Int>(check: strictlyIncreasing)
        let count = self.count / 5
        _ = Observable.range(start: 0, count: count)
            .subscribe(on: first)
            .observe(on: second)
            .map { $0 * 2 }
            .observe(on: third)
            .filter { $0 % 4 == 0 }
            .observe(on: second)
            .subscribe(probe)
        XCTAssertTrue(waitUntil(timeout: 60) { probe.isTerminated })
        probe.assertGrammar()
        XCTAssertEqual(probe.count, (count + 1) / 2)
    }

    /// Disposing from the delivering serial queue stops delivery at once; disposing from another
    /// thread stops it soon, and never breaks the grammar.
    func testObserveOnDisposedWhileDelivering() {
        for round in 0..<Stress.count(200, minimum: 40) {
            let scheduler = SerialDispatchQueueScheduler(qos: .default)
            let source = PublishSubject<Int>()
            let holder = Guarded<Disposable?>(nil)
            let probe = GrammarProbe<Int>(onElement: { element in
                if round % 2 == 0, element == 100 {
                    holder.snapshot?.dispose()
                }
            })
            let subscription = source.observe(on: scheduler).subscribe(probe)
            holder.withLock { $0 = subscription }
            runThreads(2) { thread in
                if thread == 0 {
                    for index in 0..<1_000 { source.onNext(index) }
                    source.onCompleted()
                } else if round % 2 == 1 {
                    for _ in 0..<(round * 13 % 500) { sched_yield() }
                    subscription.dispose()
                }
            }
            // Let the queue run dry.
            let drained = DispatchSemaphore(value: 0)
            _ = scheduler.schedule(()) { _ in drained.signal(); return Disposables.create() }
            XCTAssertEqual(drained.wait(timeout: .now() + 10), .success)
            probe.assertGrammar()
            if round % 2 == 0 {
                XCTAssertEqual(probe.count, 101, "nothing after a dispose on the delivering queue")
                XCTAssertFalse(probe.isTerminated)
            } else {
                XCTAssertTrue(probe.isCompleted || !probe.isTerminated)
            }
            holder.withLock { $0 = nil }
        }
    }

    func testSubscribeOnDisposedWhileSubscribing() {
        let scheduler = ConcurrentDispatchQueueScheduler(qos: .default)
        let subscribed = Counter()
        let disposed = Counter()
        let source = Observable<Int>.create { observer in
            subscribed.increment()
            observer.onNext(1)
            return Disposables.create { disposed.increment() }
        }
        let rounds = Stress.count(2_000, minimum: 200)
        runThreads(4) { thread in
            for round in 0..<rounds {
                let probe = GrammarProbe<Int>()
                let subscription = source.subscribe(on: scheduler).subscribe(probe)
                for _ in 0..<((thread + round) % 40) { sched_yield() }
                subscription.dispose()
                probe.assertGrammar()
            }
        }
        XCTAssertTrue(waitUntil { disposed.value == subscribed.value }, "every subscription made on the scheduler is disposed (\(subscribed.value) made, \(disposed.value) disposed)")
    }

    /// Round trips, `subscribe(on:)` a serial queue then `observe(on:)` another: the callers'
    /// disposals race the subscription, the source's end (which schedules the disposal from inside
    /// the subscription) and the delivery. Every subscription made on the first queue is disposed
    /// there, and each round trip that is waited for delivers its element and completes.
    func testRoundTripsWithDisposalsRacingTheScheduledWork() {
        let subscribing = SerialDispatchQueueScheduler(qos: .default)
        let observing = SerialDispatchQueueScheduler(qos: .userInitiated)
        let subscribed = Counter()
        let disposed = Counter()
        let endless = Observable<Int>.create { observer in
            subscribed.increment()
            observer.onNext(1)
            return Disposables.create { disposed.increment() }
        }
        let rounds = Stress.count(2_000, minimum: 200)
        runThreads(2) { thread in
            for round in 0..<rounds {
                let probe = GrammarProbe<Int>()
                let source = round % 2 == 0 ? Observable.just(round) : endless
                let subscription = source.subscribe(on: subscribing).observe(on: observing).subscribe(probe)
                if round % 4 == 0 {
                    XCTAssertTrue(waitUntil { probe.isCompleted })
                    XCTAssertEqual(probe.count, 1)
                } else {
                    for _ in 0..<((thread + round) % 40) { sched_yield() }
                }
                subscription.dispose()
                probe.assertGrammar()
            }
        }
        XCTAssertTrue(waitUntil { disposed.value == subscribed.value }, "every subscription made on the scheduler is disposed (\(subscribed.value) made, \(disposed.value) disposed)")
    }

    func testSubscribeOnAndObserveOnWithSubjectFedFromThreads() {
        let subject = PublishSubject<Int>()
        let probe = GrammarProbe<Int>()
        let scheduler = SerialDispatchQueueScheduler(qos: .default)
        _ = subject
            .subscribe(on: scheduler)
            .observe(on: ConcurrentDispatchQueueScheduler(qos: .default))
            .subscribe(probe)
        XCTAssertTrue(waitUntil { subject.hasObservers })
        let perThread = count / 4
        _ = countingAnomalies {
            runThreads(4) { thread in
                for index in 0..<perThread { subject.onNext(thread * perThread + index) }
            }
        }
        subject.onCompleted()
        XCTAssertTrue(waitUntil { probe.isTerminated })
        probe.assertGrammar()
        XCTAssertEqual(probe.count, perThread * 4)
    }
}
