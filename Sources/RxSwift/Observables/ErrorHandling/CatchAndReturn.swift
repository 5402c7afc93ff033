extension ObservableType {
    /// Ends the sequence with `element` and completion instead of the source's error.
    ///
    ///     source:            1--2--X
    ///     catchAndReturn(9): 1--2--9|
    public func catchAndReturn(_ element: Element) -> Observable<Element> {
        CatchAndReturn(source: asObservable(), element: element)
    }

    /// Ends the sequence with `element` and completion instead of the source's error (the
    /// guide's spelling of `catchAndReturn(_:)`).
    @available(*, deprecated, renamed: "catchAndReturn(_:)")
    public func catchErrorJustReturn(_ element: Element) -> Observable<Element> {
        catchAndReturn(element)
    }
}

final class CatchAndReturn<Element>: Observable<Element>, @unchecked Sendable {
    private let source: Observable<Element>
    private let element: Element

    init(source: Observable<Element>, element: Element) {
        self.source = source
        self.element = element
    }

    override func run(_ observer: ObserverNode<Element>) {
        CatchAndReturnSink(element: element, downstream: observer).subscribe(to: source)
    }
}

private final class CatchAndReturnSink<Element>: Sink<Element, Element>, @unchecked Sendable {
    // @unchecked Sendable: immutable.
    private let element: Element

    init(element: Element, downstream: ObserverNode<Element>) {
        self.element = element
        super.init(downstream: downstream)
    }

    override func onNext(_ element: Element) {
        downstream.onNext(element)
    }

    override func onError(_ error: Swift.Error) {
        downstream.onNext(element)
        complete()
    }
}
