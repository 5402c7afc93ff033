/// A receiver of elements: the base of every internal observer.
@usableFromInline
class ObserverNode<Element>: SubscriptionNode, ObserverType, @unchecked Sendable {
    // @unchecked Sendable: no state of its own; see SubscriptionNode.
    /// Receives an element from a trusted caller (a sink of this library, which keeps the grammar
    /// itself). `ObserverType.onNext`, the public entry, is the guarded one: see `on(_:)`.
    func receive(_ element: Element) {
        rxAbstractMethod()
    }

    /// Receives the terminal error from a trusted caller.
    func receive(error: Swift.Error) {
        rxAbstractMethod()
    }

    /// Receives completion from a trusted caller.
    func receiveCompletion() {
        rxAbstractMethod()
    }

    /// Receives an element from code that may not respect the grammar: dropped after a terminal
    /// event or disposal.
    @usableFromInline
    func externalNext(_ element: Element) {
        guard acceptsExternalEvents else { return }
        trackingOverlaps { receive(element) }
    }

    /// Receives an error from code that may not respect the grammar.
    @usableFromInline
    func externalError(_ error: Swift.Error) {
        guard markExternallyStopped() else { return }
        trackingOverlaps { receive(error: error) }
        endExternalProducer()
    }

    /// Receives completion from code that may not respect the grammar.
    @usableFromInline
    func externalCompleted() {
        guard markExternallyStopped() else { return }
        trackingOverlaps { receiveCompletion() }
        endExternalProducer()
    }

    /// `ObserverType` conformance: an external event.
    @usableFromInline
    func on(_ event: Event<Element>) {
        switch event {
        case .next(let element): externalNext(element)
        case .error(let error): externalError(error)
        case .completed: externalCompleted()
        }
    }
}

extension ObserverNode {
    /// Delivers a terminal event from a trusted caller.
    final func on(terminal event: Event<Element>) {
        switch event {
        case .next(let element): receive(element)
        case .error(let error): receive(error: error)
        case .completed: receiveCompletion()
        }
    }

    /// Delivers `error` from a trusted caller, or completion if it is nil.
    final func receive(terminal error: Swift.Error?) {
        if let error {
            receive(error: error)
        } else {
            receiveCompletion()
        }
    }
}
