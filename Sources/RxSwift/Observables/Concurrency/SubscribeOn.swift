import Synchronization

extension ObservableType {
    /// Subscribes to this sequence on `scheduler`, and disposes that subscription there too.
    ///
    /// Only the work of subscribing moves (for example the closure of `create`, or a costly
    /// setup); where the events are delivered still depends on the source. To choose where the
    /// observer runs, use `observe(on:)`. Disposing before the subscription ran cancels it;
    /// disposing afterwards delivers nothing more at once, while the source's subscription ends
    /// on `scheduler`.
    ///
    ///     source.subscribe(on: scheduler)   // the source's `subscribe` runs on `scheduler`
    ///
    /// - Parameter scheduler: Where the source is subscribed and its subscription disposed.
    /// - Returns: The same sequence, subscribed on `scheduler`.
    /// - SeeAlso: [ReactiveX SubscribeOn](http://reactivex.io/documentation/operators/subscribeon.html)
    @inlinable
    public func subscribe(on scheduler: ImmediateSchedulerType) -> Observable<Element> {
        OperatorObservable<SubscribeOnSink<Element>, _>(source: asObservableSubscribedAsIs(), arguments: SubscribeOnArguments(scheduler))
    }

    /// Subscribes to this sequence on `scheduler` (the guide's spelling of `subscribe(on:)`).
    @available(*, deprecated, renamed: "subscribe(on:)")
    public func subscribeOn(_ scheduler: ImmediateSchedulerType) -> Observable<Element> {
        subscribe(on: scheduler)
    }
}

/// `subscribe(on:)`'s scheduler, and the type of the handle each subscription makes, resolved in
/// the caller's module: subscribing then looks no generic metadata up (see ARCHITECTURE.md, "Hot
/// operators and generic specialization").
@usableFromInline
struct SubscribeOnArguments<Element> {
    @usableFromInline let scheduler: OperatorScheduler
    @usableFromInline let subscriptionType: SubscribeOnSubscription<Element>.Type

    @inlinable
    init(_ scheduler: ImmediateSchedulerType) {
        self.scheduler = OperatorScheduler(scheduler)
        subscriptionType = SubscribeOnSubscription<Element>.self
    }
}

/// Observes the source for `subscribe(on:)`: forwards everything, and ends the source's
/// subscription on the scheduler, after a terminal event as after disposal.
///
/// RxSwift disposes the source's subscription through a `ScheduledDisposable` in both cases: a
/// source completing at 300 on a `TestScheduler` is unsubscribed at 301.
@usableFromInline
final class SubscribeOnSink<Element>: Sink<Element, Element>, OperatorSink, ScheduledWork, @unchecked Sendable {
    // @unchecked Sendable: immutable apart from `isDisposalScheduled` (atomic).
    let scheduler: OperatorScheduler
    private let subscriptionType: SubscribeOnSubscription<Element>.Type
    private let isDisposalScheduled = Atomic<Bool>(false)

    @usableFromInline
    init(_ arguments: borrowing SubscribeOnArguments<Element>, downstream: ObserverNode<Element>) {
        scheduler = arguments.scheduler
        subscriptionType = arguments.subscriptionType
        super.init(downstream: downstream)
    }

    /// Hands `downstream` a subscription that subscribes `source` to this sink on the scheduler.
    @usableFromInline
    override func start(from source: Observable<Element>) {
        let subscription = subscriptionType.init(source: source, sink: self)
        downstream.setUpstream(subscription)
        subscription.start()
    }

    // Once the subscription is disposed, the source's subscription still runs until the
    // scheduled disposal; what it sends meanwhile is dropped, as in RxSwift, which delivers
    // nothing after `dispose()`. `isDisposalScheduled` says so: it is set before that disposal
    // is scheduled, and before this sink is disposed.

    override func receive(_ element: Element) {
        if !isDisposalScheduled.load(ordering: .relaxed) {
            downstream.receive(element)
        }
    }

    override func receive(error: Swift.Error) {
        guard !isDisposalScheduled.load(ordering: .relaxed) else { return }
        downstream.receive(error: error)
        disposeOnScheduler()
    }

    override func receiveCompletion() {
        guard !isDisposalScheduled.load(ordering: .relaxed) else { return }
        downstream.receiveCompletion()
        disposeOnScheduler()
    }

    /// Disposes this sink, and so the source's subscription, from an action on the scheduler;
    /// only the first call schedules it, and nothing is delivered after it.
    func disposeOnScheduler() {
        guard !isDisposed, !isDisposalScheduled.exchange(true, ordering: .acquiringAndReleasing) else { return }
        if let workScheduler = scheduler.workScheduler {
            workScheduler.scheduleWork(self)
        } else {
            _ = scheduler.scheduler.schedule(self) { sink in
                sink.dispose()
                return Disposables.create()
            }
        }
    }

    /// The disposal that `disposeOnScheduler()` scheduled.
    func runScheduled() {
        dispose()
    }
}

/// The observer's handle on a subscription made on a scheduler.
///
/// The source is subscribed to `sink` by a scheduled action. Disposing before that action ran
/// cancels it; disposing afterwards disposes `sink` (and so the source's subscription) on the
/// scheduler.
///
/// A node without an upstream of its own, so that `downstream` holds it as a node, not as an
/// existential `Disposable` (boxing it would look its generic metadata up).
@usableFromInline
final class SubscribeOnSubscription<Element>: SubscriptionNode, ScheduledWork, @unchecked Sendable {
    // @unchecked Sendable: immutable apart from `phase` (atomic) and `scheduledSubscribe` (thread-safe).

    private static var pending: Int { 0 }
    private static var subscribed: Int { 1 }
    private static var disposed: Int { 2 }

    private let source: Observable<Element>
    private let sink: SubscribeOnSink<Element>
    private let phase = Atomic<Int>(0)
    /// The scheduled subscription on a scheduler of another kind, which may drop an action when it
    /// is disposed (a virtual-time scheduler does). This library's schedulers run it all the same:
    /// there `phase` alone cancels it, and nothing more is allocated.
    private let scheduledSubscribe: SingleAssignmentDisposable?

    init(source: Observable<Element>, sink: SubscribeOnSink<Element>) {
        self.source = source
        self.sink = sink
        scheduledSubscribe = sink.scheduler.workScheduler == nil ? SingleAssignmentDisposable() : nil
    }

    func start() {
        if let workScheduler = sink.scheduler.workScheduler {
            workScheduler.scheduleWork(self)
        } else {
            scheduledSubscribe.unsafelyUnwrapped.setDisposable(sink.scheduler.scheduler.schedule(self) { subscription in
                subscription.runScheduled()
                return Disposables.create()
            })
        }
    }

    /// Subscribes the source, on the scheduler, unless disposed first.
    func runScheduled() {
        guard phase.compareExchange(expected: Self.pending, desired: Self.subscribed, ordering: .acquiringAndReleasing).exchanged else { return }
        source.subscribe(node: sink)
    }

    /// Runs once, when `downstream` disposes this subscription.
    override func disposeResources() {
        switch phase.exchange(Self.disposed, ordering: .acquiringAndReleasing) {
        case Self.pending:
            scheduledSubscribe?.dispose()
        case Self.subscribed:
            // The subscription may still be in progress on the scheduler; disposing there orders
            // the disposal after it on a serial scheduler.
            sink.disposeOnScheduler()
        default:
            break
        }
    }
}
