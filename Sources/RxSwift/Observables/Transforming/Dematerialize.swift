extension ObservableType where Element: EventConvertible {
    /// Turns elements that are events back into the events themselves: the inverse of
    /// `materialize()`. An `.error` or `.completed` element ends the sequence.
    ///
    ///     source:           .next(1)--.next(2)--.completed
    ///     dematerialize():  1---------2---------|
    public func dematerialize() -> Observable<Element.Element> {
        Dematerialize(source: asObservable())
    }
}

final class Dematerialize<Source: EventConvertible>: Observable<Source.Element>, @unchecked Sendable {
    private let source: Observable<Source>

    init(source: Observable<Source>) {
        self.source = source
    }

    override func run(_ observer: ObserverNode<Source.Element>) {
        DematerializeSink(downstream: observer).subscribe(to: source)
    }
}

private final class DematerializeSink<Source: EventConvertible>: Sink<Source, Source.Element>, @unchecked Sendable {
    // @unchecked Sendable: stateless.

    override func onNext(_ element: Source) {
        // Once a terminal element ended the sequence, a source that keeps delivering (one that
        // does not look for disposal between elements) is ignored.
        guard !isDisposed else { return }
        switch element.event {
        case .next(let value):
            downstream.onNext(value)
        case .error(let error):
            fail(error)
        case .completed:
            complete()
        }
    }
}
