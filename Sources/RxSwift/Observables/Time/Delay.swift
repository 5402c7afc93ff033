import Foundation

extension ObservableType {
    /// Emits every element and the completion `dueTime` later than the source; an error is
    /// forwarded at once, and the elements still waiting are dropped.
    ///
    /// The source subscription is released as soon as the source terminates.
    ///
    ///     source:      1--2--3-|
    ///     delay(2):    --1--2--3-|
    ///
    /// - Parameters:
    ///   - dueTime: How much later each event is delivered; zero or negative: as soon as
    ///     possible (as in RxSwift, the next tick on `TestScheduler`).
    ///   - scheduler: The scheduler that runs the timers.
    public func delay(_ dueTime: RxTimeInterval, scheduler: SchedulerType) -> Observable<Element> {
        OperatorObservable<DelaySink<Element>, _>(source: asObservable(), arguments: Timing(dueTime: dueTime, scheduler: scheduler))
    }

    /// `delay(_:scheduler:)` with the delay in seconds.
    @available(*, deprecated, message: "Use delay(_:scheduler:) with an RxTimeInterval, such as .milliseconds(300)")
    public func delay(_ dueTime: TimeInterval, scheduler: SchedulerType) -> Observable<Element> {
        delay(rxInterval(seconds: dueTime, "delay(_:scheduler:)", "dueTime"), scheduler: scheduler)
    }
}

private final class DelaySink<Element>: TimedSink<Element, Element>, OperatorSink, @unchecked Sendable {
    // @unchecked Sendable: the `var`s are only touched by lane work (see TimedSink).
    private enum Delayed {
        case next(Element)
        case completed
    }

    /// An event waiting, with the time it arrived.
    private struct Waiting {
        let arrival: Date
        let event: Delayed
    }

    /// The events waiting, oldest first.
    private var queue = ElementQueue<Waiting>()
    /// Whether a timer is running for the oldest waiting event.
    private var isTimerActive = false

    override func start(from source: Observable<Element>) {
        downstream.setUpstream(self)
        guard !releasedAtOnceIfEnded(source) else { return }
        source.run(self)
    }

    // The source is let go as soon as it terminates, before anything else happens, as in RxSwift,
    // while the sink still delivers what it queued.

    override func sourceNext(_ element: Element) {
        enqueue(.next(element))
    }

    override func sourceCompleted() {
        disposeUpstream()
        enqueue(.completed)
    }

    override func sourceFailed(_ error: Swift.Error) {
        disposeUpstream()
        // Handled in the lane, hence after an element being delivered on another thread: the
        // source's thread never waits for that delivery.
        queue.removeAll()
        stop(with: error)
    }

    /// Lane only.
    private func enqueue(_ event: Delayed) {
        queue.enqueue(Waiting(arrival: scheduler.now, event: event))
        guard !isTimerActive else { return }
        isTimerActive = true
        startTimer(after: dueTime)
    }

    /// Delivers the oldest waiting event, then times the next one from its own arrival (as
    /// RxSwift does, one event per timer, even when the next one is already due).
    override func timerFired() {
        let event = queue.dequeue().event
        switch event {
        case .next(let element):
            forward(element)
        case .completed:
            stop(with: nil)
            return
        }
        guard isDelivering else { return }
        guard !queue.isEmpty else {
            isTimerActive = false
            return
        }
        let waited = scheduler.now.timeIntervalSince(queue.first.arrival)
        startTimer(after: dueTime.remaining(after: waited))
    }
}
