import Foundation
@testable import RxSwift
import RxTestSupport
import Synchronization
import XCTest

/// `UnretainedLink`: a holder reaches its target only while the target has not unlinked itself.
final class UnretainedLinkTests: RxTestCase {
    /// A target that records whether it is still alive and unlinks its holder as it goes away.
    private final class Target: @unchecked Sendable {
        // @unchecked Sendable: `holder` is set before the target is shared.
        let alive = Atomic<Bool>(true)
        unowned(unsafe) var holder: Holder?

        deinit {
            UnretainedLink.unlinking(self) { holder?.link.clear() }
            alive.store(false, ordering: .relaxed)
        }
    }

    private final class Holder: Sendable {
        let link = UnretainedLink<Target>()
    }

    func testTakeTargetRunsOnTheTargetOnceAndClearsTheLink() {
        let target = Target()
        let holder = Holder()
        holder.link.set(target)
        XCTAssertEqual(holder.link.takeTarget { $0 === target }, true)
        XCTAssertNil(holder.link.takeTarget { _ in true }, "a taken link has no target any more")
    }

    func testATargetThatUnlinkedItselfIsNeverReached() {
        let holder = Holder()
        do {
            let target = Target()
            target.holder = holder
            holder.link.set(target)
        }
        // The target is gone: its deinit cleared the link first (taking a link to a freed target
        // would touch freed memory).
        XCTAssertNil(holder.link.takeTarget { _ in true })
    }

    func testUnlinkingWithoutClearingLeavesTheLink() {
        let target = Target()
        let holder = Holder()
        holder.link.set(target)
        UnretainedLink.unlinking(target) {}
        XCTAssertEqual(holder.link.takeTarget { $0 === target }, true)
    }

    /// A holder taking its target on one thread while the target goes away on another: the body
    /// either runs on a living target or not at all.
    func testTakingRacesWithTheTargetGoingAway() {
        for _ in 0..<Stress.count(2_000, minimum: 200) {
            let holder = Holder()
            let reachedDeadTarget = Atomic<Bool>(false)
            let box = TargetBox(Target())
            box.target?.holder = holder
            holder.link.set(box.target!)
            runThreads(2) { thread in
                if thread == 0 {
                    _ = holder.link.takeTarget { target in
                        if !target.alive.load(ordering: .relaxed) {
                            reachedDeadTarget.store(true, ordering: .relaxed)
                        }
                    }
                } else {
                    box.release()
                }
            }
            XCTAssertFalse(reachedDeadTarget.load(ordering: .relaxed))
            XCTAssertNil(holder.link.takeTarget { _ in true }, "taken, or cleared by the target")
        }
    }

    /// Lets a target go on whichever thread calls `release()`.
    private final class TargetBox: @unchecked Sendable {
        // @unchecked Sendable: `target` is set before the threads start and cleared by one.
        var target: Target?

        init(_ target: Target) {
            self.target = target
        }

        func release() {
            target = nil
        }
    }
}
