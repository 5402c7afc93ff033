extension ObservableType {
    /// Emits the first `count` elements, then completes; the source subscription is disposed right
    /// after the `count`-th element, and `take(0)` completes without subscribing to the source.
    ///
    ///     source:   1--2--3--4|
    ///     take(2):  1--2|
    ///
    /// - Precondition: `count >= 0` (RxSwift stops too: "count can't be negative").
    public func take(_ count: Int) -> Observable<Element> {
        rxPrecondition(count >= 0, "take(_:): count must not be negative (got \(count))")
        if count == 0 {
            return Observable.empty()
        }
        return OperatorObservable<TakeCountSink<Element>, _>(source: asObservable(), arguments: count)
    }
}

private final class TakeCountSink<Element>: Sink<Element, Element>, OperatorSink, @unchecked Sendable {
    // @unchecked Sendable: `remaining` is touched only by `receive`, which the grammar serializes.
    private var remaining: Int

    init(_ count: Int, downstream: ObserverNode<Element>) {
        remaining = count
        super.init(downstream: downstream)
    }

    override func receive(_ element: Element) {
        guard remaining > 0 else { return }
        // Counted before forwarding: an element that the downstream makes the source emit
        // reentrantly is counted after this one.
        remaining -= 1
        let isLast = remaining == 0
        downstream.receive(element)
        if isLast {
            complete()
        }
    }
}
