#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import Synchronization

extension ObservableType {
    /// Delivers the events of this sequence on `scheduler`: in order, one at a time, with the
    /// error or completion after every element that came before it.
    ///
    /// The sink queues events as they arrive and scheduled work hands them downstream. With a
    /// serial scheduler (`SerialDispatchQueueScheduler`, `MainScheduler`) one scheduled block
    /// delivers everything queued so far, so a burst of elements costs a few blocks and no
    /// allocation per element; with any other scheduler each event, the terminal one included,
    /// is delivered by its own `schedule` call, as in RxSwift (virtual-time tests see one tick per
    /// event). The source's subscription ends as soon as the source terminated, before the event
    /// is delivered, except on a serial queue, where it ends once the event was delivered (both
    /// as in RxSwift). If the subscription is disposed on the serial scheduler that delivers,
    /// nothing is delivered after `dispose()` returns.
    ///
    ///     source:                      1--2--3|
    ///     observe(on: MainScheduler):  -1--2--3|   (on the main thread)
    ///
    /// - Parameter scheduler: Where the observer receives the events.
    /// - Returns: The same sequence, observed on `scheduler`.
    /// - SeeAlso: [ReactiveX ObserveOn](http://reactivex.io/documentation/operators/observeon.html)
    @inlinable
    public func observe(on scheduler: ImmediateSchedulerType) -> Observable<Element> {
        OperatorObservable<ObserveOnSink<Element>, _>(source: asObservable(), arguments: ObserveOnArguments(scheduler))
    }

    /// Delivers the events of this sequence on `scheduler` (the guide's spelling of `observe(on:)`).
    @available(*, deprecated, renamed: "observe(on:)")
    public func observeOn(_ scheduler: ImmediateSchedulerType) -> Observable<Element> {
        observe(on: scheduler)
    }
}

/// `observe(on:)`'s scheduler, and, with resource tracing, what counts the sequence in
/// `Resources.numberOfSerialDispatchQueueObservables` while it lives.
@usableFromInline
struct ObserveOnArguments {
    let scheduler: OperatorScheduler
    #if TRACE_RESOURCES
    private let serialQueueCount: SerialDispatchQueueObservableCount?
    #endif

    @usableFromInline
    init(_ scheduler: ImmediateSchedulerType) {
        self.scheduler = OperatorScheduler(scheduler)
        #if TRACE_RESOURCES
        serialQueueCount = scheduler is SerialDispatchQueueScheduler ? SerialDispatchQueueObservableCount() : nil
        #endif
    }
}

/// The lock-protected state of an `ObserveOnSink`; declared outside the generic class so that it
/// is not generic itself (no metadata look-up per element).
private struct ObserveOnState {
    /// The terminal event, received after every element in `queue` and `batch`: an error, or
    /// completion when `isCompleted`.
    var error: Swift.Error?
    var isCompleted = false
    /// Whether a drain is scheduled or running. It stays true after the terminal event is
    /// taken, so no drain follows the last one.
    var isDrainScheduled = false
}

/// What a drain does after delivering a batch.
private enum ObserveOnNextStep {
    /// Nothing is left: the next element schedules a new drain.
    case idle
    /// Take the elements that arrived meanwhile, in this drain.
    case `continue`
    /// Leave the rest to a new drain.
    case drainAgain
    /// Deliver the error.
    case fail
    /// Deliver completion.
    case complete
    /// Nothing is left yet: yield the processor once, then look again (see
    /// `ObserveOnSink.yieldsBeforeIdle`).
    case yieldThenLookAgain
}

/// Queues the events it receives and delivers them from work scheduled on `scheduler`.
///
/// At most one delivery ("drain") is scheduled or running at any time: whoever makes the queue
/// non-empty while no drain is scheduled schedules one, and a drain that leaves events behind
/// schedules the next. Delivery is thus serialized even on a concurrent scheduler, and producers
/// only append under the lock.
///
/// The lock-protected state is element-independent and the elements live in `ElementQueue`s, so
/// the per-element path needs no run-time metadata look-up (see ARCHITECTURE.md, "Hot operators
/// and generic specialization").
@usableFromInline
final class ObserveOnSink<Element>: Sink<Element, Element>, OperatorSink, ScheduledWork, @unchecked Sendable {
    // @unchecked Sendable: `state` and `queue` are only touched under `lock`. `batch` is only
    // touched by `drain`; drains never overlap (see above), and each one starts after the
    // previous one released the lock, which orders their accesses.

    /// How many elements one drain delivers on a serial scheduler before it yields the scheduler
    /// to other work (a batch taken is always delivered whole).
    private static var elementsPerDrain: Int { 4_096 }

