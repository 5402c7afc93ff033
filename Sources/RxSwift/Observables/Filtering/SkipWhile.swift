extension ObservableType {
    /// Drops elements while `predicate` holds, then emits the first element for which it does not
    /// and every element after it; a thrown error ends the sequence with it.
    ///
    ///     source:                    1--2--5--1|
    ///     skip(while: { $0 < 3 }):   ------5--1|
    public func skip(while predicate: @escaping (Element) throws -> Bool) -> Observable<Element> {
        OperatorObservable<SkipWhileSink<Element>, _>(source: asObservable(), arguments: OperatorPredicate(predicate))
    }

    /// The guide's spelling of `skip(while:)`.
    @available(*, deprecated, renamed: "skip(while:)")
    public func skipWhile(_ predicate: @escaping (Element) throws -> Bool) -> Observable<Element> {
        skip(while: predicate)
    }
}

private final class SkipWhileSink<Element>: Sink<Element, Element>, OperatorSink, @unchecked Sendable {
    // @unchecked Sendable: `isSkipping` is touched only by `receive`, which the grammar serializes.
    private let predicate: (Element) throws -> Bool
    private var isSkipping = true

    init(_ arguments: OperatorPredicate<Element>, downstream: ObserverNode<Element>) {
        predicate = arguments.body
        super.init(downstream: downstream)
    }

    override func receive(_ element: Element) {
        if isSkipping {
            do {
                isSkipping = try predicate(element)
            } catch {
                fail(error)
                return
            }
            if isSkipping || isDisposed { return }
        }
        downstream.receive(element)
    }
}
