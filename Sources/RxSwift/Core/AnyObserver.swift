/// A type-erased observer: forwards every event to the observer or closure it wraps.
///
/// `AnyObserver` is what `Observable.create` hands to its closure. It may be captured and called
/// from any thread (for example from a `DispatchSource` handler), as long as the calls themselves
/// are not concurrent, as the grammar requires.
public struct AnyObserver<Element>: ObserverType, @unchecked Sendable {
    // @unchecked Sendable: the wrapped node is immutable and its entry points are thread-safe
    // (see `ObserverNode`); the event's element crosses threads as it does in every Rx.

    /// The closure form of an observer.
    public typealias EventHandler = (Event<Element>) -> Void

    @usableFromInline
    let node: ObserverNode<Element>

    /// An observer that calls `eventHandler` for every event.
    public init(eventHandler: @escaping EventHandler) {
        node = EventHandlerNode(eventHandler)
    }

    /// An observer that forwards every event to `observer`.
    public init<Observer: ObserverType>(_ observer: Observer) where Observer.Element == Element {
        if let anyObserver = observer as? AnyObserver<Element> {
            node = anyObserver.node
        } else if let node = observer as? ObserverNode<Element> {
            self.node = node
        } else {
            node = ObserverAdapter(observer)
        }
    }

    @usableFromInline
    init(node: ObserverNode<Element>) {
        self.node = node
    }

    /// Delivers one event to the wrapped observer.
    @inlinable
    public func on(_ event: Event<Element>) {
        switch event {
        case .next(let element): node.externalNext(element)
        case .error(let error): node.externalError(error)
        case .completed: node.externalCompleted()
        }
    }

    /// Delivers `.next(element)` without building an `Event`.
    @inlinable
    public func onNext(_ element: Element) {
        node.externalNext(element)
    }

    /// Delivers `.error(error)`.
    @inlinable
    public func onError(_ error: Swift.Error) {
        node.externalError(error)
    }

    /// Delivers `.completed`.
    @inlinable
    public func onCompleted() {
        node.externalCompleted()
    }

    /// Returns `self`.
    public func asObserver() -> AnyObserver<Element> {
        self
    }
}

extension ObserverType {
    /// This observer, type-erased.
    public func asObserver() -> AnyObserver<Element> {
        AnyObserver(self)
    }
}

/// Calls a closure for every event; the node behind `AnyObserver(eventHandler:)`.
final class EventHandlerNode<Element>: ObserverNode<Element>, @unchecked Sendable {
    // @unchecked Sendable: `handler` is immutable; calling it follows the observer contract.
    private let handler: (Event<Element>) -> Void

    init(_ handler: @escaping (Event<Element>) -> Void) {
        self.handler = handler
    }

    override func receive(_ element: Element) { handler(.next(element)) }
    override func receive(error: Swift.Error) { handler(.error(error)) }
    override func receiveCompletion() { handler(.completed) }

    // Like RxSwift's `AnyObserver(eventHandler:)`, every call reaches the closure unfiltered.
    override func externalNext(_ element: Element) { handler(.next(element)) }
    override func externalError(_ error: Swift.Error) { handler(.error(error)) }
    override func externalCompleted() { handler(.completed) }
}

/// Forwards to a user-defined `ObserverType`.
final class ObserverAdapter<Observer: ObserverType>: ObserverNode<Observer.Element>, @unchecked Sendable {
    // @unchecked Sendable: `observer` is immutable; calling it follows the observer contract.
    private let observer: Observer

    init(_ observer: Observer) {
        self.observer = observer
    }

    override func receive(_ element: Observer.Element) { observer.on(.next(element)) }
    override func receive(error: Swift.Error) { observer.on(.error(error)) }
    override func receiveCompletion() { observer.on(.completed) }

    // Like RxSwift's `AnyObserver(observer)`, every call reaches the observer unfiltered.
    override func externalNext(_ element: Observer.Element) { observer.on(.next(element)) }
    override func externalError(_ error: Swift.Error) { observer.on(.error(error)) }
    override func externalCompleted() { observer.on(.completed) }
}
