import RxSwift

// Binding an infallible sequence to relays: nothing can fail, so there is no programming error
// to report; completion is ignored, since a relay cannot complete.

extension InfallibleType {
    /// Sends every element to the given relays.
    public func bind(to relays: PublishRelay<Element>...) -> Disposable {
        bind(accept: relays.map { $0.accept })
    }

    /// Sends every element, as an optional, to the given relays.
    public func bind(to relays: PublishRelay<Element?>...) -> Disposable {
        bind(accept: relays.map { relay in { relay.accept($0) } })
    }

    /// Makes every element the current value of the given relays.
    public func bind(to relays: BehaviorRelay<Element>...) -> Disposable {
        bind(accept: relays.map { $0.accept })
    }

    /// Makes every element, as an optional, the current value of the given relays.
    public func bind(to relays: BehaviorRelay<Element?>...) -> Disposable {
        bind(accept: relays.map { relay in { relay.accept($0) } })
    }

    /// Sends every element to the given relays.
    public func bind(to relays: ReplayRelay<Element>...) -> Disposable {
        bind(accept: relays.map { $0.accept })
    }

    /// Sends every element, as an optional, to the given relays.
    public func bind(to relays: ReplayRelay<Element?>...) -> Disposable {
        bind(accept: relays.map { relay in { relay.accept($0) } })
    }

    private func bind(accept targets: [(Element) -> Void]) -> Disposable {
        subscribe(onNext: { element in
            for accept in targets {
                accept(element)
            }
        })
    }
}
