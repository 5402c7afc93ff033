import Dispatch
import Foundation
import Synchronization

/// Work that a scheduler of this library can run without a generic closure: `observe(on:)`'s
/// drain. Scheduling it through `schedule<State>(_:action:)` would allocate a reabstraction
/// context on every call.
protocol DrainTarget: AnyObject {
    func drain()
}

/// A scheduler of this library that runs a `DrainTarget` directly.
///
/// `observe(on:)` asks its scheduler for these capabilities instead of testing for concrete
/// scheduler types: a scheduler of a user's own simply has none of them.
protocol DrainScheduler: AnyObject {
    /// Whether the scheduler runs one action at a time, in the order they were scheduled (a
    /// serial queue): then one drain may deliver a whole batch without overtaking or starving
    /// work scheduled before it.
    var runsActionsInOrder: Bool { get }

    /// The scheduler as an `InlineScheduler`, if it is one: asked once per subscription, where a
    /// cast would look its conformance up at run time.
    var asInlineScheduler: InlineScheduler? { get }

    /// Runs `target.drain()` as `schedule` would run an action (not cancellable).
    func scheduleDrain(_ target: DrainTarget)
}

/// A scheduler that may run work at once on the calling thread, as `schedule` would run it then
/// (the main scheduler, called on the main thread with nothing of its own waiting).
protocol InlineScheduler: DrainScheduler {
    /// Starts running work inline: true when `schedule` would run it at once now. Until the
    /// matching `leaveInline()`, everything else scheduled here is queued behind that work.
    func enterInline() -> Bool

    /// Ends the inline work started by a successful `enterInline()`.
    func leaveInline()
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

    /// Runs `target.drain()` asynchronously on the queue.
    func scheduleDrain(_ target: DrainTarget) {
        let target = UncheckedSendable(target)
        queue.async { target.value.drain() }
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
