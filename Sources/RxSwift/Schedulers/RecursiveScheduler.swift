import Synchronization

/// Runs an action that reschedules itself, on any scheduler.
///
/// Every pending step is kept in one group so that disposing the recursion cancels whatever step
/// is pending; a step removes itself from the group when it runs.
private final class RecursionGroup: @unchecked Sendable {
    // @unchecked Sendable: every `Step.state` is only touched under `lock`.
    let group = CompositeDisposable()
    private let lock = Mutex(())

    private final class Step {
        enum State {
            case scheduled
            case tracked(CompositeDisposable.DisposeKey)
            case ran
        }
        var state = State.scheduled
    }

    /// Schedules one step through `scheduleStep` and tracks it until it runs. The step calls
    /// `willRun` first, which returns false if the recursion was disposed meanwhile.
    func track(_ scheduleStep: (_ willRun: @escaping () -> Bool) -> Disposable) {
        let step = Step()
        let disposable = scheduleStep { [self] in
            let key = lock.withLock { _ -> CompositeDisposable.DisposeKey? in
                defer { step.state = .ran }
                if case .tracked(let key) = step.state { return key }
                return nil
            }
            if let key { group.remove(for: key) }
            return !group.isDisposed
        }
        guard let key = group.insert(disposable) else { return }
        let alreadyRan = lock.withLock { _ -> Bool in
            if case .ran = step.state { return true }
            step.state = .tracked(key)
            return false
        }
        if alreadyRan { group.remove(for: key) }
    }
}

/// `scheduleRecursive` without due times.
final class RecursiveImmediateScheduler<State>: @unchecked Sendable {
    // @unchecked Sendable: immutable; the group is thread-safe.
    private let action: (State, (State) -> Void) -> Void
    private let scheduler: ImmediateSchedulerType
    private let recursion = RecursionGroup()

    init(action: @escaping (State, (State) -> Void) -> Void, scheduler: ImmediateSchedulerType) {
        self.action = action
        self.scheduler = scheduler
    }

    func start(_ state: State) -> Disposable {
        schedule(state)
        return recursion.group
    }

    private func schedule(_ state: State) {
        recursion.track { willRun in
            scheduler.schedule(state) { [self] state in
                if willRun() { action(state, schedule) }
                return Disposables.create()
            }
        }
    }
}

/// `scheduleRecursive` with a due time for each step.
final class RecursiveScheduler<State>: @unchecked Sendable {
    // @unchecked Sendable: immutable; the group is thread-safe.
    private let action: (State, (State, RxTimeInterval) -> Void) -> Void
    private let scheduler: SchedulerType
    private let recursion = RecursionGroup()

    init(action: @escaping (State, (State, RxTimeInterval) -> Void) -> Void, scheduler: SchedulerType) {
        self.action = action
        self.scheduler = scheduler
    }

    func start(_ state: State, dueTime: RxTimeInterval) -> Disposable {
        schedule(state, dueTime: dueTime)
        return recursion.group
    }

    private func schedule(_ state: State, dueTime: RxTimeInterval) {
        recursion.track { willRun in
            scheduler.scheduleRelative(state, dueTime: dueTime) { [self] state in
                if willRun() { action(state, schedule) }
                return Disposables.create()
            }
        }
    }
}

/// Periodic scheduling for schedulers without a native timer: each tick schedules the next one
/// `period` later, then runs the action.
final class SchedulePeriodicRecursive<State>: @unchecked Sendable {
    // @unchecked Sendable: `state` is only touched by the ticks, which the scheduler serializes
    // (each tick is scheduled by the previous one).
    private let scheduler: SchedulerType
    private let startAfter: RxTimeInterval
    private let period: RxTimeInterval
    private let action: (State) -> State
    private var state: State

    init(scheduler: SchedulerType, startAfter: RxTimeInterval, period: RxTimeInterval, action: @escaping (State) -> State, state: State) {
        self.scheduler = scheduler
        self.startAfter = startAfter
        self.period = period
        self.action = action
        self.state = state
    }

    func start() -> Disposable {
        scheduler.scheduleRecursive((), dueTime: startAfter) { [self] _, recurse in
            recurse((), period)
            state = action(state)
        }
    }
}
