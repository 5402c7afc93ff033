extension ObservableType {
    /// Drops elements while `predicate` holds, then emits the first element for which it does not
    /// and every element after it; a thrown error ends the sequence with it.
    ///
    ///     source:                    1--2--5--1|
    ///     skip(while: { $0 < 3 }):   ------5--1|
    public func skip(while predicate: @escaping (Element) throws -> Bool) -> Observable<Element> {
        SkipWhile(source: asObservable(), predicate: predicate)
    }

    /// The guide's spelling of `skip(while:)`.
    @available(*, deprecated, renamed: "skip(while:)")
    public func skipWhile(_ predicate: @escaping (Element) throws -> Bool) -> Observable<Element> {
        skip(while: predicate)
    }
}

final class SkipWhile<Element>: Observable<Element>, @unchecked Sendable {
    private let source: Observable<Element>
    private let predicate: (Element) throws -> Bool

    init(source: Observable<Element>, predicate: @escaping (Element) throws -> Bool) {
        self.source = source
        self.predicate = predicate
    }

    override func run(_ observer: ObserverNode<Element>) {
        SkipWhileSink(predicate: predicate, downstream: observer).subscribe(to: source)
    }
}

private final class SkipWhileSink<Element>: Sink<Element, Element>, @unchecked Sendable {
    // @unchecked Sendable: `isSkipping` is touched only by `onNext`, which the grammar serializes.
    private let predicate: (Element) throws -> Bool
    private var isSkipping = true

    init(predicate: @escaping (Element) throws -> Bool, downstream: ObserverNode<Element>) {
        self.predicate = predicate
        super.init(downstream: downstream)
    }

    override func onNext(_ element: Element) {
        if isSkipping {
            do {
                isSkipping = try predicate(element)
            } catch {
                fail(error)
                return
            }
            if isSkipping { return }
        }
        downstream.onNext(element)
    }
}
