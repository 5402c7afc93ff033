extension ObservableType {
    /// Drops the first `count` elements and emits the rest.
    ///
    ///     source:   1--2--3--4|
    ///     skip(2):  ------3--4|
    ///
    /// - Precondition: `count >= 0`.
    public func skip(_ count: Int) -> Observable<Element> {
        rxPrecondition(count >= 0, "skip(_:): count must not be negative (got \(count))")
        return SkipCount(source: asObservable(), count: count)
    }
}

final class SkipCount<Element>: Observable<Element>, @unchecked Sendable {
    private let source: Observable<Element>
    private let count: Int

    init(source: Observable<Element>, count: Int) {
        self.source = source
        self.count = count
    }

    override func run(_ observer: ObserverNode<Element>) {
        SkipCountSink(count: count, downstream: observer).subscribe(to: source)
    }
}

private final class SkipCountSink<Element>: Sink<Element, Element>, @unchecked Sendable {
    // @unchecked Sendable: `remaining` is touched only by `onNext`, which the grammar serializes.
    private var remaining: Int

    init(count: Int, downstream: ObserverNode<Element>) {
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
