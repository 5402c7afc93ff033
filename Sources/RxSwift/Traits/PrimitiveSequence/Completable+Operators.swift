// Every operator here is the `Observable` operator of the same name, applied to the wrapped
// sequence.

extension PrimitiveSequenceType where Trait == CompletableTrait, Element == Swift.Never {
    /// Completes when this `Completable` and then `second` completed; `second` is subscribed
    /// only after this one completed.
    public func concat(_ second: Completable) -> Completable {
        PrimitiveSequence(raw: primitiveSequence.source.concat(second.source))
    }

    /// Runs the `Completable`s one after another, each after the previous one completed. The
    /// sequence is read lazily, so it may be long or infinite.
    public static func concat<Sequence: Swift.Sequence>(_ sequence: Sequence) -> Completable where Sequence.Element == Completable {
        PrimitiveSequence(raw: Observable.concat(sequence.lazy.map(\.source)))
    }

    /// Runs the `Completable`s one after another, each after the previous one completed.
    public static func concat<Collection: Swift.Collection>(_ collection: Collection) -> Completable where Collection.Element == Completable {
        PrimitiveSequence(raw: Observable.concat(collection.lazy.map(\.source)))
    }

    /// Runs the `Completable`s one after another, each after the previous one completed.
    public static func concat(_ sources: Completable...) -> Completable {
        PrimitiveSequence(raw: Observable.concat(sources.map(\.source)))
    }

    /// Runs the `Completable`s at once; completes when all completed, fails with the first error.
    public static func merge<Collection: Swift.Collection>(_ sources: Collection) -> Completable where Collection.Element == Completable {
        PrimitiveSequence(raw: Observable.merge(sources.map(\.source)))
    }

    /// Runs the `Completable`s at once; completes when all completed, fails with the first error.
    public static func merge(_ sources: [Completable]) -> Completable {
        PrimitiveSequence(raw: Observable.merge(sources.map(\.source)))
    }

    /// Runs the `Completable`s at once; completes when all completed, fails with the first error.
    public static func merge(_ sources: Completable...) -> Completable {
        PrimitiveSequence(raw: Observable.merge(sources.map(\.source)))
    }

    /// `merge`: with no elements to pair, zipping `Completable`s is waiting for all of them.
    public static func zip<Collection: Swift.Collection>(_ sources: Collection) -> Completable where Collection.Element == Completable {
        merge(sources)
    }

    /// `merge`: with no elements to pair, zipping `Completable`s is waiting for all of them.
    public static func zip(_ sources: [Completable]) -> Completable {
        merge(sources)
    }

    /// `merge`: with no elements to pair, zipping `Completable`s is waiting for all of them.
    public static func zip(_ sources: Completable...) -> Completable {
        merge(sources)
    }
}
