// The forms of 2 to 8 sources are in CombineLatest+arity.generated.swift; both share the
// machinery of Internal/Families/CombiningSink.swift with zip.

extension ObservableType {
    /// Combines the latest element of every sequence of `collection` with `resultSelector` each
    /// time one of them emits, once all have emitted.
    ///
    ///     sources[0]:     -1----2---------|
    ///     sources[1]:     ---a-----b---c--|
    ///     combineLatest:  ---1a-2a-2b--2c-|
    ///
    /// Completes when every sequence has completed, or when a sequence emits after all the others
    /// have completed and one of them never emitted. The first error, from a sequence or thrown by
    /// `resultSelector`, ends the sequence; disposing it disposes every sequence. An empty
    /// collection emits `resultSelector([])` and completes.
    ///
    /// - Parameters:
    ///   - collection: The sequences to combine.
    ///   - resultSelector: receives the latest elements in the order of `collection`.
    public static func combineLatest<Collection: Swift.Collection>(_ collection: Collection, resultSelector: @escaping ([Collection.Element.Element]) throws -> Element) -> Observable<Element> where Collection.Element: ObservableType {
        CombiningCollection(mode: .latest, sources: collection.map { $0.asObservable() }, resultSelector: resultSelector)
    }

    /// Arrays of the latest element of every sequence of `collection`, each time one of them
    /// emits, once all have emitted; completion and errors as in
    /// `combineLatest(_:resultSelector:)`. An empty collection emits `[]` and completes.
    public static func combineLatest<Collection: Swift.Collection>(_ collection: Collection) -> Observable<[Element]> where Collection.Element: ObservableType, Collection.Element.Element == Element {
        CombiningCollection(mode: .latest, sources: collection.map { $0.asObservable() }, resultSelector: { $0 })
    }
}
