import Dispatch
import Foundation

/// A time interval, as Dispatch spells it.
public typealias RxTimeInterval = DispatchTimeInterval

/// An absolute point in time.
public typealias RxTime = Date

/// A scheduler that runs work immediately or as soon as possible, without a due time.
public protocol ImmediateSchedulerType: Sendable {
    /// Schedules `action` to run with `state`; the returned disposable cancels it if it has not
    /// run yet.
    func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable) -> Disposable
}

/// A scheduler with a clock: runs work at a due time or periodically.
public protocol SchedulerType: ImmediateSchedulerType {
    /// The scheduler's current time.
    var now: RxTime { get }

    /// Schedules `action` to run with `state` after `dueTime`.
    func scheduleRelative<StateType>(_ state: StateType, dueTime: RxTimeInterval, action: @escaping (StateType) -> Disposable) -> Disposable

    /// Runs `action` first after `startAfter`, then every `period`, threading the state through.
    func schedulePeriodic<StateType>(_ state: StateType, startAfter: RxTimeInterval, period: RxTimeInterval, action: @escaping (StateType) -> StateType) -> Disposable
}

extension SchedulerType {
    /// Periodic scheduling built from recursive relative scheduling; schedulers with a native
    /// timer override it.
    public func schedulePeriodic<StateType>(_ state: StateType, startAfter: RxTimeInterval, period: RxTimeInterval, action: @escaping (StateType) -> StateType) -> Disposable {
        let schedule = SchedulePeriodicRecursive(scheduler: self, startAfter: startAfter, period: period, action: action, state: state)
        return schedule.start()
    }
}

extension ImmediateSchedulerType {
    /// Schedules `action` recursively: `action` receives a function that schedules the next run.
    ///
    /// On `CurrentThreadScheduler` the recursion is trampolined, so it never deepens the stack.
    public func scheduleRecursive<State>(_ state: State, action: @escaping (_ state: State, _ recurse: (State) -> Void) -> Void) -> Disposable {
        RecursiveImmediateScheduler(action: action, scheduler: self).start(state)
    }
}

extension SchedulerType {
    /// Schedules `action` recursively with a due time for each step.
    func scheduleRecursive<State>(_ state: State, dueTime: RxTimeInterval, action: @escaping (_ state: State, _ recurse: (State, RxTimeInterval) -> Void) -> Void) -> Disposable {
        RecursiveScheduler(action: action, scheduler: self).start(state, dueTime: dueTime)
    }
}

extension DispatchTimeInterval {
    /// The interval in seconds.
    var seconds: TimeInterval {
        switch self {
        case .seconds(let value): return TimeInterval(value)
        case .milliseconds(let value): return TimeInterval(value) / 1_000
        case .microseconds(let value): return TimeInterval(value) / 1_000_000
        case .nanoseconds(let value): return TimeInterval(value) / 1_000_000_000
        case .never: return .infinity
        @unknown default: return .infinity
        }
    }

    /// The interval in whole nanoseconds (saturating at `Int64.max`; `.never` is `Int64.max`).
    var nanoseconds: Int64 {
        func scaled(_ value: Int, by factor: Int64) -> Int64 {
            let (result, overflow) = Int64(value).multipliedReportingOverflow(by: factor)
            return overflow ? (value < 0 ? .min : .max) : result
        }
        switch self {
        case .seconds(let value): return scaled(value, by: 1_000_000_000)
        case .milliseconds(let value): return scaled(value, by: 1_000_000)
        case .microseconds(let value): return scaled(value, by: 1_000)
        case .nanoseconds(let value): return Int64(value)
        case .never: return .max
        @unknown default: return .max
        }
    }

    /// `seconds` (a `TimeInterval`) as a `DispatchTimeInterval`, to the nanosecond: `.never` past
    /// what an `Int` of nanoseconds holds (`infinity` included), and a past as distant as it holds
    /// before it (`-infinity` included), which is due at once all the same. Not for NaN.
    static func fromSeconds(_ seconds: TimeInterval) -> DispatchTimeInterval {
        let nanoseconds = (seconds * 1_000_000_000).rounded()
        guard nanoseconds < Double(Int.max) else { return .never }
        guard nanoseconds > -Double(Int.max) else { return .nanoseconds(-Int.max) }
        return .nanoseconds(Int(nanoseconds))
    }

    /// Whether the interval is zero or negative.
    var isNowOrPast: Bool {
        self != .never && nanoseconds <= 0
    }
}

extension Date {
    /// The date `interval` after this one.
    func adding(_ interval: DispatchTimeInterval) -> Date {
        addingTimeInterval(interval.seconds)
    }
}
