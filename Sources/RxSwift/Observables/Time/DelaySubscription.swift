import Foundation

extension ObservableType {
    /// Subscribes to the source `dueTime` after being subscribed, then forwards everything.
    ///
    ///     source (cold):            1-2|
    ///     delaySubscription(3):     ---1-2|
    ///
    /// - Parameters:
    ///   - dueTime: How long to wait before subscribing; not negative.
    ///   - scheduler: The scheduler that runs the timer.
    public func delaySubscription(_ dueTime: RxTimeInterval, scheduler: SchedulerType) -> Observable<Element> {
        rxPreconditionNotNegative(dueTime, "delaySubscription(_:scheduler:)", "dueTime")
        return DelaySubscription(source: asObservable(), dueTime: dueTime, scheduler: scheduler)
    }

    /// `delaySubscription(_:scheduler:)` with the delay in seconds.
    @available(*, deprecated, message: "Use delaySubscription(_:scheduler:) with an RxTimeInterval, such as .milliseconds(300)")
    public func delaySubscription(_ dueTime: TimeInterval, scheduler: SchedulerType) -> Observable<Element> {
        delaySubscription(rxInterval(seconds: dueTime, "delaySubscription(_:scheduler:)", "dueTime"), scheduler: scheduler)
    }
}

final class DelaySubscription<Element>: Observable<Element>, @unchecked Sendable {
    private let source: Observable<Element>
    private let dueTime: RxTimeInterval
    private let scheduler: SchedulerType

    init(source: Observable<Element>, dueTime: RxTimeInterval, scheduler: SchedulerType) {
        self.source = source
        self.dueTime = dueTime
        self.scheduler = scheduler
    }

    override func run(_ observer: ObserverNode<Element>) {
        // The sink's upstream is the timer; the subscription the timer makes is what the timer's
        // action returns, so disposing the sink cancels whichever of the two exists.
        let sink = PassthroughSink(downstream: observer)
        observer.setUpstream(sink)
        sink.setUpstream(scheduler.scheduleRelative(source, dueTime: dueTime) { source in
            guard !sink.isDisposed else { return Disposables.create() }
            let subscription = PassthroughSink(downstream: sink)
            source.subscribe(node: subscription)
            return subscription
        })
    }
}
