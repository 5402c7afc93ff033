// Every operator here is the `Observable` operator of the same name applied to the wrapped
// sequence. Their closures do not throw: an `Infallible` has nowhere to put an error.

extension InfallibleType {
    /// Transforms each element.
    public func map<Result>(_ transform: @escaping (Element) -> Result) -> Infallible<Result> {
        Infallible(asObservable().map(transform))
    }

    /// Transforms each element and emits the non-`nil` results.
    public func compactMap<Result>(_ transform: @escaping (Element) -> Result?) -> Infallible<Result> {
        Infallible(asObservable().compactMap(transform))
    }

    /// Maps each element to a sequence and merges the elements of all of them as they arrive.
    public func flatMap<Source: ConvertibleToInfallible>(_ selector: @escaping (Element) -> Source) -> Infallible<Source.Element> {
        Infallible(asObservable().flatMap { selector($0).asInfallible() })
    }

    /// Maps each element to a sequence and follows only the latest one.
    public func flatMapLatest<Source: ConvertibleToInfallible>(_ selector: @escaping (Element) -> Source) -> Infallible<Source.Element> {
        Infallible(asObservable().flatMapLatest { selector($0).asInfallible() })
    }

    /// Maps each element to a sequence, ignoring elements while the current one runs.
    public func flatMapFirst<Source: ConvertibleToInfallible>(_ selector: @escaping (Element) -> Source) -> Infallible<Source.Element> {
        Infallible(asObservable().flatMapFirst { selector($0).asInfallible() })
    }

    /// Maps each element to a sequence and concatenates them, one at a time, in order.
    public func concatMap<Source: ConvertibleToInfallible>(_ selector: @escaping (Element) -> Source) -> Infallible<Source.Element> {
        Infallible(asObservable().concatMap { selector($0).asInfallible() })
    }
}

extension InfallibleType {
    /// Emits each intermediate state of an accumulation that updates `seed` in place.
    public func scan<Seed>(into seed: Seed, accumulator: @escaping (inout Seed, Element) -> Void) -> Infallible<Seed> {
        Infallible(asObservable().scan(into: seed, accumulator: accumulator))
    }

    /// Emits each intermediate result of an accumulation that starts from `seed`.
    public func scan<Seed>(_ seed: Seed, accumulator: @escaping (Seed, Element) -> Seed) -> Infallible<Seed> {
        Infallible(asObservable().scan(seed, accumulator: accumulator))
    }

    /// Pairs each element with `object`, held weakly; completes once `object` is gone.
    public func withUnretained<Object: AnyObject>(_ object: Object) -> Infallible<(Object, Element)> {
        Infallible(asObservable().withUnretained(object))
    }

    /// Combines each element with `object`, held weakly; completes once `object` is gone.
    public func withUnretained<Object: AnyObject, Out>(_ object: Object, resultSelector: @escaping (Object, Element) -> Out) -> Infallible<Out> {
        Infallible(asObservable().withUnretained(object, resultSelector: resultSelector))
    }
}
