// The conversions to `Infallible` state what replaces an error; each is a `catch`.

extension ObservableConvertibleType {
    /// This sequence as an `Infallible`: an error is replaced by `element`, then completion.
    public func asInfallible(onErrorJustReturn element: Element) -> Infallible<Element> {
        Infallible(asObservable().catchAndReturn(element))
    }

    /// This sequence as an `Infallible`: an error is replaced by the elements of `infallible`.
    public func asInfallible(onErrorFallbackTo infallible: Infallible<Element>) -> Infallible<Element> {
        Infallible(asObservable().catch { _ in infallible.asObservable() })
    }

    /// This sequence as an `Infallible`: an error is replaced by the elements of the
    /// `Infallible` that `onErrorRecover` makes from it.
    public func asInfallible(onErrorRecover: @escaping (Swift.Error) -> Infallible<Element>) -> Infallible<Element> {
        Infallible(asObservable().catch { onErrorRecover($0).asObservable() })
    }
}
