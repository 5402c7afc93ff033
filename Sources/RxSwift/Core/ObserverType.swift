/// A receiver of the events of an observable sequence.
public protocol ObserverType {
    /// The type of the elements the observer receives.
    associatedtype Element

    /// Delivers one event. Callers never call `on` concurrently or after a terminal event.
    func on(_ event: Event<Element>)
}

extension ObserverType {
    /// The element type, under the name RxSwift 4 used.
    @available(*, deprecated, renamed: "Element")
    public typealias E = Element

    /// Delivers `.next(element)`.
    public func onNext(_ element: Element) {
        on(.next(element))
    }

    /// Delivers `.completed`.
    public func onCompleted() {
        on(.completed)
    }

    /// Delivers `.error(error)`.
    public func onError(_ error: Swift.Error) {
        on(.error(error))
    }

    /// An observer of `Result` values that transforms them into elements for this observer.
    ///
    /// A throwing transform delivers the thrown error to this observer instead.
    public func mapObserver<Result>(_ transform: @escaping (Result) throws -> Element) -> AnyObserver<Result> {
        AnyObserver { event in
            self.on(event.map(transform))
        }
    }
}
