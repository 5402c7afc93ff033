extension ObservableType {
    /// Sends every event to `observers`, an error included: what an error means is up to the
    /// observer, as in RxSwift (a subject fails with it; a `Binder` treats it as a programming
    /// error).
    ///
    /// Inlinable, so that it is specialized for the observer's type where it is written: in this
    /// module's unspecialized code, each event looked up the metadata of the array of observers
    /// and their conformance.
    @inlinable
    public func bind<Observer: ObserverType>(to observers: Observer...) -> Disposable where Observer.Element == Element {
        bind(toAll: observers)
    }

    /// Sends every event, an element as an optional, to `observers`.
    @inlinable
    public func bind<Observer: ObserverType>(to observers: Observer...) -> Disposable where Observer.Element == Element? {
        map { $0 as Element? }.bind(toAll: observers)
    }

    /// `bind(to:)` of the variadic forms. Each event is made here, where its type is known:
    /// made by the library's unspecialized subscriber, an `Event` looks its metadata up each
    /// time. One observer, the usual binding, is called without going through the array.
    @inlinable
    func bind<Observer: ObserverType>(toAll observers: [Observer]) -> Disposable where Observer.Element == Element {
        if observers.count == 1 {
            let observer = observers[0]
            return subscribe(onNext: { observer.on(.next($0)) }, onError: { observer.on(.error($0)) }, onCompleted: { observer.on(.completed) })
        }
        let send = { (event: Event<Element>) in
            for observer in observers {
                observer.on(event)
            }
        }
        return subscribe(onNext: { send(.next($0)) }, onError: { send(.error($0)) }, onCompleted: { send(.completed) })
    }

    /// Applies `binder` to this sequence: `source.bind(to: view.rx.update)` where `update` takes
    /// the sequence.
    public func bind<Result>(to binder: (Self) -> Result) -> Result {
        binder(self)
    }

    /// Applies a curried `binder` to this sequence and `curriedArgument`.
    public func bind<R1, R2>(to binder: (Self) -> (R1) -> R2, curriedArgument: R1) -> R2 {
        binder(self)(curriedArgument)
    }

    /// Calls `onNext` for every element. Binding an error is a programming error.
    public func bind(onNext: @escaping (Element) -> Void) -> Disposable {
        subscribe(onNext: onNext, onError: { error in
            rxFatalErrorInDebug("Binding error: \(error)")
        })
    }

    /// Calls `onNext` with `object` (held weakly) for every element.
    public func bind<Object: AnyObject>(with object: Object, onNext: @escaping (Object, Element) -> Void) -> Disposable {
        subscribe(with: object, onNext: onNext, onError: { _, error in
            rxFatalErrorInDebug("Binding error: \(error)")
        })
    }

    /// Sends every element to `observer` (the guide's spelling of `bind(to:)`).
    @available(*, deprecated, renamed: "bind(to:)")
    public func bindTo<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        bind(to: observer)
    }
}
