import Dispatch
import Foundation

/// Runs work on a dispatch queue that may run several actions at once (typically a concurrent
/// queue).
///
/// Use it for work that may run in parallel; operators that need serial delivery (such as
/// `observe(on:)`) serialize it themselves. Disposing from another thread does not stop an action
/// that has already started.
public class ConcurrentDispatchQueueScheduler: SchedulerType, DrainScheduler, @unchecked Sendable {
    // @unchecked Sendable: immutable after `init`; `DispatchQueue` is thread-safe.

    let configuration: DispatchQueueConfiguration

    /// The current time.
    public var now: Date {
        Date()
    }

    /// A scheduler on `queue`; timers fire within `leeway` of their due time.
    public init(queue: DispatchQueue, leeway: DispatchTimeInterval = .nanoseconds(0)) {
        configuration = DispatchQueueConfiguration(queue: queue, leeway: leeway)
    }

    /// A scheduler on a new concurrent queue with quality of service `qos`.
    public convenience init(qos: DispatchQoS, leeway: DispatchTimeInterval = .nanoseconds(0)) {
        let queue = DispatchQueue(label: "rx.concurrent_dispatch_queue.\(qos.qosClass)", qos: qos, attributes: [.concurrent])
        self.init(queue: queue, leeway: leeway)
    }

    /// Runs `action` on the queue as soon as possible.
    public final func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable) -> Disposable {
        configuration.schedule(state, action: action)
    }

    var runsActionsInOrder: Bool { false }

    func scheduleWork(_ work: ScheduledWork) {
        configuration.scheduleWork(work)
    }

    /// Runs `action` on the queue after `dueTime`.
    public final func scheduleRelative<StateType>(_ state: StateType, dueTime: RxTimeInterval, action: @escaping (StateType) -> Disposable) -> Disposable {
        configuration.scheduleRelative(state, dueTime: dueTime, action: action)
    }

    /// Runs `action` on the queue after `startAfter`, then every `period`; the runs never overlap.
    public func schedulePeriodic<StateType>(_ state: StateType, startAfter: RxTimeInterval, period: RxTimeInterval, action: @escaping (StateType) -> StateType) -> Disposable {
        configuration.schedulePeriodic(state, startAfter: startAfter, period: period, action: action)
    }
}
