extension ObservableType {
    /// Drops every element and forwards only the terminal event.
    ///
    ///     source:            1--2--3|
    ///     ignoreElements():  -------|
    public func ignoreElements() -> Observable<Never> {
        IgnoreElements(source: asObservable())
    }
}

final class IgnoreElements<Element>: Observable<Never>, @unchecked Sendable {
    private let source: Observable<Element>

    init(source: Observable<Element>) {
        self.source = source
    }

    override func run(_ observer: ObserverNode<Never>) {
        IgnoreElementsSink(downstream: observer).subscribe(to: source)
    }
}

private final class IgnoreElementsSink<Element>: Sink<Element, Never>, @unchecked Sendable {
    // @unchecked Sendable: stateless.

    override func onNext(_ element: Element) {}
}
