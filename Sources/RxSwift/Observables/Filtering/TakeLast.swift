extension ObservableType {
    /// Emits the last `count` elements when the source completes, then completes; on error, only
    /// the error is forwarded.
    ///
    ///     source:       1--2--3--4|
    ///     takeLast(2):  ----------(34)|
    ///
    /// - Precondition: `count >= 0` (RxSwift stops too: "count can't be negative").
    public func takeLast(_ count: Int) -> Observable<Element> {
        rxPrecondition(count >= 0, "takeLast(_:): count must not be negative (got \(count))")
        return OperatorObservable<TakeLastSink<Element>, _>(source: asObservable(), arguments: count)
    }
}

private final class TakeLastSink<Element>: Sink<Element, Element>, OperatorSink, @unchecked Sendable {
    // @unchecked Sendable: `buffer` is touched only by the source's events, which the grammar
    // serializes.
    private var buffer: RingBuffer<Element>

    init(_ count: Int, downstream: ObserverNode<Element>) {
        buffer = RingBuffer(capacity: count)
        super.init(downstream: downstream)
    }

    override func receive(_ element: Element) {
        buffer.append(element)
    }

    override func receiveCompletion() {
        let elements = buffer.elements
        buffer.removeAll()
        for element in elements {
            // The downstream may dispose the subscription while it receives the elements.
            guard !isDisposed else { return }
            downstream.receive(element)
        }
        complete()
    }
}
