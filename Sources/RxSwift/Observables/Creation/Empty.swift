extension ObservableType {
    /// A sequence that completes at once.
    ///
    ///     empty(): |
    public static func empty() -> Observable<Element> {
        Empty()
    }
}

final class Empty<Element>: Observable<Element>, @unchecked Sendable {
    // @unchecked Sendable: no state of its own; see Observable.
    override var subscribesInTrampoline: Bool {
        false
    }

    override func run(_ observer: ObserverNode<Element>) {
        observer.receiveCompletion()
    }
}
