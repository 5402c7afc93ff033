/// A subject that emits to each observer the events that arrive after it subscribed.
///
///     subject:     --1--2--3--|
///     subscriber:        ^-3--|     (subscribed after 2)
///
/// After a terminal event, new observers receive only that event. After `dispose()`, events
/// are ignored and new observers receive `RxError.disposed`.
public final class PublishSubject<Element>: Observable<Element>, SubjectType, Cancelable, ObserverType, @unchecked Sendable {
    // @unchecked Sendable: all state lives in `core`, which serializes access (see SubjectCore).

    /// The observer side of the subject: the subject itself.
    public typealias SubjectObserverType = PublishSubject<Element>

    @usableFromInline
    let core: SubjectCore<Element>

    /// A subject with no observers.
    @inlinable
    public override init() {
        // Built here, in the caller's module, where `Element` is known: no metadata look-up.
        core = SubjectCore<Element>()
        super.init()
    }

    /// Whether at least one observer is subscribed.
    public var hasObservers: Bool {
        core.hasObservers
    }

    /// Whether the subject was disposed.
    public var isDisposed: Bool {
        core.isDisposed
    }

    /// Emits `event` to every current observer.
    @inlinable
    public func on(_ event: Event<Element>) {
        switch event {
        case .next(let element): core.onNext(element)
        case .error, .completed: core.onTerminal(event)
        }
    }

    override func run(_ observer: ObserverNode<Element>) {
        core.subscribe(observer, owner: self)
    }

    deinit {
        // Nothing can feed the core once the subject is gone: its observers (which hold the core
        // through their subscriptions) are released now.
        core.releaseObservers()
    }

    /// The subject as an observer.
    public func asObserver() -> PublishSubject<Element> {
        self
    }

    /// Detaches every observer and ignores further events.
    public func dispose() {
        core.dispose()
    }
}

extension PublishSubject: SubjectCoreOwner {
    var untypedCore: AnyObject { core }
}
