// Every operator here is the `Observable` operator of the same name applied to the wrapped
// sequence.

extension InfallibleType {
    /// Emits only the elements that satisfy `predicate`.
    public func filter(_ predicate: @escaping (Element) -> Bool) -> Infallible<Element> {
        Infallible(asObservable().filter(predicate))
    }
}
