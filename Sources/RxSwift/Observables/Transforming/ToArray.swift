extension ObservableType {
    /// All the elements, as one array, when the sequence completes.
    ///
    ///     source:   --1--2--3|
    ///     toArray:  ---------[1, 2, 3]|
    public func toArray() -> Single<[Element]> {
        PrimitiveSequence(raw: OperatorObservable<ToArraySink<Element>, _>(source: asObservable(), arguments: ()))
    }
}

private final class ToArraySink<Element>: Sink<Element, [Element]>, OperatorSink, @unchecked Sendable {
    // @unchecked Sendable: `elements` is touched only by upstream events, which are serialized.
    private var elements: [Element] = []

    override func receive(_ element: Element) {
        elements.append(element)
    }

    override func receiveCompletion() {
        let result = elements
        elements = []
        downstream.receive(result)
        complete()
    }
}
