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
        SubscribeOn(source: asObservable(), scheduler: scheduler)
    }

    /// Subscribes to this sequence on `scheduler` (the guide's spelling of `subscribe(on:)`).
    @available(*, deprecated, renamed: "subscribe(on:)")
    public func subscribeOn(_ scheduler: ImmediateSchedulerType) -> Observable<Element> {
        subscribe(on: scheduler)
    }
}

final class SubscribeOn<Element>: SchedulingOperator<Element>, @unchecked Sendable {
    override func run(_ observer: ObserverNode<Element>) {
        let subscription = SubscribeOnSubscription(source: source, sink: PassthroughSink(downstream: observer), scheduler: scheduler)
        observer.setUpstream(subscription)
        subscription.start()
    }
}

/// The observer's handle on a subscription made on a scheduler.
///
/// The source is subscribed to `sink` by a scheduled action. Disposing before that action ran
/// cancels it; disposing afterwards disposes `sink` (and so the source's subscription) on the
/// scheduler. A terminal event disposes `sink` where it is delivered, like any sink.
private final class SubscribeOnSubscription<Element>: DisposeBase, Disposable, @unchecked Sendable {
    // @unchecked Sendable: immutable apart from `phase` (atomic) and `scheduledSubscribe` (thread-safe).

    private static var pending: Int { 0 }
    private static var subscribed: Int { 1 }
    private static var disposed: Int { 2 }

    private let source: Observable<Element>
    private let sink: PassthroughSink<Element>
    private let scheduler: ImmediateSchedulerType
    private let phase = Atomic<Int>(0)
    private let scheduledSubscribe = SingleAssignmentDisposable()

    init(source: Observable<Element>, sink: PassthroughSink<Element>, scheduler: ImmediateSchedulerType) {
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
            // the disposal after it on a serial scheduler. A sink that already ended needs nothing.
            guard !sink.isDisposed else { return }
            _ = scheduler.schedule(sink) { sink in
                sink.dispose()
                return Disposables.create()
            }
        default:
            break
        }
    }
}
