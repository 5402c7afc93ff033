import RxSwift

/// A sequence with guarantees for the user interface: it never fails, it delivers its elements on
/// the sharing strategy's scheduler (the main thread for `Driver` and `Signal`), and all its
/// subscribers share one subscription to the source, as the strategy decides.
///
/// A `SharedSequence` is a small wrapper around an `Observable`: its operators apply the
/// `Observable` operator of the same name and wrap the result again, so they keep the guarantees
/// only because every way of making one (`asDriver(onErrorJustReturn:)`, `Driver.just`...) has
/// established them first.
///
///     let results: Driver<[String]> = query
///         .flatMapLatest { fetch($0).asDriver(onErrorJustReturn: []) }
///     results.drive(onNext: { print($0) })
public struct SharedSequence<SharingStrategy: SharingStrategyProtocol, Element>: SharedSequenceConvertibleType, ObservableConvertibleType {
    /// Already shared by `SharingStrategy`; subscribing to it never subscribes the source twice
    /// while a subscription is alive.
    let source: Observable<Element>

    /// Shares `source` with the strategy. `source` must never fail and must deliver on the
    /// strategy's scheduler: callers in this module guarantee both.
    init(_ source: Observable<Element>) {
        self.source = SharingStrategy.share(source)
    }

    /// Wraps `source` as it is, for sources that share (or need no sharing) already: the
    /// creation methods, whose sources have no side effects worth sharing.
    init(raw source: Observable<Element>) {
        self.source = source
    }

    /// The shared sequence as a plain `Observable`: the guarantees hold, but the type no longer
    /// states them.
    public func asObservable() -> Observable<Element> {
        source
    }

    /// Returns `self`.
    public func asSharedSequence() -> SharedSequence<SharingStrategy, Element> {
        self
    }
}

// The only stored property is an `Observable`, which is immutable and safe to subscribe from any
// thread; the strategy is a type-level tag.
extension SharedSequence: Sendable {}

/// How a kind of `SharedSequence` shares its source and where it delivers elements.
public protocol SharingStrategyProtocol {
    /// Where elements are delivered (and where creation methods such as `just` emit).
    static var scheduler: SchedulerType { get }

    /// Shares the side effects of `source` among subscribers, replaying what the strategy wants
    /// a late subscriber to see.
    static func share<Element>(_ source: Observable<Element>) -> Observable<Element>
}

/// A type that is, or can be viewed as, a `SharedSequence` with a given sharing strategy.
public protocol SharedSequenceConvertibleType: ObservableConvertibleType {
    /// The sharing strategy of the sequence (`DriverSharingStrategy`, `SignalSharingStrategy`).
    associatedtype SharingStrategy: SharingStrategyProtocol

    /// The sequence as a `SharedSequence`.
    func asSharedSequence() -> SharedSequence<SharingStrategy, Element>
}

extension SharedSequenceConvertibleType {
    /// The sequence as a plain `Observable`.
    public func asObservable() -> Observable<Element> {
        asSharedSequence().asObservable()
    }

    /// The sequence as an `Infallible`: a shared sequence never fails, so it is wrapped as it is,
    /// still shared and still delivering on the strategy's scheduler.
    public func asInfallible() -> Infallible<Element> {
        Infallible(asSharedSequence().asObservable())
    }
}
