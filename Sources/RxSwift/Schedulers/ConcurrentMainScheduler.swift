import Dispatch
import Foundation

/// Runs work on the main thread, at once when already there.
///
/// Unlike `MainScheduler.instance`, `schedule` called on the main thread always runs the action
/// immediately, even if other work is queued on the main queue; elsewhere it queues the action on
/// the main queue. Timed work goes through the main queue. Suited to subscribing (`subscribe(on:)`)
/// to work that must start on the main thread.
public final class ConcurrentMainScheduler: SchedulerType, @unchecked Sendable {
    // @unchecked Sendable: immutable; `DispatchQueue` is thread-safe.

    private let configuration = DispatchQueueConfiguration(queue: DispatchQueue.main, leeway: .nanoseconds(0))

    /// The shared instance.
    public static let instance = ConcurrentMainScheduler()

    private init() {}

    /// The current time.
    public var now: Date {
        Date()
    }

    /// Runs `action` now on the main thread, otherwise queues it on the main queue.
    public func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable) -> Disposable {
        if isOnMainThread() {
            return action(state)
        }
        return configuration.schedule(state, action: action)
    }

    /// Runs `action` on the main queue after `dueTime`.
    public func scheduleRelative<StateType>(_ state: StateType, dueTime: RxTimeInterval, action: @escaping (StateType) -> Disposable) -> Disposable {
        configuration.scheduleRelative(state, dueTime: dueTime, action: action)
    }

    /// Runs `action` on the main queue after `startAfter`, then every `period`.
    public func schedulePeriodic<StateType>(_ state: StateType, startAfter: RxTimeInterval, period: RxTimeInterval, action: @escaping (StateType) -> StateType) -> Disposable {
        configuration.schedulePeriodic(state, startAfter: startAfter, period: period, action: action)
    }
}
