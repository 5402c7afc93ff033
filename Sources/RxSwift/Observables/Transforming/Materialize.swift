extension ObservableType {
    /// Turns every event into an element: elements become `.next` elements, and the terminal
    /// event becomes a last element followed by completion, so the result never fails.
    ///
    ///     source:         1--2--X
    ///     materialize():  .next(1)--.next(2)--.error(X)|
    public func materialize() -> Observable<Event<Element>> {
        OperatorObservable<MaterializeSink<Element>, _>(source: asObservable(), arguments: ())
    }
}

private final class MaterializeSink<Element>: Sink<Element, Event<Element>>, OperatorSink, @unchecked Sendable {
    // @unchecked Sendable: stateless.

    // The guards below keep a terminal event that arrives after disposal from becoming an element,
    // as `Sink.complete()` does for completion.

    override func receive(_ element: Element) {
        downstream.receive(.next(element))
    }

    override func receive(error: Swift.Error) {
        guard !isDisposed else { return }
        downstream.receive(.error(error))
        complete()
    }

    override func receiveCompletion() {
        guard !isDisposed else { return }
        downstream.receive(.completed)
        complete()
    }
}
