import RxSwift

/// A subject that cannot terminate and replays buffered elements to each new observer.
public final class ReplayRelay<Element>: ObservableType, @unchecked Sendable {
    // @unchecked Sendable: the subject is thread-safe (see ReplaySubject).
    // Usable from inlinable code: `accept` is inlined where the element type is known.
    @usableFromInline
    let subject: ReplaySubject<Element>

    private init(subject: ReplaySubject<Element>) {
        self.subject = subject
    }

    /// A relay that replays the last `bufferSize` elements.
    ///
    /// A negative `bufferSize` replays no element, as 0 does, and is reported in debug builds (see
    /// `ReplaySubject.create(bufferSize:)`).
    public static func create(bufferSize: Int) -> ReplayRelay<Element> {
        if bufferSize < 0 {
            reportNegativeReplaySize("ReplayRelay.create(bufferSize:): bufferSize", bufferSize)
        }
        return ReplayRelay(subject: ReplaySubject(bufferSize: bufferSize))
    }

    /// A relay that replays every element it accepted.
    public static func createUnbound() -> ReplayRelay<Element> {
        ReplayRelay(subject: ReplaySubject.createUnbounded())
    }

    /// A relay that replays every element it accepted.
    public static func createUnbounded() -> ReplayRelay<Element> {
        createUnbound()
    }

    /// Records `event` and emits it to every observer.
    // Inlinable: called where `Element` is known, it goes straight to the subject's core;
    // through this module's unspecialized method and the subject's, it made two more calls per
    // element (relay.bind.pumping, two relays: 300 → 267 instructions per element).
    @inlinable
    public func accept(_ event: Element) {
        subject.onNext(event)
    }

    /// Subscribes `observer`: it receives the buffered elements, then every accepted element.
    public func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        subject.subscribe(observer)
    }

    /// The relay as an observable sequence.
    public func asObservable() -> Observable<Element> {
        subject.asObservable()
    }

    /// The relay as an `Infallible`: the buffered elements, then every accepted element. A relay
    /// can neither fail nor complete, so there is no error to replace.
    public func asInfallible() -> Infallible<Element> {
        Infallible(subject.asObservable())
    }
}
