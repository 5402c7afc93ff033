@testable import RxSwift
import RxTestSupport
import XCTest

/// `ReleasedAfterUnlock`: what a critical section takes out is released after the lock, never
/// under it. (Its use by the subjects is tested in SubjectCoreTests: a dropped element's deinit
/// that uses the subject.)
final class ReleasedAfterUnlockTests: RxTestCase {
    /// Records, when it is released, whether the critical section was still running.
    private final class Witness {
        let isInsideCriticalSection: () -> Bool
        let releasedInside: (Bool) -> Void

        init(isInsideCriticalSection: @escaping () -> Bool, releasedInside: @escaping (Bool) -> Void) {
            self.isInsideCriticalSection = isInsideCriticalSection
            self.releasedInside = releasedInside
        }

        deinit {
            releasedInside(isInsideCriticalSection())
        }
    }

    private struct Held {
        var witnesses: [Witness] = []
    }

    func testWhatIsTakenOutIsReleasedAfterTheLockWithReleaseOrAtTheEndOfTheScope() {
        let lock = RxMutex(Held())
        var inside = false
        var releases: [Bool] = []
        func witness() -> Witness {
            Witness(isInsideCriticalSection: { inside }, releasedInside: { releases.append($0) })
        }
        lock.withLock { $0.witnesses = [witness(), witness()] }

        var removed = ReleasedAfterUnlock<[Witness]>([])
        lock.withLock { held in
            inside = true
            swap(&removed.value, &held.witnesses)
            inside = false
        }
        XCTAssertEqual(releases, [], "still held after the lock")
        removed.release()
        XCTAssertEqual(releases, [false, false], "released by release(), after the lock")

        lock.withLock { $0.witnesses = [witness()] }
        do {
            var dropped = ReleasedAfterUnlock<Witness?>(nil)
            lock.withLock { held in
                inside = true
                dropped.value = held.witnesses.popLast()
                inside = false
            }
        }
        XCTAssertEqual(releases, [false, false, false], "without release(), at the end of its scope, after the lock")
    }
}
