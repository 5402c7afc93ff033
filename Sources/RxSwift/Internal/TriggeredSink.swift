// MARK: - Operators controlled by a second sequence
//
// `take(until:)` and `skip(until:)` forward their source's elements and watch another sequence,
// the trigger, whose first event changes what they do. `TriggeredSink` holds what they share: the
// trigger subscription, disposed with the sink, and one `RecursiveLock` that serializes delivery
// from the source and from the trigger, which may run on different threads. Subscribing and
// disposing happen outside the lock.

/// The sink of an operator that watches a trigger sequence, `other`, beside its source.
class TriggeredSink<Element, Other>: Sink<Element, Element>, @unchecked Sendable {
    // @unchecked Sendable: every `var` below is only touched with `lock` held.

    let lock = RecursiveLock()
    private let other: Observable<Other>
    /// Whether downstream received its terminal event (or the subscription was disposed).
    @exclusivity(unchecked) private var isStopped = false
    @exclusivity(unchecked) private var trigger: SubscriptionNode?

    init(_ other: Observable<Other>, downstream: ObserverNode<Element>) {
        self.other = other
        super.init(downstream: downstream)
    }

    // MARK: Hooks for the trigger's events (no lock held)

    /// The trigger emitted its first element; its subscription is disposed right after.
    func triggerFired() {
        rxAbstractMethod()
    }

    /// The trigger failed: by default the whole sequence fails.
    func triggerFailed(_ error: Swift.Error) {
        stop(with: .error(error))
    }

    /// The trigger completed without an element: by default nothing changes.
    func triggerCompleted() {}

    // MARK: For subclasses

    /// Subscribes to `other` as the trigger, unless the sequence already ended.
    final func subscribeTrigger() {
        let observer = TriggerObserver<Other>(parent: self)
        let registered = lock.withLock { () -> Bool in
            guard !isStopped else { return false }
            trigger = observer
            return true
        }
        if registered {
            other.subscribe(node: observer)
        }
    }

    /// Forwards `element` unless the sequence already ended.
    final func forward(_ element: Element) {
        lock.withLock {
            if !isStopped {
                downstream.onNext(element)
            }
        }
    }

    /// Forwards `event`, a terminal event, then disposes the subscription; only the first call
    /// does anything.
    final func stop(with event: Event<Element>) {
        let isFirst = lock.withLock { () -> Bool in
            guard !isStopped else { return false }
            isStopped = true
            downstream.on(terminal: event)
            return true
        }
        if isFirst {
            dispose()
        }
    }

    /// Disposes the subscription without a terminal event; only the first call does anything.
    final func stopSilently() {
        let isFirst = lock.withLock { () -> Bool in
            guard !isStopped else { return false }
            isStopped = true
            return true
        }
        if isFirst {
            dispose()
        }
    }

    override func onError(_ error: Swift.Error) {
        stop(with: .error(error))
    }

    override func onCompleted() {
        stop(with: .completed)
    }

    override func disposeResources() {
        let trigger = lock.withLock { () -> SubscriptionNode? in
            isStopped = true
            defer { self.trigger = nil }
            return self.trigger
        }
        trigger?.dispose()
    }
}

/// Observes the trigger sequence of a `TriggeredSink`: reports its first event, then unsubscribes.
private final class TriggerObserver<Element>: ObserverNode<Element>, @unchecked Sendable {
    // @unchecked Sendable: immutable.
    private let parent: TriggeredSinkEvents

    init(parent: TriggeredSinkEvents) {
        self.parent = parent
    }

    override func onNext(_ element: Element) {
        guard !isDisposed else { return }
        parent.triggerFired()
        dispose()
    }

    override func onError(_ error: Swift.Error) {
        guard !isDisposed else { return }
        parent.triggerFailed(error)
        dispose()
    }

    override func onCompleted() {
        guard !isDisposed else { return }
        parent.triggerCompleted()
        dispose()
    }
}

/// The trigger's events as `TriggerObserver` reports them, whatever the sink's element type.
private protocol TriggeredSinkEvents: AnyObject {
    func triggerFired()
    func triggerFailed(_ error: Swift.Error)
    func triggerCompleted()
}

extension TriggeredSink: TriggeredSinkEvents {}
