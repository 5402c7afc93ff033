extension ObservableType {
    /// Ends the sequence with `element` and completion instead of the source's error.
    ///
    ///     source:            1--2--X
    ///     catchAndReturn(9): 1--2--9|
    public func catchAndReturn(_ element: Element) -> Observable<Element> {
        OperatorObservable<CatchAndReturnSink<Element>, _>(source: asObservable(), arguments: element)
    }

    /// Ends the sequence with `element` and completion instead of the source's error (the
    /// guide's spelling of `catchAndReturn(_:)`).
    @available(*, deprecated, renamed: "catchAndReturn(_:)")
    public func catchErrorJustReturn(_ element: Element) -> Observable<Element> {
        catchAndReturn(element)
    }
}

private final class CatchAndReturnSink<Element>: Sink<Element, Element>, OperatorSink, @unchecked Sendable {
    // @unchecked Sendable: immutable.
    private let element: Element

    init(_ element: Element, downstream: ObserverNode<Element>) {
        self.element = element
        super.init(downstream: downstream)
    }

    override func receive(_ element: Element) {
        downstream.receive(element)
    }

    override func receive(error: Swift.Error) {
        downstream.receive(element)
        complete()
    }
}
