import Synchronization

// MARK: - The one sink/subscription base
//
// Every subscription is a chain of nodes, one per operator, from the source to the subscriber:
//
//     source ──receive──▶ MapSink ──receive──▶ FilterSink ──receive──▶ ClosureSubscriber
//            ◀─dispose──          ◀─dispose──             ◀─dispose── (user's Disposable)
//
// Elements travel downstream as bare `Element` values through the class methods `receive(_:)`,
// `receive(error:)` and `receiveCompletion()`: no `Event` is built, no lock is taken and nothing is allocated on
// the way, so a synchronous operator costs about one indirect call (see ARCHITECTURE.md, "Hot
// operators and generic specialization").
//
// Two kinds of callers reach a node:
// - trusted callers (the sinks of this library) call `receive(_:)`/`receive(error:)`/
//   `receiveCompletion()` directly and guarantee the grammar `next* (error | completed)?`
//   themselves (the public `onNext`/`onError`/`onCompleted` of `ObserverType` are the guarded
//   entry: a different contract, hence a different name);
// - untrusted callers (user code holding an `AnyObserver`, as in `create`) come through
//   `externalNext`/`externalError`/`externalCompleted`. `SubscriptionNode` guards those: it drops
//   events after a terminal event or after disposal and, in debug builds, reports overlapping
//   calls.
//
// Lock discipline (the rule for the whole library): no internal lock is held while calling out to
// user code or to another sequence (an observer's `on`, a source's `subscribe`, another
// subscription's `dispose`, `connect`), and no thread waits for another thread's delivery: an
// operator with several inputs serializes them in a `DeliveryLane` (see ARCHITECTURE.md).

/// The subscription half of every node: the state shared by all of them, without generics.
///
/// Being non-generic matters for speed: boxing a node into a `Disposable` existential through
/// this class needs no generic metadata look-up (see ARCHITECTURE.md, "Hot operators and generic
/// specialization").
@usableFromInline
class SubscriptionNode: SubscriptionKeeper, Cancelable, @unchecked Sendable {
    // @unchecked Sendable: `upstream` is handed over between `setUpstream` and `dispose` through
    // the release/acquire read-modify-writes on `state` (see both); everything else is atomic.

    private static var disposedBit: Int { 1 }
    private static var upstreamSetBit: Int { 2 }
    private static var stoppedBit: Int { 4 }
    /// Set by `disposeUpstream()`: the upstream subscription ended before this node.
    private static var upstreamDisposedBit: Int { 8 }
    /// Set by `feedsExternalProducer()`: the upstream is the subscription of an untrusted producer
    /// (`create`'s closure), ended right after the producer's terminal event.
    private static var externalProducerBit: Int { 16 }
    /// Set with `disposedBit` by `disposeForOwner()`: the disposal is the owner's (a subscriber's
    /// handle), which needs nothing back from this node.
    private static var disposedByOwnerBit: Int { 32 }
    /// Set by `upstreamEndsItself()`: the terminal event this node receives comes from a sink that
    /// disposes itself once the delivery returns.
    private static var upstreamEndsItselfBit: Int { 64 }
    /// Set by `deferringReleaseWhileStarting(_:)` while a sink subscribes its inputs: a disposal
    /// meanwhile marks the node disposed and leaves releasing its subscriptions to that call.
    private static var startingBit: Int { 128 }
    /// Set with `disposedBit` by `disposeAfterTerminal()` while starting: the deferred release
    /// then releases as that call would have (resources first, an upstream that ends itself let
    /// go of).
    private static var letsGoBit: Int { 256 }

    private let state = Atomic<Int>(0)
    // The upstream subscription: an object of this library and the key of the subscription it
    // keeps (the common case: a node, or a subject's core; a class reference, to avoid
    // existential traffic) or any other disposable. At most one is set. Exclusivity is
    // guaranteed by the protocol on `state`, so dynamic checks are skipped.
    @exclusivity(unchecked)
    private var upstreamKeeper: SubscriptionKeeper?
    @exclusivity(unchecked)
    private var upstreamKey: UInt64 = 0
    // Not optional: `NoUpstream` stands for "none" (see there).
    @exclusivity(unchecked)
    private var upstreamDisposable: Disposable = NoUpstream()
    #if DEBUG
    private let tracker = SynchronizationTracker()
    #endif

    private let resourceCount = ResourceCount()

    override init() {}

    /// Whether this subscription was disposed (explicitly or after a terminal event).
    @usableFromInline
    final var isDisposed: Bool {
        state.load(ordering: .acquiring) & Self.disposedBit != 0
    }

