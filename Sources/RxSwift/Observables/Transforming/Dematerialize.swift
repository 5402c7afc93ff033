extension ObservableType where Element: EventConvertible {
    /// Turns elements that are events back into the events themselves: the inverse of
    /// `materialize()`. An `.error` or `.completed` element ends the sequence.
    ///
    ///     source:           .next(1)--.next(2)--.completed
    ///     dematerialize():  1---------2---------|
    public func dematerialize() -> Observable<Element.Element> {
        OperatorObservable<DematerializeSink<Element>, _>(source: asObservable(), arguments: ())
    }
}

private final class DematerializeSink<Source: EventConvertible>: Sink<Source, Source.Element>, OperatorSink, @unchecked Sendable {
    // @unchecked Sendable: stateless.

    override func receive(_ element: Source) {
        // Once a terminal element ended the sequence, a source that keeps delivering (one that
        // does not look for disposal between elements) is ignored.
        guard !isDisposed else { return }
        switch element.event {
        case .next(let value):
            downstream.receive(value)
        case .error(let error):
            fail(error)
        case .completed:
            complete()
        }
    }
}
