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
// The subscriber reaches its handle through an unretained pointer, not a weak reference (which
// would allocate a side table for every subscription). The handle owns the subscriber, but the
// user may drop the handle while the subscriber lives on (held by its source), so the pointer is
// cleared by the handle's deinit and read by the subscriber's disposal, both under the same
// small lock: one of a few shared locks chosen by the handle's address.

/// The base of the three subscribers below.
@usableFromInline
class Subscriber<Element>: ObserverNode<Element>, @unchecked Sendable {
    // @unchecked Sendable: `handle` is written before the subscription starts, then cleared once
    // under the handle's link lock (see the comment above).
    /// The user's handle (an unretained `SubscriptionHandle`), 0 once unlinked.
    private let handle = Atomic<UInt>(0)

    /// Subscribes to `source` and returns the user's handle of the subscription.
    @usableFromInline
    final func subscribe(to source: Observable<Element>) -> Disposable {
        let handle = SubscriptionHandle()
        self.handle.store(UInt(bitPattern: Unmanaged.passUnretained(handle).toOpaque()), ordering: .relaxed)
        handle.setUpstream(self)
        source.subscribe(node: self)
        return handle.asDisposable
    }

    override func disposeResources() {
        // Tells the handle, if it still exists, to let go of this subscriber.
        let bits = handle.load(ordering: .acquiring)
        guard bits != 0 else { return }
        let released = SubscriptionHandle.linkLock(bits).mutex.withLock { _ -> SubscriptionNode? in
            // Still linked: the handle's deinit, if it started, waits for this lock.
            guard handle.load(ordering: .relaxed) == bits else { return nil }
            handle.store(0, ordering: .relaxed)
            return Unmanaged<SubscriptionHandle>.fromOpaque(UnsafeRawPointer(bitPattern: bits).unsafelyUnwrapped)
                ._withUnsafeGuaranteedRef { $0.detachUpstreamNode() }
        }
        // Released after the lock: this subscriber stays alive meanwhile (its caller holds it).
        _ = released
    }

    override func handleWillDeinit() {
        handle.store(0, ordering: .relaxed)
    }
}

/// What `subscribe` returns: disposing it disposes the subscriber, and it lets go of the
/// subscriber once the subscription ended either way.
@usableFromInline
final class SubscriptionHandle: SubscriptionNode, @unchecked Sendable {
    deinit {
        // The subscriber may outlive this handle (its source holds it): unlink it first.
        unlinkSubscriber()
    }

    override func willDispose() {
        // The subscriber may be ending by itself on another thread, past the point where it
        // sees this disposal: unlink it before letting it go, or it could reach this handle
        // after it was freed.
        unlinkSubscriber()
    }

    /// Clears the subscriber's pointer to this handle, if this handle still holds the
    /// subscriber (otherwise the subscriber already unlinked itself). Only while nobody else
    /// touches `currentUpstreamNode`: in deinit, or after this handle claimed its disposal.
    private func unlinkSubscriber() {
        let bits = UInt(bitPattern: Unmanaged.passUnretained(self).toOpaque())
        Self.linkLock(bits).mutex.withLock { _ in
            currentUpstreamNode?.handleWillDeinit()
        }
    }

    /// The lock of the link between the handle at `bits` and its subscriber.
    static func linkLock(_ bits: UInt) -> HandleLinkLock {
        // Objects are 16-byte aligned: the bits above those pick the lock.
        handleLinkLocks[Int(truncatingIfNeeded: bits >> 4) & (handleLinkLocks.count - 1)]
    }
}

/// One of the locks guarding the links between handles and subscribers.
final class HandleLinkLock: Sendable {
    let mutex = Mutex(())
}

/// A few locks shared by all links: each is held for a handful of instructions.
private let handleLinkLocks: [HandleLinkLock] = (0..<64).map { _ in HandleLinkLock() }

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
    init(onNext: ((Element) -> Void)?, onError: ((Swift.Error) -> Void)?, onCompleted: (() -> Void)?, onDisposed: (() -> Void)?) {
        next = onNext
        error = onError
        completed = onCompleted
        disposed = onDisposed
        callStack = onError == nil && Hooks.recordCallStackOnError ? Hooks.customCaptureSubscriptionCallstack() : []
    }

    override func onNext(_ element: Element) {
        guard !isDisposed else { return }
        next?(element)
    }

    override func onError(_ error: Swift.Error) {
        guard !isDisposed else { return }
        if let handler = self.error {
            handler(error)
        } else {
            Hooks.defaultErrorHandler(callStack, error)
        }
        dispose()
    }

    override func onCompleted() {
        guard !isDisposed else { return }
        completed?()
        dispose()
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

    override func onNext(_ element: Element) {
        guard !isDisposed else { return }
        handler(.next(element))
    }

    override func onError(_ error: Swift.Error) {
        guard !isDisposed else { return }
        handler(.error(error))
        dispose()
    }

    override func onCompleted() {
        guard !isDisposed else { return }
        handler(.completed)
        dispose()
    }
}

/// The end of a chain for `subscribe(_ observer:)` with a user-defined observer.
final class ObserverSubscriber<Observer: ObserverType>: Subscriber<Observer.Element>, @unchecked Sendable {
    // @unchecked Sendable: the observer is immutable; delivery follows the grammar.
    private let observer: Observer

    init(_ observer: Observer) {
        self.observer = observer
    }

    override func onNext(_ element: Observer.Element) {
        guard !isDisposed else { return }
        observer.on(.next(element))
    }

    override func onError(_ error: Swift.Error) {
        guard !isDisposed else { return }
        observer.on(.error(error))
        dispose()
    }

    override func onCompleted() {
        guard !isDisposed else { return }
        observer.on(.completed)
        dispose()
    }
}