    /// Hands over the upstream subscription, a node; disposes it at once if this node was
    /// disposed meanwhile. Called at most once per node (either overload).
    final func setUpstream(_ node: SubscriptionNode) {
        setUpstream(node, key: 0)
    }

    /// Hands over the upstream subscription, the one `keeper` keeps under `key` (a subject's
    /// observer); ends it at once if this node was disposed meanwhile. Called at most once per
    /// node (any overload).
    final func setUpstream(_ keeper: SubscriptionKeeper, key: UInt64) {
        upstreamKeeper = keeper
        upstreamKey = key
        if publishUpstream() {
            upstreamKeeper = nil
            keeper.endSubscription(key)
        }
    }

    /// Hands over the upstream subscription, any disposable; disposes it at once if this node
    /// was disposed meanwhile. Called at most once per node (either overload).
    final func setUpstream(_ disposable: Disposable) {
        upstreamDisposable = disposable
        if publishUpstream() {
            upstreamDisposable = NoUpstream()
            disposable.dispose()
        }
    }

    /// Publishes the upstream field just written; true if this node (or its upstream) was
    /// already disposed (the caller then disposes the upstream itself).
    @inline(__always)
    private final func publishUpstream() -> Bool {
        // Release: publishes the field to a concurrent `dispose`. Acquire: sees its result.
        let old = state.bitwiseOr(Self.upstreamSetBit, ordering: .acquiringAndReleasing).oldValue
        assert(old & Self.upstreamSetBit == 0, "setUpstream(_:) was called twice on \(type(of: self))")
        // The usual case, neither bit set, decided by one test.
        guard old & (Self.disposedBit | Self.upstreamDisposedBit) != 0 else { return false }
        return old & Self.upstreamDisposedBit != 0 || Self.isReleased(old)
    }

    /// Whether a node in state `state` was disposed and its subscriptions released (or being
    /// released): disposed, and not while starting (see `deferringReleaseWhileStarting(_:)`).
    @inline(__always)
    private static func isReleased(_ state: Int) -> Bool {
        state & (Self.disposedBit | Self.startingBit) == Self.disposedBit
    }

    /// Disposes the upstream subscription now while this node keeps running (a merge whose outer
    /// sequence completed still delivers its inner sequences, as in RxSwift); `dispose()` then
    /// skips it. An upstream handed over later is disposed at once.
    final func disposeUpstream() {
        let old = state.bitwiseOr(Self.upstreamDisposedBit, ordering: .acquiringAndReleasing).oldValue
        guard old & Self.upstreamDisposedBit == 0, !Self.isReleased(old), old & Self.upstreamSetBit != 0 else { return }
        disposeUpstreamFields()
    }

    /// Disposes and clears the upstream fields; called by whichever of `dispose()` and
    /// `disposeUpstream()` claimed them on `state`.
    private final func disposeUpstreamFields() {
        // Moved out rather than copied and cleared: an existential copy and destroy fewer.
        if let keeper = upstreamKeeper.take() {
            keeper.endSubscription(upstreamKey)
        } else {
            var disposable: Disposable = NoUpstream()
            swap(&disposable, &upstreamDisposable)
            disposable.dispose()
        }
    }

    /// A node's own subscription ends with its disposal.
    override final func endSubscription(_ key: UInt64) {
        dispose()
    }

    /// Stops the subscription: disposes the upstream source and this node's own resources, once.
    @usableFromInline
    final func dispose() {
        _ = dispose(marking: 0)
    }

    /// `dispose()` by the object that owns this node (a `SubscriptionHandle`, of its subscriber):
    /// true if this call disposed the node (the disposal then ran on this thread, with
    /// `isDisposedByOwner` set), false if the node's disposal had started already. A bit of the
    /// state word rather than a field of the subscriber: the handle learns in the same atomic
    /// step that disposes the node whether its call was the one, and so takes no lock.
    final func disposeForOwner() -> Bool {
        dispose(marking: Self.disposedByOwnerBit)
    }

    /// Whether the disposal was `disposeForOwner()`'s; for the disposal's hooks
    /// (`disposeResources()`), which run after it is set.
    final var isDisposedByOwner: Bool {
        state.load(ordering: .relaxed) & Self.disposedByOwnerBit != 0
    }

