import Synchronization

// MARK: - The machinery of switching operators
//
// `flatMapLatest` and `switchLatest` follow only the latest inner sequence: each new one
// disposes the previous subscription first, then is subscribed. Events of a replaced inner
// sequence that are still in flight are recognized by their generation number and dropped.
// The current subscription is kept under `lock`, never held while calling out; delivery goes
// through the sink's `DeliveryLane` (see SerializingSink).

/// The parent of the current inner subscription of a switching operator.
@usableFromInline
class SwitchSink<SourceElement, Output>: SerializingSink<SourceElement, Output>, @unchecked Sendable {
    // @unchecked Sendable: every `var` below is only touched with `lock` held; `latestGeneration` is atomic.

    private let lock = Mutex(())
    private let innerType: SwitchInner<SourceElement, Output>.Type

    /// The generation of the latest inner sequence: written with `lock` held, read by lane work,
    /// which drops the events of older generations. Bumped before the new inner sequence is
    /// subscribed, so an older inner sequence's event reaching the lane after the newer one's
    /// first event is always dropped.
    private let latestGeneration = Atomic<UInt64>(0)
    @exclusivity(unchecked) private var current: SubscriptionNode?
    @exclusivity(unchecked) private var hasRunningInner = false
    @exclusivity(unchecked) private var isOuterStopped = false
    /// Whether the terminal event was decided or the subscription disposed.
    @exclusivity(unchecked) private var isClosed = false

    init(innerType: SwitchInner<SourceElement, Output>.Type, downstream: ObserverNode<Output>) {
        self.innerType = innerType
        super.init(downstream: downstream)
    }

    /// The inner sequence for an outer element, or nil once the element of an inner `just` went
    /// to `deliverJust` (see `InnerSelection`); a thrown error ends the whole sequence.
    func select(_ element: SourceElement, deliverJust: (Output) -> Void) throws -> Observable<Output>? {
        rxAbstractMethod()
    }

    /// As `MergeSink`'s: the outer subscription is released first, once it returned.
    @usableFromInline
    override func start(from source: Observable<SourceElement>) {
        deferringReleaseWhileStarting { subscribe(to: source) }
    }

    override func receive(_ element: SourceElement) {
        // As in `MergeSink`: nothing is selected once the sequence ended.
        guard !isDisposed else { return }
        let selected: Observable<Output>?
        do {
            selected = try select(element) { switchToJust($0) }
        } catch {
            deliverError(error)
            return
        }
        guard let source = selected else { return }
        let generation = makeLatest()
        // An inner `just` is delivered at once and is over: no inner subscription is needed.
        if source.deliverImmediately({ deliverJust($0, generation: generation) }) {
            return
        }
        let inner = innerType.init(parent: self, generation: generation)
        let isLatest = lock.withLock { _ -> Bool in
            guard !isClosed, generation == latestGeneration.load(ordering: .relaxed) else { return false }
            current = inner
            return true
        }
        if isLatest {
            source.subscribe(node: inner)
        }
    }

    /// An inner `just` handed over by `select`: it replaces the current inner sequence as any
    /// other would, and is over at once.
    private func switchToJust(_ element: Output) {
        deliverJust(element, generation: makeLatest())
    }

    /// Makes the next inner sequence the latest one and disposes the previous subscription;
    /// returns the new generation.
    private func makeLatest() -> UInt64 {
        var previous: SubscriptionNode?
        // The closure returns a plain integer, not a tuple: a tuple's metadata is looked up at
        // run time in this unspecialized code.
        let generation = lock.withLock { _ -> UInt64 in
            let generation = latestGeneration.wrappingAdd(1, ordering: .releasing).newValue
            previous = current
            current = nil
            hasRunningInner = !isClosed
            return generation
        }
        previous?.dispose()
        return generation
    }

    /// Delivers the element of an inner `just` of `generation`, which is then over.
    private func deliverJust(_ element: Output, generation: UInt64) {
        deliver(element, generation: generation)
        let completes = lock.withLock { _ -> Bool in
            guard generation == latestGeneration.load(ordering: .relaxed) else { return false }
            hasRunningInner = false
            return completeIfOuterStopped()
        }
        if completes {
            deliverCompletion()
        }
    }

