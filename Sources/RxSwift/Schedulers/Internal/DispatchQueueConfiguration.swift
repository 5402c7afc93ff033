import Dispatch
import Foundation
import Synchronization

/// Work that a scheduler of this library runs without a generic closure: `observe(on:)`'s
/// drain, `subscribe(on:)`'s subscription and its disposal. Scheduling them through
/// `schedule<State>(_:action:)` would allocate a reabstraction context, a closure context and a
/// cancelling disposable on every call; none of them needs cancelling (each checks its own
/// state when it runs).
protocol ScheduledWork: AnyObject {
    func runScheduled()
}

/// A scheduler of this library that runs `ScheduledWork` directly.
///
/// `observe(on:)` and `subscribe(on:)` ask their scheduler for these capabilities
/// (`OperatorScheduler`) rather than for a concrete scheduler type: a scheduler of a user's own
/// simply has none of them.
protocol DrainScheduler: AnyObject {
    /// Whether the scheduler runs one action at a time, in the order they were scheduled (a
    /// serial queue): then one drain may deliver a whole batch without overtaking or starving
    /// work scheduled before it.
    var runsActionsInOrder: Bool { get }

    /// Runs `work.runScheduled()` as `schedule` would run an action (not cancellable).
    func scheduleWork(_ work: ScheduledWork)
}

/// How the dispatch-queue schedulers run work: one implementation for all of them.
struct DispatchQueueConfiguration: @unchecked Sendable {
    // @unchecked Sendable: immutable; `DispatchQueue` is thread-safe.
    let queue: DispatchQueue
    let leeway: DispatchTimeInterval

    /// Runs `action` asynchronously on the queue unless cancelled first.
    func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable) -> Disposable {
        let cancel = SingleAssignmentDisposable()
        // Unchecked: the state and the action are only used by the block, once, on the queue.
        // Captured one by one: a tuple of them would cost a tuple-metadata look-up per call.
        nonisolated(unsafe) let state = state
        nonisolated(unsafe) let action = action
        queue.async {
            guard !cancel.isDisposed else { return }
            cancel.setDisposable(action(state))
        }
        return cancel
    }

    /// Runs `work.runScheduled()` asynchronously on the queue.
    func scheduleWork(_ work: ScheduledWork) {
        let work = UncheckedSendable(work)
        queue.async { work.value.runScheduled() }
    }

    /// Runs `action` on the queue after `dueTime` unless cancelled first.
    func scheduleRelative<StateType>(_ state: StateType, dueTime: RxTimeInterval, action: @escaping (StateType) -> Disposable) -> Disposable {
        let deadline = DispatchTime.now() + dueTime
        let compositeDisposable = CompositeDisposable()
        let timer = DispatchSource.makeTimerSource(queue: queue)
        timer.schedule(deadline: deadline, leeway: leeway)
        let cancelTimer = Disposables.create { timer.cancel() }
        // Unchecked: the state and the action are only used by the handler, once, on the queue.
        nonisolated(unsafe) let state = state
        nonisolated(unsafe) let action = action
        timer.setEventHandler {
            guard !compositeDisposable.isDisposed else { return }
            _ = compositeDisposable.insert(action(state))
            cancelTimer.dispose()
        }
        timer.resume()
        _ = compositeDisposable.insert(cancelTimer)
        return compositeDisposable
    }

    /// Runs `action` on the queue first after `startAfter`, then every `period`.
    ///
    /// A negative period is a zero one (each run due at once), as on RxSwift's virtual-time
    /// schedulers; RxSwift hands it to Dispatch as is, which stops the program (a negative repeat
    /// interval has no `UInt64` value).
    func schedulePeriodic<StateType>(_ state: StateType, startAfter: RxTimeInterval, period: RxTimeInterval, action: @escaping (StateType) -> StateType) -> Disposable {
        let initial = DispatchTime.now() + startAfter
        let timer = DispatchSource.makeTimerSource(queue: queue)
        timer.schedule(deadline: initial, repeating: period.isNowOrPast ? .nanoseconds(0) : period, leeway: leeway)
        // A dispatch source never runs its handler concurrently with itself, even on a concurrent
        // queue: the ticks are serialized, so the state needs no lock.
        let box = UncheckedSendable(PeriodicState(state: state, action: action))
        let cancel = Disposables.create { timer.cancel() }
        timer.setEventHandler {
            guard !cancel.isDisposed else { return }
            box.value.tick()
        }
        timer.resume()
        return cancel
    }
}

/// The state threaded through the ticks of a periodic timer.
private final class PeriodicState<StateType> {
    private var state: StateType
    private let action: (StateType) -> StateType

    init(state: StateType, action: @escaping (StateType) -> StateType) {
        self.state = state
        self.action = action
    }

    func tick() {
        state = action(state)
    }
}

/// An operator's scheduler with its capabilities, asked once when the operator is applied
/// (`observe(on:)`, `subscribe(on:)`) rather than at every subscription.
@usableFromInline
struct OperatorScheduler {
    let scheduler: ImmediateSchedulerType
    /// The scheduler, when it is one of this library's that runs `ScheduledWork` directly.
    let workScheduler: DrainScheduler?

    @usableFromInline
    init(_ scheduler: ImmediateSchedulerType) {
        self.scheduler = scheduler
        workScheduler = scheduler as? DrainScheduler
    }
}