    private let scheduler: ImmediateSchedulerType
    /// The scheduler, when it is one of this library's that runs a drain without a closure.
    private let drainScheduler: DrainScheduler?
    /// The scheduler when it may let an element be delivered inline (the main scheduler, on the
    /// main thread). Unretained: `scheduler` holds the same object. Read from a strong field (or
    /// an `unowned(unsafe)` one), it was retained and released around every element: two atomic
    /// operations per element of every `Driver`.
    private let inlineScheduler: Unmanaged<MainScheduler>?
    private let deliversBatches: Bool
    private let lock = Mutex(ObserveOnState())
    /// Elements received and not yet taken by a drain. Lock held.
    @exclusivity(unchecked) private var queue = ElementQueue<Element>()
    /// The elements a drain took from `queue`; the two queues swap, so steady traffic allocates
    /// nothing. Only touched by `drain`.
    @exclusivity(unchecked) private var batch = ElementQueue<Element>()
    /// The error taken by the drain that delivers it.
    @exclusivity(unchecked) private var finalError: Swift.Error?
    /// Whether a scheduled drain that finds nothing left, its source still live, yields the
    /// processor once and looks again before it goes idle.
    ///
    /// The thread running a drain was woken by the producer's scheduling of it and, when the two
    /// share a processor, often took it from the producer in the middle of a burst (in a round
    /// trip, the drain found the element without the completion sent right after it one time in
    /// three on this project's machine). Going idle then costs a new block and a new wake-up for
    /// the rest; yielding lets the producer finish, and this drain delivers the rest. No thread
    /// waits: if nothing arrived, the drain goes idle as before, and stops yielding for good, so
    /// a sparse stream pays one `sched_yield` (≈ 0.5 µs) in all. Only on a serial queue, where a
    /// drain delivers batches, and never on the main thread, which is not to be handed to another
    /// thread for a time slice (nor inline: the producer is then this thread). Only touched by
    /// drains, like `batch`.
    @exclusivity(unchecked) private var yieldsBeforeIdle: Bool

    @usableFromInline
    init(_ arguments: borrowing ObserveOnArguments, downstream: ObserverNode<Element>) {
        scheduler = arguments.scheduler.scheduler
        let drainScheduler = arguments.scheduler.workScheduler
        // A scheduler that runs one action at a time, in order (a serial queue), lets one drain
        // deliver a whole batch without starving anything that was queued before it.
        let deliversBatches = drainScheduler?.runsActionsInOrder ?? false
        self.drainScheduler = drainScheduler
        // The main scheduler is the only scheduler that runs work inline (`enterInline()`): a
        // class cast, once per subscription, as `Binder` makes it.
        inlineScheduler = (scheduler as? MainScheduler).map(Unmanaged.passUnretained)
        self.deliversBatches = deliversBatches
        yieldsBeforeIdle = deliversBatches
        super.init(downstream: downstream)
    }

    override func receive(_ element: Element) {
        // After disposal nothing would deliver the element; a source on another thread may still
        // send a few before it sees the disposal.
        guard !isDisposed else { return }
        if let inlineScheduler, inlineScheduler._withUnsafeGuaranteedRef({ $0.enterInline() }) {
            deliverInline(element)
            inlineScheduler._withUnsafeGuaranteedRef { $0.leaveInline() }
            return
        }
        let mustSchedule = lock.withLock { state -> Bool in
            queue.enqueue(element)
            return Self.claimDrain(&state)
        }
        if mustSchedule { scheduleDrain() }
    }

    /// On the main thread, with nothing pending on the main scheduler (inside its inline
    /// section): delivers `element` at once, as the drain that `MainScheduler` would run inline
    /// does, but without queuing it and taking it back out (two critical sections fewer).
    private func deliverInline(_ element: Element) {
        let isClaimed = lock.withLock { state -> Bool in
            guard !state.isDrainScheduled else {
                // A drain owns delivery (one that ended the sequence, say): queue behind it.
                queue.enqueue(element)
                return false
            }
            state.isDrainScheduled = true
            return true
        }
        guard isClaimed, !isDisposed else { return }
        downstream.receive(element)
        guard !isDisposed else { return }
        // Whatever arrived meanwhile (sent from inside the observer) follows in this drain; the
        // producer is this thread, so yielding would not help.
        drain(budget: Self.elementsPerDrain - 1, deliverFirst: false, mayYield: false)
    }

    override func receive(error: Swift.Error) {
        sourceEnded(with: error)
    }

    override func receiveCompletion() {
        sourceEnded(with: nil)
    }

