// Every operator here is the `Observable` operator of the same name, applied to the wrapped
// sequence; the result type states what the operator does to the grammar.

extension PrimitiveSequenceType where Trait == SingleTrait {
    /// Transforms the element; a thrown error fails the `Single` with it.
    public func map<Result>(_ transform: @escaping (Element) throws -> Result) -> Single<Result> {
        PrimitiveSequence(raw: primitiveSequence.source.map(transform))
    }

    /// Keeps the element only if it satisfies `predicate`: the result may be empty, so it is a
    /// `Maybe`.
    public func filter(_ predicate: @escaping (Element) throws -> Bool) -> Maybe<Element> {
        PrimitiveSequence(raw: primitiveSequence.source.filter(predicate))
    }

    /// Transforms the element and keeps a non-`nil` result: the result may be empty, so it is a
    /// `Maybe`.
    public func compactMap<Result>(_ transform: @escaping (Element) throws -> Result?) -> Maybe<Result> {
        PrimitiveSequence(raw: primitiveSequence.source.compactMap(transform))
    }

    /// Continues with the `Single` that `selector` makes from the element.
    public func flatMap<Result>(_ selector: @escaping (Element) throws -> Single<Result>) -> Single<Result> {
        PrimitiveSequence(raw: primitiveSequence.source.flatMap(selector))
    }

    /// Continues with the `Maybe` that `selector` makes from the element.
    public func flatMapMaybe<Result>(_ selector: @escaping (Element) throws -> Maybe<Result>) -> Maybe<Result> {
        PrimitiveSequence(raw: primitiveSequence.source.flatMap(selector))
    }

    /// Continues with the `Completable` that `selector` makes from the element.
    public func flatMapCompletable(_ selector: @escaping (Element) throws -> Completable) -> Completable {
        PrimitiveSequence(raw: primitiveSequence.source.flatMap(selector))
    }

    /// This `Single` as a `Maybe`, which it always is.
    public func asMaybe() -> Maybe<Element> {
        PrimitiveSequence(raw: primitiveSequence.source)
    }

    /// Ignores the element: completes when the `Single` succeeds, fails when it fails.
    public func asCompletable() -> Completable {
        PrimitiveSequence(raw: primitiveSequence.source.ignoreElements())
    }
}
