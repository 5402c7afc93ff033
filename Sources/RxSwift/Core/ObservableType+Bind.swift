extension ObservableType {
    /// Sends every event to `observers`, an error included: what an error means is up to the
    /// observer, as in RxSwift (a subject fails with it; a `Binder` treats it as a programming
    /// error).
    public func bind<Observer: ObserverType>(to observers: Observer...) -> Disposable where Observer.Element == Element {
        subscribe { event in
            observers.forEach { $0.on(event) }
        }
    }

    /// Sends every event, an element as an optional, to `observers`.
    public func bind<Observer: ObserverType>(to observers: Observer...) -> Disposable where Observer.Element == Element? {
        map { $0 as Element? }.subscribe { event in
            observers.forEach { $0.on(event) }
        }
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
