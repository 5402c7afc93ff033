extension ObservableType {
    /// Emits the source's elements until `other` emits an element, then completes.
    ///
    ///     source:             1--2--3--4|
    ///     other:              -------x
    ///     take(until: other): 1--2--3|
    ///
    /// An error from `other` fails the sequence; `other` completing without an element changes
    /// nothing. `other` is subscribed first, so an `other` that emits at once completes the
    /// sequence without subscribing to the source.
    public func take<Source: ObservableType>(until other: Source) -> Observable<Element> {
        TakeUntil(source: asObservable(), other: other.asObservable())
    }

    /// The guide's spelling of `take(until:)`.
    @available(*, deprecated, renamed: "take(until:)")
    public func takeUntil<Source: ObservableType>(_ other: Source) -> Observable<Element> {
        take(until: other)
    }
}

final class TakeUntil<Element, Other>: Observable<Element>, @unchecked Sendable {
    private let source: Observable<Element>
    private let other: Observable<Other>

    init(source: Observable<Element>, other: Observable<Other>) {
        self.source = source
        self.other = other
    }

    override func run(_ observer: ObserverNode<Element>) {
        let sink = TakeUntilSink(downstream: observer)
        observer.setUpstream(sink)
        sink.subscribe(trigger: other)
        if !sink.isDisposed {
            source.subscribe(node: sink)
        }
    }
}

private final class TakeUntilSink<Element>: TriggeredSink<Element>, @unchecked Sendable {
    // @unchecked Sendable: adds no state to `TriggeredSink`.

    override func onNext(_ element: Element) {
        forward(element)
    }

    override func triggerFired() {
        stop(with: .completed)
    }
}
