import RxSwift

/// A sequence that drives the user interface: it never fails, delivers on the main thread, and
/// shares one subscription to its source among all its subscribers, replaying the latest
/// element to each new one (so a label bound late still shows the current value).
///
///     let results = query.asDriver()
///         .flatMapLatest { fetch($0).asDriver(onErrorJustReturn: []) }
///     results.map { "\($0.count)" }.drive(countLabel.rx.text)
///     results.drive(onNext: { table.show($0) })    // `fetch` runs once per query, not twice
public typealias Driver<Element> = SharedSequence<DriverSharingStrategy, Element>

/// The sharing strategy of `Driver`: delivery on `SharingScheduler.make()` (`MainScheduler()`),
/// `share(replay: 1, scope: .whileConnected)`.
public struct DriverSharingStrategy: SharingStrategyProtocol {
    /// `SharingScheduler.make()`: the main scheduler outside tests.
    public static var scheduler: SchedulerType {
        SharingScheduler.make()
    }

    /// Shares while connected and replays the latest element: a driver models state.
    public static func share<Element>(_ source: Observable<Element>) -> Observable<Element> {
        source.share(replay: 1, scope: .whileConnected)
    }
}

extension SharedSequenceConvertibleType where SharingStrategy == DriverSharingStrategy {
    /// The sequence as a `Driver`.
    public func asDriver() -> Driver<Element> {
        asSharedSequence()
    }
}
