import Synchronization

extension ObservableType {
    /// Subscribes to this sequence on `scheduler`, and disposes that subscription there too.
    ///
    /// Only the work of subscribing moves (for example the closure of `create`, or a costly
    /// setup); where the events are delivered still depends on the source. To choose where the
    /// observer runs, use `observe(on:)`. Disposing before the subscription ran cancels it.
    ///
    ///     source.subscribe(on: scheduler)   // the source's `subscribe` runs on `scheduler`
    ///
    /// - Parameter scheduler: Where the source is subscribed and its subscription disposed.
    /// - Returns: The same sequence, subscribed on `scheduler`.
    /// - SeeAlso: [ReactiveX SubscribeOn](http://reactivex.io/documentation/operators/subscribeon.html)
    public func subscribe(on scheduler: ImmediateSchedulerType) -> Observable<Element> {
        OperatorObservable<SubscribeOnSink<Element>, _>(source: asObservable(), arguments: scheduler)
    }

    /// Subscribes to this sequence on `scheduler` (the guide's spelling of `subscribe(on:)`).
    @available(*, deprecated, renamed: "subscribe(on:)")
    public func subscribeOn(_ scheduler: ImmediateSchedulerType) -> Observable<Element> {
        subscribe(on: scheduler)
    }
}

/// Observes the source for `subscribe(on:)`: forwards everything, and ends the source's
/// subscription on the scheduler, after a terminal event as after disposal.
///
/// RxSwift disposes the source's subscription through a `ScheduledDisposable` in both cases: a
/// source completing at 300 on a `TestScheduler` is unsubscribed at 301.
private final class SubscribeOnSink<Element>: Sink<Element, Element>, OperatorSink, @unchecked Sendable {
    // @unchecked Sendable: immutable apart from `isDisposalScheduled` (atomic).
    private let scheduler: ImmediateSchedulerType
    private let isDisposalScheduled = Atomic<Bool>(false)

    init(_ scheduler: ImmediateSchedulerType, downstream: ObserverNode<Element>) {
        self.scheduler = scheduler
        super.init(downstream: downstream)
    }

    /// Hands `downstream` a subscription that subscribes `source` to this sink on the scheduler.
    override func start(from source: Observable<Element>) {
        let subscription = SubscribeOnSubscription(source: source, sink: self, scheduler: scheduler)
        downstream.setUpstream(subscription)
        subscription.start()
    }

    override func receive(_ element: Element) {
        downstream.receive(element)
    }

    override func receive(error: Swift.Error) {
        guard !isDisposed else { return }
        downstream.receive(error: error)
        disposeOnScheduler()
    }

    override func receiveCompletion() {
        guard !isDisposed else { return }
        downstream.receiveCompletion()
        disposeOnScheduler()
    }

    /// Disposes this sink, and so the source's subscription, from an action on the scheduler;
    /// only the first call schedules it.
    func disposeOnScheduler() {
        guard !isDisposed, !isDisposalScheduled.exchange(true, ordering: .acquiringAndReleasing) else { return }
        _ = scheduler.schedule(self) { sink in
            sink.dispose()
            return Disposables.create()
        }
    }
}

/// The observer's handle on a subscription made on a scheduler.
///
/// The source is subscribed to `sink` by a scheduled action. Disposing before that action ran
/// cancels it; disposing afterwards disposes `sink` (and so the source's subscription) on the
/// scheduler.
private final class SubscribeOnSubscription<Element>: DisposeBase, Disposable, @unchecked Sendable {
    // @unchecked Sendable: immutable apart from `phase` (atomic) and `scheduledSubscribe` (thread-safe).

    private static var pending: Int { 0 }
    private static var subscribed: Int { 1 }
    private static var disposed: Int { 2 }

    private let source: Observable<Element>
    private let sink: SubscribeOnSink<Element>
    private let scheduler: ImmediateSchedulerType
    private let phase = Atomic<Int>(0)
    private let scheduledSubscribe = SingleAssignmentDisposable()

    init(source: Observable<Element>, sink: SubscribeOnSink<Element>, scheduler: ImmediateSchedulerType) {
        self.source = source
        self.sink = sink
        self.scheduler = scheduler
    }

    func start() {
        scheduledSubscribe.setDisposable(scheduler.schedule(self) { subscription in
            subscription.subscribeSource()
            return Disposables.create()
        })
    }

    /// Runs on the scheduler.
    private func subscribeSource() {
        guard phase.compareExchange(expected: Self.pending, desired: Self.subscribed, ordering: .acquiringAndReleasing).exchanged else { return }
        source.subscribe(node: sink)
    }

    func dispose() {
        switch phase.exchange(Self.disposed, ordering: .acquiringAndReleasing) {
        case Self.pending:
            scheduledSubscribe.dispose()
        case Self.subscribed:
            // The subscription may still be in progress on the scheduler; disposing there orders
            // the disposal after it on a serial scheduler.
            sink.disposeOnScheduler()
        default:
            break
        }
    }
}
