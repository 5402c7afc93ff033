import RxSwift
import RxRelay

// A signal replays nothing, so subscribing from another thread delivers nothing there: `emit`
// needs no main-thread check (RxSwift has none either).

extension SharedSequenceConvertibleType where SharingStrategy == SignalSharingStrategy {
    /// Sends every element (and completion) to `observers`.
    public func emit<Observer: ObserverType>(to observers: Observer...) -> Disposable where Observer.Element == Element {
        asSharedSequence().asObservable().subscribe { event in
            observers.forEach { $0.on(event) }
        }
    }

    /// Sends every element, as an optional, (and completion) to `observers`.
    public func emit<Observer: ObserverType>(to observers: Observer...) -> Disposable where Observer.Element == Element? {
        asSharedSequence().asObservable().map { $0 as Element? }.subscribe { event in
            observers.forEach { $0.on(event) }
        }
    }

    /// Makes every element the current value of `relays`.
    public func emit(to relays: BehaviorRelay<Element>...) -> Disposable {
        emit(onNext: { element in
            relays.forEach { $0.accept(element) }
        })
    }

    /// Makes every element, as an optional, the current value of `relays`.
    public func emit(to relays: BehaviorRelay<Element?>...) -> Disposable {
        emit(onNext: { element in
            relays.forEach { $0.accept(element) }
        })
    }

    /// Sends every element to `relays`.
    public func emit(to relays: PublishRelay<Element>...) -> Disposable {
        emit(onNext: { element in
            relays.forEach { $0.accept(element) }
        })
    }

    /// Sends every element, as an optional, to `relays`.
    public func emit(to relays: PublishRelay<Element?>...) -> Disposable {
        emit(onNext: { element in
            relays.forEach { $0.accept(element) }
        })
    }

    /// Sends every element to `relays`.
    public func emit(to relays: ReplayRelay<Element>...) -> Disposable {
        emit(onNext: { element in
            relays.forEach { $0.accept(element) }
        })
    }

    /// Sends every element, as an optional, to `relays`.
    public func emit(to relays: ReplayRelay<Element?>...) -> Disposable {
        emit(onNext: { element in
            relays.forEach { $0.accept(element) }
        })
    }

    /// Calls the closures for every element, for completion and for disposal (which follows
    /// completion or `dispose()`), each with `object`, held weakly: callbacks arriving after it
    /// was deallocated are skipped.
    ///
    /// `onNext` and `onCompleted` run on the main thread, so they are main-actor code: in Swift 6
    /// they may touch main-actor state. `onDisposed` runs where the subscription ends, which may
    /// be the thread that calls `dispose()`.
    @preconcurrency
    public func emit<Object: AnyObject>(
        with object: Object,
        onNext: (@MainActor (Object, Element) -> Void)? = nil,
        onCompleted: (@MainActor (Object) -> Void)? = nil,
        onDisposed: ((Object) -> Void)? = nil
    ) -> Disposable {
        asObservable().subscribe(
            with: object,
            onNext: onMainActor(ifAny: onNext, "emit(with:onNext:)"),
            onCompleted: onMainActor(ifAny: onCompleted, "emit(with:onCompleted:)"),
            onDisposed: onDisposed
        )
    }

    /// Calls the closures for every element, for completion and for disposal (which follows
    /// completion or `dispose()`).
    ///
    /// `onNext` and `onCompleted` run on the main thread, so they are main-actor code: in Swift 6
    /// they may touch main-actor state (a view, a `@MainActor` view model). `onDisposed` runs
    /// where the subscription ends, which may be the thread that calls `dispose()`.
    @preconcurrency
    public func emit(
        onNext: (@MainActor (Element) -> Void)? = nil,
        onCompleted: (@MainActor () -> Void)? = nil,
        onDisposed: (() -> Void)? = nil
    ) -> Disposable {
        asObservable().subscribe(
            onNext: onMainActor(ifAny: onNext, "emit(onNext:)"),
            onCompleted: onMainActor(ifAny: onCompleted, "emit(onCompleted:)"),
            onDisposed: onDisposed
        )
    }

    /// Subscribes for the side effects of the signal alone.
    public func emit() -> Disposable {
        emit(onNext: nil, onCompleted: nil, onDisposed: nil)
    }
}
