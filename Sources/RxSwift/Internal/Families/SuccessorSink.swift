import Synchronization

// MARK: - The machinery of operators that go on with another sequence
//
// `catch`, `catch(sequence:)`, `retry`, `retry(when:)` and `ifEmpty(switchTo:)` subscribe to one
// sequence at a time and, when it terminates, may go on with a successor: the handler's sequence,
// the same source again, the fallback. `SuccessorSink` holds the current subscription and
// subscribes successors in a loop. A sequence that terminates while it is still being subscribed
// (synchronously, or from another thread) leaves its successor to the loop instead of recursing,
// so retrying a synchronously failing source 100,000 times runs in constant stack depth. An
// operator that goes on at most once (`catch`, `ifEmpty(switchTo:)`, `andThen`) cannot recurse:
// it subscribes its successor at once, from inside the terminal event, as RxSwift does.
//
// Only one sequence runs at a time (the next one is subscribed after the previous one ended), so
// elements reach the operator's `receive` serialized without a lock; the lock only guards the
// hand-over of the current subscription.

/// The parent of the successive subscriptions of a `catch`-like operator.
///
/// A subclass receives the events of the running sequence through its own `onNext`, `onError`
/// and `onCompleted` (the `Sink` defaults forward them) and calls `subscribe(successor:)` from
/// `onError` or `onCompleted` to go on with another sequence instead.
class SuccessorSink<Element>: Sink<Element, Element>, @unchecked Sendable {
    // @unchecked Sendable: `state` is only touched under its mutex.

    private struct State {
        /// The subscription of the running sequence (or of the one that just ended).
        var current: SubscriptionNode?
        /// The sequence to subscribe next, left to the thread running the subscription loop.
        var successor: Observable<Element>?
        /// The error to end with once the current subscription was disposed, left to the thread
        /// running the loop like a successor (see `failAfterReleasingCurrent(_:)`).
        var finalError: Swift.Error?
        /// Whether a thread is running the subscription loop.
        var isSubscribing = false
    }

    private let state = Mutex(State())

    /// Becomes the upstream of `downstream` and subscribes `source`; the `OperatorSink` start of
    /// a subclass run by `OperatorObservable`. `retry(when:)` overrides it to subscribe its
    /// trigger first.
    override func start(from source: Observable<Element>) {
        subscribingBeforeLinking {
            subscribe(successor: source)
        }
    }

    /// Subscribes `source` in place of the sequence that ended; the ended one's subscription is
    /// disposed first.
    final func subscribe(successor source: Observable<Element>) {
        if switchesOnce {
            return subscribeAtOnce(source)
        }
        let claimed = state.withLock { state -> Bool in
            state.successor = source
            return Self.claimLoop(&state)
        }
        if claimed {
            runLoop()
        }
    }

    /// Ends the sequence with `error`, as RxSwift's `retry` and `catch(sequence:)` end with the
    /// last error: when the sequence that failed did so while it was being subscribed, once its
    /// subscription returned (after its own `do(afterError:)`) and was disposed; otherwise at
    /// once, disposing it afterwards.
    final func failAfterReleasingCurrent(_ error: Swift.Error) {
        let duringSubscription = state.withLock { state -> Bool in
            guard state.isSubscribing else { return false }
            state.finalError = error
            return true
        }
        if !duringSubscription {
            fail(error)
        }
    }

    /// Disposes the subscription of the sequence that just ended, unless it is still being
    /// subscribed (the loop then releases it once that returns): `retry(when:)` releases the
    /// source that failed before its handler hears of the error, as RxSwift does.
    final func releaseEndedUnlessSubscribing() {
        let current = state.withLock { state -> SubscriptionNode? in
            guard !state.isSubscribing else { return nil }
            defer { state.current = nil }
            return state.current
        }
        current?.dispose()
    }

    /// When the subscription of a sequence that ended is released, relative to its successor's.
    /// Only an operator that goes on at most once (`switchesOnce`) keeps it until then.
    var endedSequenceRelease: EndedSequenceRelease { .beforeSuccessor }

    /// Whether the operator goes on with at most one successor: it then subscribes it at once
    /// (`subscribeAtOnce(_:)`), from inside the terminal event, instead of leaving it to the loop.
    var switchesOnce: Bool { false }

    /// Subscribes `source` in place of the sequence that just ended, now: the ended subscription
    /// is released before or after (see `endedSequenceRelease`), which, if the ended sequence is
    /// still being subscribed (it failed at once), happens once its subscription returned, as in
    /// RxSwift. Released after, it stays the current subscription until the successor's
    /// subscription returned, as in RxSwift, whose serial disposable holds the new subscription
    /// only then: a successor that ends the sequence while subscribed releases it first.
    private func subscribeAtOnce(_ source: Observable<Element>) {
        let inner = SuccessorInner(parent: self)
        let releasesFirst = endedSequenceRelease == .beforeSuccessor
        let previous = state.withLock { state -> SubscriptionNode?? in
            // Checked under the lock, as in `runLoop()`.
            guard !isDisposed else { return .none }
            let previous = state.current
            // The first sequence, or a successor replacing the ended one before it starts, is
            // the current subscription from now on.
            if previous == nil || releasesFirst {
                state.current = inner
            }
            return .some(previous)
        }
        guard let previous else { return }
        guard let previous else {
            source.subscribe(node: inner)
            return
        }
        if releasesFirst {
            previous.dispose()
            source.subscribe(node: inner)
            return
        }
        source.subscribe(node: inner)
        let replaces = state.withLock { state -> Bool in
            // Disposed meanwhile: the disposal released the ended subscription (still the
            // current one), and nothing else holds `inner`.
            guard !isDisposed else { return false }
            state.current = inner
            return true
        }
        guard replaces else {
            inner.dispose()
            return
        }
        if endedSequenceRelease == .byItself {
            previous.disposeAfterTerminal()
        } else {
            previous.dispose()
        }
    }

