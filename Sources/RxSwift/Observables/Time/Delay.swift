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
    ///   - dueTime: How much later each event is delivered; not negative.
    ///   - scheduler: The scheduler that runs the timers.
    public func delay(_ dueTime: RxTimeInterval, scheduler: SchedulerType) -> Observable<Element> {
        rxPreconditionNotNegative(dueTime, "delay(_:scheduler:)", "dueTime")
        return OperatorObservable<DelaySink<Element>>(source: asObservable(), arguments: Timing(dueTime: dueTime, scheduler: scheduler))
    }

    /// `delay(_:scheduler:)` with the delay in seconds.
    @available(*, deprecated, message: "Use delay(_:scheduler:) with an RxTimeInterval, such as .milliseconds(300)")
    public func delay(_ dueTime: TimeInterval, scheduler: SchedulerType) -> Observable<Element> {
        delay(rxInterval(seconds: dueTime, "delay(_:scheduler:)", "dueTime"), scheduler: scheduler)
    }
}

private final class DelaySink<Element>: TimedSink<Element, Element>, OperatorSink, @unchecked Sendable {
    // @unchecked Sendable: the `var`s are only touched with `lock` held (see TimedSink).
    private enum Delayed {
        case next(Element)
        case completed
    }

    /// The events waiting, with the time each arrived, oldest first from `head`.
    @exclusivity(unchecked) private var queue: [(arrival: Date, event: Delayed)] = []
    @exclusivity(unchecked) private var head = 0
    /// Whether a timer is running for the oldest waiting event.
    @exclusivity(unchecked) private var isTimerActive = false

    func run(_ source: Observable<Element>) {
        downstream.setUpstream(self)
        // Through a node of its own, which lets the source go as soon as it terminates while the
        // sink still delivers what it queued.
        PassthroughSink(downstream: self).subscribe(to: source)
    }

    override func onNext(_ element: Element) {
        enqueue(.next(element))
    }

    override func onCompleted() {
        enqueue(.completed)
    }

    override func onError(_ error: Swift.Error) {
        let failed = lock.withLock { () -> Bool in
            queue.removeAll()
            head = 0
            return stop(with: error)
        }
        if failed {
            dispose()
        }
    }

    private func enqueue(_ event: Delayed) {
        let generation = lock.withLock { () -> UInt64? in
            guard !isStopped else { return nil }
            queue.append((scheduler.now, event))
            guard !isTimerActive else { return nil }
            isTimerActive = true
            return nextTimer()
        }
        if let generation {
            startTimer(generation, after: dueTime)
        }
    }

    /// Delivers the oldest waiting event, then times the next one from its own arrival (as
    /// RxSwift does, one event per timer, even when the next one is already due).
    override func timerFired() -> TimerStep {
        let event = queue[head].event
        head += 1
        if head >= 64, head * 2 >= queue.count {
            // A source that never lets the queue empty must not make it grow forever.
            queue.removeFirst(head)
            head = 0
        }
        switch event {
        case .next(let element):
            downstream.onNext(element)
        case .completed:
            return stop(with: nil) ? .stopped : .idle
        }
        guard !isStopped else { return .idle }
        guard head < queue.count else {
            queue.removeAll(keepingCapacity: true)
            head = 0
            isTimerActive = false
            return .idle
        }
        let waited = scheduler.now.timeIntervalSince(queue[head].arrival)
        return .restart(nextTimer(), after: dueTime.remaining(after: waited))
    }
}