    /// Disposes the node, setting `bits` too if this call is the one that disposes it; false if
    /// the node's disposal started already.
    @inline(__always)
    private final func dispose(marking bits: Int) -> Bool {
        let old = state.bitwiseOr(Self.disposedBit | bits, ordering: .acquiringAndReleasing).oldValue
        guard old & Self.disposedBit == 0 else { return false }
        willDispose()
        if old & Self.startingBit == 0 {
            release(old)
        }
        return true
    }

    /// Releases the subscriptions of a node just disposed, whose state was `old` before the
    /// disposal (or before its start returned): its upstream, unless already released, then its
    /// own resources.
    private final func release(_ old: Int) {
        if old & (Self.upstreamSetBit | Self.upstreamDisposedBit) == Self.upstreamSetBit {
            disposeUpstreamFields()
        }
        disposeResources()
    }

    /// Runs `start`, in which a sink subscribes its inputs: a disposal meanwhile (an input that
    /// fails at once ends the sequence) marks the sink disposed at once, so that it delivers
    /// nothing more, but releases its subscriptions (and those made after it, which RxSwift makes
    /// all the same) only once `start` returned, in the order RxSwift's sinks release theirs,
    /// which keep their subscriptions only once `run` returned. Until then the node still
    /// receives what its sources send: a sink started this way that must not pass that on looks
    /// for its disposal (`isDelivering`, `isDisposed`).
    final func deferringReleaseWhileStarting(_ start: () -> Void) {
        let before = state.bitwiseOr(Self.startingBit, ordering: .acquiringAndReleasing).oldValue
        guard before & Self.disposedBit == 0 else {
            // Disposed before it started (its downstream had ended): released already.
            state.bitwiseAnd(~Self.startingBit, ordering: .relaxed)
            start()
            return
        }
        start()
        let old = state.bitwiseAnd(~Self.startingBit, ordering: .acquiringAndReleasing).oldValue
        guard old & Self.disposedBit != 0 else { return }
        if old & Self.letsGoBit != 0 {
            releaseAfterTerminal(old)
        } else {
            release(old)
        }
    }

    /// Whether this node was disposed while starting (see `deferringReleaseWhileStarting(_:)`):
    /// it still takes its upstream, and releases it once its start returned.
    @inline(__always)
    final var isDisposedWhileStarting: Bool {
        state.load(ordering: .acquiring) & (Self.disposedBit | Self.startingBit) == Self.disposedBit | Self.startingBit
    }

    // MARK: Who ends a subscription after a terminal event
    //
    // In RxSwift 6 every sink disposes itself once it forwarded a terminal event, and what
    // receives the event at the end of a chain (a subscriber, a share's connection) disposes
    // nothing upstream. The sink nearest the end thus ends the whole chain, after whatever it
    // does once the event returned (`do(afterCompleted:)`), and a subscriber's `onDisposed` runs
    // before any source is released. Here a sink tells its downstream that it ends itself
    // (`upstreamEndsItself()`) before it forwards the event, and the end of a chain, which must
    // still let go of its upstream (the two hold each other), only lets go of such an upstream
    // (`disposeAfterTerminal()`); any other upstream (a subject's core, `create`'s disposable) it
    // disposes.

    /// Tells this node that the terminal event it is about to receive comes from a sink that
    /// disposes itself once the delivery returns. Called by that sink.
    @inline(__always)
    final func upstreamEndsItself() {
        state.bitwiseOr(Self.upstreamEndsItselfBit, ordering: .relaxed)
    }

    /// Whether the terminal event being received comes from a sink that ends itself afterwards.
    /// Only while receiving it.
    @inline(__always)
    final var isUpstreamEndingItself: Bool {
        state.load(ordering: .relaxed) & Self.upstreamEndsItselfBit != 0
    }

    /// Disposes the end of a chain after it handled its terminal event, in RxSwift 6's order: its
    /// own resources first (a subscriber's `onDisposed`), then the upstream subscription, which
    /// it only lets go of if the upstream ends itself (see above). So
    /// `source.do(afterCompleted: a, onDispose: d).subscribe(onCompleted: c, onDisposed: s)` runs
    /// c, s, a, d, as in RxSwift.
    final func disposeAfterTerminal() {
        let old = state.bitwiseOr(Self.disposedBit, ordering: .acquiringAndReleasing).oldValue
        guard old & Self.disposedBit == 0 else { return }
        willDispose()
        guard old & Self.startingBit == 0 else {
            // The release is deferred to the end of the start, and lets go as this call would
            // (unless the start ended meanwhile on another thread: it then disposed the upstream).
            state.bitwiseOr(Self.letsGoBit, ordering: .relaxed)
            return
        }
        releaseAfterTerminal(old)
    }

