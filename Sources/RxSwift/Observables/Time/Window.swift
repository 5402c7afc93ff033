import Foundation

extension ObservableType {
    /// Splits the source into windows, sequences emitted one after another: a window is opened
    /// at subscription and replaced every `timeSpan` or as soon as it received `count` elements,
    /// whichever comes first; a full window restarts the period.
    ///
    /// A window delivers the elements that arrive while it is open, to observers subscribed at
    /// the time (like a `PublishSubject`), then completes when it is replaced; an observer
    /// subscribing to a closed window receives how it ended. Windows complete or fail together
    /// with the outer sequence. The source stays subscribed as long as the outer subscription or
    /// a subscription to a window lasts.
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
        rxPreconditionNotNegative(timeSpan, "window(timeSpan:count:scheduler:)", "timeSpan")
        rxPrecondition(count >= 0, "window(timeSpan:count:scheduler:): count must not be negative (got \(count))")
        return OperatorObservable<WindowSink<Element>>(source: asObservable(), arguments: (Timing(dueTime: timeSpan, scheduler: scheduler), count))
    }

    /// `window(timeSpan:count:scheduler:)` with the time span in seconds.
    @available(*, deprecated, message: "Use window(timeSpan:count:scheduler:) with an RxTimeInterval, such as .milliseconds(300)")
    public func window(timeSpan: TimeInterval, count: Int, scheduler: SchedulerType) -> Observable<Observable<Element>> {
        window(timeSpan: rxInterval(seconds: timeSpan, "window(timeSpan:count:scheduler:)", "timeSpan"), count: count, scheduler: scheduler)
    }
}

/// The sink of `window`. A window's observers are kept and fed under the sink's lock, which
/// serializes everything the operator emits, outer and inner.
///
/// Inputs (source events, the timer, the first window) are handled one at a time: one that
/// re-enters from inside the handling of another (a window observer feeding the source) is
/// queued and handled right after it, so that a full window never receives more than `count`
/// elements and every element lands in the window its arrival order gives it.
///
/// Disposing the sink (the outer subscription) does not release the source while windows are
/// subscribed: the source and the timer go once neither needs them. A window observer may let go
/// of its window from inside a delivery, with the lock held on this thread; the release is then
/// left to the outermost entry point, once it released the lock (`releaseIfUnused()` ends every
/// entry point).
private final class WindowSink<Element>: TimedSink<Element, Observable<Element>>, OperatorSink, @unchecked Sendable {
    // @unchecked Sendable: the `var`s (and the windows' state) are only touched with `lock` held
    // (see TimedSink). The period is `dueTime`.
    private enum Input {
        case firstWindow
        case element(Element)
        case timer(UInt64)
        /// The source ended: with its error, or completed if nil.
        case end(Swift.Error?)
    }

    private let count: Int

    @exclusivity(unchecked) private var window = WindowState<Element>()
    /// Elements the current window received.
    @exclusivity(unchecked) private var windowCount = 0
    /// Whether an input is being handled; inputs arriving meanwhile wait in `reentrant`.
    @exclusivity(unchecked) private var isHandling = false
    @exclusivity(unchecked) private var reentrant: [Input] = []
    /// The node observing the source; nil once released.
    @exclusivity(unchecked) private var sourceSubscription: SubscriptionNode?
    /// Subscriptions to windows that keep the source alive.
    @exclusivity(unchecked) private var windowSubscriptions = 0

    init(_ arguments: (timing: Timing, count: Int), downstream: ObserverNode<Observable<Element>>) {
        count = arguments.count
        super.init(arguments.timing, downstream: downstream)
    }

    /// Emits the first window, starts its period, then subscribes to `source` (RxSwift's order).
    func run(_ source: Observable<Element>) {
        downstream.setUpstream(self)
        let sourceSubscription = PassthroughSink(downstream: self)
        lock.withLock { self.sourceSubscription = sourceSubscription }
        handle(.firstWindow)
        startTimer(lock.withLock { nextTimer() }, after: dueTime)
        // Disposed already if the source was released meanwhile: the subscription then ends at once.
        source.run(sourceSubscription)
    }

    override func onNext(_ element: Element) {
        handle(.element(element))
    }

    override func onError(_ error: Swift.Error) {
        handle(.end(error))
    }

    override func onCompleted() {
        handle(.end(nil))
    }

    override func timerDidFire(_ generation: UInt64) {
        handle(.timer(generation))
    }

    /// Handles `input`, then the inputs that re-entered meanwhile; then, with the lock released,
    /// starts the timer of the new period or disposes the sink.
    private func handle(_ input: Input) {
        var nextPeriod: UInt64?
        var stopped = false
        lock.withLock {
            guard !isHandling else {
                reentrant.append(input)
                return
            }
            isHandling = true
            var next: Input? = input
            while let input = next {
                switch input {
                case .firstWindow:
                    emitWindow()
                case .element(let element) where !isStopped:
                    window.send(element)
                    windowCount += 1
                    if windowCount == count {
                        nextPeriod = replaceWindow()
                    }
                case .timer(let generation) where !isStopped && isCurrentTimer(generation):
                    nextPeriod = replaceWindow()
                case .end(let error) where !isStopped:
                    stopped = true
                    stop(with: error)
                default:
                    break
                }
                next = reentrant.isEmpty ? nil : reentrant.removeFirst()
            }
            isHandling = false
        }
        releaseIfUnused()
        if stopped {
            dispose()
        } else if let nextPeriod {
            startTimer(nextPeriod, after: dueTime)
        }
    }

