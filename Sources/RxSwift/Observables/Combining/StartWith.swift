extension ObservableType {
    /// Emits `elements` first, at subscription, then the source's events.
    ///
    ///     source:           --3--4|
    ///     startWith(1, 2):  12--3--4|
    public func startWith(_ elements: Element ...) -> Observable<Element> {
        StartWith(source: asObservable(), elements: elements)
    }
}

final class StartWith<Element>: Observable<Element>, @unchecked Sendable {
    private let source: Observable<Element>
    private let elements: [Element]

    init(source: Observable<Element>, elements: [Element]) {
        self.source = source
        self.elements = elements
    }

    override func run(_ observer: ObserverNode<Element>) {
        let sink = PassthroughSink(downstream: observer)
        observer.setUpstream(sink)
        for element in elements {
            // The downstream may dispose the subscription while it receives the first elements.
            guard !sink.isDisposed else { break }
            observer.onNext(element)
        }
        guard sink.isDisposed else {
            source.subscribe(node: sink)
            return
        }
        // The downstream already ended (`startWith(7).take(1)`). RxSwift subscribes the source
        // anyway, every operator of it, and disposes the subscription once it is made: a
        // virtual-time test sees the subscription (200, 200).
        DiscardingNode<Element>.subscribeAndRelease(source)
    }
}
