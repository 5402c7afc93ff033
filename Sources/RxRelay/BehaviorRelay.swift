import RxSwift

/// A subject that cannot terminate and holds a current value: each new observer receives it
/// first, then every later element.
public final class BehaviorRelay<Element>: ObservableType, @unchecked Sendable {
    // @unchecked Sendable: the subject is thread-safe (see BehaviorSubject).
    // Usable from inlinable code: `accept` is inlined where the element type is known.
    @usableFromInline
    let subject: BehaviorSubject<Element>

    /// A relay whose current value is `value`.
    public init(value: Element) {
        subject = BehaviorSubject(value: value)
    }

    /// The current value.
    public var value: Element {
        // The subject never errors and is never disposed by the relay, so `value()` cannot throw.
        // swiftlint:disable:next force_try
        try! subject.value()
    }

    /// Makes `event` the current value and emits it to every observer.
    // Inlinable: called where `Element` is known, it goes straight to the subject's core;
    // through this module's unspecialized method and the subject's, it made two more calls per
    // element (relay.bind.pumping, two relays: 300 → 267 instructions per element).
    @inlinable
    public func accept(_ event: Element) {
        subject.onNext(event)
    }

    /// Subscribes `observer`: it receives the current value, then every accepted element.
    public func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        subject.subscribe(observer)
    }

    /// The relay as an observable sequence.
    public func asObservable() -> Observable<Element> {
        subject.asObservable()
    }

    /// The relay as an `Infallible`: the current value, then every accepted value. A relay can
    /// neither fail nor complete, so there is no error to replace.
    public func asInfallible() -> Infallible<Element> {
        Infallible(subject.asObservable())
    }
}
