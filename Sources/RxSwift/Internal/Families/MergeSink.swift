import Synchronization

// MARK: - The machinery of merge-like operators
//
// `flatMap`, `flatMapFirst`, `concatMap`, `merge`, `merge(maxConcurrent:)` and `concat` all
// subscribe to inner sequences and forward what they emit, serialized, to one observer. They
// differ only in where inner sequences come from and how many may run at once; `MergeSink` holds
// everything else:
// - inner subscriptions, disposed together with the sink;
// - a queue of sources waiting for a free slot when concurrency is limited, drained in a loop so
//   that a long run of inner sequences completing synchronously (`concat` of 100,000 `just`s)
//   never deepens the stack;
// - completion when the outer sequence and every inner one have completed, and the first error
//   from any of them;
// - RxSwift's order when the sequence ends while `merge` or `concat` is still subscribing the
//   sources it was given (`Observable.merge(.just(1), source).take(1)`): RxSwift's sink learns
//   that it ended only once its run returned, so a source whose turn comes until then is still
//   subscribed, and released then (a virtual-time test sees the subscription start and end in
//   the same tick). Here the sink delivers nothing more at once; `merge` of an array goes on
//   subscribing its sources and releases them all once its start returned (see
//   `SubscriptionNode.deferringReleaseWhileStarting(_:)`), while a source whose turn comes after
//   `concat` ended, or after the downstream of `merge` ended, is subscribed by a node that drops
//   its events and released right after.
// The bookkeeping of inner subscriptions is kept under `lock`, which is never held while calling
// out; delivery downstream goes through the sink's `DeliveryLane` (see SerializingSink).

/// The parent of the inner subscriptions of a merge-like operator.
@usableFromInline
class MergeSink<SourceElement, Output>: SerializingSink<SourceElement, Output>, @unchecked Sendable {
    // @unchecked Sendable: every `var` below is only touched with `lock` held.

    let lock = Mutex(())
    private let policy: MergePolicy
    /// The inner sequence for an outer element, or nil once the element of an inner `just` went
    /// to `deliverJust` (see `InnerSelection`); a thrown error ends the whole sequence.
    private let selectInner: InnerSelector<SourceElement, Output>
    private let innerType: MergeInner<SourceElement, Output>.Type

    @exclusivity(unchecked) private var inners = Bag<SubscriptionNode>()
    // `AnyObject`s (they are `Observable<Output>`): a non-generic queue looks no metadata up.
    @exclusivity(unchecked) private var queue = ElementQueue<AnyObject>()
    /// Where more sources come from once `queue` is empty, for `concat` of a Swift sequence, read
    /// lazily (the subscription loop pulls the next source); nil once it returned nil: an ended
    /// sequence is not read again, as in RxSwift. Called with the lock held.
    @exclusivity(unchecked) private var pullSource: (() -> Observable<Output>?)?
    /// Inner subscriptions running or being started (at most `policy.maxConcurrent`).
    @exclusivity(unchecked) private var activeCount = 0
    @exclusivity(unchecked) private var isOuterStopped = false
    /// Whether the terminal event was decided or the subscription disposed: no inner subscription
    /// may start any more.
    @exclusivity(unchecked) private var isClosed = false
    /// The thread running the subscription loop, 0 if none: an inner sequence completing on that
    /// thread while it is being subscribed leaves its successor to the loop instead of recursing.
    @exclusivity(unchecked) private var drainingThread: UInt = 0
    /// Whether the sink's run is still subscribing the sources it was given (`merge` of an array,
    /// `concat`): a source whose turn comes after the sink closed is then still subscribed, and
    /// released at once (see the top of this file).
    @exclusivity(unchecked) private var isSubscribingSources = false

    /// A sink whose inner sequences `selectInner` makes of the outer sequence's elements.
    init(policy: MergePolicy, selectInner: @escaping InnerSelector<SourceElement, Output>, innerType: MergeInner<SourceElement, Output>.Type, downstream: ObserverNode<Output>) {
        self.policy = policy
        self.selectInner = selectInner
        self.innerType = innerType
        pullSource = nil
        super.init(downstream: downstream)
    }

