@testable import RxSwift
import RxTest
import RxTestSupport
import XCTest

/// `RecursiveSourceSink`: one element per step; on the trampoline each step waits behind the work
/// the previous one scheduled; elsewhere steps are scheduled recursively; a disposal stops them.
final class SourceSinksTests: RxTestCase {
    /// A sequence that counts how many elements were pulled from it.
    private struct CountingSequence: Sequence, IteratorProtocol {
        let pulls: Locked<Int>
        var count = 0

        mutating func next() -> Int? {
            pulls.increment()
            defer { count += 1 }
            return count
        }
    }

    func testStepsOfTwoSourcesInterleaveOnTheTrampoline() {
        let merged = Observable.merge(Observable.of(1, 2, 3), Observable.of(10, 20, 30))
        XCTAssertEqual(recordSynchronously(merged), [.next(1), .next(10), .next(2), .next(20), .next(3), .next(30), .completed])
    }

    func testWorkScheduledFromAnElementRunsBeforeTheNextStep() {
        var log: [String] = []
        _ = Observable.of(1, 2).subscribe(onNext: { element in
            log.append("\(element)")
            _ = CurrentThreadScheduler.instance.schedule(element) { element in
                log.append("scheduled by \(element)")
                return Disposables.create()
            }
        })
        XCTAssertEqual(log, ["1", "scheduled by 1", "2", "scheduled by 2"])
    }

    func testDisposalStopsTheStepsAtOnce() {
        let pulls = Locked(0)
        let taken = Observable.from(CountingSequence(pulls: pulls)).take(2)
        XCTAssertEqual(recordSynchronously(taken), [.next(0), .next(1), .completed])
        XCTAssertEqual(pulls.value, 2, "no step after the disposal")
    }

    func testStepsAreScheduledOneByOneOnAnotherScheduler() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Observable.of(1, 2, 3, scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(201, 1), .next(202, 2), .next(203, 3), .completed(204)])
    }

    func testDisposalStopsTheScheduledSteps() {
        let scheduler = TestScheduler(initialClock: 0)
        let pulls = Locked(0)
        let res = scheduler.start(disposed: 202) { Observable.from(CountingSequence(pulls: pulls), scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(201, 0)])
        XCTAssertEqual(pulls.value, 1)
    }
}
