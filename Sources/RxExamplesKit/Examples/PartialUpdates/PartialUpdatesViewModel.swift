// Patterns: a view model independent of any view: its state (the sections) is a `scan` of the
// user's presses and of a ticker that a toggle starts and stops (`flatMapLatest` of
// `Observable.interval` on an injected scheduler); shared with `share(replay: 1)` so that the
// table and the tests see one sequence of versions.
import Dispatch
import RxSwift

/// The sections of numbers, randomized by a button or, while auto-run is on, by a timer.
public struct PartialUpdatesViewModel {
    /// The first version, then each randomized one.
    public let sections: Observable<[NumberSection]>
    /// Whether the timer randomizes the sections.
    public let isAutoRunning: Observable<Bool>

    /// The view model of the presses of "randomize" and "auto-run" (which turns the timer on
    /// and off); the versions come from `seed`, the timer ticks every `period` on `scheduler`.
    public init(randomize: Observable<Void>, toggleAutoRun: Observable<Void> = .empty(), seed: UInt64, period: RxTimeInterval = .milliseconds(600), scheduler: SchedulerType) {
        let autoRunning = toggleAutoRun
            .scan(false) { isOn, _ in !isOn }
            .startWith(false)
            .share(replay: 1)
        let ticks = autoRunning.flatMapLatest { isOn in
            isOn ? Observable<Int>.interval(period, scheduler: scheduler).map { _ in () } : .empty()
        }
        let start = SectionRandomizer(seed: seed)
        sections = Observable.merge(randomize, ticks)
            .scan(start) { randomizer, _ in randomizer.randomized() }
            .map(\.sections)
            .startWith(start.sections)
            .share(replay: 1)
        isAutoRunning = autoRunning
    }
}
