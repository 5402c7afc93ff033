extension ObservableType {
    /// The first element, as soon as it arrives (the source is then disposed), or `nil` if the
    /// sequence completes empty.
    ///
    ///     source:  --1--2--3|     --|
    ///     first:   --1|           --nil|
    public func first() -> Single<Element?> {
        PrimitiveSequence(raw: OperatorObservable<FirstSink<Element>, _>(source: asObservable(), arguments: ()))
    }
}

private final class FirstSink<Element>: Sink<Element, Element?>, OperatorSink, @unchecked Sendable {
    // @unchecked Sendable: `isDone` is touched only by the source's events, which the grammar serializes.
    /// Set before the element is delivered: what the source sends from inside that delivery
    /// (another element, its completion) is ignored.
    private var isDone = false

    override func receive(_ element: Element) {
        guard !isDone else { return }
        isDone = true
        downstream.receive(element)
        complete()
    }

    override func receiveCompletion() {
        guard !isDone else { return }
        downstream.receive(nil)
        complete()
    }
}
