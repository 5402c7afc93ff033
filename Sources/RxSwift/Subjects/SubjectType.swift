/// A sequence that is also an observer: what it observes, it emits.
public protocol SubjectType: ObservableType {
    /// The observer side of the subject.
    associatedtype Observer: ObserverType

    /// The subject as an observer.
    func asObserver() -> Observer
}

/// What the subjects of this library have in common: a `SubjectCore` that holds their state and
/// delivers their events, to which feeding, subscribing and the observer count go. Each subject
/// says what its core records and replays, and adds its own API (`asObserver()` among it, whose
/// result type names the subject).
///
/// Not meant to be used directly: it is public only because the public subjects derive from it.
public class _SubjectShell<Element>: Observable<Element>, ObserverType, @unchecked Sendable {
    // @unchecked Sendable: the only state is `core`, which serializes access (see SubjectCore).

    @usableFromInline
    let core: SubjectCore<Element>

    @usableFromInline
    init(core: SubjectCore<Element>) {
        self.core = core
    }

    override final var subscribesInTrampoline: Bool {
        false
    }

    /// Whether at least one observer is subscribed.
    public final var hasObservers: Bool {
        core.hasObservers
    }

    /// Emits `event` to every current observer (see the subject's own description for what it
    /// records first).
    @inlinable
    public final func on(_ event: Event<Element>) {
        switch event {
        case .next(let element): core.onNext(element)
        case .error, .completed: core.onTerminal(event)
        }
    }

    /// Emits `element` to every current observer: `on(.next(element))` without the `Event`.
    ///
    /// The subject's own method rather than `ObserverType`'s: called from code that is not
    /// specialized for `Element` (a relay's `accept`, a generic function), that one builds the
    /// `Event` and reaches `on(_:)` through the conformance, looking up their metadata for every
    /// element.
    @inlinable
    public final func onNext(_ element: Element) {
        core.onNext(element)
    }

    override final func run(_ observer: ObserverNode<Element>) {
        core.subscribe(observer, subject: self)
    }

    deinit {
        // Nothing can feed the core once the subject is gone: its observers (which hold the core
        // through their subscriptions) are released now.
        core.releaseObservers()
    }
}

extension _SubjectShell: SubjectCoreOwner {
    var untypedCore: AnyObject { core }
}
