import Foundation
import Synchronization

extension ObservableType {
    /// Drops the elements that arrive during the first `duration` after subscription, then
    /// forwards everything; errors and completion are forwarded at any time.
    ///
    ///     source:      1-2-3-4-|
    ///     skip(3):     ----3-4-|
    ///
    /// - Parameters:
    ///   - duration: How long elements are dropped; zero or negative: none (the timer is due at
    ///     once, as in RxSwift).
    ///   - scheduler: The scheduler that runs the timer.
    public func skip(_ duration: RxTimeInterval, scheduler: SchedulerType) -> Observable<Element> {
        OperatorObservable<SkipDurationSink<Element>, _>(source: asObservable(), arguments: Timing(dueTime: duration, scheduler: scheduler))
    }

    /// `skip(_:scheduler:)` with the duration in seconds.
    @available(*, deprecated, message: "Use skip(_:scheduler:) with an RxTimeInterval, such as .milliseconds(300)")
    public func skip(_ duration: TimeInterval, scheduler: SchedulerType) -> Observable<Element> {
        skip(rxInterval(seconds: duration, "skip(_:scheduler:)", "duration"), scheduler: scheduler)
    }
}

private final class SkipDurationSink<Element>: TimedSink<Element, Element>, OperatorSink, @unchecked Sendable {
    // @unchecked Sendable: `isOpen` is only touched by lane work (see TimedSink).
    private var isOpen = false

    override func start(from source: Observable<Element>) {
        subscribeStartingTimer(to: source)
    }

    override func sourceNext(_ element: Element) {
        if isOpen {
            forward(element)
        }
    }

    override func timerFired() {
        isOpen = true
    }
}
