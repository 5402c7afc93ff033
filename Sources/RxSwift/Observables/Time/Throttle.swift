import Foundation

extension ObservableType {
    /// Emits the first element at once, then at most one element per `dueTime`: when the period
    /// since the last emission ends, the latest element that arrived meanwhile (or, with
    /// `latest: false`, nothing: elements arriving within the period are dropped).
    ///
    /// An element arriving once the period is over is emitted at once. On completion, a pending
    /// latest element is emitted when its period ends, followed by completion; an error is
    /// forwarded at once.
    ///
    ///     source:                      1-2-3-----4-5----|
    ///     throttle(5):                 1----3----4----5-|
    ///     throttle(5, latest: false):  1---------4------|
    ///
    /// - Parameters:
    ///   - dueTime: The minimum time between two emissions; zero or negative: none, every
    ///     element is emitted at once (as in RxSwift).
    ///   - latest: Whether the latest element of a period is emitted when the period ends.
    ///   - scheduler: The scheduler that runs the timers.
    public func throttle(_ dueTime: RxTimeInterval, latest: Bool = true, scheduler: SchedulerType) -> Observable<Element> {
        OperatorObservable<ThrottleSink<Element>, _>(source: asObservable(), arguments: (Timing(dueTime: dueTime, scheduler: scheduler), latest))
    }

    /// `throttle(_:latest:scheduler:)` with the period in seconds.
    @available(*, deprecated, message: "Use throttle(_:latest:scheduler:) with an RxTimeInterval, such as .milliseconds(300)")
    public func throttle(_ dueTime: TimeInterval, latest: Bool = true, scheduler: SchedulerType) -> Observable<Element> {
        throttle(rxInterval(seconds: dueTime, "throttle(_:latest:scheduler:)", "dueTime"), latest: latest, scheduler: scheduler)
    }
}

private final class ThrottleSink<Element>: TimedSink<Element, Element>, OperatorSink, @unchecked Sendable {
    // @unchecked Sendable: the `var`s are only touched by lane work (see TimedSink).
    private let emitsLatest: Bool

    /// The latest element of the current period, waiting for the timer.
    private var pending: Element?
    private var lastSentTime: Date?
    /// The source completed while an element was pending: complete once it is sent.
    private var completesAfterPending = false

    init(_ arguments: (timing: Timing, latest: Bool), downstream: ObserverNode<Element>) {
        emitsLatest = arguments.latest
        super.init(arguments.timing, downstream: downstream)
    }

    override func sourceNext(_ element: Element) {
        let wait = lastSentTime.map { dueTime.remaining(after: scheduler.now.timeIntervalSince($0)) } ?? .nanoseconds(0)
        if wait.isNowOrPast {
            send(element)
            return
        }
        guard emitsLatest else { return }
        let isTimerPending = pending != nil
        pending = element
        if !isTimerPending {
            startTimer(after: wait)
        }
    }

    override func timerFired() {
        if let element = pending {
            send(element)
        }
        if completesAfterPending {
            stop(with: nil)
        }
    }

    override func sourceCompleted() {
        guard pending != nil else {
            stop(with: nil)
            return
        }
        completesAfterPending = true
        // As in RxSwift 6: the source is let go of now, a sink ending itself once it forwarded
        // its completion (after a `do`'s `afterCompleted`); the pending element is sent when its
        // period ends, then completion.
        releaseUpstreamAfterTerminal()
    }

    /// Lane only.
    private func send(_ element: Element) {
        pending = nil
        // Stamped before delivery too, so that an element re-entering from downstream falls in
        // the new period.
        lastSentTime = scheduler.now
        forward(element)
        // And after, as RxSwift does: slow processing of an element gives the next one room.
        lastSentTime = scheduler.now
    }
}
