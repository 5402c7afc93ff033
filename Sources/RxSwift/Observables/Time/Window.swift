import Foundation
import Synchronization

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
    ///   - timeSpan: The longest time a window stays open; zero or negative: the period ends at
    ///     once each time (as in RxSwift, every tick on `TestScheduler`).
    ///   - count: The most elements a window receives; zero or negative sets no limit, as in
    ///     RxSwift (a window is full when it received exactly `count` elements).
    ///   - scheduler: The scheduler that runs the timers.
    public func window(timeSpan: RxTimeInterval, count: Int, scheduler: SchedulerType) -> Observable<Observable<Element>> {
        OperatorObservable<WindowSink<Element>, _>(source: asObservable(), arguments: (Timing(dueTime: timeSpan, scheduler: scheduler), count))
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
    // @unchecked Sendable: `window` and `windowCount` are only touched by lane work (see
    // TimedSink); `retention` is a mutex of its own, never held while calling out. The period is
    // `dueTime`.
    private let count: Int

    private var window = WindowState<Element>()
    private var windowCount = 0
    /// What keeps the source subscription alive after a disposal. Outside the lane: a window is
    /// subscribed to at once, even from inside a delivery (its first element may follow
    /// immediately).
    private let retention = Mutex(WindowRetention())

    init(_ arguments: (timing: Timing, count: Int), downstream: ObserverNode<Observable<Element>>) {
        count = arguments.count
        super.init(arguments.timing, downstream: downstream)
    }

    override func start(from source: Observable<Element>) {
        downstream.setUpstream(self)
        guard !releasedAtOnceIfEnded(source) else { return }
        let sourceSubscription = PassthroughSink(downstream: self)
        retention.withLock { $0.source = sourceSubscription }
        serialize { [self] in emitWindow() }
        startTimer(after: dueTime)
        // Disposed already if the source was released meanwhile: the subscription then ends at once.
        source.run(sourceSubscription)
    }

    /// As RxSwift does, the source keeps feeding the windows still observed after a disposal:
    /// only the terminal event stops the handling.
    override var handlesEvents: Bool {
        !isStopped
    }

    override func sourceNext(_ element: Element) {
        window.send(element)
        windowCount += 1
        if windowCount == count {
            replaceWindow()
        }
    }

    override func timerFired() {
        replaceWindow()
    }

    override func sourceFailed(_ error: Swift.Error) {
        end(with: error)
    }

    override func sourceCompleted() {
        end(with: nil)
    }

    /// Lane only.
    private func end(with error: Swift.Error?) {
        window.close(with: error)
        retention.withLock { $0.isSourceEnded = true }
        if isDelivering {
            stop(with: error)
        } else {
            isStopped = true
            releaseIfUnused()
        }
    }

    /// Closes the window, emits the next one, then starts a new period. Lane only.
    ///
    /// The timer last, as in RxSwift: what observers schedule while they handle the closing and
    /// the new window, for the tick the next period ends, runs before that period's timer.
    private func replaceWindow() {
        windowCount = 0
        let closed = window
        window = WindowState()
        closed.close(with: nil)
        emitWindow()
        startTimer(after: dueTime)
    }

    /// Lane only.
    private func emitWindow() {
        forward(WindowObservable(window: window, parent: self))
    }

    // MARK: Window subscriptions

    func attach(_ subscription: WindowSubscription<Element>, to window: WindowState<Element>) {
        guard window.attach(subscription) else { return }
        retention.withLock { retention in
            if retention.source != nil {
                subscription.retainsSource = true
                retention.windowSubscriptions += 1
            }
        }
    }

    func detach(_ subscription: WindowSubscription<Element>, from window: WindowState<Element>) {
        window.detach(subscription)
        retention.withLock { retention in
            if subscription.retainsSource {
                subscription.retainsSource = false
                retention.windowSubscriptions -= 1
            }
        }
        releaseIfUnused()
    }

    // MARK: Source lifetime

    override func disposeResources() {
        releaseIfUnused()
    }

    /// Once the sink is disposed and no window subscription needs it any more (or the source
    /// ended), releases the source and the timer.
    private func releaseIfUnused() {
        let source = retention.withLock { retention -> SubscriptionNode? in
            guard isDisposed, retention.isSourceEnded || retention.windowSubscriptions == 0 else { return nil }
            defer { retention.source = nil }
            return retention.source
        }
        if let source {
            source.dispose()
            cancelTimer()
        }
    }
}

