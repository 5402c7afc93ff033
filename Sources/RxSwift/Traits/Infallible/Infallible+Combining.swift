// Every operator here is the `Observable` operator of the same name applied to the wrapped
// sequences.

extension InfallibleType {
    /// `elements` first, then this sequence's elements.
    public func startWith(_ elements: Element ...) -> Infallible<Element> {
        Infallible(StartWith(source: asObservable(), elements: elements))
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
