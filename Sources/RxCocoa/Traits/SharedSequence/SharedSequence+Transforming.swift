import RxSwift

// Each operator applies the `Observable` operator of the same name and wraps the result. The
// closures do not throw, so the result cannot fail; inner sequences are shared sequences, so they
// cannot fail either and deliver on the same scheduler.

extension SharedSequenceConvertibleType {
    /// Transforms every element with `selector`.
    ///
    ///     source:                 1--2--3
    ///     map { $0 * 10 }:        10-20-30
    public func map<Result>(_ selector: @escaping (Element) -> Result) -> SharedSequence<SharingStrategy, Result> {
        SharedSequence(asObservable().map(selector))
    }

    /// Transforms every element with `selector` and drops the `nil` results.
    public func compactMap<Result>(_ selector: @escaping (Element) -> Result?) -> SharedSequence<SharingStrategy, Result> {
        SharedSequence(asObservable().compactMap(selector))
    }

    /// Maps every element to a shared sequence and merges the elements of all of them.
    ///
    /// The result has the inner sequences' sharing strategy, so a `Driver` can become a `Signal`.
    public func flatMap<Sharing, Result>(_ selector: @escaping (Element) -> SharedSequence<Sharing, Result>) -> SharedSequence<Sharing, Result> {
        SharedSequence(asObservable().flatMap(selector))
    }

    /// Maps every element to a shared sequence and emits the elements of the latest one only: a
    /// new element disposes the previous inner subscription (a new query cancels the request of
    /// the old one).
    ///
    ///     source:                   a-----b--------
    ///     inner(a):                 --1--2--3
    ///     inner(b):                       --4--5
    ///     flatMapLatest(inner):     --1--2--4--5---
    public func flatMapLatest<Sharing, Result>(_ selector: @escaping (Element) -> SharedSequence<Sharing, Result>) -> SharedSequence<Sharing, Result> {
        SharedSequence(asObservable().flatMapLatest(selector))
    }

    /// Maps an element to a shared sequence only while no inner sequence is running, and emits
    /// its elements: elements arriving meanwhile are dropped (a second tap during a request is
    /// ignored).
    public func flatMapFirst<Sharing, Result>(_ selector: @escaping (Element) -> SharedSequence<Sharing, Result>) -> SharedSequence<Sharing, Result> {
        SharedSequence(asObservable().flatMapFirst(selector))
    }

    /// Emits `seed` combined with the first element, then every element combined with the
    /// previous result.
    public func scan<Accumulate>(_ seed: Accumulate, accumulator: @escaping (Accumulate, Element) -> Accumulate) -> SharedSequence<SharingStrategy, Accumulate> {
        SharedSequence(asObservable().scan(seed, accumulator: accumulator))
    }
}

extension SharedSequenceConvertibleType where Element: SharedSequenceConvertibleType {
    /// Emits the elements of the latest inner shared sequence, disposing the previous one.
    public func switchLatest() -> SharedSequence<Element.SharingStrategy, Element.Element> {
        SharedSequence(asObservable().map { $0.asSharedSequence() }.switchLatest())
    }
}

extension SharedSequenceConvertibleType {
    /// Pairs every element with `object`, held weakly; elements arriving after `object` was
    /// deallocated are dropped and the sequence completes.
    public func withUnretained<Object: AnyObject, Result>(_ object: Object, resultSelector: @escaping (Object, Element) -> Result) -> SharedSequence<SharingStrategy, Result> {
        SharedSequence(asObservable().withUnretained(object, resultSelector: resultSelector))
    }

    /// Pairs every element with `object`, held weakly.
    public func withUnretained<Object: AnyObject>(_ object: Object) -> SharedSequence<SharingStrategy, (Object, Element)> {
        SharedSequence(asObservable().withUnretained(object))
    }
}

extension SharedSequenceConvertibleType where SharingStrategy == DriverSharingStrategy {
    // A Driver replays its latest element, which would keep the (object, element) pair, and so a
    // strong reference to the object, alive in the replay buffer: RxSwift 6 forbids it.

    /// Unavailable on `Driver`: the replayed pair would retain `object`.
    @available(*, unavailable, message: "withUnretained has been deprecated for Driver. Consider using `drive(with:onNext:onCompleted:onDisposed:)`, instead")
    public func withUnretained<Object: AnyObject, Result>(_ object: Object, resultSelector: @escaping (Object, Element) -> Result) -> Driver<Result> {
        SharedSequence(asObservable().withUnretained(object, resultSelector: resultSelector))
    }

    /// Unavailable on `Driver`: the replayed pair would retain `object`.
    @available(*, unavailable, message: "withUnretained has been deprecated for Driver. Consider using `drive(with:onNext:onCompleted:onDisposed:)`, instead")
    public func withUnretained<Object: AnyObject>(_ object: Object) -> Driver<(Object, Element)> {
        SharedSequence(asObservable().withUnretained(object))
    }
}
