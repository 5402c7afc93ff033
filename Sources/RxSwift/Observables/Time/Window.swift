import Foundation

extension ObservableType {
    /// Splits the source into windows, sequences emitted one after another: a window is opened
    /// at subscription and replaced every `timeSpan` or as soon as it received `count` elements,
    /// whichever comes first; a full window restarts the period.
    ///
    /// A window delivers the elements that arrive while it is open, to observers subscribed at
    /// the time (like a `PublishSubject`), then completes when it is replaced. Windows complete
    /// or fail together with the outer sequence. The source stays subscribed as long as the
    /// outer subscription or a subscription to a window lasts.
    ///
    ///     source:                          123-4--------|
    ///     window(timeSpan: 5, count: 3):   a-b----c----d|
    ///     windows:  a: 123|   b: --4--|   c: -----|   d: -|
    ///
    /// - Parameters:
    ///   - timeSpan: The longest time a window stays open; positive.
    ///   - count: The most elements a window receives; positive.
    ///   - scheduler: The scheduler that runs the timers.
    public func window(timeSpan: RxTimeInterval, count: Int, scheduler: SchedulerType) -> Observable<Observable<Element>> {
        rxPreconditionPositive(timeSpan, "window(timeSpan:count:scheduler:)", "timeSpan")
        rxPrecondition(count > 0, "window(timeSpan:count:scheduler:): count must be positive (got \(count))")
        return Window(source: asObservable(), timeSpan: timeSpan, count: count, scheduler: scheduler)
    }

    /// `window(timeSpan:count:scheduler:)` with the time span in seconds.
    @available(*, deprecated, message: "Use window(timeSpan:count:scheduler:) with an RxTimeInterval, such as .milliseconds(300)")
    public func window(timeSpan: TimeInterval, count: Int, scheduler: SchedulerType) -> Observable<Observable<Element>> {
        window(timeSpan: rxInterval(seconds: timeSpan, "window(timeSpan:count:scheduler:)", "timeSpan"), count: count, scheduler: scheduler)
    }
}

final class Window<Element>: Observable<Observable<Element>>, @unchecked Sendable {
    private let source: Observable<Element>
    private let timeSpan: RxTimeInterval
    private let count: Int
    private let scheduler: SchedulerType

    init(source: Observable<Element>, timeSpan: RxTimeInterval, count: Int, scheduler: SchedulerType) {
        self.source = source
        self.timeSpan = timeSpan
        self.count = count
        self.scheduler = scheduler
    }

    override func run(_ observer: ObserverNode<Observable<Element>>) {
        WindowSink(timeSpan: timeSpan, count: count, scheduler: scheduler, downstream: observer).start(source)
    }
}

/// The sink of `window`. Windows are `PublishSubject`s fed under the lock, which serializes
/// everything the operator emits, outer and inner.
///
/// Disposing the sink (the outer subscription) does not release the source while windows are
/// subscribed: the source and the timer go once neither needs them. A window observer may let go
/// of its window from inside a delivery, with the lock held on this thread; the release is then
/// left to the outermost entry point, once it released the lock (`releaseIfUnused()` ends every
/// entry point).
private final class WindowSink<Element>: TimedSink<Element, Observable<Element>>, @unchecked Sendable {
    // @unchecked Sendable: the `var`s are only touched with `lock` held (see TimedSink).
    private let timeSpan: RxTimeInterval
    private let count: Int

    @exclusivity(unchecked) private var window = PublishSubject<Element>()
    /// Elements the current window received.
    @exclusivity(unchecked) private var windowCount = 0
    /// The node observing the source; nil once released.
    @exclusivity(unchecked) private var sourceSubscription: SubscriptionNode?
    /// Subscriptions to windows that keep the source alive.
    @exclusivity(unchecked) private var windowSubscriptions = 0

    init(timeSpan: RxTimeInterval, count: Int, scheduler: SchedulerType, downstream: ObserverNode<Observable<Element>>) {
        self.timeSpan = timeSpan
        self.count = count
        super.init(scheduler: scheduler, downstream: downstream)
    }