    /// A sink without an outer sequence (`merge` of an array, `concat` of a Swift sequence): its
    /// run starts the sources itself, inside `subscribingSources(_:)`, and more come from
    /// `pullSource` once those ran out.
    init(policy: MergePolicy, pullSource: (() -> Observable<Output>?)? = nil, downstream: ObserverNode<Output>) where SourceElement == Never {
        self.policy = policy
        selectInner = Self.selectsNothing
        innerType = MergeInner<Never, Output>.self
        self.pullSource = pullSource
        super.init(downstream: downstream)
    }

    /// The selector of a sink without an outer sequence, which has no element to select from.
    private static func selectsNothing(_: SourceElement, _: (Output) -> Void) -> Observable<Output>? { nil }

    /// The next waiting source, if any. Lock held.
    private func dequeueSource() -> Observable<Output>? {
        guard queue.isEmpty else { return unsafeDowncast(queue.dequeue(), to: Observable<Output>.self) }
        guard let pullSource else { return nil }
        let source = pullSource()
        if source == nil { self.pullSource = nil }
        return source
    }

    /// The next source of a sink without an outer sequence (see `pullSource`).
    final func nextSource() -> Observable<Output>? {
        lock.withLock { _ in dequeueSource() }
    }

    // MARK: Outer events

    /// A disposal while the outer sequence is being subscribed (it, or an inner sequence, failed
    /// at once) releases the outer subscription, then the inner ones, once that subscription
    /// returned: RxSwift's order, whose sink holds its subscriptions only once its `run` returned.
    @usableFromInline
    override func start(from source: Observable<SourceElement>) {
        deferringReleaseWhileStarting { subscribe(to: source) }
    }

    override func receive(_ element: SourceElement) {
        // Disposed while starting, the outer subscription still delivers until it returned:
        // nothing is selected or subscribed once the sequence ended.
        guard !isDisposed else { return }
        if policy.skipsElementsWhileBusy {
            guard lock.withLock({ _ in !isClosed && activeCount == 0 }) else { return }
        }
        let source: Observable<Output>?
        do {
            source = try selectInner(element) { startJust($0) }
        } catch {
            deliverError(error)
            return
        }
        if let source {
            start(source)
        }
    }

    override func receive(error: Swift.Error) {
        deliverError(error)
    }

    override func receiveCompletion() {
        let completed = lock.withLock { _ -> Bool in
            isOuterStopped = true
            return completeIfFinished()
        }
        // As in RxSwift: the outer subscription ends with the outer sequence. Without a limit of
        // concurrency (`flatMap`, `merge()`, and `flatMapFirst`, which skips elements instead)
        // before the completion is passed on; with one (`concatMap`, `merge(maxConcurrent:)`),
        // after it, when the sink ends.
        if completed, policy.maxConcurrent != .max, !policy.skipsElementsWhileBusy {
            deliverCompletion()
            return
        }
        disposeUpstream()
        if completed {
            deliverCompletion()
        }
    }

    /// Subscribes to `source` if a slot is free, otherwise queues it.
    final func start(_ source: Observable<Output>) {
        if policy.maxConcurrent == .max, source.deliverImmediately({ deliver($0) }) {
            // An inner `just` is delivered at once, with no inner subscription (nothing could
            // observe one) and, without a limit on concurrency, no bookkeeping: nothing waits
            // for a slot that it could overtake, and completion cannot be decided before it (the
            // outer sequence, which sent it, has not completed).
            return
        }
        let start = lock.withLock { _ -> MergeStart in
            guard !isClosed else { return turnOfWaitingSource }
            // A free slot with sources still waiting belongs to them: the thread that freed it
            // is about to start the oldest one, and this source must not overtake it.
            if activeCount < policy.maxConcurrent, queue.isEmpty {
                // An inner `just` takes the slot too: the subscription loop delivers it at once
                // and frees the slot (see there).
                activeCount += 1
                return .subscribe
            }
            // With no slot at all, RxSwift keeps the source in its queue forever: nothing would
            // ever take it.
            guard policy.maxConcurrent > 0 else { return .none }
            queue.enqueue(source)
            return .none
        }
        switch start {
        case .none: break
        case .subscribe: subscribeLoop(startingWith: source)
        case .subscribeAndRelease: subscribeAndRelease(source)
        }
    }

