import RxSwift

extension SharedSequenceConvertibleType {
    /// Emits the elements of all `sources` as they arrive; completes when all have completed.
    public static func merge<Collection: Swift.Collection>(_ sources: Collection) -> SharedSequence<SharingStrategy, Element> where Collection.Element == SharedSequence<SharingStrategy, Element> {
        SharedSequence(Observable.merge(sources.map { $0.asObservable() }))
    }

    /// Emits the elements of all `sources` as they arrive; completes when all have completed.
    public static func merge(_ sources: [SharedSequence<SharingStrategy, Element>]) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(Observable.merge(sources.map { $0.asObservable() }))
    }

    /// Emits the elements of all `sources` as they arrive; completes when all have completed.
    public static func merge(_ sources: SharedSequence<SharingStrategy, Element>...) -> SharedSequence<SharingStrategy, Element> {
        merge(sources)
    }

    /// Emits `element` first, then the elements of this sequence.
    public func startWith(_ element: Element) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(asObservable().startWith(element))
    }
}

extension SharedSequenceConvertibleType where Element: SharedSequenceConvertibleType {
    /// Emits the elements of every inner shared sequence as they arrive.
    public func merge() -> SharedSequence<Element.SharingStrategy, Element.Element> {
        SharedSequence(asObservable().map { $0.asSharedSequence() }.merge())
    }

    /// Emits the elements of the inner shared sequences, subscribing to at most `maxConcurrent`
    /// at a time; the others wait their turn.
    ///
    /// - Precondition: `maxConcurrent > 0`.
    public func merge(maxConcurrent: Int) -> SharedSequence<Element.SharingStrategy, Element.Element> {
        SharedSequence(asObservable().map { $0.asSharedSequence() }.merge(maxConcurrent: maxConcurrent))
    }
}

extension SharedSequence {
    /// Emits the elements of each sequence of `sequence` in turn, subscribing to the next one when
    /// the previous one completes.
    public static func concat<Sequence: Swift.Sequence>(_ sequence: Sequence) -> SharedSequence<SharingStrategy, Element> where Sequence.Element == SharedSequence<SharingStrategy, Element> {
        SharedSequence(Observable.concat(sequence.lazy.map { $0.asObservable() }))
    }

    /// Emits the elements of each sequence of `collection` in turn, subscribing to the next one
    /// when the previous one completes.
    public static func concat<Collection: Swift.Collection>(_ collection: Collection) -> SharedSequence<SharingStrategy, Element> where Collection.Element == SharedSequence<SharingStrategy, Element> {
        SharedSequence(Observable.concat(collection.map { $0.asObservable() }))
    }
}

// The forms of 2 to 8 sources of `combineLatest` and `zip` are generated from
// Scripts/Combining+arity.template (SharedSequence+CombineLatest+arity.generated.swift and
// SharedSequence+Zip+arity.generated.swift). As there, a throwing result selector is a
// programming error: a shared sequence cannot deliver the error.

extension SharedSequence {
    /// Combines the elements of the sequences of `collection` in order with `resultSelector`: the
    /// first element of each, then the second of each, and so on.
    public static func zip<Collection: Swift.Collection, Result>(_ collection: Collection, resultSelector: @escaping ([Element]) throws -> Result) -> SharedSequence<SharingStrategy, Result> where Collection.Element == SharedSequence<SharingStrategy, Element> {
        let source = Observable<Result>.zip(collection.map { $0.asObservable() }, resultSelector: resultSelector)
            .infallible(thrower: "SharedSequence.zip(_:resultSelector:): the result selector")
        return SharedSequence<SharingStrategy, Result>(source.asObservable())
    }

    /// Arrays of the elements of the sequences of `collection` in order.
    public static func zip<Collection: Swift.Collection>(_ collection: Collection) -> SharedSequence<SharingStrategy, [Element]> where Collection.Element == SharedSequence<SharingStrategy, Element> {
        SharedSequence<SharingStrategy, [Element]>(Observable.zip(collection.map { $0.asObservable() }))
    }

    /// Combines the latest element of every sequence of `collection` with `resultSelector` each
    /// time one of them emits, once all have emitted.
    public static func combineLatest<Collection: Swift.Collection, Result>(_ collection: Collection, resultSelector: @escaping ([Element]) throws -> Result) -> SharedSequence<SharingStrategy, Result> where Collection.Element == SharedSequence<SharingStrategy, Element> {
        let source = Observable<Result>.combineLatest(collection.map { $0.asObservable() }, resultSelector: resultSelector)
            .infallible(thrower: "SharedSequence.combineLatest(_:resultSelector:): the result selector")
        return SharedSequence<SharingStrategy, Result>(source.asObservable())
    }

    /// Arrays of the latest element of every sequence of `collection`, each time one of them
    /// emits, once all have emitted.
    public static func combineLatest<Collection: Swift.Collection>(_ collection: Collection) -> SharedSequence<SharingStrategy, [Element]> where Collection.Element == SharedSequence<SharingStrategy, Element> {
        SharedSequence<SharingStrategy, [Element]>(Observable.combineLatest(collection.map { $0.asObservable() }))
    }
}

extension SharedSequenceConvertibleType {
    /// Combines every element with the latest element of `second` (elements arriving before
    /// `second` emitted are dropped).
    ///
    ///     self:            -1-----2--3----|
    ///     second:          ---a-----b-----|
    ///     withLatestFrom:  -------2a-3b---|
    public func withLatestFrom<SecondO: SharedSequenceConvertibleType, ResultType>(_ second: SecondO, resultSelector: @escaping (Element, SecondO.Element) -> ResultType) -> SharedSequence<SharingStrategy, ResultType> where SecondO.SharingStrategy == SharingStrategy {
        SharedSequence(asObservable().withLatestFrom(second.asSharedSequence(), resultSelector: resultSelector))
    }

    /// The latest element of `second` at every element of this sequence.
    public func withLatestFrom<SecondO: SharedSequenceConvertibleType>(_ second: SecondO) -> SharedSequence<SharingStrategy, SecondO.Element> {
        SharedSequence(asObservable().withLatestFrom(second.asSharedSequence()))
    }
}