    override func receive(error: Swift.Error) {
        deliverError(error)
    }

    override func receiveCompletion() {
        let completes = lock.withLock { _ -> Bool in
            isOuterStopped = true
            return completeIfOuterStopped()
        }
        // As in RxSwift: the outer subscription ends with the outer sequence, before the
        // completion is passed on.
        disposeUpstream()
        if completes {
            deliverCompletion()
        }
    }

    /// Whether the outer sequence completed and no inner one runs: the sequence completes (the
    /// caller calls `deliverCompletion()` once it released the lock). Lock held.
    private func completeIfOuterStopped() -> Bool {
        guard isOuterStopped, !hasRunningInner, !isClosed else { return false }
        isClosed = true
        return true
    }

    /// Completes downstream after everything delivered before (the last inner sequence delivered
    /// its elements to the lane before it completed).
    private func deliverCompletion() {
        serialize { [self] in stop(with: nil) }
    }

    /// Delivers `element` in the lane if it comes from the latest inner sequence.
    @inline(__always)
    final func deliver(_ element: Output, generation: UInt64) {
        if lane.tryEnter() {
            deliverInLane(element, generation: generation)
            lane.leave(self)
        } else {
            deliverLater(element, generation: generation)
        }
    }

    /// The queued path of `deliver`, out of line: formed inline, the queued closure costs the
    /// uncontended path 20–35 instructions in this generic context (see DeliveryLane).
    @inline(never)
    private final func deliverLater(_ element: Output, generation: UInt64) {
        lane.enqueue(self, self, (element, generation)) { $0.deliverInLane($1.0, generation: $1.1) }
    }

    /// Lane only.
    @inline(__always)
    private final func deliverInLane(_ element: Output, generation: UInt64) {
        if generation == latestGeneration.load(ordering: .acquiring) {
            forward(element)
        }
    }

    final func innerError(_ error: Swift.Error, generation: UInt64) {
        if generation == latestGeneration.load(ordering: .acquiring) {
            deliverError(error)
        }
    }

    final func innerCompleted(generation: UInt64) {
        let completes = lock.withLock { _ -> Bool in
            guard generation == latestGeneration.load(ordering: .relaxed) else { return false }
            hasRunningInner = false
            current = nil
            return completeIfOuterStopped()
        }
        if completes {
            deliverCompletion()
        }
    }

    /// Ends the sequence with `error` unless it ended already: closes the sink, and delivers the
    /// error after everything delivered before.
    private func deliverError(_ error: Swift.Error) {
        let first = lock.withLock { _ -> Bool in
            guard !isClosed else { return false }
            isClosed = true
            return true
        }
        if first {
            serialize { [self] in stop(with: error) }
        }
    }

    override func disposeResources() {
        let inner = lock.withLock { _ -> SubscriptionNode? in
            // No inner subscription may become current after this: one being started on another
            // thread would never be disposed.
            isClosed = true
            defer { current = nil }
            return current
        }
        inner?.dispose()
    }
}

/// Observes one inner sequence of a switching operator.
@usableFromInline
final class SwitchInner<SourceElement, Output>: ObserverNode<Output>, @unchecked Sendable {
    // @unchecked Sendable: immutable.
    private let parent: SwitchSink<SourceElement, Output>
    private let generation: UInt64

    required init(parent: SwitchSink<SourceElement, Output>, generation: UInt64) {
        self.parent = parent
        self.generation = generation
    }

    override func receive(_ element: Output) {
        parent.deliver(element, generation: generation)
    }

    // The inner subscription ends before its terminal event is handed over, as in RxSwift: a
    // `do(onDispose:)` on it runs before the subscriber's `onCompleted` or `onError`.

    override func receive(error: Swift.Error) {
        dispose()
        parent.innerError(error, generation: generation)
    }

    override func receiveCompletion() {
        dispose()
        parent.innerCompleted(generation: generation)
    }
}
