/// A subject that holds a current value: each new observer receives it first, then every later
/// event.
///
///     subject (value 0):  --1--2--|
///     subscriber:               ^1-2--|   (subscribed between 1 and 2: receives 1 first)
///
/// After a terminal event new observers receive only that event; after `dispose()` they receive
/// `RxError.disposed`.
public final class BehaviorSubject<Element>: Observable<Element>, SubjectType, ObserverType, Cancelable, @unchecked Sendable {
    // @unchecked Sendable: all state lives in `core`, which serializes access (see SubjectCore).

    /// The observer side of the subject: the subject itself.
    public typealias SubjectObserverType = BehaviorSubject<Element>

    @usableFromInline
    let core: BehaviorCore<Element>

    /// A subject whose current value is `value`.
    public init(value: Element) {
        core = BehaviorCore(value: value)
    }

    /// The current value. Throws the subject's error if it failed, or `RxError.disposed` if it
    /// was disposed.
    public func value() throws -> Element {
        try core.currentValue(owner: self)
    }

    /// Whether at least one observer is subscribed.
    public var hasObservers: Bool {
        core.hasObservers
    }

    /// Whether the subject was disposed.
    public var isDisposed: Bool {
        core.isDisposed
    }

    /// Stores the element of a `next` event as the current value and emits `event` to every
    /// observer.
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
    public func asObserver() -> BehaviorSubject<Element> {
        self
    }

    /// Detaches every observer and ignores further events.
    public func dispose() {
        core.dispose()
    }
}

@usableFromInline
final class BehaviorCore<Element>: SubjectCore<Element>, @unchecked Sendable {
    // `value` is only touched with the lock held (in the hooks and `currentValue`).
    @exclusivity(unchecked) private var value: Element

    init(value: Element) {
        self.value = value
    }

    override func record(next element: Element) -> Bool {
        value = element
        return true
    }

    override func replayElements(stopped: Bool) -> [Element] {
        stopped ? [] : [value]
    }

    override var replaysOnSubscribe: Bool { true }

    func currentValue(owner: AnyObject) throws -> Element {
        let (value, isDisposed, error) = lock.withLock { state in
            (self.value, state.isDisposed, state.stopError)
        }
        if isDisposed { throw RxError.disposed(object: owner) }
        if let error { throw error }
        return value
    }
}

extension BehaviorSubject: SubjectCoreOwner {
    var untypedCore: AnyObject { core }
}
