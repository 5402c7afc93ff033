import Foundation
import Synchronization

/// A scheduler whose clock moves only when it runs its queue: time is simulated, not waited for.
///
/// Scheduled actions wait in a queue ordered by due time, then by the order they were scheduled in.
/// `start()` runs them one after another, setting the clock to each item's due time first;
/// `advanceTo(_:)` does the same up to a given time. Nothing runs on its own, so a test decides
/// exactly when each action happens. Running an action never moves the clock backwards: an action
/// due in the past runs at the current time (only `advanceTo(_:)` a past time sets it back, as in
/// RxSwift).
///
/// `Converter` defines the clock's units (`TestScheduler` counts integer ticks,
/// `HistoricalScheduler` uses dates).
///
/// The scheduler may be used from several threads: its queue and clock are locked, and actions
/// run outside the lock on the thread that calls `start()` or `advanceTo(_:)`.
open class VirtualTimeScheduler<Converter: VirtualTimeConverterType>: SchedulerType, CustomDebugStringConvertible, @unchecked Sendable {
    // @unchecked Sendable: all mutable state is in `state`, touched only under its mutex;
    // `converter` is immutable and its functions are pure (see `VirtualTimeConverterType`).

    /// A point on the virtual clock.
    public typealias VirtualTime = Converter.VirtualTimeUnit

    /// A distance on the virtual clock.
    public typealias VirtualTimeInterval = Converter.VirtualTimeIntervalUnit

    /// A queued action with its due time and insertion number (among items due at the same
    /// time, the lower number runs first).
    private struct Item {
        let time: VirtualTime
        let id: Int
        let work: ScheduledItem

        var isDisposed: Bool { work.isDisposed }

        func invoke() { work.invoke() }
    }

    private struct State {
        var clock: VirtualTime
        var isRunning = false
        var nextID = 0
        var queue: PriorityQueue<Item>
    }

    private let converter: Converter
    private let state: Mutex<State>

    /// A scheduler whose clock starts at `initialClock`, in the units of `converter`.
    public init(initialClock: VirtualTime, converter: Converter) {
        self.converter = converter
        let queue = PriorityQueue<Item> { lhs, rhs in
            switch converter.compareVirtualTime(lhs.time, rhs.time) {
            case .lessThan: return true
            case .greaterThan: return false
            case .equal: return lhs.id < rhs.id
            }
        }
        state = Mutex(State(clock: initialClock, queue: queue))
    }

    /// The current virtual time.
    public var clock: VirtualTime {
        state.withLock { $0.clock }
    }

    /// The current virtual time as a date.
    public var now: RxTime {
        converter.convertFromVirtualTime(clock)
    }

