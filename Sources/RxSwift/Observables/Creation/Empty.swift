extension ObservableType {
    /// A sequence that completes at once.
    ///
    ///     empty(): |
    public static func empty() -> Observable<Element> {
        Empty()
    }
}

final class Empty<Element>: Observable<Element>, @unchecked Sendable {
    override func run(_ observer: ObserverNode<Element>) {
        observer.receiveCompletion()
    }
}
