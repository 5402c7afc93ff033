import RxSwift

extension ObservableType {
    /// Sends every element to the given relays. An error or completion of this sequence is a
    /// programming error for a relay: it stops in debug builds and is ignored in release builds.
    public func bind(to relays: PublishRelay<Element>...) -> Disposable {
        bind(accept: relays.map { $0.accept })
    }

    /// Sends every element, as an optional, to the given relays.
    public func bind(to relays: PublishRelay<Element?>...) -> Disposable {
        map { $0 as Element? }.bind(accept: relays.map { $0.accept })
    }

    /// Makes every element the current value of the given relays.
    public func bind(to relays: BehaviorRelay<Element>...) -> Disposable {
        bind(accept: relays.map { $0.accept })
    }

    /// Makes every element, as an optional, the current value of the given relays.
    public func bind(to relays: BehaviorRelay<Element?>...) -> Disposable {
        map { $0 as Element? }.bind(accept: relays.map { $0.accept })
    }

    /// Sends every element to the given relays.
    public func bind(to relays: ReplayRelay<Element>...) -> Disposable {
        bind(accept: relays.map { $0.accept })
    }

    /// Sends every element, as an optional, to the given relays.
    public func bind(to relays: ReplayRelay<Element?>...) -> Disposable {
        map { $0 as Element? }.bind(accept: relays.map { $0.accept })
    }

    private func bind(accept targets: [(Element) -> Void]) -> Disposable {
        subscribe { event in
            switch event {
            case .next(let element):
                for accept in targets {
                    accept(element)
                }
            case .error(let error):
                rxFatalErrorInDebug("Binding error to relay: \(error)")
            case .completed:
                break
            }
        }
    }
}