    /// Queues the source's terminal event (`error`, or completion if nil) behind its elements.
    private func sourceEnded(with error: Swift.Error?) {
        guard !isDisposed else { return }
        let mustSchedule = lock.withLock { state -> Bool in
            if let error {
                state.error = error
            } else {
                state.isCompleted = true
            }
            return Self.claimDrain(&state)
        }
        releaseSourceAfterTerminal()
        if mustSchedule { scheduleDrain() }
    }

    /// The source is done. Off a serial queue its subscription ends now, at the tick of its own
    /// terminal event, not when the event reaches the observer (the source's sink ends itself once
    /// it forwarded the event, and this sink lets go of it); on a serial queue, once the event was
    /// delivered, when this sink ends. RxSwift 6.10.2 does both.
    private func releaseSourceAfterTerminal() {
        if !deliversBatches {
            releaseUpstreamAfterTerminal()
        }
    }

    /// Marks a drain scheduled; true if the caller must schedule it. Lock held.
    private static func claimDrain(_ state: inout ObserveOnState) -> Bool {
        if state.isDrainScheduled { return false }
        state.isDrainScheduled = true
        return true
    }

    private func scheduleDrain() {
        if let drainScheduler {
            drainScheduler.scheduleWork(self)
        } else {
            _ = scheduler.schedule(self) { sink in
                sink.runScheduled()
                return Disposables.create()
            }
        }
    }

    /// Delivers queued elements, then the terminal event once it is due. Runs on the scheduler;
    /// never overlaps another drain.
    ///
    /// On a serial scheduler one drain delivers whole batches, taking the elements that arrived
    /// meanwhile, until the queue is empty or `elementsPerDrain` were delivered; then it
    /// schedules the next drain, which lets other work queued on the scheduler run. Otherwise it
    /// delivers one event, an element or the terminal one, and schedules the next drain.
    func runScheduled() {
        drain(budget: deliversBatches ? Self.elementsPerDrain : 1, deliverFirst: true, mayYield: yieldsBeforeIdle && !isOnMainThread())
    }

    /// The drain, with `budget` elements left; with `deliverFirst` false it starts by deciding
    /// what follows (its caller delivered an element and saw no disposal). With `mayYield`, it
    /// yields once before going idle (see `yieldsBeforeIdle`).
    private func drain(budget initialBudget: Int, deliverFirst: Bool, mayYield initiallyMayYield: Bool) {
        var budget = initialBudget
        var mustDeliver = deliverFirst
        var mayYield = initiallyMayYield
        /// Set by a yield, cleared by anything that arrived after it.
        var yieldFoundNothing = false
        while true {
            if mustDeliver {
                if batch.isEmpty {
                    lock.withLock { _ in queue.exchangeContents(with: &batch) }
                }
                if !batch.isEmpty {
                    yieldFoundNothing = false
                }
                while !batch.isEmpty, budget > 0 || deliversBatches {
                    // Checked before every element: a `dispose()` on this scheduler (for instance
                    // from the observer itself) stops delivery at once.
                    guard !isDisposed else { break }
                    budget -= 1
                    downstream.receive(batch.dequeue())
                }
                guard !isDisposed else {
                    batch.removeAll()
                    return
                }
            }
            mustDeliver = true
            let next = lock.withLock { state -> ObserveOnNextStep in
                if !batch.isEmpty || !queue.isEmpty {
                    return budget > 0 ? .continue : .drainAgain
                }
                // Off a serial queue every event is an action of its own, the terminal one too
                // (RxSwift's recursive scheduling: `Single.just(1)` observed on a `TestScheduler`
                // succeeds at 201 and completes at 202).
                if !deliversBatches, budget <= 0, state.error != nil || state.isCompleted {
                    return .drainAgain
                }
                if let error = state.error {
                    state.error = nil
                    finalError = error
                    return .fail
                }
                if state.isCompleted {
                    state.isCompleted = false
                    return .complete
                }
                if mayYield {
                    return .yieldThenLookAgain
                }
                state.isDrainScheduled = false
                return .idle
            }
            switch next {
            case .continue:
                continue
            case .yieldThenLookAgain:
                mayYield = false
                yieldFoundNothing = true
                sched_yield()
            case .idle:
                if yieldFoundNothing {
                    yieldsBeforeIdle = false
                }
                return
            case .drainAgain:
                scheduleDrain()
                return
            case .fail:
                fail(finalError.unsafelyUnwrapped)
                return
            case .complete:
                complete()
                return
            }
        }
    }

    override func disposeResources() {
        // The queued elements are released here, after the lock (their deinit may run user
        // code); `batch` belongs to the drain, which empties it when it sees the disposal.
        var dropped = ReleasedAfterUnlock(ElementQueue<Element>())
        lock.withLock { state in
            state.error = nil
            state.isCompleted = false
            queue.exchangeContents(with: &dropped.value)
        }
        dropped.release()
    }
}
