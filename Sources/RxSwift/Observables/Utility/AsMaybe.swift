extension ObservableType {
    /// This sequence as a `Maybe`: its only element, delivered when the sequence completes, or
    /// completion if it had none.
    ///
    ///     source:   --1--|     --1--2|                  --|
    ///     asMaybe:  -----1|    -----error(moreThanOne)  --|
    ///
    /// A second element fails with `RxError.moreThanOneElement` at once.
    public func asMaybe() -> Maybe<Element> {
        PrimitiveSequence(raw: OperatorObservable<SoleElementSink<Element>, _>(source: asObservable(), arguments: nil))
    }
}
