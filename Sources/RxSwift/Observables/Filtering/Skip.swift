extension ObservableType {
    /// Drops the first `count` elements and emits the rest.
    ///
    ///     source:   1--2--3--4|
    ///     skip(2):  ------3--4|
    ///
    /// - Precondition: `count >= 0`.
    public func skip(_ count: Int) -> Observable<Element> {
        rxPrecondition(count >= 0, "skip(_:): count must not be negative (got \(count))")
        return OperatorObservable<SkipCountSink<Element>>(source: asObservable(), arguments: count)
    }
}

private final class SkipCountSink<Element>: Sink<Element, Element>, OperatorSink, @unchecked Sendable {
    // @unchecked Sendable: `remaining` is touched only by `onNext`, which the grammar serializes.
    private var remaining: Int

    init(_ count: Int, downstream: ObserverNode<Element>) {
        remaining = count
        super.init(downstream: downstream)
    }

    override func onNext(_ element: Element) {
        if remaining > 0 {
            remaining -= 1
        } else {
            downstream.onNext(element)
        }
    }
}
