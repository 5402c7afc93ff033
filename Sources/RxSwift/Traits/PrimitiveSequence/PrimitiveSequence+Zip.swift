// The collection forms of `zip` for `Single` and `Maybe`; the forms of 2 to 8 sources are
// generated (Single+Zip+arity.generated.swift, Maybe+Zip+arity.generated.swift).

extension PrimitiveSequenceType where Trait == SingleTrait {
    /// Succeeds with `resultSelector` applied to the elements of all the `Single`s, in the
    /// order of `collection`, once all succeeded; fails with the first error. An empty
    /// collection succeeds with `resultSelector([])` at subscription.
    public static func zip<Collection: Swift.Collection, Result>(_ collection: Collection, resultSelector: @escaping ([Element]) throws -> Result) -> PrimitiveSequence<Trait, Result> where Collection.Element == PrimitiveSequence<Trait, Element> {
        // `zip` of no sequence completes at once, which a Single cannot do.
        if collection.isEmpty {
            return PrimitiveSequence<Trait, Result>.deferred { .just(try resultSelector([])) }
        }
        return PrimitiveSequence(raw: Observable.zip(collection.map(\.source), resultSelector: resultSelector))
    }

    /// Succeeds with the elements of all the `Single`s, in the order of `collection`, once all
    /// succeeded; fails with the first error. An empty collection succeeds with `[]`.
    public static func zip<Collection: Swift.Collection>(_ collection: Collection) -> PrimitiveSequence<Trait, [Element]> where Collection.Element == PrimitiveSequence<Trait, Element> {
        if collection.isEmpty {
            return .just([])
        }
        return PrimitiveSequence(raw: Observable.zip(collection.map(\.source)))
    }
}

extension PrimitiveSequenceType where Trait == MaybeTrait {
    /// Succeeds with `resultSelector` applied to the elements of all the `Maybe`s, in the order
    /// of `collection`, once all succeeded; completes empty if one of them does. An empty
    /// collection succeeds with `resultSelector([])` at subscription.
    public static func zip<Collection: Swift.Collection, Result>(_ collection: Collection, resultSelector: @escaping ([Element]) throws -> Result) -> PrimitiveSequence<Trait, Result> where Collection.Element == PrimitiveSequence<Trait, Element> {
        if collection.isEmpty {
            return PrimitiveSequence<Trait, Result>.deferred { .just(try resultSelector([])) }
        }
        return PrimitiveSequence(raw: Observable.zip(collection.map(\.source), resultSelector: resultSelector))
    }

    /// Succeeds with the elements of all the `Maybe`s, in the order of `collection`, once all
    /// succeeded; completes empty if one of them does. An empty collection succeeds with `[]`.
    public static func zip<Collection: Swift.Collection>(_ collection: Collection) -> PrimitiveSequence<Trait, [Element]> where Collection.Element == PrimitiveSequence<Trait, Element> {
        if collection.isEmpty {
            return .just([])
        }
        return PrimitiveSequence(raw: Observable.zip(collection.map(\.source)))
    }
}
