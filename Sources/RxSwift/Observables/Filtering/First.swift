extension ObservableType {
    /// The first element, as soon as it arrives (the source is then disposed), or `nil` if the
    /// sequence completes empty.
    ///
    ///     source:  --1--2--3|     --|
    ///     first:   --1|           --nil|
    public func first() -> Single<Element?> {
        PrimitiveSequence(raw: First(source: asObservable()))
    }
}

final class First<Element>: Observable<Element?>, @unchecked Sendable {
    private let source: Observable<Element>

    init(source: Observable<Element>) {
        self.source = source
    }

    override func run(_ observer: ObserverNode<Element?>) {
        FirstSink(downstream: observer).subscribe(to: source)
    }
}

private final class FirstSink<Element>: Sink<Element, Element?>, @unchecked Sendable {
    // @unchecked Sendable: `isDone` is touched only by the source's events, which the grammar serializes.
    /// Set before the element is delivered: what the source sends from inside that delivery
    /// (another element, its completion) is ignored.
    private var isDone = false

    override func onNext(_ element: Element) {
        guard !isDone else { return }
        isDone = true
        downstream.onNext(element)
        complete()
    }

    override func onCompleted() {
        guard !isDone else { return }
        downstream.onNext(nil)
        complete()
    }
}
