import RxSwift

/// A subject that cannot terminate: it relays elements to the observers subscribed at the time.
///
/// `accept(_:)` replaces `onNext`; there is no way to send an error or completion, so bindings
/// to UI stay alive.
public final class PublishRelay<Element>: ObservableType, @unchecked Sendable {
    // @unchecked Sendable: the subject is thread-safe (see PublishSubject).
    // Usable from inlinable code: `accept` is inlined where the element type is known.
    @usableFromInline
    let subject = PublishSubject<Element>()

    /// A relay with no observers.
    public init() {}

    /// Emits `event` to every current observer.
    // Inlinable: called where `Element` is known, it goes straight to the subject's core;
    // through this module's unspecialized method and the subject's, it made two more calls per
    // element (relay.bind.pumping, two relays: 300 → 267 instructions per element).
    @inlinable
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
