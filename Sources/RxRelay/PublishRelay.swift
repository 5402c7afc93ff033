import RxSwift

/// A subject that cannot terminate: it relays elements to the observers subscribed at the time.
///
/// `accept(_:)` replaces `onNext`; there is no way to send an error or completion, so bindings
/// to UI stay alive.
public final class PublishRelay<Element>: ObservableType, @unchecked Sendable {
    // @unchecked Sendable: the subject is thread-safe (see PublishSubject).
    private let subject = PublishSubject<Element>()

    /// A relay with no observers.
    public init() {}

    /// Emits `event` to every current observer.
    public func accept(_ event: Element) {
        subject.onNext(event)
    }

    /// Subscribes `observer` to the elements accepted from now on.
    public func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        subject.subscribe(observer)
    }

    /// The relay as an observable sequence.
    public func asObservable() -> Observable<Element> {
        subject.asObservable()
    }

    /// The relay as an `Infallible`: the elements accepted from now on. A relay can neither fail
    /// nor complete, so there is no error to replace.
    public func asInfallible() -> Infallible<Element> {
        Infallible(subject.asObservable())
    }
}
