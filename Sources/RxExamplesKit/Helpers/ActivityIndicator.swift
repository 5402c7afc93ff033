import Foundation
import RxCocoa
import RxRelay
import RxSwift

/// Work in flight as a `Driver<Bool>`: `true` while at least one sequence tracked with
/// `trackActivity(_:)` is subscribed, `false` once all of them ended (completed, failed or were
/// disposed, so a request cancelled by `flatMapLatest` counts as ended).
///
///     let loading = ActivityIndicator()
///     let results = query.flatMapLatest { api.search($0).trackActivity(loading) }
///     loading.drive(spinner.rx.isAnimating)
///
/// The helper of RxSwift's example app, written again for this package.
public final class ActivityIndicator: SharedSequenceConvertibleType {
    /// In flight or not.
    public typealias Element = Bool
    /// A `Driver`: on the main scheduler, the latest value replayed, never failing.
    public typealias SharingStrategy = DriverSharingStrategy

    // The count is changed and announced while the lock is held: announced outside it, a
    // decrement could overtake the increment before it and leave the indicator on. What runs
    // under the lock is the relay handing the value to the driver's scheduler.
    private let lock = NSRecursiveLock()
    private let count = BehaviorRelay(value: 0)
    private let loading: Driver<Bool>

    /// An indicator with nothing in flight.
    public init() {
        loading = count.asDriver()
            .map { $0 > 0 }
            .distinctUntilChanged()
    }

    fileprivate func track<Source: ObservableConvertibleType>(_ source: Source) -> Observable<Source.Element> {
        source.asObservable().do(onSubscribe: { self.change(by: 1) }, onDispose: { self.change(by: -1) })
    }

    private func change(by delta: Int) {
        lock.lock()
        defer { lock.unlock() }
        count.accept(count.value + delta)
    }

    /// The driver of the indicator's state.
    public func asSharedSequence() -> Driver<Bool> {
        loading
    }
}

extension ObservableConvertibleType {
    /// Counts this sequence in `activityIndicator` from its subscription to its end or disposal.
    public func trackActivity(_ activityIndicator: ActivityIndicator) -> Observable<Element> {
        activityIndicator.track(self)
    }
}
