// Every operator here is the `Observable` operator of the same name applied to the wrapped
// sequence. Their closures do not throw: an `Infallible` has nowhere to put an error.

extension InfallibleType {
    /// Transforms each element.
    public func map<Result>(_ transform: @escaping (Element) -> Result) -> Infallible<Result> {
        Infallible(asObservable().map(transform))
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
