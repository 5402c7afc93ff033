import RxSwift
import RxRelay

/// Why `drive` insists on the main thread: a driver replays its latest element synchronously to a
/// new subscriber, on the subscribing thread, so subscribing elsewhere would deliver that element
/// off the main thread.
private let driveOffMainThreadMessage = """
`drive*` family of methods can be only called from `MainThread`.
This is required to ensure that the last replayed `Driver` element is delivered on `MainThread`.
"""

// Every `drive` checks the thread first, in every build (as RxSwift does): a violation stops the
// program with `driveOffMainThreadMessage` instead of updating the interface from another thread.

extension SharedSequenceConvertibleType where SharingStrategy == DriverSharingStrategy {
    /// Sends every element (and completion) to `observers`.
    ///
    /// - Precondition: called on the main thread.
    public func drive<Observer: ObserverType>(_ observers: Observer...) -> Disposable where Observer.Element == Element {
        MainScheduler.ensureRunningOnMainThread(errorMessage: driveOffMainThreadMessage)
        return asSharedSequence().asObservable().subscribe { event in
            observers.forEach { $0.on(event) }
        }
    }

    /// Sends every element, as an optional, (and completion) to `observers`.
    ///
    /// - Precondition: called on the main thread.
    public func drive<Observer: ObserverType>(_ observers: Observer...) -> Disposable where Observer.Element == Element? {
        MainScheduler.ensureRunningOnMainThread(errorMessage: driveOffMainThreadMessage)
        return asSharedSequence().asObservable().map { $0 as Element? }.subscribe { event in
            observers.forEach { $0.on(event) }
        }
    }

    /// Makes every element the current value of `relays`.
    ///
    /// - Precondition: called on the main thread.
    public func drive(_ relays: BehaviorRelay<Element>...) -> Disposable {
        MainScheduler.ensureRunningOnMainThread(errorMessage: driveOffMainThreadMessage)
        return drive(onNext: { element in
            relays.forEach { $0.accept(element) }
        })
    }

    /// Makes every element, as an optional, the current value of `relays`.
    ///
    /// - Precondition: called on the main thread.
    public func drive(_ relays: BehaviorRelay<Element?>...) -> Disposable {
        MainScheduler.ensureRunningOnMainThread(errorMessage: driveOffMainThreadMessage)
        return drive(onNext: { element in
            relays.forEach { $0.accept(element) }
        })
    }

    /// Sends every element to `relays`.
    ///
    /// - Precondition: called on the main thread.
    public func drive(_ relays: ReplayRelay<Element>...) -> Disposable {
        MainScheduler.ensureRunningOnMainThread(errorMessage: driveOffMainThreadMessage)
        return drive(onNext: { element in
            relays.forEach { $0.accept(element) }
        })
    }

    /// Sends every element, as an optional, to `relays`.
    ///
    /// - Precondition: called on the main thread.
    public func drive(_ relays: ReplayRelay<Element?>...) -> Disposable {
        MainScheduler.ensureRunningOnMainThread(errorMessage: driveOffMainThreadMessage)
        return drive(onNext: { element in
            relays.forEach { $0.accept(element) }
        })
    }

    /// Applies `transformation` to the driver as an `Observable`: `driver.drive(view.rx.update)`
    /// where `update` takes the sequence and returns its subscription.
    ///
    /// - Precondition: called on the main thread.
    public func drive<Result>(_ transformation: (Observable<Element>) -> Result) -> Result {
        MainScheduler.ensureRunningOnMainThread(errorMessage: driveOffMainThreadMessage)
        return transformation(asObservable())
    }

    /// Applies a curried `with` to the driver as an `Observable` and `curriedArgument`:
    /// `driver.drive(table.rx.items(cellIdentifier:), curriedArgument: "Cell")`.
    ///
    /// - Precondition: called on the main thread.
    public func drive<R1, R2>(_ with: (Observable<Element>) -> (R1) -> R2, curriedArgument: R1) -> R2 {
        MainScheduler.ensureRunningOnMainThread(errorMessage: driveOffMainThreadMessage)
        return with(asObservable())(curriedArgument)
    }

    /// Calls the closures for every element, for completion and for disposal (which follows
    /// completion or `dispose()`), each with `object`, held weakly: callbacks arriving after it
    /// was deallocated are skipped.
    ///
    /// `onNext` and `onCompleted` run on the main thread, so they are main-actor code: in Swift 6
    /// they may touch main-actor state. `onDisposed` runs where the subscription ends, which may
    /// be the thread that calls `dispose()`.
    ///
    /// - Precondition: called on the main thread.
    @preconcurrency
    public func drive<Object: AnyObject>(
        with object: Object,
        onNext: (@MainActor (Object, Element) -> Void)? = nil,
        onCompleted: (@MainActor (Object) -> Void)? = nil,
        onDisposed: ((Object) -> Void)? = nil
    ) -> Disposable {
        MainScheduler.ensureRunningOnMainThread(errorMessage: driveOffMainThreadMessage)
        return asObservable().subscribe(
            with: object,
            onNext: onMainActor(ifAny: onNext, "drive(with:onNext:)"),
            onCompleted: onMainActor(ifAny: onCompleted, "drive(with:onCompleted:)"),
            onDisposed: onDisposed
        )
    }

    /// Calls the closures for every element, for completion and for disposal (which follows
    /// completion or `dispose()`).
    ///
    ///     results.drive(onNext: { table.show($0) }).disposed(by: bag)
    ///
    /// `onNext` and `onCompleted` run on the main thread, so they are main-actor code: in Swift 6
    /// they may touch main-actor state (a view, a `@MainActor` view model). `onDisposed` runs
    /// where the subscription ends, which may be the thread that calls `dispose()`.
    ///
    /// - Precondition: called on the main thread.
    @preconcurrency
    public func drive(
        onNext: (@MainActor (Element) -> Void)? = nil,
        onCompleted: (@MainActor () -> Void)? = nil,
        onDisposed: (() -> Void)? = nil
    ) -> Disposable {
        MainScheduler.ensureRunningOnMainThread(errorMessage: driveOffMainThreadMessage)
        return asObservable().subscribe(
            onNext: onMainActor(ifAny: onNext, "drive(onNext:)"),
            onCompleted: onMainActor(ifAny: onCompleted, "drive(onCompleted:)"),
            onDisposed: onDisposed
        )
    }

    /// Subscribes for the side effects of the driver alone (`do`, the source's own work).
    ///
    /// - Precondition: called on the main thread.
    public func drive() -> Disposable {
        drive(onNext: nil, onCompleted: nil, onDisposed: nil)
    }
}
