import Synchronization

extension ObservableType {
    /// Delivers the events of this sequence on `scheduler`: in order, one at a time, with the
    /// error or completion after every element that came before it.
    ///
    /// The sink queues events as they arrive and scheduled work hands them downstream. With a
    /// serial scheduler (`SerialDispatchQueueScheduler`, `MainScheduler`) one scheduled block
    /// delivers everything queued so far, so a burst of elements costs a few blocks and no
    /// allocation per element; with any other scheduler each event is delivered by its own
    /// `schedule` call. If the subscription is disposed on the serial scheduler that delivers,
    /// nothing is delivered after `dispose()` returns.
    ///
    ///     source:                      1--2--3|
    ///     observe(on: MainScheduler):  -1--2--3|   (on the main thread)
    ///
    /// - Parameter scheduler: Where the observer receives the events.
    /// - Returns: The same sequence, observed on `scheduler`.
    /// - SeeAlso: [ReactiveX ObserveOn](http://reactivex.io/documentation/operators/observeon.html)
    public func observe(on scheduler: ImmediateSchedulerType) -> Observable<Element> {
        ObserveOn(source: asObservable(), scheduler: scheduler)
    }

    /// Delivers the events of this sequence on `scheduler` (the guide's spelling of `observe(on:)`).
    @available(*, deprecated, renamed: "observe(on:)")
    public func observeOn(_ scheduler: ImmediateSchedulerType) -> Observable<Element> {
        observe(on: scheduler)
    }
}

final class ObserveOn<Element>: Observable<Element>, @unchecked Sendable {
    private let source: Observable<Element>
    private let scheduler: ImmediateSchedulerType

    init(source: Observable<Element>, scheduler: ImmediateSchedulerType) {
        self.source = source
        self.scheduler = scheduler
    }

    override func run(_ observer: ObserverNode<Element>) {
        // A serial dispatch queue runs one block at a time, in order, so one block may deliver a
        // whole batch without starving anything that was queued before it.
        let deliversBatches = scheduler is SerialDispatchQueueScheduler
        ObserveOnSink(scheduler: scheduler, deliversBatches: deliversBatches, downstream: observer).subscribe(to: source)
    }
}

/// Queues the events it receives and delivers them from work scheduled on `scheduler`.
///
/// At most one delivery ("drain") is scheduled or running at any time: whoever makes the queue
/// non-empty while no drain is scheduled schedules one, and a drain that leaves events behind
/// schedules the next. Delivery is thus serialized even on a concurrent scheduler, and producers
/// only append under the lock.
private final class ObserveOnSink<Element>: Sink<Element, Element>, @unchecked Sendable {
    // @unchecked Sendable: `state` is only touched under its mutex. `batch` and `batchHead` are
    // only touched by `drain`; drains never overlap (see above), and each one starts after the
    // previous one released the mutex, which orders their accesses.

    private enum Terminal {
        case error(Swift.Error)
        case completed
    }

    private struct State {
        /// Elements received and not yet taken by a drain.
        var queue: ContiguousArray<Element> = []
        /// The terminal event, received after every element in `queue` and `batch`.
        var terminal: Terminal?
        /// Whether a drain is scheduled or running. It stays true after the terminal event is
        /// taken, so no drain follows the last one.
        var isDrainScheduled = false
    }

    /// What a drain does after delivering a batch.
    private enum NextStep {
        /// Nothing is left: the next element schedules a new drain.
        case idle
        /// Take the elements that arrived meanwhile, in this drain.
        case `continue`
        /// Leave the rest to a new drain.
        case drainAgain
        /// Deliver the terminal event.
        case finish(Terminal)
    }

    /// How many elements one drain delivers on a serial scheduler before it yields the scheduler
    /// to other work (a batch taken is always delivered whole).
    private static var elementsPerDrain: Int { 4_096 }

    /// Buffers above this capacity are released once emptied, so a burst does not pin its memory.
    private static var retainedCapacity: Int { 1_024 }