    /// Runs `body`; a successor requested meanwhile is subscribed after `body` returns instead
    /// of inside it (`retry(when:)` notifies its trigger this way, so a retry never nests inside
    /// the delivery of the error that caused it).
    final func deferringSuccessors(_ body: () -> Void) {
        let claimed = state.withLock { Self.claimLoop(&$0) }
        body()
        if claimed {
            runLoop()
        }
    }

    /// Makes the calling thread the one that runs the loop, unless one already does. Lock held.
    private static func claimLoop(_ state: inout State) -> Bool {
        guard !state.isSubscribing else { return false }
        state.isSubscribing = true
        return true
    }

    /// Subscribes successors until none is left. Called by the thread that claimed the loop.
    private func runLoop() {
        while let (source, previous) = takeSuccessor() {
            // The ended subscription goes before its successor is subscribed: only operators
            // that go on at most once keep it longer, and they do not use this loop for it.
            previous?.dispose()
            guard let source else {
                // The final error (see `failAfterReleasingCurrent(_:)`).
                let error = state.withLock { $0.finalError.take() }
                if let error {
                    fail(error)
                }
                return
            }
            let inner = SuccessorInner(parent: self)
            let registered = state.withLock { state -> Bool in
                // Checked under the lock: `disposeResources` takes the lock after the disposed
                // bit is set, so either it sees `inner` or this sees the bit.
                guard !isDisposed else {
                    state.isSubscribing = false
                    return false
                }
                state.current = inner
                return true
            }
            guard registered else { return }
            if !inner.isDisposed {
                source.subscribe(node: inner)
            }
        }
    }

    /// The next sequence to subscribe (nil for the final error) and the subscription it
    /// replaces; nil ends the loop.
    private func takeSuccessor() -> (Observable<Element>?, SubscriptionNode?)? {
        state.withLock { state in
            guard !isDisposed, state.successor != nil || state.finalError != nil else {
                state.isSubscribing = false
                return nil
            }
            let source = state.successor.take()
            if source == nil {
                state.isSubscribing = false
            }
            let previous = state.current
            state.current = nil
            return (source, previous)
        }
    }

    override func disposeResources() {
        let current = state.withLock { state -> SubscriptionNode? in
            state.successor = nil
            defer { state.current = nil }
            return state.current
        }
        current?.dispose()
    }
}

/// Observes one of the successive sequences of a `SuccessorSink` and hands its events over.
final class SuccessorInner<Element>: ObserverNode<Element>, @unchecked Sendable {
    // @unchecked Sendable: immutable.
    private let parent: SuccessorSink<Element>

    init(parent: SuccessorSink<Element>) {
        self.parent = parent
    }

    override func receive(_ element: Element) {
        parent.receive(element)
    }

    // The subscription ends after its terminal event is handed over, unless the parent keeps it
    // until a successor is subscribed (it then disposes it, or ends and disposes everything).

    override func receive(error: Swift.Error) {
        // A terminal event racing with the parent's disposal must not start a successor.
        if !parent.isDisposed {
            parent.receive(error: error)
        }
        if parent.isDisposed || parent.endedSequenceRelease == .beforeSuccessor {
            dispose()
        }
    }

    override func receiveCompletion() {
        if !parent.isDisposed {
            parent.receiveCompletion()
        }
        if parent.isDisposed || parent.endedSequenceRelease == .beforeSuccessor {
            dispose()
        }
    }
}

/// When a `SuccessorSink` releases the subscription of a sequence that ended, relative to the
/// subscription of its successor (at file scope: nested in the generic class, it would be
/// generic too).
enum EndedSequenceRelease {
    /// Before the successor is subscribed (`retry`, `catch(sequence:)`, `andThen`).
    case beforeSuccessor
    /// Once the successor is subscribed (`catch`, whose serial disposable in RxSwift releases the
    /// old subscription once the new one is set).
    case afterSuccessor
    /// Once the successor is subscribed, letting a sequence that ends itself (the sink of an
    /// operator) do so once its terminal event returned, after its `do(afterCompleted:)`
    /// (`ifEmpty(switchTo:)`, which in RxSwift releases nothing itself).
    case byItself
}

/// The sink of `catch(sequence:)` and `retry`: subscribes the sources one after another while
/// they fail; forwards the first completion, or the last error once the sources run out.
/// No sources at all completes at once.
final class CatchSequenceSink<Sources: IteratorProtocol, Element>: SuccessorSink<Element>, @unchecked Sendable where Sources.Element == Observable<Element> {
    // @unchecked Sendable: `sources` is advanced in `start` and then only in `onError`, which
    // the running sequence's grammar serializes (one sequence runs at a time).
    private var sources: Sources

    init(sources: Sources, downstream: ObserverNode<Element>) {
        self.sources = sources
        super.init(downstream: downstream)
    }

    func start() {
        guard let first = sources.next() else {
            downstream.setUpstream(self)
            complete()
            return
        }
        start(from: first)
    }

    override func receive(_ element: Element) {
        downstream.receive(element)
    }

    override func receive(error: Swift.Error) {
        if let next = sources.next() {
            subscribe(successor: next)
        } else {
            failAfterReleasingCurrent(error)
        }
    }
}
