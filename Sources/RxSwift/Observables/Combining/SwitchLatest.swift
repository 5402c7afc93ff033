extension ObservableType where Element: ObservableConvertibleType {
    /// Forwards the elements of the latest inner sequence only: each new inner sequence
    /// disposes the previous subscription before it is subscribed.
    ///
    ///     source:        --a-----b-----|
    ///     switchLatest:  --a1-a2-b1-b2-|
    public func switchLatest() -> Observable<Element.Element> {
        OperatorObservable<FlatMapLatestSink<Element, Element.Element>, _>(
            source: asObservable(),
            arguments: InnerSelection(SwitchInner<Element, Element.Element>.self)
        )
    }
}
