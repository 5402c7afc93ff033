extension ObservableType {
    /// Emits `elements` first, at subscription, then the source's events.
    ///
    ///     source:           --3--4|
    ///     startWith(1, 2):  12--3--4|
    public func startWith(_ elements: Element ...) -> Observable<Element> {
        startWith(elements: elements)
    }

    /// `startWith(_:)` with the elements in an array (for `Infallible`'s `startWith`).
    func startWith(elements: [Element]) -> Observable<Element> {
        OperatorObservable<StartWithSink<Element>, _>(source: asObservable(), arguments: elements)
    }
}

private final class StartWithSink<Element>: Sink<Element, Element>, OperatorSink, @unchecked Sendable {
    // @unchecked Sendable: `elements` is only read by `start(from:)`, before the source runs.
    private let elements: [Element]

    init(_ elements: [Element], downstream: ObserverNode<Element>) {
        self.elements = elements
        super.init(downstream: downstream)
    }

    override func start(from source: Observable<Element>) {
        downstream.setUpstream(self)
        for element in elements {
            // The downstream may dispose the subscription while it receives the first elements.
            guard !isDisposed else { break }
            downstream.receive(element)
        }
        // The downstream may have ended meanwhile (`startWith(7).take(1)`).
        if !releasedAtOnceIfEnded(source) {
            source.subscribe(node: self)
        }
    }

    override func receive(_ element: Element) {
        downstream.receive(element)
    }

    // RxSwift's `startWith` has no sink: its sequence emits the elements, then subscribes the
    // observer to the source.
    override func receive(error: Swift.Error) {
        passTerminalThrough(error: error)
    }

    override func receiveCompletion() {
        passTerminalThrough(error: nil)
    }
}

