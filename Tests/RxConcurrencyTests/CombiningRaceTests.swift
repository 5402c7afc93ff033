import Foundation
import RxSwift
import RxTestSupport
import XCTest

/// `combineLatest`, `zip`, `withLatestFrom` and `amb` with their sources on different threads.
final class CombiningRaceTests: RxTestCase {
    private var perSource: Int { Stress.count(5_000, minimum: 500) }

    /// `share(replay: 1)` feeding `combineLatest` with itself, the two subscriptions made from
    /// two threads while the source emits: both sides see one connection, every combination is
    /// delivered alone, and the last combination pairs the last element with itself.
    func testShareReplayOneCombinedWithItselfFromTwoThreads() {
        for _ in 0..<Stress.count(100, minimum: 20) {
            let subscribed = Counter()
            let source = PublishSubject<Int>()
            let shared = source.do(onSubscribe: { subscribed.increment() }).share(replay: 1)
            let probe = GrammarProbe<[Int]>(keepsElements: true, check: { previous, next in
                guard let previous else { return nil }
                return next[0] < previous[0] || next[1] < previous[1] ? "\(next) after \(previous)" : nil
            })
            let subscriptions = Guarded<[Disposable]>([])
            let count = 200
            runThreads(3) { thread in
                switch thread {
                case 0:
                    for value in 0..<count {
                        source.onNext(value)
                    }
                case 1:
                    let subscription = Observable.combineLatest(shared, shared) { [$0, $1] }.subscribe(probe)
                    subscriptions.withLock { $0.append(subscription) }
                default:
                    // A second combination of the same shared sequence, subscribed meanwhile.
                    let subscription = Observable.combineLatest(shared, shared).subscribe()
                    subscriptions.withLock { $0.append(subscription) }
                }
            }
            source.onNext(count)
            // A combination handed to the thread holding combineLatest's lane (or to the dispatch
            // queue that takes over from it) may arrive after onNext returned (README, the
            // differences from RxSwift): waited for, not read at once.
            XCTAssertTrue(waitUntil(timeout: 10) { probe.elements.last == [count, count] }, "the last element reaches both sides, got \(String(describing: probe.elements.last))")
            probe.assertGrammar()
            XCTAssertEqual(subscribed.value, 1, "one connection for every subscriber")
            subscriptions.snapshot.forEach { $0.dispose() }
        }
    }

    func testCombineLatestOfSourcesOnEightThreads() {
        let subjects = (0..<8).map { _ in PublishSubject<Int>() }
        let probe = GrammarProbe<[Int]>(keepsElements: false, check: { previous, next in
            guard let previous else { return nil }
            // Every slot only moves forward.
            return zip(previous, next).contains { $0 > $1 } ? "\(next) after \(previous)" : nil
        })
        _ = Observable.combineLatest(subjects.map { $0.asObservable() }).subscribe(probe)
        let perSource = self.perSource
        runThreads(8) { thread in
            for value in 0..<perSource { subjects[thread].onNext(value) }
            subjects[thread].onCompleted()
        }
        // Work a thread left in the operator's lane when it returned is run by a rescue.
        XCTAssertTrue(waitUntil { probe.isTerminated })
        probe.assertGrammar()
        XCTAssertTrue(probe.isCompleted)
        // Each element after every source had one produces one combination.
        XCTAssertGreaterThanOrEqual(probe.count, perSource)
        XCTAssertLessThanOrEqual(probe.count, 8 * perSource)
    }

    func testZipOfSourcesOnFourThreadsPairsEveryElement() {
        let subjects = (0..<4).map { _ in PublishSubject<Int>() }
        let probe = GrammarProbe<[Int]>(check: { previous, next in
            if Set(next).count != 1 { return "unmatched tuple \(next)" }
            guard let previous else { return next == [0, 0, 0, 0] ? nil : "first tuple \(next)" }
            return next[0] == previous[0] + 1 ? nil : "\(next) after \(previous)"
        })
        _ = Observable.zip(subjects.map { $0.asObservable() }).subscribe(probe)
        let perSource = self.perSource
        runThreads(4) { thread in
            for value in 0..<perSource { subjects[thread].onNext(value) }
            subjects[thread].onCompleted()
        }
        // Work a thread left in the operator's lane when it returned is run by a rescue.
        XCTAssertTrue(waitUntil { probe.isTerminated })
        probe.assertGrammar()
        XCTAssertEqual(probe.count, perSource)
        XCTAssertTrue(probe.isCompleted)
    }

    func testWithLatestFromWhileTheOtherSourceEmitsOnAnotherThread() {
        let source = PublishSubject<Int>()
        let other = PublishSubject<Int>()
        let probe = GrammarProbe<Int>(check: { previous, next in
            guard let previous else { return nil }
            return next < previous ? "the latest went back: \(next) after \(previous)" : nil
        })
        _ = source.withLatestFrom(other).subscribe(probe)
        other.onNext(0)
        let perSource = self.perSource
        runThreads(2) { thread in
            for value in 1...perSource {
                if thread == 0 { source.onNext(value) } else { other.onNext(value) }
            }
        }
        source.onNext(-1)
        source.onCompleted()
        // Work a thread left in the operator's lane when it returned is run by a rescue.
        XCTAssertTrue(waitUntil { probe.isTerminated })
        probe.assertGrammar()
        XCTAssertEqual(probe.count, perSource + 1, "every element of the source is combined")
        XCTAssertTrue(probe.isCompleted)
    }

    /// Sources racing to be first: exactly one wins, the others are disposed, and only the
    /// winner's elements arrive.
    func testAmbWithSourcesRacingOnThreeThreads() {
        for _ in 0..<Stress.count(300, minimum: 50) {
            let subjects = (0..<3).map { _ in PublishSubject<Int>() }
            let probe = GrammarProbe<Int>(keepsElements: true)
            _ = Observable.amb(subjects.map { $0.asObservable() }).subscribe(probe)
            runThreads(3) { thread in
                for index in 0..<20 { subjects[thread].onNext(thread * 100 + index) }
                subjects[thread].onCompleted()
            }
            probe.assertGrammar()
            XCTAssertTrue(probe.isCompleted)
            let winners = Set(probe.elements.map { $0 / 100 })
            XCTAssertEqual(winners.count, 1, "elements of one source only: \(probe.elements)")
            XCTAssertEqual(probe.count, 20)
            XCTAssertEqual(subjects.filter(\.hasObservers).count, 0)
        }
    }
}