    /// Ends the current window and the outer sequence. Lock held.
    private func stop(with error: Swift.Error?) {
        isStopped = true
        window.close(with: error)
        guard !isDisposed else { return }
        if let error {
            downstream.onError(error)
        } else {
            downstream.onCompleted()
        }
    }

    /// Completes the current window and opens the next one, whose period's generation it
    /// returns. Lock held.
    private func replaceWindow() -> UInt64 {
        let generation = nextTimer()
        windowCount = 0
        let closed = window
        window = WindowState()
        closed.close(with: nil)
        emitWindow()
        return generation
    }

    /// Hands the current window downstream, unless the outer subscription was disposed. Lock held.
    private func emitWindow() {
        if !isDisposed {
            downstream.onNext(WindowObservable(window: window, parent: self))
        }
    }

    // MARK: Window subscriptions

    /// Adds `subscription` to the observers of `window`, or ends it at once if the window closed.
    func attach(_ subscription: WindowSubscription<Element>, to window: WindowState<Element>) {
        lock.withLock {
            // Disposed before it was attached: it detached already.
            guard !subscription.isDisposed else { return }
            guard let terminal = window.terminal else {
                subscription.key = window.observers.insert(subscription)
                if sourceSubscription != nil {
                    subscription.retainsSource = true
                    windowSubscriptions += 1
                }
                return
            }
            if let error = terminal {
                subscription.onError(error)
            } else {
                subscription.onCompleted()
            }
        }
        releaseIfUnused()
    }

    /// Removes `subscription`, which ended.
    func detach(_ subscription: WindowSubscription<Element>, from window: WindowState<Element>) {
        lock.withLock {
            if let key = subscription.key {
                window.observers.remove(key)
                subscription.key = nil
            }
            if subscription.retainsSource {
                subscription.retainsSource = false
                windowSubscriptions -= 1
            }
        }
        releaseIfUnused()
    }

    // MARK: Source lifetime

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

/// One window: its observers and, once closed, how it ended. Only touched with the sink's lock
/// held.
private final class WindowState<Element> {
    var observers = Bag<WindowSubscription<Element>>()
    /// nil while the window is open; then `.some(nil)` if it completed, `.some(error)` if it failed.
    private(set) var terminal: Swift.Error??

    func send(_ element: Element) {
        // A copy: observers that subscribe or leave meanwhile do not disturb the iteration.
        let current = observers.slots
        for slot in current {
            slot.value?.onNext(element)
        }
    }

    func close(with error: Swift.Error?) {
        terminal = .some(error)
        for observer in observers.removeAll() {
            if let error {
                observer.onError(error)
            } else {
                observer.onCompleted()
            }
        }
    }
}

/// A window as handed downstream.
private final class WindowObservable<Element>: Observable<Element>, @unchecked Sendable {
    // @unchecked Sendable: immutable; the window's state is guarded by the sink's lock.
    private let window: WindowState<Element>
    /// Weak: a window kept by the user (often in the closure that received it, which the outer
    /// subscription holds) must not keep the sink, and that closure, alive. A subscription to the
    /// window holds the sink while it lasts.
    private weak var parent: WindowSink<Element>?

    init(window: WindowState<Element>, parent: WindowSink<Element>) {
        self.window = window
        self.parent = parent
    }

    override func run(_ observer: ObserverNode<Element>) {
        guard let parent else {
            // The sink is gone, so is its source subscription: the window will not change any
            // more, and nothing else touches its state.
            observer.setUpstream(Disposables.create())
            switch window.terminal {
            case .some(.some(let error)): observer.onError(error)
            case .some(.none): observer.onCompleted()
            case .none: break
            }
            return
        }
        let subscription = WindowSubscription(window: window, parent: parent, downstream: observer)
        observer.setUpstream(subscription)
        parent.attach(subscription, to: window)
    }
}

/// One subscription to a window; keeps the source alive until it ends.
private final class WindowSubscription<Element>: Sink<Element, Element>, @unchecked Sendable {
    // @unchecked Sendable: `key` and `retainsSource` are only touched with the sink's lock held.
    private let window: WindowState<Element>
    private let parent: WindowSink<Element>
    /// Its key among the window's observers, while attached.
    @exclusivity(unchecked) var key: Bag<WindowSubscription<Element>>.Key?
    @exclusivity(unchecked) var retainsSource = false

    init(window: WindowState<Element>, parent: WindowSink<Element>, downstream: ObserverNode<Element>) {
        self.window = window
        self.parent = parent
        super.init(downstream: downstream)
    }

    override func onNext(_ element: Element) {
        if !isDisposed {
            downstream.onNext(element)
        }
    }

    override func disposeResources() {
        parent.detach(self, from: window)
    }
}
