import Foundation

extension ObservableType {
    /// Emits an element only once `dueTime` passed without another element arriving.
    ///
    /// On completion, the element still waiting is emitted at once, followed by completion; an
    /// error is forwarded at once and the waiting element dropped.
    ///
    ///     source:        1-2-3------4-----|
    ///     debounce(3):   -------3------4--|
    ///
    /// - Parameters:
    ///   - dueTime: How long the source must stay quiet; zero or negative: each element is due at
    ///     once (as in RxSwift, the next tick on `TestScheduler`).
    ///   - scheduler: The scheduler that runs the timers.
    public func debounce(_ dueTime: RxTimeInterval, scheduler: SchedulerType) -> Observable<Element> {
        OperatorObservable<DebounceSink<Element>, _>(source: asObservable(), arguments: Timing(dueTime: dueTime, scheduler: scheduler))
    }

    /// `debounce(_:scheduler:)` with the quiet time in seconds.
    @available(*, deprecated, message: "Use debounce(_:scheduler:) with an RxTimeInterval, such as .milliseconds(300)")
    public func debounce(_ dueTime: TimeInterval, scheduler: SchedulerType) -> Observable<Element> {
        debounce(rxInterval(seconds: dueTime, "debounce(_:scheduler:)", "dueTime"), scheduler: scheduler)
    }
}

private final class DebounceSink<Element>: TimedSink<Element, Element>, OperatorSink, @unchecked Sendable {
    // @unchecked Sendable: `pending` is only touched by lane work (see TimedSink).
    private var pending: Element?

    override func sourceNext(_ element: Element) {
        pending = element
        startTimer(after: dueTime)
    }

    override func timerFired() {
        if let element = pending {
            pending = nil
            forward(element)
        }
    }

    override func sourceCompleted() {
        if let element = pending {
            pending = nil
            forward(element)
        }
        stop(with: nil)
    }
}
