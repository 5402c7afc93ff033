extension ObservableType {
    /// A sequence that fails at once with `error`.
    ///
    ///     error(e): X
    public static func error(_ error: Swift.Error) -> Observable<Element> {
        ErrorObservable(error)
    }
}

final class ErrorObservable<Element>: Observable<Element>, @unchecked Sendable {
    // @unchecked Sendable: immutable; `error` is set in `init`.
    private let error: Swift.Error

    init(_ error: Swift.Error) {
        self.error = error
    }

    override var subscribesInTrampoline: Bool {
        false
    }

    override func run(_ observer: ObserverNode<Element>) {
        observer.receive(error: error)
    }
}
