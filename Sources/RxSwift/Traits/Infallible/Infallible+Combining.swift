// Every operator here is the `Observable` operator of the same name applied to the wrapped
// sequences.

extension InfallibleType {
    /// `elements` first, then this sequence's elements.
    public func startWith(_ elements: Element ...) -> Infallible<Element> {
        Infallible(asObservable().startWith(elements: elements))
    }

    /// This sequence's elements, then `second`'s once this one completed.
    public func concat<Source: ConvertibleToInfallible>(_ second: Source) -> Infallible<Element> where Source.Element == Element {
        Infallible(asObservable().concat(second.asInfallible()))
    }

    /// The elements of each sequence in turn, subscribing to the next when the previous one
    /// completed. The sequence is read lazily, so it may be long or infinite.
    public static func concat<Sequence: Swift.Sequence>(_ sequence: Sequence) -> Infallible<Element> where Sequence.Element == Infallible<Element> {
        Infallible(Observable.concat(sequence.lazy.map { $0.asObservable() }))
    }

    /// The elements of each sequence in turn.
    public static func concat<Collection: Swift.Collection>(_ collection: Collection) -> Infallible<Element> where Collection.Element == Infallible<Element> {
        Infallible(Observable.concat(collection.lazy.map { $0.asObservable() }))
    }

    /// The elements of each sequence in turn.
    public static func concat(_ sources: Infallible<Element> ...) -> Infallible<Element> {
        Infallible(Observable.concat(sources.map { $0.asObservable() }))
    }

    /// The elements of all the sequences as they arrive; completes when all completed.
    public static func merge<Collection: Swift.Collection>(_ sources: Collection) -> Infallible<Element> where Collection.Element == Infallible<Element> {
        Infallible(Observable.merge(sources.map { $0.asObservable() }))
    }

    /// The elements of all the sequences as they arrive; completes when all completed.
    public static func merge(_ sources: [Infallible<Element>]) -> Infallible<Element> {
        Infallible(Observable.merge(sources.map { $0.asObservable() }))
    }

    /// The elements of all the sequences as they arrive; completes when all completed.
    public static func merge(_ sources: Infallible<Element>...) -> Infallible<Element> {
        Infallible(Observable.merge(sources.map { $0.asObservable() }))
    }
}

// MARK: - Combining the latest elements

extension InfallibleType {
    /// Combines each element of this sequence with the latest element of `second`, using
    /// `resultSelector`; see `ObservableType.withLatestFrom`.
    ///
    /// `resultSelector` must not throw (see `deferred`): an `Infallible` cannot deliver the
    /// error.
    public func withLatestFrom<Source: InfallibleType, ResultType>(_ second: Source, resultSelector: @escaping (Element, Source.Element) throws -> ResultType) -> Infallible<ResultType> {
        asObservable().withLatestFrom(second, resultSelector: resultSelector)
            .infallible(thrower: "withLatestFrom(_:resultSelector:): the result selector")
    }

    /// The latest element of `second` at each element of this sequence.
    public func withLatestFrom<Source: InfallibleType>(_ second: Source) -> Infallible<Source.Element> {
        Infallible(asObservable().withLatestFrom(second))
    }

    /// Combines the latest element of every sequence of `collection` with `resultSelector`
    /// each time one of them emits, once all have emitted; see `ObservableType.combineLatest`.
    ///
    /// `resultSelector` must not throw (see `deferred`): an `Infallible` cannot deliver the
    /// error.
    public static func combineLatest<Collection: Swift.Collection>(_ collection: Collection, resultSelector: @escaping ([Collection.Element.Element]) throws -> Element) -> Infallible<Element> where Collection.Element: InfallibleType {
        Observable.combineLatest(collection.map { $0.asObservable() }, resultSelector: resultSelector)
            .infallible(thrower: "combineLatest(_:resultSelector:): the result selector")
    }

    /// Arrays of the latest element of every sequence of `collection`, each time one of them
    /// emits, once all have emitted.
    public static func combineLatest<Collection: Swift.Collection>(_ collection: Collection) -> Infallible<[Element]> where Collection.Element: InfallibleType, Collection.Element.Element == Element {
        Infallible<[Element]>(Observable.combineLatest(collection.map { $0.asObservable() }))
    }

    /// Combines the elements of the sequences of `collection` in order with `resultSelector`;
    /// see `ObservableType.zip`.
    ///
    /// `resultSelector` must not throw (see `deferred`): an `Infallible` cannot deliver the
    /// error.
    public static func zip<Collection: Swift.Collection>(_ collection: Collection, resultSelector: @escaping ([Collection.Element.Element]) throws -> Element) -> Infallible<Element> where Collection.Element: InfallibleType {
        Observable.zip(collection.map { $0.asObservable() }, resultSelector: resultSelector)
            .infallible(thrower: "zip(_:resultSelector:): the result selector")
    }

    /// Arrays of the elements of the sequences of `collection` in order.
    public static func zip<Collection: Swift.Collection>(_ collection: Collection) -> Infallible<[Element]> where Collection.Element: InfallibleType, Collection.Element.Element == Element {
        Infallible<[Element]>(Observable.zip(collection.map { $0.asObservable() }))
    }
}
