import Foundation

extension ObservableType {
    /// Forwards what the source emits during the first `duration` after subscription, then
    /// completes.
    ///
    ///     source:          1-2-3-4-|
    ///     take(for: 5):    1-2-3|
    ///
    /// - Parameters:
    ///   - duration: How long elements are forwarded; zero or negative: the timer is due at once
    ///     (as in RxSwift, the next tick on `TestScheduler`).
    ///   - scheduler: The scheduler that runs the timer.
    public func take(for duration: RxTimeInterval, scheduler: SchedulerType) -> Observable<Element> {
        OperatorObservable<TakeDurationSink<Element>, _>(source: asObservable(), arguments: Timing(dueTime: duration, scheduler: scheduler))
    }

    /// `take(for:scheduler:)`, as RxSwift 5 spelled it.
    @available(*, deprecated, renamed: "take(for:scheduler:)")
    public func take(_ duration: RxTimeInterval, scheduler: SchedulerType) -> Observable<Element> {
        take(for: duration, scheduler: scheduler)
    }

    /// `take(for:scheduler:)` with the duration in seconds.
    @available(*, deprecated, message: "Use take(for:scheduler:) with an RxTimeInterval, such as .milliseconds(300)")
    public func take(for duration: TimeInterval, scheduler: SchedulerType) -> Observable<Element> {
        take(for: rxInterval(seconds: duration, "take(for:scheduler:)", "duration"), scheduler: scheduler)
    }

    /// `take(for:scheduler:)` with the duration in seconds, as RxSwift 5 and earlier spelled it.
    @available(*, deprecated, message: "Use take(for:scheduler:) with an RxTimeInterval, such as .milliseconds(300)")
    public func take(_ duration: TimeInterval, scheduler: SchedulerType) -> Observable<Element> {
        take(for: rxInterval(seconds: duration, "take(for:scheduler:)", "duration"), scheduler: scheduler)
    }
}

private final class TakeDurationSink<Element>: TimedSink<Element, Element>, OperatorSink, @unchecked Sendable {
    // @unchecked Sendable: no state beyond TimedSink's.

    override func start(from source: Observable<Element>) {
        subscribeStartingTimer(to: source)
    }

    override func sourceNext(_ element: Element) {
        forward(element)
    }

    override func timerFired() {
        stop(with: nil)
    }
}