    /// The release of `disposeAfterTerminal()`, for a node whose state was `old`: its resources,
    /// then its upstream, let go of if it ends itself.
    @inline(__always)
    private final func releaseAfterTerminal(_ old: Int) {
        disposeResources()
        guard old & (Self.upstreamSetBit | Self.upstreamDisposedBit) == Self.upstreamSetBit else { return }
        letGoOfUpstream(endingItself: old & Self.upstreamEndsItselfBit != 0)
    }

    /// After this node received its terminal event: lets go of the upstream subscription now,
    /// disposing it unless the upstream is a sink that ends itself (see above), while this node
    /// keeps running (`observe(on:)` still delivers the event). `dispose()` then skips it.
    final func releaseUpstreamAfterTerminal() {
        let old = state.bitwiseOr(Self.upstreamDisposedBit, ordering: .acquiringAndReleasing).oldValue
        guard old & (Self.disposedBit | Self.upstreamDisposedBit) == 0, old & Self.upstreamSetBit != 0 else { return }
        letGoOfUpstream(endingItself: old & Self.upstreamEndsItselfBit != 0)
    }

    /// Releases an upstream node that ends itself, or disposes the upstream. Called by whichever
    /// path claimed the upstream fields on `state`.
    private final func letGoOfUpstream(endingItself: Bool) {
        if endingItself, upstreamKeeper != nil {
            upstreamKeeper = nil
        } else {
            disposeUpstreamFields()
        }
    }

    /// Runs once when disposal starts, before the upstream subscription is disposed (`debug`
    /// logs there, as RxSwift's sinks do).
    func willDispose() {}

    /// Releases what the subclass holds beyond the upstream subscription; runs exactly once, on
    /// the thread that disposes, after the upstream subscription was disposed.
    func disposeResources() {}

    /// This node as a `Disposable`, boxed without a metadata look-up.
    @usableFromInline
    @inline(__always)
    final var asDisposable: Disposable {
        self
    }

    // MARK: Guarding calls from untrusted producers
    //
    // Any node can be the observer that code outside the library holds: the first node after
    // `create` or after a user-defined `ObservableType` (`ObservableTypeAdapter`), whatever
    // operator that is. Its guard lives in the node's state word rather than in a node of its own
    // in between, which costs an object per subscription (see `AnonymousObservable`).

    /// Whether events from untrusted callers are still accepted.
    @inline(__always)
    final var acceptsExternalEvents: Bool {
        state.load(ordering: .relaxed) & (Self.disposedBit | Self.stoppedBit) == 0
    }

    /// Marks the stream stopped by an untrusted caller; false if it already was (or was disposed).
    final func markExternallyStopped() -> Bool {
        state.bitwiseOr(Self.stoppedBit, ordering: .acquiringAndReleasing).oldValue
            & (Self.disposedBit | Self.stoppedBit) == 0
    }

    /// Makes this node the observer of an untrusted producer whose subscription becomes its
    /// upstream (`create`'s closure, and the disposable it returns): that subscription then ends
    /// right after the producer's terminal event is forwarded, whatever this node does with the
    /// event (`observe(on:)` delivers it later), as RxSwift's `AnonymousObservableSink` does.
    /// Called before the producer starts.
    final func feedsExternalProducer() {
        state.bitwiseOr(Self.externalProducerBit, ordering: .relaxed)
    }

    /// After a terminal event from an untrusted caller: ends the producer's subscription, if the
    /// upstream is one (see `feedsExternalProducer()`).
    @inline(__always)
    final func endExternalProducer() {
        if state.load(ordering: .relaxed) & Self.externalProducerBit != 0 {
            disposeUpstream()
        }
    }

    /// Runs `deliver`, reporting (in debug builds) a call that overlaps another one.
    @inline(__always)
    final func trackingOverlaps(_ deliver: () -> Void) {
        #if DEBUG
        let entered = tracker.enter()
        deliver()
        if entered { tracker.leave() }
        #else
        deliver()
        #endif
    }
}

/// What `SubscriptionNode.upstreamDisposable` holds when the upstream is not an arbitrary
/// disposable: an empty value, so that the field needs no `Optional`. Every node's deinit
/// destroys the field, and an `Optional` of an existential is destroyed through `Optional`'s
/// generic value witnesses in the runtime (≈ 60 instructions, even when nil), where a
/// non-optional existential holding an empty value costs one call to a no-op witness.
private struct NoUpstream: Disposable {
    func dispose() {}
}
