import Synchronization

extension ObservableType {
    /// Subscribes a closure that receives every event.
    public func subscribe(_ on: @escaping (Event<Element>) -> Void) -> Disposable {
        EventClosureSubscriber(on).subscribe(to: asObservable())
    }

    /// Subscribes closures for elements, the error, completion and disposal.
    ///
    /// An error without `onError` goes to `Hooks.defaultErrorHandler`. `onDisposed` runs once,
    /// after the terminal event's handler or when the subscription is disposed.
    @inlinable
    public func subscribe(
        onNext: ((Element) -> Void)? = nil,
        onError: ((Swift.Error) -> Void)? = nil,
        onCompleted: (() -> Void)? = nil,
        onDisposed: (() -> Void)? = nil
    ) -> Disposable {
        ClosureSubscriber(onNext: onNext, onError: onError, onCompleted: onCompleted, onDisposed: onDisposed)
            .subscribe(to: asObservable())
    }

    /// Subscribes closures that also receive `object`, held weakly: events arriving after it was
    /// deallocated are ignored.
    public func subscribe<Object: AnyObject>(
        with object: Object,
        onNext: ((Object, Element) -> Void)? = nil,
        onError: ((Object, Swift.Error) -> Void)? = nil,
        onCompleted: ((Object) -> Void)? = nil,
        onDisposed: ((Object) -> Void)? = nil
    ) -> Disposable {
        subscribe(onNext: weakly(object, onNext), onError: weakly(object, onError), onCompleted: weakly(object, onCompleted), onDisposed: weakly(object, onDisposed))
    }
}

// The `subscribe(with:)` forms of every sequence and trait hand the plain form these. They are
// never nil, even for a nil `handler`: an error handler that was passed, even one that does
// nothing, keeps the error from `Hooks.defaultErrorHandler`.

/// `handler` given `object`, held weakly; once `object` is gone, nothing runs.
func weakly<Object: AnyObject, Value>(_ object: Object, _ handler: ((Object, Value) -> Void)?) -> (Value) -> Void {
    { [weak object] value in
        guard let object else { return }
        handler?(object, value)
    }
}

/// `handler` given `object`, held weakly; once `object` is gone, nothing runs.
func weakly<Object: AnyObject>(_ object: Object, _ handler: ((Object) -> Void)?) -> () -> Void {
    { [weak object] in
        guard let object else { return }
        handler?(object)
    }
}

// MARK: - The end of a chain
//
// A subscriber holds the user's closures (or observer) and is what the last operator delivers
// to. The user does not get the subscriber itself but a `SubscriptionHandle`: disposing the
// handle, or the sequence terminating, makes the handle drop the subscriber, so a handle kept in
// a property or a bag no longer keeps the closures (and what they captured) alive. The
// subscriber is freed once its upstream releases it too. Before every callback it checks
// `isDisposed`: once `dispose()` returned, no callback runs on that thread.
//
// The subscriber reaches its handle through an `UnretainedLink` (a weak reference would
// allocate a side table for every subscription): the handle owns the subscriber, but the user
// may drop the handle while the subscriber lives on, held by its source.

/// What a subscription handle tells the subscriber it owns.
protocol HandleLinkedSubscriber: AnyObject {
    /// The handle is going away, or letting go of this subscriber: clear the link to it. Called
    /// inside `UnretainedLink.unlinking` of the handle.
    func handleWillGoAway()
}

/// The base of the three subscribers below.
@usableFromInline
class Subscriber<Element>: ObserverNode<Element>, HandleLinkedSubscriber, @unchecked Sendable {
    // @unchecked Sendable: the link is set before the subscription starts; see UnretainedLink.
    private let handle = UnretainedLink<SubscriptionHandle>()

    /// Subscribes to `source` and returns the user's handle of the subscription.
    @usableFromInline
    final func subscribe(to source: Observable<Element>) -> Disposable {
        let handle = SubscriptionHandle(subscriber: self)
        self.handle.set(handle)
        source.subscribe(node: self)
        return handle
    }

    override func disposeResources() {
        // Disposed by its handle (`disposeForOwner()`), which lets go of this subscriber itself:
        // the link is not read, so nothing reaches the handle through it any more.
        guard !isDisposedByOwner else { return }
        // Tells the handle, if it still exists, to let go of this subscriber, which is released
        // after the link's lock: this subscriber stays alive meanwhile (its caller holds it).
        var released = ReleasedAfterUnlock<SubscriptionNode?>(nil)
        released.value = handle.takeTarget { $0.subscriberEnded() } ?? nil
        released.release()
    }

    final func handleWillGoAway() {
        handle.clear()
    }
}

/// What `subscribe` returns: disposing it disposes the subscriber, and it lets go of the
/// subscriber once the subscription ended either way. Not a node: it has no upstream to walk,
/// only the subscriber it owns.
@usableFromInline
final class SubscriptionHandle: Cancelable, @unchecked Sendable {
    // @unchecked Sendable: `subscriber` is touched only by the side that set `ended` (this
    // handle's `dispose()`, or the subscriber ending by itself, under the link's lock), and by
    // the deinit under the link's lock; `linkedSubscriber` is immutable.

    /// Set once, by `dispose()` or by the subscriber ending by itself: whichever sets it lets
    /// go of the subscriber.
    private let ended = Atomic<Bool>(false)
    /// The subscriber this handle owns, until the subscription ends.
    @exclusivity(unchecked)
    private var subscriber: SubscriptionNode?
    /// The same subscriber, to clear its link to this handle: only touched while `subscriber`
    /// (or a reference taken from it) keeps it alive.
    private unowned(unsafe) let linkedSubscriber: any HandleLinkedSubscriber
    /// Set once `dispose()` unlinked the subscriber: from then on no subscriber can reach this
    /// handle, and the deinit has nothing to unlink. Written by the thread that disposes, read by
    /// the deinit, which runs after it let go of this handle.
    @exclusivity(unchecked)
    private var unlinked = false
    private let resourceCount = ResourceCount()

