import Foundation

extension ObservableType {
    /// Subscribes to the source `dueTime` after being subscribed, then forwards everything.
    ///
    ///     source (cold):            1-2|
    ///     delaySubscription(3):     ---1-2|
    ///
    /// - Parameters:
    ///   - dueTime: How long to wait before subscribing; zero or negative: as soon as possible
    ///     (as in RxSwift, the next tick on `TestScheduler`).
    ///   - scheduler: The scheduler that runs the timer.
    public func delaySubscription(_ dueTime: RxTimeInterval, scheduler: SchedulerType) -> Observable<Element> {
        OperatorObservable<DelaySubscriptionSink<Element>, _>(source: asObservable(), arguments: Timing(dueTime: dueTime, scheduler: scheduler))
    }

    /// `delaySubscription(_:scheduler:)` with the delay in seconds.
    @available(*, deprecated, message: "Use delaySubscription(_:scheduler:) with an RxTimeInterval, such as .milliseconds(300)")
    public func delaySubscription(_ dueTime: TimeInterval, scheduler: SchedulerType) -> Observable<Element> {
        delaySubscription(rxInterval(seconds: dueTime, "delaySubscription(_:scheduler:)", "dueTime"), scheduler: scheduler)
    }
}

/// Forwards the source, subscribed once the timer fired.
private final class DelaySubscriptionSink<Element>: Sink<Element, Element>, OperatorSink, @unchecked Sendable {
    // @unchecked Sendable: immutable.
    private let timing: Timing

    init(_ timing: Timing, downstream: ObserverNode<Element>) {
        self.timing = timing
        super.init(downstream: downstream)
    }

    override func start(from source: Observable<Element>) {
        // The sink's upstream is the timer; the subscription the timer makes is what the timer's
        // action returns, so disposing the sink cancels whichever of the two exists.
        downstream.setUpstream(self)
        setUpstream(timing.scheduler.scheduleRelative(source, dueTime: timing.dueTime) { [self] source in
            guard !isDisposed else { return Disposables.create() }
            let subscription = PassthroughSink(downstream: self)
            // A source that ends while it is subscribed is released once the subscription
            // returned, as in RxSwift, where the timer's action returns it only then.
            subscription.deferringReleaseWhileStarting { source.subscribe(node: subscription) }
            return subscription
        })
    }

    override func receive(_ element: Element) {
        downstream.receive(element)
    }
}
