import Foundation
import Synchronization

// MARK: - The machinery of time operators
//
// `throttle`, `debounce`, `delay`, `timeout`, `buffer`, `window`, `skip(_:scheduler:)` and
// `take(for:scheduler:)` keep at most one pending timer per subscription, plus some state the
// timer and the source both touch (the latest element, a buffer, a queue). `TimedSink` holds
// what they share:
// - one `RecursiveLock` for that state and for delivery downstream;
// - the pending timer, replaced by generation: starting a timer makes the previous one stale,
//   and a stale timer that fires anyway (it was already running on another thread) does
//   nothing;
// - the stopped flag, so that nothing is delivered after the terminal event.
// Scheduling and disposing happen outside the lock: a sink decides under the lock (and takes a
// generation with `nextTimer()`), then calls `startTimer` once it released it.

/// What a sink does once its timer fired and the lock is released.
enum TimerStep {
    /// Nothing.
    case idle
    /// Starts the timer of `generation` (from `nextTimer()`), due after `dueTime`.
    case restart(_ generation: UInt64, after: RxTimeInterval)
    /// Downstream received its terminal event: the sink disposes itself.
    case stopped
}

/// What every time operator is given: the interval its timer waits (a due time, a period, a
/// duration), and the scheduler that runs it.
struct Timing {
    let dueTime: RxTimeInterval
    let scheduler: SchedulerType
}

/// The parent of the sinks of time operators: one lock, one pending timer.
class TimedSink<Input, Output>: Sink<Input, Output>, @unchecked Sendable {
    // @unchecked Sendable: every `var` below (and those of subclasses) is only touched with
    // `lock` held; `timer` is a mutex of its own, never held while calling out.

    final let lock = RecursiveLock()
    final let scheduler: SchedulerType
    /// The operator's interval: how long a timer waits unless the sink says otherwise.
    final let dueTime: RxTimeInterval

    /// Whether downstream received its terminal event. Lock held.
    @exclusivity(unchecked) final var isStopped = false
    /// The generation of the only timer allowed to fire. Lock held.
    @exclusivity(unchecked) private var timerGeneration: UInt64 = 0

    private struct PendingTimer {
        var generation: UInt64 = 0
        var disposable: Disposable?
        var isCancelled = false
    }

    private let timer = Mutex(PendingTimer())

    init(_ timing: Timing, downstream: ObserverNode<Output>) {
        scheduler = timing.scheduler
        dueTime = timing.dueTime
        super.init(downstream: downstream)
    }

    /// Becomes the upstream of `downstream`, starts the first timer (due after `dueTime`), then
    /// subscribes to `source`: RxSwift's order for operators timed from the subscription: an
    /// element the source schedules, when subscribed, for the timer's due time comes after the
    /// timer.
    final func subscribeStartingTimer(to source: Observable<Input>) {
        downstream.setUpstream(self)
        guard !isDisposed else { return }
        startTimer(lock.withLock { nextTimer() }, after: dueTime)
        source.run(self)
    }

    // MARK: Timer

    /// Makes the pending timer stale and returns the generation of the next one. Lock held.
    final func nextTimer() -> UInt64 {
        timerGeneration &+= 1
        return timerGeneration
    }

    /// Whether the timer of `generation` is the one allowed to fire. Lock held.
    final func isCurrentTimer(_ generation: UInt64) -> Bool {
        generation == timerGeneration
    }

    /// Schedules the timer of `generation` after `dueTime`, replacing (and cancelling) the
    /// pending one. Called without the lock.
    final func startTimer(_ generation: UInt64, after dueTime: RxTimeInterval) {
        let scheduled = scheduler.scheduleRelative(generation, dueTime: dueTime) { [self] generation in
            timerDidFire(generation)
            return Disposables.create()
        }
        // Two threads may start timers in the other order than they took their generations:
        // the newer generation stays, whatever the order.
        let cancelled = timer.withLock { timer -> Disposable? in
            guard !timer.isCancelled, generation > timer.generation else { return scheduled }
            defer {
                timer.generation = generation
                timer.disposable = scheduled
            }
            return timer.disposable
        }
        cancelled?.dispose()
    }

