extension ObservableType {
    /// Transforms each element with `transform` and emits the non-`nil` results; a thrown error
    /// ends the sequence with it.
    ///
    ///     source:                    "1"--"a"--"3"|
    ///     compactMap { Int($0) }:    1---------3|
    public func compactMap<Result>(_ transform: @escaping (Element) throws -> Result?) -> Observable<Result> {
        OperatorObservable<CompactMapSink<Element, Result>, _>(source: asObservable(), arguments: OperatorClosure(transform))
    }
}

private final class CompactMapSink<Source, Result>: Sink<Source, Result>, OperatorSink, @unchecked Sendable {
    // @unchecked Sendable: immutable; elements arrive one at a time, as the grammar requires.
    private let transform: (Source) throws -> Result?

    init(_ arguments: OperatorClosure<Source, Result?>, downstream: ObserverNode<Result>) {
        transform = arguments.body
        super.init(downstream: downstream)
    }

    override func receive(_ element: Source) {
        let result: Result?
        do {
            result = try transform(element)
        } catch {
            fail(error)
            return
        }
        if let result, !isDisposed {
            downstream.receive(result)
        }
    }
}
