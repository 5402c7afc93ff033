import Foundation
import RxSwift
import RxTestSupport
import Synchronization
import XCTest

/// The package's lock (`RxMutex`, `Sources/RxSwift/Internal/Concurrency/Mutex.swift`) on real threads: one
/// holder at a time, whether waiters spin or sleep in the kernel, and every waiter woken. The
/// state behind it is plain (not atomic): under ThreadSanitizer (CI's job) a hand-over the
/// sanitizer could not see would be reported as a race on it.
final class LockTests: RxTestCase {
    /// Plain state behind a lock.
    private final class Shared: @unchecked Sendable {
        // @unchecked Sendable: every property is only touched under `lock`.
        let lock = RxMutex(())
        var count = 0
        var inside = 0
        var overlaps = 0
    }

    /// Short critical sections: contending threads mostly spin and take the lock in user space.
    func testShortCriticalSectionsExcludeEachOther() {
        let shared = Shared()
        let perThread = Stress.count(100_000, minimum: 10_000)
        let finished = runThreads(4) { _ in
            for _ in 0..<perThread {
                shared.lock.withLock { _ in shared.count += 1 }
            }
        }
        XCTAssertTrue(finished)
        XCTAssertEqual(shared.lock.withLock { _ in shared.count }, 4 * perThread)
    }

    /// Critical sections longer than the spin: waiters go to sleep in the kernel, and each one is
    /// woken when the lock is let go (a lost wake-up fails as a timeout).
    func testWaitersThatSleepAreWokenAndStillExcluded() {
        let shared = Shared()
        let perThread = Stress.count(200, minimum: 50)
        let finished = runThreads(4, timeout: 60) { _ in
            for _ in 0..<perThread {
                shared.lock.withLock { _ in
                    shared.inside += 1
                    if shared.inside > 1 {
                        shared.overlaps += 1
                    }
                    usleep(50)
                    shared.count += 1
                    shared.inside -= 1
                }
            }
        }
        XCTAssertTrue(finished)
        shared.lock.withLock { _ in
            XCTAssertEqual(shared.count, 4 * perThread)
            XCTAssertEqual(shared.overlaps, 0)
        }
    }

    /// A lock that guards no value (`RxMutex(())`) has no storage past its word: the atomic
    /// declared after it sits right behind it, and another thread changes that atomic while the
    /// lock is held. Under ThreadSanitizer, a critical section must not count as a write there.
    func testLockGuardingNothingLeavesWhatFollowsItAlone() {
        final class Neighbours: @unchecked Sendable {
            // @unchecked Sendable: `count` is only touched under `lock`; `flag` is atomic.
            let lock = RxMutex(())
            let flag = Atomic<UInt32>(0)
            var count = 0
        }
        let neighbours = Neighbours()
        let rounds = Stress.count(20_000, minimum: 2_000)
        let finished = runThreads(2) { thread in
            for _ in 0..<rounds {
                if thread == 0 {
                    neighbours.lock.withLock { _ in neighbours.count += 1 }
                } else {
                    neighbours.flag.wrappingAdd(1, ordering: .relaxed)
                }
            }
        }
        XCTAssertTrue(finished)
        XCTAssertEqual(neighbours.lock.withLock { _ in neighbours.count }, rounds)
        XCTAssertEqual(neighbours.flag.load(ordering: .relaxed), UInt32(rounds))
    }

    /// The guarded value lives inside the lock: it is released with it.
    func testValueIsReleasedWithTheLock() {
        final class Tracked {}
        weak var tracked: Tracked?
        weak var replaced: Tracked?
        do {
            let lock = RxMutex<Tracked?>(Tracked())
            replaced = lock.withLock { $0 }
            XCTAssertNotNil(replaced, "the lock holds its value")
            lock.withLock { $0 = Tracked() }
            XCTAssertNil(replaced, "a replaced value is released")
            tracked = lock.withLock { $0 }
            XCTAssertNotNil(tracked, "the lock is the only owner of the new value")
        }
        XCTAssertNil(tracked, "the value went away with the lock")
    }
}
