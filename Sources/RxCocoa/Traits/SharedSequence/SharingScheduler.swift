import RxSwift
import Synchronization

/// Makes the scheduler on which `Driver` and `Signal` deliver elements: `MainScheduler()` in an
/// application, a `TestScheduler` inside `mock(scheduler:action:)` in tests.
///
///     SharingScheduler.mock(scheduler: testScheduler) {
///         let driver = source.asDriver(onErrorJustReturn: 0)   // delivers on `testScheduler`
///     }
///
/// The scheduler is read when a shared sequence is built, so sequences built inside `mock` keep
/// the mock scheduler after it returns.
public enum SharingScheduler {
    private static let factory = RxMutex<@Sendable () -> SchedulerType>({ MainScheduler() })

    /// Makes the scheduler for a new shared sequence.
    public static var make: () -> SchedulerType {
        let current = factory.withLock { $0 }
        return current
    }

    /// Runs `action` with `scheduler` as the scheduler of every shared sequence it builds.
    public static func mock(scheduler: SchedulerType, action: () throws -> Void) rethrows {
        // A scheduler's methods are thread-safe (or it is used from one thread, like TestScheduler).
        let box = UncheckedSendable(scheduler)
        try mock(makeScheduler: { box.value }, action: action)
    }

    /// Runs `action` with `makeScheduler` making the scheduler of every shared sequence it
    /// builds. Not meant for concurrent use: mocks made on two threads at once overwrite each
    /// other.
    public static func mock(makeScheduler: @escaping () -> SchedulerType, action: () throws -> Void) rethrows {
        // Unchecked: `makeScheduler` is installed only while `action` runs, and called by the
        // shared sequences `action` builds, on its thread (mocks are not for concurrent use).
        let box = UncheckedSendable(makeScheduler)
        let original = factory.withLock { factory -> @Sendable () -> SchedulerType in
            let original = factory
            factory = { box.value() }
            return original
        }
        defer { factory.withLock { $0 = original } }
        try action()
    }
}
