extension ObservableType {
    /// This sequence as a `Single`: its only element, delivered when the sequence completes.
    ///
    ///     source:    --1--|          --1--2|                  --|
    ///     asSingle:  -----1|         -----error(moreThanOne)  --error(noElements)
    ///
    /// A second element fails with `RxError.moreThanOneElement` at once; completion without an
    /// element fails with `RxError.noElements`.
    public func asSingle() -> Single<Element> {
        PrimitiveSequence(raw: OperatorObservable<SoleElementSink<Element>, _>(source: asObservable(), arguments: RxError.noElements))
    }
}

/// The sink of `asSingle()` and `asMaybe()`: at most one element, released at completion.
final class SoleElementSink<Element>: Sink<Element, Element>, OperatorSink, @unchecked Sendable {
    // @unchecked Sendable: `element` is touched only by upstream events, which are serialized.
    private let emptyError: Swift.Error?
    private var element: Element?

    /// - Parameter emptyError: The error for a source that completes empty; nil to complete.
    init(_ emptyError: Swift.Error?, downstream: ObserverNode<Element>) {
        self.emptyError = emptyError
        super.init(downstream: downstream)
    }

    override func receive(_ element: Element) {
        guard self.element == nil else {
            fail(RxError.moreThanOneElement)
            return
        }
        self.element = element
    }

    override func receiveCompletion() {
        // After `moreThanOneElement`, a source that is still being subscribed (its subscription
        // not yet handed to this sink, so not released) may still complete.
        guard !isDisposed else { return }
        if let element {
            self.element = nil
            downstream.receive(element)
            complete()
        } else if let emptyError {
            fail(emptyError)
        } else {
            complete()
        }
    }
}
