extension ObservableType {
    /// A sequence that never emits and never terminates.
    ///
    ///     never(): ------
    public static func never() -> Observable<Element> {
        NeverObservable()
    }
}

final class NeverObservable<Element>: Observable<Element>, @unchecked Sendable {
    // @unchecked Sendable: no state of its own; see Observable.
    override var subscribesInTrampoline: Bool {
        false
    }

    override func run(_ observer: ObserverNode<Element>) {}
}