    /// What `start` does with an inner `just`, from its element: delivers it at once when nothing
    /// runs that it could overtake, otherwise starts it as a sequence, to wait for its turn.
    private final func startJust(_ element: Output) {
        if policy.maxConcurrent == .max {
            // As in `start`.
            deliver(element)
            return
        }
        let deliversAtOnce = lock.withLock { _ in
            !isClosed && activeCount < policy.maxConcurrent && queue.isEmpty && pullSource == nil
        }
        if deliversAtOnce {
            deliver(element)
        } else {
            start(Just(element))
        }
    }

    /// Runs `body`, the sink's run subscribing the sources it was given (`merge` of an array,
    /// `concat`), during which a source whose turn comes after the sink closed is still
    /// subscribed and released at once, as RxSwift does.
    final func subscribingSources(_ body: () -> Void) {
        lock.withLock { _ in isSubscribingSources = true }
        body()
        lock.withLock { _ in isSubscribingSources = false }
    }

    // MARK: Inner events (called by `MergeInner`)

    final func innerNext(_ element: Output) {
        deliver(element)
    }

    /// Delivers `element` in the lane.
    @inline(__always)
    private final func deliver(_ element: Output) {
        if lane.tryEnter() {
            forward(element)
            lane.leave(self)
        } else {
            deliverLater(element)
        }
    }

    /// The queued path of `deliver`, out of line: formed inline, the queued closure costs the
    /// uncontended path 20–35 instructions in this generic context (see DeliveryLane).
    @inline(never)
    private final func deliverLater(_ element: Output) {
        lane.enqueue(self, self, element) { $0.forward($1) }
    }

    final func innerError(_ error: Swift.Error) {
        deliverError(error)
    }

    final func innerCompleted(_ inner: MergeInner<SourceElement, Output>) {
        let me = currentThreadID()
        var next: Observable<Output>?
        var turn = MergeStart.none
        let completed = lock.withLock { _ -> Bool in
            inners.remove(inner.key)
            activeCount -= 1
            if drainingThread != me {
                turn = passTurn(to: &next)
            } else if policy.releasesLastInnerAfterCompleting {
                // Completing while this thread's loop subscribes it: the loop completes the
                // sequence, if this was the last source, once the subscription returned and was
                // released, as RxSwift's `concat` does.
                return false
            }
            return completeIfFinished()
        }
        if completed, policy.releasesLastInnerAfterCompleting {
            deliverCompletion()
            inner.dispose()
            return
        }
        inner.dispose()
        if completed {
            deliverCompletion()
        } else if let next {
            if turn == .subscribe {
                subscribeLoop(startingWith: next)
            } else {
                subscribeAndRelease(next)
            }
        }
    }

    // MARK: Machinery

    /// What becomes of a source whose turn came (it has a slot, or needs none): `.subscribe` while
    /// the sink is open; `.subscribeAndRelease` once it closed while it is still subscribing the
    /// sources it was given; `.none` otherwise. Lock held.
    private var turnOfWaitingSource: MergeStart {
        !isClosed ? .subscribe : isSubscribingSources ? .subscribeAndRelease : .none
    }

    /// Hands a free slot to the next waiting source, if any, into `next`: `.subscribe` (the slot
    /// counted) while the sink is open; `.subscribeAndRelease` once it closed while it is still
    /// subscribing the sources it was given; `.none` otherwise. Lock held.
    private func passTurn(to next: inout Observable<Output>?) -> MergeStart {
        guard activeCount < policy.maxConcurrent, !isClosed || isSubscribingSources, let source = dequeueSource() else { return .none }
        next = source
        if isClosed {
            return .subscribeAndRelease
        }
        activeCount += 1
        return .subscribe
    }