    /// Cancels the pending timer, and every timer started later.
    final func cancelTimer() {
        let pending = timer.withLock { timer -> Disposable? in
            timer.isCancelled = true
            defer { timer.disposable = nil }
            return timer.disposable
        }
        pending?.dispose()
    }

    /// Runs when the timer of `generation` fires: calls `timerFired()` with the lock held if that
    /// timer is still current, then does what it returned.
    func timerDidFire(_ generation: UInt64) {
        let step = lock.withLock { () -> TimerStep in
            // A timer that was already running when the sink was disposed stays silent.
            guard !isStopped, !isDisposed, isCurrentTimer(generation) else { return .idle }
            return timerFired()
        }
        switch step {
        case .idle:
            break
        case .restart(let generation, let dueTime):
            startTimer(generation, after: dueTime)
        case .stopped:
            dispose()
        }
    }

    /// What the operator does when its current timer fires. Lock held.
    func timerFired() -> TimerStep {
        rxAbstractMethod()
    }

    // MARK: Terminal events

    /// Delivers `error` downstream, or completion if it is nil, unless a terminal event was
    /// delivered already; returns whether it delivered (the caller then disposes the sink once
    /// it released the lock). Lock held.
    final func stop(with error: Swift.Error?) -> Bool {
        guard !isStopped else { return false }
        isStopped = true
        if let error {
            downstream.onError(error)
        } else {
            downstream.onCompleted()
        }
        return true
    }

    override func onError(_ error: Swift.Error) {
        if lock.withLock({ stop(with: error) }) {
            dispose()
        }
    }

    override func onCompleted() {
        if lock.withLock({ stop(with: nil) }) {
            dispose()
        }
    }

    override func disposeResources() {
        cancelTimer()
    }
}

// MARK: - Time arithmetic and arguments

extension DispatchTimeInterval {
    /// What is left of this interval once `elapsed` seconds passed, zero if nothing is.
    ///
    /// Rounded to the microsecond: dates a few decades from 2001 carry about 0.1 µs of noise,
    /// which must not turn "due now" into "due in 100 ns" (a tick later on a virtual clock).
    func remaining(after elapsed: TimeInterval) -> DispatchTimeInterval {
        guard self != .never else { return .never }
        let microseconds = ((Double(nanoseconds) - elapsed * 1_000_000_000) / 1_000).rounded()
        guard microseconds > 0 else { return .nanoseconds(0) }
        guard microseconds < Double(Int.max / 1_000) else { return .never }
        return .microseconds(Int(microseconds))
    }
}

/// Stops unless `interval` is zero, positive or `.never`.
func rxPreconditionNotNegative(_ interval: RxTimeInterval, _ function: @autoclosure () -> String, _ argument: @autoclosure () -> String) {
    rxPrecondition(!(interval != .never && interval.nanoseconds < 0), "\(function()): \(argument()) must not be negative (got \(interval))")
}

/// Stops unless `interval` is positive or `.never`.
func rxPreconditionPositive(_ interval: RxTimeInterval, _ function: @autoclosure () -> String, _ argument: @autoclosure () -> String) {
    rxPrecondition(interval == .never || interval.nanoseconds > 0, "\(function()): \(argument()) must be positive (got \(interval))")
}

/// `seconds` as an `RxTimeInterval`, for the deprecated `TimeInterval` spellings; stops if it is
/// not a number or negative (`-infinity` would otherwise become `.never`).
func rxInterval(seconds: TimeInterval, _ function: @autoclosure () -> String, _ argument: @autoclosure () -> String) -> RxTimeInterval {
    rxPrecondition(!seconds.isNaN, "\(function()): \(argument()) must be a number (got \(seconds))")
    rxPrecondition(seconds >= 0, "\(function()): \(argument()) must not be negative (got \(seconds))")
    return .fromSeconds(seconds)
}