    private let scheduler: ImmediateSchedulerType
    private let deliversBatches: Bool
    private let state = Mutex(State())
    /// The elements a drain took from `state.queue`; the two buffers swap, so steady traffic
    /// allocates nothing.
    private var batch: ContiguousArray<Element> = []
    private var batchHead = 0

    init(scheduler: ImmediateSchedulerType, deliversBatches: Bool, downstream: ObserverNode<Element>) {
        self.scheduler = scheduler
        self.deliversBatches = deliversBatches
        super.init(downstream: downstream)
    }

    override func onNext(_ element: Element) {
        // After disposal nothing would deliver the element; a source on another thread may still
        // send a few before it sees the disposal.
        guard !isDisposed else { return }
        let mustSchedule = state.withLock { state -> Bool in
            state.queue.append(element)
            return Self.claimDrain(&state)
        }
        if mustSchedule { scheduleDrain() }
    }

    override func onError(_ error: Swift.Error) {
        receive(.error(error))
    }

    override func onCompleted() {
        receive(.completed)
    }

    private func receive(_ terminal: Terminal) {
        guard !isDisposed else { return }
        let mustSchedule = state.withLock { state -> Bool in
            state.terminal = terminal
            return Self.claimDrain(&state)
        }
        if mustSchedule { scheduleDrain() }
    }

    /// Marks a drain scheduled; true if the caller must schedule it. Lock held.
    private static func claimDrain(_ state: inout State) -> Bool {
        if state.isDrainScheduled { return false }
        state.isDrainScheduled = true
        return true
    }

    private func scheduleDrain() {
        // The closure captures nothing: scheduling a drain allocates no closure context.
        _ = scheduler.schedule(self) { sink in
            sink.drain()
            return Disposables.create()
        }
    }

    /// Delivers queued elements, then the terminal event once it is due. Runs on the scheduler;
    /// never overlaps another drain.
    ///
    /// On a serial scheduler one drain delivers whole batches, taking the elements that arrived
    /// meanwhile, until the queue is empty or `elementsPerDrain` were delivered; then it
    /// schedules the next drain, which lets other work queued on the scheduler run. Otherwise it
    /// delivers one element and schedules the next drain.
    private func drain() {
        var budget = deliversBatches ? Self.elementsPerDrain : 1
        while true {
            if batchHead == batch.count {
                recycleBatch()
                state.withLock { state in
                    swap(&state.queue, &batch)
                }
            }
            while batchHead < batch.count, budget > 0 || deliversBatches {
                // Checked before every element: a `dispose()` on this scheduler (for instance
                // from the observer itself) stops delivery at once.
                guard !isDisposed else { break }
                let element = batch[batchHead]
                batchHead += 1
                budget -= 1
                downstream.onNext(element)
            }
            guard !isDisposed else {
                recycleBatch()
                return
            }
            if batchHead == batch.count {
                recycleBatch()
            }
            let next = state.withLock { state -> NextStep in
                if batchHead < batch.count || !state.queue.isEmpty {
                    return budget > 0 ? .continue : .drainAgain
                }
                if let terminal = state.terminal {
                    state.terminal = nil
                    return .finish(terminal)
                }
                state.isDrainScheduled = false
                return .idle
            }
            switch next {
            case .continue:
                continue
            case .idle:
                return
            case .drainAgain:
                scheduleDrain()
                return
            case .finish(.error(let error)):
                fail(error)
                return
            case .finish(.completed):
                complete()
                return
            }
        }
    }

    /// Empties `batch`, keeping its storage unless it grew large. Only called by `drain`.
    private func recycleBatch() {
        batch.removeAll(keepingCapacity: batch.capacity <= Self.retainedCapacity)
        batchHead = 0
    }

    override func disposeResources() {
        // The queued elements are released here, after the lock (their deinit may run user code).
        // `batch` belongs to the drain, which empties it when it sees the disposal.
        let dropped = state.withLock { state -> ContiguousArray<Element> in
            state.terminal = nil
            var dropped: ContiguousArray<Element> = []
            swap(&state.queue, &dropped)
            return dropped
        }
        _ = dropped
    }
}
