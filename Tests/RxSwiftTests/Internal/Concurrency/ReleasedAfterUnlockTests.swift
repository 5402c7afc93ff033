@testable import RxSwift
import RxTestSupport
import XCTest

/// `ReleasedAfterUnlock`: what a critical section takes out is released after the lock, never
/// under it. (Its uses by the subjects are tested in SubjectCoreTests: a dropped element's deinit
/// that uses the subject.)
final class ReleasedAfterUnlockTests: RxTestCase {
    /// State behind a lock that what it holds uses again when released.
    private final class Guarded: @unchecked Sendable {
        // @unchecked Sendable: `lock` guards everything.
        let lock = RxMutex(Held())
    }

    private struct Held {
        var witnesses: [Witness] = []
        var releases = 0
    }

    /// Takes its owner's lock when released: released under that lock, it would never return
    /// (the lock is not reentrant).
    private final class Witness {
        unowned let guarded: Guarded

        init(_ guarded: Guarded) {
            self.guarded = guarded
        }

        deinit {
            guarded.lock.withLock { $0.releases += 1 }
        }
    }

    func testWhatIsTakenOutIsReleasedAfterTheLockByReleaseOrAtTheEndOfItsScope() {
        let releases = Locked<[Int]>([])
        // On a thread of its own, with a deadline: a release under the lock would hang it.
        runConcurrently(threads: 1, timeout: 10) { _ in
            let guarded = Guarded()
            func count() -> Int { guarded.lock.withLock { $0.releases } }
            guarded.lock.withLock { $0.witnesses = [Witness(guarded), Witness(guarded)] }

            var removed = ReleasedAfterUnlock<[Witness]>([])
            guarded.lock.withLock { swap(&removed.value, &$0.witnesses) }
            releases.withLock { $0.append(count()) }
            removed.release()
            releases.withLock { $0.append(count()) }

            guarded.lock.withLock { $0.witnesses = [Witness(guarded)] }
            do {
                var dropped = ReleasedAfterUnlock<Witness?>(nil)
                guarded.lock.withLock { dropped.value = $0.witnesses.popLast() }
            }
            releases.withLock { $0.append(count()) }
        }
        XCTAssertEqual(releases.withLock { $0 }, [0, 2, 3], "held until release(), then released after the lock; without release(), at the end of its scope")
    }
}
