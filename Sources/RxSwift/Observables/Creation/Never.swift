extension ObservableType {
    /// A sequence that never emits and never terminates.
    ///
    ///     never(): ------
    public static func never() -> Observable<Element> {
        NeverObservable()
    }
}

final class NeverObservable<Element>: Observable<Element>, @unchecked Sendable {
    override func run(_ observer: ObserverNode<Element>) {}
}
