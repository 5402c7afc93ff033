import RxSwift

// Binding an infallible sequence to relays: nothing can fail, so there is no programming error
// to report; completion is ignored, since a relay cannot complete. Inlinable for the reason
// given with the `ObservableType` forms.

extension InfallibleType {
    /// Sends every element to the given relays.
    @inlinable
    public func bind(to relays: PublishRelay<Element>...) -> Disposable {
        subscribe(onNext: acceptingAll(relays))
    }

    /// Sends every element, as an optional, to the given relays.
    @inlinable
    public func bind(to relays: PublishRelay<Element?>...) -> Disposable {
        subscribe(onNext: acceptingAll(relays))
    }

    /// Makes every element the current value of the given relays.
    @inlinable
    public func bind(to relays: BehaviorRelay<Element>...) -> Disposable {
        subscribe(onNext: acceptingAll(relays))
    }

    /// Makes every element, as an optional, the current value of the given relays.
    @inlinable
    public func bind(to relays: BehaviorRelay<Element?>...) -> Disposable {
        subscribe(onNext: acceptingAll(relays))
    }

    /// Sends every element to the given relays.
    @inlinable
    public func bind(to relays: ReplayRelay<Element>...) -> Disposable {
        subscribe(onNext: acceptingAll(relays))
    }

    /// Sends every element, as an optional, to the given relays.
    @inlinable
    public func bind(to relays: ReplayRelay<Element?>...) -> Disposable {
        subscribe(onNext: acceptingAll(relays))
    }
}
