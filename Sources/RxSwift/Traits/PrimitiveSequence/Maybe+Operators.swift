// Every operator here is the `Observable` operator of the same name, applied to the wrapped
// sequence; the result type states what the operator does to the grammar.

extension PrimitiveSequenceType where Trait == MaybeTrait {
    /// Transforms the element; a thrown error fails the `Maybe` with it.
    public func map<Result>(_ transform: @escaping (Element) throws -> Result) -> Maybe<Result> {
        PrimitiveSequence(raw: primitiveSequence.source.map(transform))
    }

    /// Keeps the element only if it satisfies `predicate`; otherwise completes empty.
    public func filter(_ predicate: @escaping (Element) throws -> Bool) -> Maybe<Element> {
        PrimitiveSequence(raw: primitiveSequence.source.filter(predicate))
    }

    /// Transforms the element and keeps a non-`nil` result; otherwise completes empty.
    public func compactMap<Result>(_ transform: @escaping (Element) throws -> Result?) -> Maybe<Result> {
        PrimitiveSequence(raw: primitiveSequence.source.compactMap(transform))
    }

    /// Continues with the `Maybe` that `selector` makes from the element; completes empty if
    /// there is none.
    public func flatMap<Result>(_ selector: @escaping (Element) throws -> Maybe<Result>) -> Maybe<Result> {
        PrimitiveSequence(raw: primitiveSequence.source.flatMap(selector))
    }

    /// Ignores the element: completes when the `Maybe` succeeds or completes, fails when it
    /// fails.
    public func asCompletable() -> Completable {
        PrimitiveSequence(raw: primitiveSequence.source.ignoreElements())
    }

    /// Succeeds with `default` if the `Maybe` completes empty.
    public func ifEmpty(default: Element) -> Single<Element> {
        PrimitiveSequence(raw: primitiveSequence.source.ifEmpty(default: `default`))
    }

    /// Continues with `other` if the `Maybe` completes empty.
    public func ifEmpty(switchTo other: Maybe<Element>) -> Maybe<Element> {
        PrimitiveSequence(raw: primitiveSequence.source.ifEmpty(switchTo: other.source))
    }

    /// Continues with `other` if the `Maybe` completes empty: the result always has an element
    /// or an error, so it is a `Single`.
    public func ifEmpty(switchTo other: Single<Element>) -> Single<Element> {
        PrimitiveSequence(raw: primitiveSequence.source.ifEmpty(switchTo: other.source))
    }
}
