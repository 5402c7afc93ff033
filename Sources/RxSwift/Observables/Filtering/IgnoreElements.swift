extension ObservableType {
    /// Drops every element and forwards only the terminal event.
    ///
    ///     source:            1--2--3|
    ///     ignoreElements():  -------|
    public func ignoreElements() -> Observable<Never> {
        OperatorObservable<IgnoreElementsSink<Element>, _>(source: asObservable(), arguments: ())
    }
}

private final class IgnoreElementsSink<Element>: Sink<Element, Never>, OperatorSink, @unchecked Sendable {
    // @unchecked Sendable: stateless.

    override func receive(_ element: Element) {}

    override func receiveCompletion() {
        // RxSwift's is a `flatMap` to empty sequences, whose outer subscription ends before the
        // completion is passed on.
        disposeUpstream()
        complete()
    }
}
