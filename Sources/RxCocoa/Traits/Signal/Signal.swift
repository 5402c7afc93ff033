import RxSwift

/// A sequence of user-interface events: it never fails, delivers on the main thread, and shares
/// one subscription to its source among all its subscribers, but replays nothing (a tap that
/// happened before a subscriber arrived is not shown to it).
///
///     let taps: Signal<Void> = button.rx.tap.asSignal()
///     taps.emit(onNext: { print("tapped") })
public typealias Signal<Element> = SharedSequence<SignalSharingStrategy, Element>

/// The sharing strategy of `Signal`: delivery on `SharingScheduler.make()` (`MainScheduler()`),
/// `share(scope: .whileConnected)` without replay.
public struct SignalSharingStrategy: SharingStrategyProtocol {
    /// `SharingScheduler.make()`: the main scheduler outside tests.
    public static var scheduler: SchedulerType {
        SharingScheduler.make()
    }

    /// Shares while connected and replays nothing: a signal models events, not state.
    public static func share<Element>(_ source: Observable<Element>) -> Observable<Element> {
        source.share(scope: .whileConnected)
    }
}

extension SharedSequenceConvertibleType where SharingStrategy == SignalSharingStrategy {
    /// The sequence as a `Signal`.
    public func asSignal() -> Signal<Element> {
        asSharedSequence()
    }
}
