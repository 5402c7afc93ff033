import RxSwift

// Inlinable, so that the binding is specialized where it is written: in this module's
// unspecialized code, every element looked up the metadata of the element's function type and
// of the array of targets (`relay.bind.pumping` 4,385 → 373 instructions per element, with the
// subjects' own `onNext`). An optional relay takes the element as it is: Swift wraps it, no
// `map` stage in between.

extension ObservableType {
    /// Sends every element to the given relays. An error or completion of this sequence is a
    /// programming error for a relay: it stops in debug builds and is ignored in release builds.
    @inlinable
    public func bind(to relays: PublishRelay<Element>...) -> Disposable {
        bind(accepting: acceptingAll(relays))
    }

    /// Sends every element, as an optional, to the given relays.
    @inlinable
    public func bind(to relays: PublishRelay<Element?>...) -> Disposable {
        bind(accepting: acceptingAll(relays))
    }

    /// Makes every element the current value of the given relays.
    @inlinable
    public func bind(to relays: BehaviorRelay<Element>...) -> Disposable {
        bind(accepting: acceptingAll(relays))
    }

    /// Makes every element, as an optional, the current value of the given relays.
    @inlinable
    public func bind(to relays: BehaviorRelay<Element?>...) -> Disposable {
        bind(accepting: acceptingAll(relays))
    }

    /// Sends every element to the given relays.
    @inlinable
    public func bind(to relays: ReplayRelay<Element>...) -> Disposable {
        bind(accepting: acceptingAll(relays))
    }

    /// Sends every element, as an optional, to the given relays.
    @inlinable
    public func bind(to relays: ReplayRelay<Element?>...) -> Disposable {
        bind(accepting: acceptingAll(relays))
    }

    /// Subscribes `accept` to the elements; an error is reported as a programming error.
    @inlinable
    func bind(accepting accept: @escaping (Element) -> Void) -> Disposable {
        subscribe(onNext: accept, onError: { relayBindingFailed($0) })
    }
}

/// A relay, as a binding sees it: what it accepts.
@usableFromInline
protocol AcceptingRelay {
    associatedtype Accepted
    func accept(_ element: Accepted)
}

extension PublishRelay: AcceptingRelay {}
extension BehaviorRelay: AcceptingRelay {}
extension ReplayRelay: AcceptingRelay {}

/// The function a binding calls with each element: `accept` of every relay in `relays`, in
/// order. One relay, the usual binding, is called without going through the array (78
/// instructions less per element in `relay.bind.pumping`).
@inlinable
func acceptingAll<Relay: AcceptingRelay>(_ relays: [Relay]) -> (Relay.Accepted) -> Void {
    if relays.count == 1 {
        let relay = relays[0]
        return { relay.accept($0) }
    }
    return { element in
        for relay in relays {
            relay.accept(element)
        }
    }
}

/// An error reached a relay through `bind(to:)`: a programming error, as in RxSwift (it stops in
/// debug builds and is ignored in release builds).
@usableFromInline
func relayBindingFailed(_ error: Swift.Error) {
    rxFatalErrorInDebug("Binding error to relay: \(error)")
}