/// What keeps a window sink's source subscription alive (at file scope: nested in the generic
/// class, it would be generic too).
private struct WindowRetention {
    var source: SubscriptionNode?
    /// Window subscriptions made while the source ran, which keep it after a disposal.
    var windowSubscriptions = 0
    var isSourceEnded = false
}

/// One window: its observers and, once it is closed, how it ended. Subscribed to from any thread,
/// fed by the sink's lane work.
private final class WindowState<Element>: @unchecked Sendable {
    // @unchecked Sendable: `observers` and `terminal` are only touched with `lock` held.
    private let lock = Mutex(())
    private var observers = Bag<WindowSubscription<Element>>()
    /// nil while the window is open; then `.some(nil)` if it completed, `.some(error)` if it failed.
    private var terminal: Swift.Error??

    /// Adds `subscription` to an open window, and returns true; delivers how a closed window
    /// ended, and returns false.
    func attach(_ subscription: WindowSubscription<Element>) -> Bool {
        let ended = lock.withLock { _ -> Swift.Error?? in
            // Disposed before it was attached: it detached already.
            guard !subscription.isDisposed else { return .some(nil) }
            if let terminal { return terminal }
            subscription.key = observers.insert(subscription)
            return nil
        }
        guard let ended else { return true }
        if !subscription.isDisposed {
            if let error = ended {
                subscription.receive(error: error)
            } else {
                subscription.receiveCompletion()
            }
        }
        return false
    }

    func detach(_ subscription: WindowSubscription<Element>) {
        var removed = ReleasedAfterUnlock<WindowSubscription<Element>?>(nil)
        lock.withLock { _ in
            guard let key = subscription.key else { return }
            subscription.key = nil
            removed.value = observers.remove(key)
        }
        removed.release()
    }

    /// The sink's lane only.
    func send(_ element: Element) {
        // A snapshot: observers that subscribe or leave meanwhile do not disturb the iteration.
        let current = lock.withLock { _ in observers.snapshot }
        for slot in current {
            slot.value?.receive(element)
        }
    }

    /// The sink's lane only.
    func close(with error: Swift.Error?) {
        let observers = lock.withLock { _ -> [WindowSubscription<Element>] in
            terminal = .some(error)
            return self.observers.removeAll()
        }
        for observer in observers {
            observer.receive(terminal: error)
        }
    }

    /// How the window ended, once it is closed.
    var ending: Swift.Error?? {
        lock.withLock { _ in terminal }
    }
}

/// A window as handed downstream.
private final class WindowObservable<Element>: Observable<Element>, @unchecked Sendable {
    // @unchecked Sendable: immutable; the window's state is only touched by the sink's lane work.
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
            switch window.ending {
            case .some(.some(let error)): observer.receive(error: error)
            case .some(.none): observer.receiveCompletion()
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
    // @unchecked Sendable: `key` is only touched with the window's lock held, `retainsSource`
    // with the sink's `retention` lock held.
    private let window: WindowState<Element>
    private let parent: WindowSink<Element>
    /// Its key among the window's observers, while attached.
    var key: Bag<WindowSubscription<Element>>.Key?
    var retainsSource = false

    init(window: WindowState<Element>, parent: WindowSink<Element>, downstream: ObserverNode<Element>) {
        self.window = window
        self.parent = parent
        super.init(downstream: downstream)
    }

    override func receive(_ element: Element) {
        if !isDisposed {
            downstream.receive(element)
        }
    }

    override func disposeResources() {
        parent.detach(self, from: window)
    }
}
