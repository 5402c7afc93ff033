import Foundation

/// A virtual-time scheduler whose clock is a date: replays work against recorded timestamps
/// (historical data) as fast as it can run, without waiting.
///
///     let scheduler = HistoricalScheduler(initialClock: Date(timeIntervalSince1970: 0))
///     _ = scheduler.scheduleRelative((), dueTime: .seconds(60)) { _ in ...; return Disposables.create() }
///     scheduler.start()    // runs it at once; scheduler.now is then 60 s after the epoch
public class HistoricalScheduler: VirtualTimeScheduler<HistoricalSchedulerTimeConverter>, @unchecked Sendable {
    // @unchecked Sendable: adds no state to `VirtualTimeScheduler`, which is thread-safe.

    /// A scheduler whose clock starts at `initialClock` (the Unix epoch by default).
    public init(initialClock: RxTime = Date(timeIntervalSince1970: 0)) {
        super.init(initialClock: initialClock, converter: HistoricalSchedulerTimeConverter())
    }
}
