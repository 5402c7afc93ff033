import RxSwift

/// A type that is, or can be viewed as, a `ControlEvent`.
public protocol ControlEventType: ObservableType {
    /// The sequence as a `ControlEvent`.
    func asControlEvent() -> ControlEvent<Element>
}

/// The events of a user-interface element (`button.rx.tap`): a sequence that never fails, is
/// subscribed on the main thread, delivers on the main thread, sends no initial value, and
/// completes when the element goes away.
///
/// On Linux make one from any sequence of events with `ControlEvent(events:)`, for instance a
/// `PublishRelay` that the element accepts into.
///
///     let tap = ControlEvent(events: button.taps)   // taps: PublishRelay<Void>
public struct ControlEvent<PropertyType>: ControlEventType {
    /// The element type: what one event carries.
    public typealias Element = PropertyType

    let events: Observable<PropertyType>

    /// The events of `events`, subscribed on the main thread. `events` must not fail and should
    /// deliver on the main thread.
    public init<Ev: ObservableType>(events: Ev) where Ev.Element == Element {
        self.events = events.subscribe(on: ConcurrentMainScheduler.instance)
    }

    /// Subscribes `observer` to the events.
    public func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        events.subscribe(observer)
    }

    /// The events as an `Observable`.
    public func asObservable() -> Observable<Element> {
        events
    }

    /// Returns `self`.
    public func asControlEvent() -> ControlEvent<Element> {
        self
    }

    /// The events as an `Infallible`: a control event never fails, so nothing replaces errors.
    ///
    /// An error from a badly made `events` sequence stops debug builds and ends the sequence in
    /// release builds, as for `asDriver()`.
    public func asInfallible() -> Infallible<Element> {
        events.infallible(thrower: "ControlEvent.asInfallible(): the events sequence")
    }
}

// Its only stored property is an `Observable`, immutable and safe to subscribe from any thread.
extension ControlEvent: Sendable {}