    init<Element>(subscriber: Subscriber<Element>) {
        self.subscriber = subscriber
        linkedSubscriber = subscriber
    }

    deinit {
        // The subscriber may outlive this handle (its source holds it): unlink it first, or wait
        // out a subscriber letting go of this handle (it holds the link's lock while it touches
        // it). Not after this handle's `dispose()`, which unlinked it already: the usual end of
        // a subscription, which then takes the link's lock once.
        if !unlinked { unlinkSubscriber() }
    }

    /// Whether the subscription ended: disposed, or ended by itself.
    @usableFromInline
    var isDisposed: Bool {
        ended.load(ordering: .acquiring)
    }

    /// Disposes the subscriber (and through it the whole chain) and lets go of it.
    @usableFromInline
    func dispose() {
        guard !ended.exchange(true, ordering: .acquiringAndReleasing) else { return }
        // This thread set `ended`: the subscriber is its to dispose and let go of.
        let subscriber = self.subscriber.take()
        // Usually this disposal disposes the subscriber, which then never reads its link (only
        // its disposal does, and that now runs here): no lock. But the subscriber may be ending
        // by itself on another thread, past the point where it sees this disposal: then unlink it
        // under the lock before letting it go, or it could reach this handle after it was freed.
        if let subscriber, !subscriber.disposeForOwner() {
            UnretainedLink.unlinking(self) { linkedSubscriber.handleWillGoAway() }
        }
        unlinked = true
    }

    /// The subscriber ended by itself: hands it over to be released, unless this handle was
    /// disposed meanwhile (it then lets go of it itself). Called under the link's lock.
    func subscriberEnded() -> SubscriptionNode? {
        guard !ended.exchange(true, ordering: .acquiringAndReleasing) else { return nil }
        return subscriber.take()
    }

    /// Clears the subscriber's link to this handle if this handle still holds the subscriber
    /// (otherwise the subscriber took the link already, under the same lock). In deinit only.
    private func unlinkSubscriber() {
        UnretainedLink.unlinking(self) {
            if subscriber != nil { linkedSubscriber.handleWillGoAway() }
        }
    }
}

/// The end of a chain for `subscribe(onNext:onError:onCompleted:onDisposed:)`.
@usableFromInline
final class ClosureSubscriber<Element>: Subscriber<Element>, @unchecked Sendable {
    // @unchecked Sendable: the closures are immutable; delivery follows the grammar.
    private let next: ((Element) -> Void)?
    private let error: ((Swift.Error) -> Void)?
    private let completed: (() -> Void)?
    private let disposed: (() -> Void)?
    private let callStack: [String]

    @usableFromInline
    init(onNext: consuming ((Element) -> Void)?, onError: consuming ((Swift.Error) -> Void)?, onCompleted: consuming (() -> Void)?, onDisposed: consuming (() -> Void)?) {
        // The closures move in (consuming, and read before they are stored): no copy and release.
        if case .none = onError, Hooks.recordCallStackOnError {
            callStack = Hooks.customCaptureSubscriptionCallstack()
        } else {
            callStack = []
        }
        next = onNext
        error = onError
        completed = onCompleted
        disposed = onDisposed
    }

    override func receive(_ element: Element) {
        guard !isDisposed else { return }
        next?(element)
    }

    override func receive(error: Swift.Error) {
        guard !isDisposed else { return }
        if let handler = self.error {
            handler(error)
        } else {
            Hooks.defaultErrorHandler(callStack, error)
        }
        disposeAfterTerminal()
    }

    override func receiveCompletion() {
        guard !isDisposed else { return }
        completed?()
        disposeAfterTerminal()
    }

    override func disposeResources() {
        super.disposeResources()
        disposed?()
    }
}

/// The end of a chain for `subscribe(_ on:)`.
final class EventClosureSubscriber<Element>: Subscriber<Element>, @unchecked Sendable {
    // @unchecked Sendable: the closure is immutable; delivery follows the grammar.
    private let handler: (Event<Element>) -> Void

    init(_ handler: @escaping (Event<Element>) -> Void) {
        self.handler = handler
    }

    override func receive(_ element: Element) {
        guard !isDisposed else { return }
        handler(.next(element))
    }

    override func receive(error: Swift.Error) {
        guard !isDisposed else { return }
        handler(.error(error))
        disposeAfterTerminal()
    }

    override func receiveCompletion() {
        guard !isDisposed else { return }
        handler(.completed)
        disposeAfterTerminal()
    }
}

/// The end of a chain for `subscribe(_ observer:)` with a user-defined observer.
final class ObserverSubscriber<Observer: ObserverType>: Subscriber<Observer.Element>, @unchecked Sendable {
    // @unchecked Sendable: the observer is immutable; delivery follows the grammar.
    private let observer: Observer

    init(_ observer: Observer) {
        self.observer = observer
    }

    override func receive(_ element: Observer.Element) {
        guard !isDisposed else { return }
        observer.on(.next(element))
    }

    override func receive(error: Swift.Error) {
        guard !isDisposed else { return }
        observer.on(.error(error))
        disposeAfterTerminal()
    }

    override func receiveCompletion() {
        guard !isDisposed else { return }
        observer.on(.completed)
        disposeAfterTerminal()
    }
}