    /// Subscribes to `source` and releases the subscription at once, its events going nowhere:
    /// what RxSwift does with a source whose turn comes after the sink ended, while it is still
    /// subscribing (see the top of this file).
    private func subscribeAndRelease(_ source: Observable<Output>) {
        DiscardingNode.subscribeAndRelease(source)
    }

    /// Whether the outer sequence and every inner one finished: the sequence completes (the
    /// caller calls `deliverCompletion()` once it released the lock). Lock held.
    private func completeIfFinished() -> Bool {
        guard isOuterStopped, activeCount == 0, !isClosed else { return false }
        guard let source = dequeueSource() else {
            isClosed = true
            return true
        }
        // A source pulled lazily (concat of a sequence) is still to run.
        queue.enqueueFront(source)
        return false
    }

    /// Completes downstream after everything delivered before. Every inner sequence completed
    /// after delivering its elements to the lane, so they all go first.
    private func deliverCompletion() {
        serialize { [self] in stop(with: nil) }
    }

    /// Ends the sequence with `error` unless it ended already: closes the sink, and delivers the
    /// error after everything delivered before.
    private func deliverError(_ error: Swift.Error) {
        let first = lock.withLock { _ -> Bool in
            guard !isClosed else { return false }
            // While it subscribes the sources it was given, the sink goes on subscribing them, as
            // RxSwift does; its disposal closes it (for `merge` of an array once they all are,
            // see `deferringReleaseWhileStarting(_:)`).
            if !isSubscribingSources {
                isClosed = true
            }
            return true
        }
        if first {
            serialize { [self] in stop(with: error) }
        }
    }

    /// Subscribes to `first` (its slot already counted), then to queued sources as long as
    /// slots are free, without recursion.
    private func subscribeLoop(startingWith first: Observable<Output>) {
        let me = currentThreadID()
        let claimed = lock.withLock { _ -> Bool in
            guard drainingThread == 0 else { return false }
            drainingThread = me
            return true
        }
        var next: Observable<Output>? = first
        // The closures below return a non-generic enum, not the generic source: see `queue`.
        var turn = MergeStart.subscribe
        while let source = next {
            next = nil
            if turn == .subscribe {
                turn = lock.withLock { _ in turnOfWaitingSource }
            }
            guard turn == .subscribe else {
                if turn == .subscribeAndRelease {
                    subscribeAndRelease(source)
                }
                break
            }
            // An inner `just` is delivered at once and frees its slot for the next waiting source:
            // no inner subscription, which nothing could observe. Its slot stays counted while it
            // is delivered, so nothing overtakes it.
            if source.deliverImmediately({ deliver($0) }) {
                turn = lock.withLock { _ -> MergeStart in
                    activeCount -= 1
                    return passTurn(to: &next)
                }
                continue
            }
            let inner = innerType.init(parent: self)
            let registration = lock.withLock { _ -> MergeStart in
                guard !isClosed else { return turnOfWaitingSource }
                inner.key = inners.insert(inner)
                return .subscribe
            }
            guard registration == .subscribe else {
                if registration == .subscribeAndRelease {
                    subscribeAndRelease(source)
                }
                break
            }
            source.subscribe(node: inner)
            turn = lock.withLock { _ -> MergeStart in
                guard claimed else { return .none }
                return passTurn(to: &next)
            }
        }
        let completed = lock.withLock { _ -> Bool in
            if claimed {
                drainingThread = 0
            }
            return completeIfFinished()
        }
        if completed {
            deliverCompletion()
        }
    }

    override func disposeResources() {
        let running = lock.withLock { _ -> [SubscriptionNode] in
            // No inner subscription may register after this: one being started on another
            // thread would never be disposed.
            isClosed = true
            queue.removeAll()
            return inners.removeAll()
        }
        for inner in running {
            inner.dispose()
        }
    }
}
