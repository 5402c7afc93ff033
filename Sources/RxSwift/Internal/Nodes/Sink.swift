/// An operator's per-subscription state: receives `Input` from upstream and delivers `Output`
/// downstream.
///
/// By default a terminal event is forwarded and then the sink disposes itself, which releases its
/// upstream subscription; a subclass states only what its operator does with an element.
///
/// A sink that runs user code on an element (a transform, a predicate, a side effect) looks for
/// disposal after it and passes nothing on once disposed (`guard !isDisposed`), as RxSwift's sinks
/// do before forwarding: that code may have disposed the subscription, and the closures of the
/// operators after it must not run for the element. A sink that runs no user code needs no
/// check: nothing can dispose it between its input and its output.
@usableFromInline
class Sink<Input, Output>: ObserverNode<Input>, @unchecked Sendable {
    // @unchecked Sendable: `downstream` is immutable; the rest is SubscriptionNode's.
    /// The next node of the chain.
    final let downstream: ObserverNode<Output>

    init(downstream: ObserverNode<Output>) {
        self.downstream = downstream
    }

    /// The initializer `OperatorSink` requires of an operator without arguments: a subclass
    /// that declares no initializer inherits it.
    convenience init(_: Void, downstream: ObserverNode<Output>) {
        self.init(downstream: downstream)
    }

    /// The start `OperatorSink` requires: by default `subscribe(to:)`; an operator that starts
    /// otherwise overrides it. A class method rather than a protocol extension's default, which
    /// would fetch the sink's conformance to a second protocol at every subscription.
    @usableFromInline
    func start(from source: Observable<Input>) {
        subscribe(to: source)
    }

    override func receive(error: Swift.Error) {
        fail(error)
    }

    override func receiveCompletion() {
        complete()
    }

    // `fail` and `complete` drop the terminal event once this sink was disposed: a sink that ends
    // the sequence early (`take(1)`, a throwing `map`) is disposed, but a source such as `just`
    // does not look for disposal between its element and its `completed`; and a downstream that
    // disposed the subscription from inside `receive` must not receive a terminal event after it.

    /// Ends the sequence with `error` (for example one thrown by a user closure), unless the
    /// subscription was already disposed.
    final func fail(_ error: Swift.Error) {
        guard !isDisposed else { return }
        downstream.upstreamEndsItself()
        downstream.receive(error: error)
        dispose()
    }

    /// Ends the sequence successfully, unless the subscription was already disposed.
    final func complete() {
        guard !isDisposed else { return }
        downstream.upstreamEndsItself()
        downstream.receiveCompletion()
        dispose()
    }

    /// Forwards the source's terminal event (`error`, or completion if nil) as a node that RxSwift
    /// does not have, whose sequence hands the source's events to the observer itself
    /// (`startWith`): the subscription ends as if the source had delivered the event downstream
    /// directly. A source that ends itself still does (after its `do(afterCompleted:)`), and this
    /// node only lets go of it (see `SubscriptionNode.disposeAfterTerminal()`).
    final func passTerminalThrough(error: Swift.Error?) {
        if isUpstreamEndingItself {
            downstream.upstreamEndsItself()
        }
        downstream.receive(terminal: error)
        disposeAfterTerminal()
    }
}

extension Sink {
    /// Subscribes to `source`, then becomes the upstream of `downstream`: the usual start of a
    /// single-source operator.
    ///
    /// The downstream gets this sink as its upstream only once the source's subscription returned,
    /// as with RxSwift's sink disposer: a disposal meanwhile (the downstream ended during the
    /// subscription, say `take(1)` of a source that emits at once) reaches this sink, and through
    /// it the source, only then. So a source that emits at once goes on through the operators
    /// before the one that ended, and shared subscriptions made meanwhile are still live, as in
    /// RxSwift (`Observable.merge(shared, shared.map(f)).take(1)` subscribes `shared`'s source
    /// once).
    ///
    /// Called from an operator's `run`, hence with the trampoline active: the source's `run` is
    /// called directly, without checking the trampoline again. If `downstream` ended already
    /// (this sink is then disposed), the source is subscribed all the same and released at once,
    /// as in RxSwift, whose sinks learn of a disposal only once subscribed (see `DiscardingNode`).
    @usableFromInline
    final func subscribe(to source: Observable<Input>) {
        subscribingBeforeLinking {
            if !releasedAtOnceIfEnded(source) {
                source.run(self)
            }
        }
    }

    /// Runs `subscribe`, which subscribes this sink's sources, then becomes the upstream of
    /// `downstream` (see `subscribe(to:)`, whose order it gives to every sink). If `downstream`
    /// ended already, this sink is its upstream first (and so disposed at once), and `subscribe`
    /// finds it disposed; unless `downstream` ended while it starts (it is subscribing its inputs,
    /// see `deferringReleaseWhileStarting(_:)`): it then drops what it receives and releases this
    /// sink once started, and this sink runs as if nothing had ended, as in RxSwift (a
    /// `do(onNext:)` before `take(until:)` whose trigger fired at once still sees the elements
    /// the source emits while subscribed).
    @inline(__always)
    final func subscribingBeforeLinking(_ subscribe: () -> Void) {
        if downstream.isDisposed, !downstream.isDisposedWhileStarting {
            downstream.setUpstream(self)
            subscribe()
        } else {
            subscribe()
            downstream.setUpstream(self)
        }
    }

    /// If this sink was disposed before it started (its downstream ended already, as behind
    /// `take(until: .just(0))`), subscribes `source` all the same and releases it at once, as
    /// RxSwift does, whose sinks learn of a disposal only once subscribed (a virtual-time test
    /// sees the subscription start and end in the same tick), and returns true: the caller then
    /// starts nothing of its own (no timer, no node holding the sink). Every sink's start checks
    /// this, once it is `downstream`'s upstream or inside `subscribingBeforeLinking(_:)`.
    @inline(__always)
    final func releasedAtOnceIfEnded(_ source: Observable<Input>) -> Bool {
        // The check inline (every subscription of every operator makes it), the rare rest not.
        guard isDisposed else { return false }
        DiscardingNode.subscribeAndRelease(source)
        return true
    }
}
