// The collection forms of `zip` for `Single` and `Maybe`; the forms of 2 to 8 sources are
// generated (Single+Zip+arity.generated.swift, Maybe+Zip+arity.generated.swift).

extension PrimitiveSequenceType where Trait == SingleTrait {
    /// Succeeds with `resultSelector` applied to the elements of all the `Single`s, in the
    /// order of `collection`, once all succeeded; fails with the first error. An empty
    /// collection succeeds with `resultSelector([])` at subscription.
    public static func zip<Collection: Swift.Collection, Result>(_ collection: Collection, resultSelector: @escaping ([Element]) throws -> Result) -> PrimitiveSequence<Trait, Result> where Collection.Element == PrimitiveSequence<Trait, Element> {
        PrimitiveSequence.zipSucceedingIfEmpty(collection, resultSelector: resultSelector)
    }

    /// Succeeds with the elements of all the `Single`s, in the order of `collection`, once all
    /// succeeded; fails with the first error. An empty collection succeeds with `[]`.
    public static func zip<Collection: Swift.Collection>(_ collection: Collection) -> PrimitiveSequence<Trait, [Element]> where Collection.Element == PrimitiveSequence<Trait, Element> {
        PrimitiveSequence.zipSucceedingIfEmpty(collection)
    }
}

extension PrimitiveSequenceType where Trait == MaybeTrait {
    /// Succeeds with `resultSelector` applied to the elements of all the `Maybe`s, in the order
    /// of `collection`, once all succeeded; completes empty if one of them does. An empty
    /// collection succeeds with `resultSelector([])` at subscription.
    public static func zip<Collection: Swift.Collection, Result>(_ collection: Collection, resultSelector: @escaping ([Element]) throws -> Result) -> PrimitiveSequence<Trait, Result> where Collection.Element == PrimitiveSequence<Trait, Element> {
        PrimitiveSequence.zipSucceedingIfEmpty(collection, resultSelector: resultSelector)
    }

    /// Succeeds with the elements of all the `Maybe`s, in the order of `collection`, once all
    /// succeeded; completes empty if one of them does. An empty collection succeeds with `[]`.
    public static func zip<Collection: Swift.Collection>(_ collection: Collection) -> PrimitiveSequence<Trait, [Element]> where Collection.Element == PrimitiveSequence<Trait, Element> {
        PrimitiveSequence.zipSucceedingIfEmpty(collection)
    }
}

extension PrimitiveSequence {
    // `zip` of no sequence completes at once, which a Single cannot do: for both traits, an
    // empty collection succeeds instead.

    static func zipSucceedingIfEmpty<Collection: Swift.Collection, Result>(_ collection: Collection, resultSelector: @escaping ([Element]) throws -> Result) -> PrimitiveSequence<Trait, Result> where Collection.Element == PrimitiveSequence<Trait, Element> {
        if collection.isEmpty {
            return PrimitiveSequence<Trait, Result>(raw: Observable.deferred { .just(try resultSelector([])) })
        }
        return PrimitiveSequence<Trait, Result>(raw: Observable.zip(collection.map(\.source), resultSelector: resultSelector))
    }

    static func zipSucceedingIfEmpty<Collection: Swift.Collection>(_ collection: Collection) -> PrimitiveSequence<Trait, [Element]> where Collection.Element == PrimitiveSequence<Trait, Element> {
        if collection.isEmpty {
            return PrimitiveSequence<Trait, [Element]>(raw: Observable.just([]))
        }
        return PrimitiveSequence<Trait, [Element]>(raw: Observable.zip(collection.map(\.source)))
    }
}
