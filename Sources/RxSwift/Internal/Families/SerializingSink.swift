import Synchronization

// MARK: - The base of operators whose events come from several places
//
// Merge-like, switching, combining, triggered and time operators receive events from several
// sources, inner sequences or timers, possibly on several threads at once. `SerializingSink`
// handles all of them in one `DeliveryLane`: the state the operator keeps for delivery is only
// touched by lane work, so it needs no lock, and what goes downstream keeps the grammar
// `next* (error | completed)?`, while no thread ever waits for another one's delivery.
//
// State that disposal must reach from any thread at once (inner subscriptions, timers) cannot live
// in the lane, whose holder may be busy: it stays under a `Mutex`, never held while calling out.

/// A sink whose events from several inputs are handled one at a time in a `DeliveryLane`.
@usableFromInline
class SerializingSink<Input, Output>: Sink<Input, Output>, DeliveryLaneOwner, @unchecked Sendable {
    // @unchecked Sendable: `isStopped` and the subclasses' lane state are only touched by work
    // running in `lane`.

    final let lane = DeliveryLane()
    /// Whether downstream received its terminal event. Lane only.
    @exclusivity(unchecked) final var isStopped = false

    /// Whether events may still go downstream: neither a terminal event nor a disposal happened.
    /// Lane only.
    @inline(__always)
    final var isDelivering: Bool {
        !isStopped && !isDisposed
    }

    /// Runs `work` in the lane: now if no thread holds it, otherwise after the work in progress.
    /// For rare events: `work` is allocated.
    final func serialize(_ work: @escaping () -> Void) {
        lane.run(self, work)
    }

    final func rescueLane() {
        lane.rescue(self)
    }

    /// Delivers `element` unless the sequence ended or was disposed. Lane only.
    @inline(__always)
    final func forward(_ element: Output) {
        if isDelivering {
            downstream.receive(element)
        }
    }

    /// Delivers `error`, or completion if it is nil, unless the sequence ended or was disposed
    /// already; then disposes the subscription. Lane only.
    final func stop(with error: Swift.Error?) {
        guard isDelivering else { return }
        isStopped = true
        downstream.upstreamEndsItself()
        downstream.receive(terminal: error)
        dispose()
    }
}

/// The subscription to one more input of a sink (a trigger, a sampler, a second source, a
/// fallback), disposed with the sink.
///
/// Disposal may come from any thread while the lane's holder is busy, so it is kept under a
/// mutex of its own, never held while calling out.
struct SideSubscription: ~Copyable {
    private let state = Mutex(SideSubscriptionState())

    init() {}

    /// Subscribes `node` to `source` and keeps it, to be disposed by `dispose()`. If `dispose()`
    /// ran already, `node` is not subscribed (nothing would ever dispose it, and it holds the
    /// sink), but `source` is all the same, and released at once, as RxSwift does: its sinks
    /// subscribe every input they were given, and a virtual-time test sees that subscription
    /// start and end in the same tick (see `DiscardingNode`).
    func subscribe<Element>(_ node: ObserverNode<Element>, to source: Observable<Element>) {
        if keep(node) {
            source.subscribe(node: node)
        } else {
            DiscardingNode.subscribeAndRelease(source)
        }
    }

    /// `subscribe(_:to:)`, except that a `dispose()` that comes while `source` is being subscribed
    /// takes effect once that subscription returned, as in RxSwift, which keeps (and so can
    /// dispose) a subscription only once `subscribe` returned: meanwhile `source` goes on (a
    /// `from` keeps emitting), and `node` must drop what it receives after its sink's disposal.
    /// For a fallback whose subscription is part of the sequence's own timeline (`timeout`'s).
    func subscribeDisposingOnReturn<Element>(_ node: ObserverNode<Element>, to source: Observable<Element>) {
        guard keep(node) else {
            DiscardingNode.subscribeAndRelease(source)
            return
        }
        node.deferringReleaseWhileStarting { source.subscribe(node: node) }
    }

    /// Keeps `node`, to be disposed by `dispose()`; false if `dispose()` ran already.
    private func keep(_ node: SubscriptionNode) -> Bool {
        state.withLock { state in
            guard !state.isDisposed else { return false }
            state.node = node
            return true
        }
    }

    /// Disposes the kept subscription, and any kept later (a node being subscribed by
    /// `subscribeDisposingOnReturn(_:to:)` releases its upstream once that returned).
    func dispose() {
        let node = state.withLock { state -> SubscriptionNode? in
            state.isDisposed = true
            defer { state.node = nil }
            return state.node
        }
        node?.dispose()
    }
}

/// The state of a `SideSubscription` (at file scope: nested in the non-copyable type, the
/// compiler mislinks it).
struct SideSubscriptionState {
    var node: SubscriptionNode?
    var isDisposed = false
}
