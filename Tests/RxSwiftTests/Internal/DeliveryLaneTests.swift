import Dispatch
import Foundation
@testable import RxSwift
import RxTestSupport
import Synchronization
import XCTest

/// `DeliveryLane`: one piece of work at a time, in order, and no thread waiting for another.
final class DeliveryLaneTests: RxTestCase {
    /// A lane owned by a class, as sinks hold theirs.
    private final class Owner: @unchecked Sendable {
        // @unchecked Sendable: `log` is only touched by lane work.
        let lane = DeliveryLane()
        var log: [String] = []

        func perform(_ entry: String, then more: (() -> Void)? = nil) {
            if lane.tryEnter() {
                log.append(entry)
                more?()
                lane.leave()
            } else {
                lane.enqueue { [self] in
                    log.append(entry)
                    more?()
                }
            }
        }
    }

    func testWorkRunsAtOnceWhenTheLaneIsFree() {
        let owner = Owner()
        owner.perform("a")
        owner.perform("b")
        XCTAssertEqual(owner.log, ["a", "b"])
    }

    /// Work sent from inside work runs after it, before the outer `leave()` returns, in order.
    func testReentrantWorkRunsAfterTheCurrentWorkInOrder() {
        let owner = Owner()
        owner.perform("outer") {
            owner.perform("first") {
                owner.perform("nested")
            }
            owner.perform("second")
            XCTAssertEqual(owner.log, ["outer"], "reentrant work must not run inside the current one")
        }
        XCTAssertEqual(owner.log, ["outer", "first", "second", "nested"])
    }

    /// `run` of rare work: now when free, queued when held.
    func testRunQueuesBehindTheHolder() {
        let lane = DeliveryLane()
        var log: [Int] = []
        lane.run {
            log.append(1)
            lane.run { log.append(3) }
            log.append(2)
        }
        XCTAssertEqual(log, [1, 2, 3])
    }

    /// Work sent from another thread while the lane is held returns at once and is run by the
    /// holder, before it lets go.
    func testWorkFromAnotherThreadIsRunByTheHolder() {
        let owner = Owner()
        let holderThread = currentThreadIdentifier()
        let ranOn = Guarded<UInt>(0)
        let sent = DispatchSemaphore(value: 0)
        owner.perform("holder") {
            Thread {
                owner.lane.run { ranOn.withLock { $0 = currentThreadIdentifier() } }
                sent.signal()
            }.start()
            // The other thread's call returns while this thread still holds the lane.
            XCTAssertEqual(sent.wait(timeout: .now() + 10), .success)
            XCTAssertEqual(ranOn.snapshot, 0)
        }
        XCTAssertEqual(ranOn.snapshot, holderThread)
    }

    /// Many threads at once: every piece of work runs exactly once, never two at a time.
    func testConcurrentWorkRunsOneAtATimeAndNothingIsLost() {
        let owner = Owner()
        let inside = Atomic<Bool>(false)
        let overlaps = Counter()
        let total = Guarded<Int>(0)
        let unguarded = UnguardedCount()
        let perThread = Stress.count(20_000, minimum: 1_000)
        let work = { @Sendable in
            if !inside.compareExchange(expected: false, desired: true, ordering: .acquiringAndReleasing).exchanged {
                overlaps.increment()
            }
            unguarded.value += 1
            inside.store(false, ordering: .releasing)
        }
        runThreads(4, timeout: 60) { _ in
            for _ in 0..<perThread {
                if owner.lane.tryEnter() {
                    work()
                    owner.lane.leave()
                } else {
                    owner.lane.enqueue(work)
                }
            }
        }
        owner.lane.run { total.withLock { $0 = unguarded.value } }
        XCTAssertEqual(overlaps.value, 0)
        XCTAssertEqual(total.snapshot, 4 * perThread)
    }
}

/// A count that only lane work touches: the lane is what keeps it consistent.
private final class UnguardedCount: @unchecked Sendable {
    // @unchecked Sendable: only touched by work running in one lane.
    var value = 0
}
