/// A subject that emits only the last element, and only once the sequence completes.
///
///     source:      --1--2--3--|
///     subscriber:  -----------3|
///
/// If the sequence fails, observers receive only the error. Observers arriving after completion
/// receive the last element and completion at once.
public final class AsyncSubject<Element>: Observable<Element>, SubjectType, ObserverType, @unchecked Sendable {
    // @unchecked Sendable: all state lives in `core`, which serializes access (see SubjectCore).

    /// The observer side of the subject: the subject itself.
    public typealias SubjectObserverType = AsyncSubject<Element>

    @usableFromInline
    let core = AsyncCore<Element>()

    /// A subject with no element yet.
    public override init() {}

    /// Whether at least one observer is subscribed.
    public var hasObservers: Bool {
        core.hasObservers
    }

    /// Keeps the element of a `next` event; on completion emits the last element, then
    /// completion; on error emits the error.
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
    public func asObserver() -> AsyncSubject<Element> {
        self
    }
}

@usableFromInline
final class AsyncCore<Element>: SubjectCore<Element>, @unchecked Sendable {
    // `last` is only touched with the lock held (in the hooks).
    private var last: Element?

    override func record(next element: Element) -> Bool {
        last = element
        return false
    }

    override func record(terminal event: Event<Element>) -> Element? {
        if case .completed = event {
            return last
        }
        last = nil
        return nil
    }

    override func replayElements(stopped: Bool) -> [Element] {
        guard stopped, let last else { return [] }
        return [last]
    }

    override func clearRecorded() {
        last = nil
    }
}

extension AsyncSubject: SubjectCoreOwner {
    var untypedCore: AnyObject { core }
}