    /// Schedules `action` to run as soon as possible: at the current virtual time (after what is
    /// already due then), or as `adjustScheduledTime(_:)` decides.
    public func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable) -> Disposable {
        scheduleRelative(state, dueTime: .nanoseconds(0), action: action)
    }

    /// Schedules `action` to run `dueTime` after the current virtual time (as adjusted by
    /// `adjustScheduledTime(_:)`). With `.never` it never runs.
    public func scheduleRelative<StateType>(_ state: StateType, dueTime: RxTimeInterval, action: @escaping (StateType) -> Disposable) -> Disposable {
        guard dueTime != .never else { return Disposables.create() }
        let time = converter.convertToVirtualTime(now.adding(dueTime))
        return scheduleAbsoluteVirtual(state, time: adjustScheduledTime(time), action: action)
    }

    /// Schedules `action` to run `dueTime` after the current virtual time, in virtual units
    /// (not adjusted by `adjustScheduledTime(_:)`).
    public func scheduleRelativeVirtual<StateType>(_ state: StateType, dueTime: VirtualTimeInterval, action: @escaping (StateType) -> Disposable) -> Disposable {
        let time = converter.offsetVirtualTime(clock, offset: dueTime)
        return scheduleAbsoluteVirtual(state, time: time, action: action)
    }

    /// Schedules `action` to run at the virtual time `time` (at the current time if `time` has
    /// passed). Among actions due at the same time, the one scheduled first runs first.
    public func scheduleAbsoluteVirtual<StateType>(_ state: StateType, time: VirtualTime, action: @escaping (StateType) -> Disposable) -> Disposable {
        self.state.withLock { scheduler -> Disposable in
            let work = ScheduledItem { action(state) }
            scheduler.queue.insert(Item(time: time, id: scheduler.nextID, work: work))
            scheduler.nextID += 1
            return work
        }
    }

    /// The time at which an action that `scheduleRelative` computed to be due at `time` is
    /// queued. Returns `time`; subclasses override it to model processing delays.
    open func adjustScheduledTime(_ time: VirtualTime) -> VirtualTime {
        time
    }

    /// Runs the queue until it is empty or `stop()` is called, moving the clock to each item's due
    /// time before running it. Does nothing if the scheduler is already running.
    public func start() {
        let started = state.withLock { state -> Bool in
            guard !state.isRunning else { return false }
            state.isRunning = true
            return true
        }
        guard started else { return }
        while let item = takeNext(notAfter: nil) {
            item.invoke()
        }
    }

    /// Runs every item due at or before `virtualTime`, then sets the clock to `virtualTime`. A
    /// `stop()` from an action ends the run early; the clock is still set to `virtualTime`, as in
    /// RxSwift.
    ///
    /// As in RxSwift, the clock is set to `virtualTime` even when that moves it backwards: a time
    /// in the past runs only the items due by then (none, unless they were scheduled at an
    /// absolute time already past), and an action that slept beyond `virtualTime` is undone.
    ///
    /// Precondition: the scheduler is not running (RxSwift stops there too).
    public func advanceTo(_ virtualTime: VirtualTime) {
        let isRunning = state.withLock { state -> Bool in
            if state.isRunning { return true }
            state.isRunning = true
            return false
        }
        rxPrecondition(!isRunning, "advanceTo(_:): the scheduler is already running")
        while let item = takeNext(notAfter: virtualTime) {
            item.invoke()
        }
        state.withLock { state in
            state.clock = virtualTime
            state.isRunning = false
        }
    }

    /// Moves the clock forward by `virtualInterval` without running anything: the actions it
    /// skips over run, late, at the new time when the queue is next run.
    ///
    /// Precondition: `virtualInterval` is not negative (RxSwift stops there too: "Can't sleep to
    /// past.").
    public func sleep(_ virtualInterval: VirtualTimeInterval) {
        let accepted = state.withLock { state -> Bool in
            let wakeUp = converter.offsetVirtualTime(state.clock, offset: virtualInterval)
            guard converter.compareVirtualTime(wakeUp, state.clock) != .lessThan else { return false }
            state.clock = wakeUp
            return true
        }
        rxPrecondition(accepted, "sleep(_:): can't sleep to the past (\(virtualInterval))")
    }

    /// Stops `start()` or `advanceTo(_:)` after the action that is running; the remaining items
    /// stay queued for the next run.
    public func stop() {
        state.withLock { $0.isRunning = false }
    }

    /// The clock and the number of pending actions.
    public var debugDescription: String {
        let (clock, pending) = state.withLock { state in
            (state.clock, state.queue.unordered.reduce(0) { $0 + ($1.isDisposed ? 0 : 1) })
        }
        return "VirtualTimeScheduler(clock: \(clock), pending: \(pending))"
    }

    /// Takes the next live item due no later than `limit` off the queue and moves the clock to
    /// its due time; nil (and the run ends) when there is none or the scheduler was stopped.
    private func takeNext(notAfter limit: VirtualTime?) -> Item? {
        state.withLock { state -> Item? in
            guard state.isRunning else { return nil }
            while let item = state.queue.first {
                if item.isDisposed {
                    state.queue.removeFirst()
                    continue
                }
                if let limit, converter.compareVirtualTime(item.time, limit) == .greaterThan {
                    break
                }
                state.queue.removeFirst()
                if converter.compareVirtualTime(item.time, state.clock) == .greaterThan {
                    state.clock = item.time
                }
                return item
            }
            // `advanceTo` clears the flag itself, after setting the clock.
            if limit == nil { state.isRunning = false }
            return nil
        }
    }
}
