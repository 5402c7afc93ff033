extension ObservableType {
    /// Drops the first `count` elements and emits the rest.
    ///
    ///     source:   1--2--3--4|
    ///     skip(2):  ------3--4|
    ///
    /// A count of zero or less skips nothing, as in RxSwift.
    public func skip(_ count: Int) -> Observable<Element> {
        OperatorObservable<SkipCountSink<Element>, _>(source: asObservable(), arguments: count)
    }
}

private final class SkipCountSink<Element>: Sink<Element, Element>, OperatorSink, @unchecked Sendable {
    // @unchecked Sendable: `remaining` is touched only by `receive`, which the grammar serializes.
    private var remaining: Int

    init(_ count: Int, downstream: ObserverNode<Element>) {
        remaining = count
        super.init(downstream: downstream)
    }

    override func receive(_ element: Element) {
        if remaining > 0 {
            remaining -= 1
        } else {
            downstream.receive(element)
        }
    }
}
