import Foundation

extension ObservableType {
    /// Forwards the source, failing with `RxError.timeout` if `dueTime` passes before the first
    /// element or between two elements.
    ///
    ///     source:        1-2------3|
    ///     timeout(3):    1-2--X
    ///
    /// - Parameters:
    ///   - dueTime: The longest wait allowed for each element; not negative.
    ///   - scheduler: The scheduler that runs the timers.
    public func timeout(_ dueTime: RxTimeInterval, scheduler: SchedulerType) -> Observable<Element> {
        rxPreconditionNotNegative(dueTime, "timeout(_:scheduler:)", "dueTime")
        return OperatorObservable<TimeoutSink<Element>>(source: asObservable(), arguments: (Timing(dueTime: dueTime, scheduler: scheduler), Observable.error(RxError.timeout)))
    }

    /// Forwards the source, switching to `other` if `dueTime` passes before the first element or
    /// between two elements: the source is then disposed and `other` subscribed.
    ///
    ///     source:                  1-2------3|
    ///     other (cold):            a-b|
    ///     timeout(3, other: ...):  1-2--a-b|
    ///
    /// - Parameters:
    ///   - dueTime: The longest wait allowed for each element; not negative.
    ///   - other: The sequence to continue with after a timeout.
    ///   - scheduler: The scheduler that runs the timers.
    public func timeout<Source: ObservableConvertibleType>(_ dueTime: RxTimeInterval, other: Source, scheduler: SchedulerType) -> Observable<Element> where Source.Element == Element {
        rxPreconditionNotNegative(dueTime, "timeout(_:other:scheduler:)", "dueTime")
        return OperatorObservable<TimeoutSink<Element>>(source: asObservable(), arguments: (Timing(dueTime: dueTime, scheduler: scheduler), other.asObservable()))
    }

    /// `timeout(_:scheduler:)` with the wait in seconds.
    @available(*, deprecated, message: "Use timeout(_:scheduler:) with an RxTimeInterval, such as .seconds(5)")
    public func timeout(_ dueTime: TimeInterval, scheduler: SchedulerType) -> Observable<Element> {
        timeout(rxInterval(seconds: dueTime, "timeout(_:scheduler:)", "dueTime"), scheduler: scheduler)
    }

    /// `timeout(_:other:scheduler:)` with the wait in seconds.
    @available(*, deprecated, message: "Use timeout(_:other:scheduler:) with an RxTimeInterval, such as .seconds(5)")
    public func timeout<Source: ObservableConvertibleType>(_ dueTime: TimeInterval, other: Source, scheduler: SchedulerType) -> Observable<Element> where Source.Element == Element {
        timeout(rxInterval(seconds: dueTime, "timeout(_:other:scheduler:)", "dueTime"), other: other, scheduler: scheduler)
    }
}

private final class TimeoutSink<Element>: TimedSink<Element, Element>, OperatorSink, @unchecked Sendable {
    // @unchecked Sendable: the `var`s are only touched with `lock` held (see TimedSink).
    private let other: Observable<Element>

    /// The node observing the source, released when the timer wins.
    @exclusivity(unchecked) private var sourceSubscription: SubscriptionNode?
    /// The subscription to `other`, once the timer won.
    @exclusivity(unchecked) private var fallback: SubscriptionNode?
    /// Whether the timer won: the source is ignored from then on.
    @exclusivity(unchecked) private var isSwitched = false

    init(_ arguments: (timing: Timing, other: Observable<Element>), downstream: ObserverNode<Element>) {
        other = arguments.other
        super.init(arguments.timing, downstream: downstream)
    }

    /// Starts the first timer, then subscribes to `source`: RxSwift's order, in which an element
    /// the source schedules, when subscribed, for the timer's due time comes too late.
    func run(_ source: Observable<Element>) {
        downstream.setUpstream(self)
        // Through a node of its own, so that the source can be released while the sink goes on.
        let sourceSubscription = PassthroughSink(downstream: self)
        lock.withLock { self.sourceSubscription = sourceSubscription }
        setUpstream(sourceSubscription)
        guard !isDisposed else { return }
        startTimer(lock.withLock { nextTimer() }, after: dueTime)
        source.run(sourceSubscription)
    }

    override func onNext(_ element: Element) {
        let generation = lock.withLock { () -> UInt64? in
            guard !isStopped, !isSwitched else { return nil }
            let generation = nextTimer()
            downstream.onNext(element)
            return generation
        }
        if let generation {
            startTimer(generation, after: dueTime)
        }
    }

    override func onError(_ error: Swift.Error) {
        if lock.withLock({ !isSwitched && stop(with: error) }) {
            dispose()
        }
    }

    override func onCompleted() {
        if lock.withLock({ !isSwitched && stop(with: nil) }) {
            dispose()
        }
    }

    override func timerDidFire(_ generation: UInt64) {
        var source: SubscriptionNode?
        let switched = lock.withLock { () -> Bool in
            guard !isStopped, !isSwitched, !isDisposed, isCurrentTimer(generation) else { return false }
            isSwitched = true
            source = sourceSubscription
            sourceSubscription = nil
            return true
        }
        guard switched else { return }
        source?.dispose()
        let fallback = TimeoutFallback(parent: self)
        lock.withLock { self.fallback = fallback }
        // Checked after storing it: a disposal that missed it is already under way.
        if !isDisposed {
            other.subscribe(node: fallback)
        }
    }

    // MARK: Events of `other`

    func fallbackNext(_ element: Element) {
        lock.withLock {
            if !isStopped {
                downstream.onNext(element)
            }
        }
    }

    func fallbackStop(with error: Swift.Error?) {
        if lock.withLock({ stop(with: error) }) {
            dispose()
        }
    }

    override func disposeResources() {
        super.disposeResources()
        // Both hold the sink: letting them go ends the cycle.
        let fallback = lock.withLock { () -> SubscriptionNode? in
            sourceSubscription = nil
            defer { self.fallback = nil }
            return self.fallback
        }
        fallback?.dispose()
    }
}

/// Observes `other` after a timeout and hands its events to the sink.
private final class TimeoutFallback<Element>: ObserverNode<Element>, @unchecked Sendable {
    // @unchecked Sendable: immutable.
    private let parent: TimeoutSink<Element>

    init(parent: TimeoutSink<Element>) {
        self.parent = parent
    }

    override func onNext(_ element: Element) {
        parent.fallbackNext(element)
    }

    override func onError(_ error: Swift.Error) {
        parent.fallbackStop(with: error)
        dispose()
    }

    override func onCompleted() {
        parent.fallbackStop(with: nil)
        dispose()
    }
}
