import Foundation
import Synchronization

// MARK: - The machinery of time operators
//
// `throttle`, `debounce`, `delay`, `timeout`, `buffer`, `window`, `skip(_:scheduler:)` and
// `take(for:scheduler:)` keep at most one pending timer per subscription, plus some state the
// timer and the source both touch (the latest element, a buffer, a queue). `TimedSink` holds
// what they share:
// - the source's events and the timer's firing are handled one at a time in the sink's
//   `DeliveryLane` (see SerializingSink), so that state needs no lock, and no thread waits for
//   another one's delivery;
// - the pending timer, replaced by generation: starting a timer makes the previous one stale,
//   and a stale timer that fires anyway (it was already running on another thread) does
//   nothing;
// - the stopped flag, so that nothing is delivered after the terminal event.

/// What every time operator is given: the interval its timer waits (a due time, a period, a
/// duration), and the scheduler that runs it.
struct Timing {
    let dueTime: RxTimeInterval
    let scheduler: SchedulerType
}

/// The parent of the sinks of time operators: one lane, one pending timer.
class TimedSink<Input, Output>: SerializingSink<Input, Output>, @unchecked Sendable {
    // @unchecked Sendable: the `var`s below (and those of subclasses) are only touched by lane
    // work; `timer` is a mutex of its own, never held while calling out.

    final let scheduler: SchedulerType
    /// The operator's interval: how long a timer waits unless the sink says otherwise.
    final let dueTime: RxTimeInterval

    /// The generation of the only timer allowed to fire. Lane only.
    private var timerGeneration: UInt64 = 0

    private let timer = Mutex(PendingTimer())

    init(_ timing: Timing, downstream: ObserverNode<Output>) {
        scheduler = timing.scheduler
        dueTime = timing.dueTime
        super.init(downstream: downstream)
    }

    /// Becomes the upstream of `downstream`, starts the first timer (due after `dueTime`), then
    /// subscribes to `source`: RxSwift's order for operators timed from the subscription: an
    /// element the source schedules, when subscribed, for the timer's due time comes after the
    /// timer. If `downstream` ended already, the source is subscribed all the same and released
    /// at once, as in RxSwift (see `Sink.subscribe(to:)`).
    final func subscribeStartingTimer(to source: Observable<Input>) {
        downstream.setUpstream(self)
        guard !releasedAtOnceIfEnded(source) else { return }
        // Before the source is subscribed nothing else reaches the sink: the timer may start
        // outside the lane.
        startTimer(after: dueTime)
        source.run(self)
    }

    // MARK: Hooks (lane only, while `handlesEvents`)

    /// Whether the source's events and the timer are handled: while the sequence runs. `window`
    /// goes on after a disposal, for the windows still observed.
    var handlesEvents: Bool {
        isDelivering
    }

    /// An element of the source.
    func sourceNext(_ element: Input) {
        rxAbstractMethod()
    }

    /// The source failed: by default the sequence fails.
    func sourceFailed(_ error: Swift.Error) {
        stop(with: error)
    }

    /// The source completed: by default the sequence completes.
    func sourceCompleted() {
        stop(with: nil)
    }

    /// The current timer fired.
    func timerFired() {
        rxAbstractMethod()
    }

    // MARK: Source events

    override final func receive(_ element: Input) {
        if lane.tryEnter() {
            receiveInLane(element)
            lane.leave(self)
        } else {
            receiveLater(element)
        }
    }

    /// The queued path of `receive`, out of line: formed inline, the queued closure costs the
    /// uncontended path 20–35 instructions in this generic context (see DeliveryLane).
    @inline(never)
    private final func receiveLater(_ element: Input) {
        lane.enqueue(self, self, element) { $0.receiveInLane($1) }
    }

    /// Lane only.
    @inline(__always)
    private final func receiveInLane(_ element: Input) {
        if handlesEvents { sourceNext(element) }
    }

    override final func receive(error: Swift.Error) {
        serialize { [self] in
            if handlesEvents { sourceFailed(error) }
        }
    }

    override final func receiveCompletion() {
        serialize { [self] in
            if handlesEvents { sourceCompleted() }
        }
    }

    // MARK: Timer

    /// Starts a timer due after `dueTime`, replacing (and cancelling) the pending one. Lane only
    /// (or before the source is subscribed).
    final func startTimer(after dueTime: RxTimeInterval) {
        timerGeneration &+= 1
        let generation = timerGeneration
        let scheduled = scheduler.scheduleRelative(generation, dueTime: dueTime) { [self] generation in
            timerDidFire(generation)
            return Disposables.create()
        }
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

    /// Makes the pending timer stale, so that it does nothing if it fires. Lane only.
    final func invalidateTimer() {
        timerGeneration &+= 1
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

    private func timerDidFire(_ generation: UInt64) {
        serialize { [self] in
            // A timer that was already running when it was replaced, or when the sink was
            // disposed, stays silent.
            guard handlesEvents, generation == timerGeneration else { return }
            timerFired()
        }
    }

    override func disposeResources() {
        cancelTimer()
    }
}

/// The pending timer of a `TimedSink` (at file scope: nested in the generic class, it would be
/// generic too).
struct PendingTimer {
    var generation: UInt64 = 0
    var disposable: Disposable?
    var isCancelled = false
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

/// `seconds` as an `RxTimeInterval`, for the deprecated `TimeInterval` spellings.
///
/// RxSwift converts with `.milliseconds(Int(seconds * 1000))`, which stops the program on NaN
/// (so does this function, with a message naming the argument) and keeps the sign of a negative
/// value, which is then due at once: so is a negative value here, `-infinity` included.
func rxInterval(seconds: TimeInterval, _ function: @autoclosure () -> String, _ argument: @autoclosure () -> String) -> RxTimeInterval {
    rxPrecondition(!seconds.isNaN, "\(function()): \(argument()) must be a number (got \(seconds))")
    return .fromSeconds(seconds)
}