    /// Emits the first window, starts its period, then subscribes to `source` (RxSwift's order).
    func start(_ source: Observable<Element>) {
        downstream.setUpstream(self)
        let sourceSubscription = PassthroughSink(downstream: self)
        lock.withLock {
            self.sourceSubscription = sourceSubscription
            emitWindow()
        }
        releaseIfUnused()
        startTimer(lock.withLock { nextTimer() }, after: timeSpan)
        // Disposed already if the source was released meanwhile: the subscription then ends at once.
        source.subscribe(node: sourceSubscription)
    }

    override func onNext(_ element: Element) {
        let generation = lock.withLock { () -> UInt64? in
            guard !isStopped else { return nil }
            window.onNext(element)
            windowCount += 1
            return windowCount == count ? replaceWindow() : nil
        }
        releaseIfUnused()
        if let generation {
            startTimer(generation, after: timeSpan)
        }
    }

    override func timerFired() -> TimerStep {
        .restart(replaceWindow(), after: timeSpan)
    }

    override func timerDidFire(_ generation: UInt64) {
        super.timerDidFire(generation)
        releaseIfUnused()
    }

    override func onError(_ error: Swift.Error) {
        stop(.error(error))
    }

    override func onCompleted() {
        stop(.completed)
    }

    private func stop(_ event: Event<Element>) {
        let stopped = lock.withLock { () -> Bool in
            guard !isStopped else { return false }
            isStopped = true
            window.on(event)
            if !isDisposed {
                switch event {
                case .error(let error): downstream.onError(error)
                default: downstream.onCompleted()
                }
            }
            return true
        }
        releaseIfUnused()
        if stopped {
            dispose()
        }
    }

    /// Completes the current window and opens the next one, whose period's generation it
    /// returns. Lock held.
    private func replaceWindow() -> UInt64 {
        let generation = nextTimer()
        windowCount = 0
        let completed = window
        window = PublishSubject()
        completed.onCompleted()
        emitWindow()
        return generation
    }

    /// Hands the current window downstream, unless the outer subscription was disposed. Lock held.
    private func emitWindow() {
        if !isDisposed {
            downstream.onNext(WindowObservable(subject: window, parent: self))
        }
    }

    // MARK: Source lifetime

    /// Registers a window subscription; false if the source was released already.
    func retainSource() -> Bool {
        lock.withLock {
            guard sourceSubscription != nil else { return false }
            windowSubscriptions += 1
            return true
        }
    }

    /// A window subscription ended.
    func releaseSource() {
        lock.withLock { windowSubscriptions -= 1 }
        releaseIfUnused()
    }

    override func disposeResources() {
        releaseIfUnused()
    }

    /// Releases the source and the timer once the outer subscription was disposed and no window
    /// subscription needs them (or the source terminated). Does nothing while this thread holds
    /// the lock: the outermost entry point calls it again after releasing it.
    private func releaseIfUnused() {
        guard !lock.isHeldByCurrentThread else { return }
        let source = lock.withLock { () -> SubscriptionNode? in
            guard isDisposed, isStopped || windowSubscriptions == 0 else { return nil }
            defer { sourceSubscription = nil }
            return sourceSubscription
        }
        if let source {
            source.dispose()
            cancelTimer()
        }
    }
}

/// A window as handed downstream: subscribing to it keeps the source alive.
private final class WindowObservable<Element>: Observable<Element>, @unchecked Sendable {
    private let subject: PublishSubject<Element>
    private let parent: WindowSink<Element>

    init(subject: PublishSubject<Element>, parent: WindowSink<Element>) {
        self.subject = subject
        self.parent = parent
    }

    override func run(_ observer: ObserverNode<Element>) {
        let subscription = WindowSubscription(parent: parent.retainSource() ? parent : nil, downstream: observer)
        subscription.subscribe(to: subject)
    }
}

/// One subscription to a window; lets the source go when it ends.
private final class WindowSubscription<Element>: Sink<Element, Element>, @unchecked Sendable {
    // @unchecked Sendable: immutable.
    private let parent: WindowSink<Element>?

    init(parent: WindowSink<Element>?, downstream: ObserverNode<Element>) {
        self.parent = parent
        super.init(downstream: downstream)
    }

    override func onNext(_ element: Element) {
        downstream.onNext(element)
    }

    override func disposeResources() {
        parent?.releaseSource()
    }
}
