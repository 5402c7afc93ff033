import Foundation

extension ObservableType {
    /// Forwards the source, failing with `RxError.timeout` if `dueTime` passes before the first
    /// element or between two elements.
    ///
    ///     source:        1-2------3|
    ///     timeout(3):    1-2--X
    ///
    /// - Parameters:
    ///   - dueTime: The longest wait allowed for each element; zero or negative: the timer is due
    ///     at once (as in RxSwift, the next tick on `TestScheduler`).
    ///   - scheduler: The scheduler that runs the timers.
    public func timeout(_ dueTime: RxTimeInterval, scheduler: SchedulerType) -> Observable<Element> {
        OperatorObservable<TimeoutSink<Element>, _>(source: asObservable(), arguments: (Timing(dueTime: dueTime, scheduler: scheduler), Observable.error(RxError.timeout)))
    }

    /// Forwards the source, switching to `other` if `dueTime` passes before the first element or
    /// between two elements: `other` is then subscribed, and the source disposed once that
    /// subscription returned (after what `other` emitted meanwhile).
    ///
    ///     source:                  1-2------3|
    ///     other (cold):            a-b|
    ///     timeout(3, other: ...):  1-2--a-b|
    ///
    /// - Parameters:
    ///   - dueTime: The longest wait allowed for each element; zero or negative: the timer is due
    ///     at once (as in RxSwift, the next tick on `TestScheduler`).
    ///   - other: The sequence to continue with after a timeout.
    ///   - scheduler: The scheduler that runs the timers.
    public func timeout<Source: ObservableConvertibleType>(_ dueTime: RxTimeInterval, other: Source, scheduler: SchedulerType) -> Observable<Element> where Source.Element == Element {
        OperatorObservable<TimeoutSink<Element>, _>(source: asObservable(), arguments: (Timing(dueTime: dueTime, scheduler: scheduler), other.asObservable()))
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
    // @unchecked Sendable: `isSwitched` is only touched by lane work (see TimedSink).
    private let other: Observable<Element>

    private var isSwitched = false
    private let fallback = SideSubscription()

    init(_ arguments: (timing: Timing, other: Observable<Element>), downstream: ObserverNode<Element>) {
        other = arguments.other
        super.init(arguments.timing, downstream: downstream)
    }

    override func start(from source: Observable<Element>) {
        downstream.setUpstream(self)
        guard !releasedAtOnceIfEnded(source) else { return }
        startTimer(after: dueTime)
        // The source becomes this sink's upstream: `disposeUpstream()` releases it when the
        // sink switches to `other` and goes on.
        source.run(self)
    }

    override func sourceNext(_ element: Element) {
        guard !isSwitched else { return }
        // A timer firing during the delivery is stale; the next one starts after it, as in
        // RxSwift.
        invalidateTimer()
        forward(element)
        if isDelivering {
            startTimer(after: dueTime)
        }
    }

    override func sourceFailed(_ error: Swift.Error) {
        if !isSwitched {
            stop(with: error)
        }
    }

    override func sourceCompleted() {
        if !isSwitched {
            stop(with: nil)
        }
    }

    override func timerFired() {
        isSwitched = true
        // As in RxSwift, `other`'s subscription is kept only once it returned: what `other` does
        // while subscribed synchronously (a `from` emitting its elements) goes on even if the
        // sequence ends meanwhile, and the source is released after it (and after whatever
        // `other` delivered meanwhile, `timeout`'s own `RxError.timeout` included).
        fallback.subscribeDisposingOnReturn(TimeoutFallback(parent: self), to: other)
        disposeUpstream()
    }

    // MARK: Events of `other`
    //
    // Once switched, `other` alone feeds downstream: no lane work delivers anything any more
    // (`received` and the source's terminal events are ignored, and no timer is started), so its
    // events, which keep the grammar, go downstream directly, bypassing the lane. An element
    // `other` emits while it is being subscribed (from inside this lane work) is thus delivered
    // during that subscription, as in RxSwift, inside the trampoline `other` may have opened,
    // rather than queued behind the lane work. `isStopped` is left alone (lane work reads it);
    // `fail` and `complete` look at the disposal instead.

    func fallbackNext(_ element: Element) {
        if !isDisposed {
            downstream.receive(element)
        }
    }

    func fallbackStop(with error: Swift.Error?) {
        if let error {
            fail(error)
        } else {
            complete()
        }
    }

    override func disposeResources() {
        super.disposeResources()
        // The fallback's observer holds the sink: letting it go ends the cycle.
        fallback.dispose()
    }
}

private final class TimeoutFallback<Element>: ObserverNode<Element>, @unchecked Sendable {
    // @unchecked Sendable: immutable.
    private let parent: TimeoutSink<Element>

    init(parent: TimeoutSink<Element>) {
        self.parent = parent
    }

    override func receive(_ element: Element) {
        parent.fallbackNext(element)
    }

    override func receive(error: Swift.Error) {
        stop(with: error)
    }

    override func receiveCompletion() {
        stop(with: nil)
    }

    /// Ends the sequence with `other`'s terminal event, then ends this subscription as the end of
    /// a chain does: the sink's disposal, if it reached this node (`other` was subscribed), ended
    /// it already, in RxSwift's order; otherwise an upstream that ends itself is only let go of,
    /// and ends after its `do(afterCompleted:)`.
    private func stop(with error: Swift.Error?) {
        parent.fallbackStop(with: error)
        disposeAfterTerminal()
    }
}
