// The forms of 2 to 8 sources are in Zip+arity.generated.swift; both share the machinery of
// Internal/Families/CombiningSink.swift with combineLatest.

extension ObservableType {
    /// Combines the elements of the sequences of `collection` in order with `resultSelector`: the
    /// first element of each, then the second of each, and so on.
    ///
    ///     sources[0]:  -1---2------3--|
    ///     sources[1]:  ---a---b--c----|
    ///     zip:         ---1a--2b---3c-|
    ///
    /// Elements wait until every sequence has one at the same position. Completes when every
    /// sequence has completed, or when a sequence emits after all the others have completed and
    /// one of them has nothing left to pair. The first error, from a sequence or thrown by
    /// `resultSelector`, ends the sequence; disposing it disposes every sequence. An empty
    /// collection completes at once.
    ///
    /// - Parameters:
    ///   - collection: The sequences to pair.
    ///   - resultSelector: receives one element of each sequence, in the order of `collection`.
    public static func zip<Collection: Swift.Collection>(_ collection: Collection, resultSelector: @escaping ([Collection.Element.Element]) throws -> Element) -> Observable<Element> where Collection.Element: ObservableType {
        CombiningCollection(mode: .zip, sources: collection.map { $0.asObservable() }, resultSelector: resultSelector)
    }

    /// Arrays of the elements of the sequences of `collection` in order: the first element of
    /// each, then the second of each, and so on; completion and errors as in
    /// `zip(_:resultSelector:)`. An empty collection completes at once.
    public static func zip<Collection: Swift.Collection>(_ collection: Collection) -> Observable<[Element]> where Collection.Element: ObservableType, Collection.Element.Element == Element {
        CombiningCollection(mode: .zip, sources: collection.map { $0.asObservable() }, resultSelector: { $0 })
    }
}
