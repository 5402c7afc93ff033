/// A sequence of elements delivered over time: the type every operator takes and returns.
///
/// An `Observable` only describes how elements are produced; work starts when it is subscribed.
/// Instances are immutable once built and can be shared and subscribed from any thread.
public class Observable<Element>: ObservableType, @unchecked Sendable {
    // @unchecked Sendable: every subclass stores only `let` properties set in `init`, and
    // `subscribe` is safe to call concurrently; per-subscription state lives in sinks.

    private let resourceCount = ResourceCount()

    // Inlinable, as `Just`'s: see `Just`.
    @inlinable
    init() {}

    /// Starts the sequence for `observer`; see `ObservableType.subscribe(_:)`.
    public func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        ObserverSubscriber(observer).subscribe(to: self)
    }

    /// The internal subscription entry, for a subscription that may start outside any
    /// trampoline (a user's `subscribe`, an inner sequence subscribed from `onNext`).
    ///
    /// The sequence gives `observer` its upstream subscription (`observer.setUpstream`), which
    /// `observer.dispose()` then disposes, and delivers to it through `onNext`/`onError`/
    /// `onCompleted`, respecting the grammar.
    ///
    /// Subscription runs inside the current thread's trampoline (as RxSwift's producers do), so
    /// work that sequences schedule on `CurrentThreadScheduler` during subscription is queued,
    /// not nested, and deep synchronous sequences never grow the stack; but for the sequences
    /// whose `subscribesInTrampoline` is false, as in RxSwift.
    @usableFromInline
    final func subscribe(node observer: ObserverNode<Element>) {
        if subscribesInTrampoline {
            CurrentThreadScheduler.runInTrampoline { run(observer) }
        } else {
            run(observer)
        }
    }

    /// Whether `subscribe(node:)` runs the subscription inside the current thread's trampoline.
    /// False for the sequences that RxSwift 6 subscribes without a trampoline of its own:
    /// `just`, `empty`, `error`, `never`, the subjects, and `share(replay: 0 or 1, scope:
    /// .whileConnected)`. What their observer schedules on `CurrentThreadScheduler` while they
    /// are subscribed outside any trampoline then runs at once, as there: a `from([1, 2])`
    /// subscribed in a subject's replay delivers both elements before that `subscribe` returns.
    // A property of the class, not stored: a stored one set in a subclass's initializer cost
    // `flatMap { .just($0) }` an exclusivity check per element on the `Just` it builds.
    var subscribesInTrampoline: Bool {
        true
    }

    /// Produces the sequence for `observer`, as `subscribe(node:)` describes; overridden by every
    /// concrete sequence. Called on a thread whose trampoline is active (but for a sequence whose
    /// `subscribesInTrampoline` is false: none of those subscribes a source from its `run` other
    /// than through `subscribe(node:)`): an operator subscribing its source from its own `run`
    /// calls the source's `run` directly (`Sink.subscribe(to:)`).
    func run(_ observer: ObserverNode<Element>) {
        rxAbstractMethod()
    }

    /// If this sequence is exactly one element followed by completion, delivered synchronously at
    /// subscription (`just`), hands that element to `body` and returns true: merge-like operators
    /// then skip the inner subscription, which nothing could observe. Otherwise returns false.
    @usableFromInline
    func deliverImmediately(_ body: (Element) -> Void) -> Bool {
        false
    }

    /// This sequence filtered by `predicate` as a single fused stage, if this sequence has a
    /// fused form (`map` has one: see Map.swift); `.none` by default. With `inPlace` (nothing
    /// else references this sequence), the sequence may take the predicate itself.
    @usableFromInline
    func filtered(by predicate: @escaping (Element) throws -> Bool, inPlace: Bool) -> FilterFusion<Element> {
        .none
    }

    /// Returns `self`.
    // Final and inlinable: where the caller knows it holds an `Observable` (an operator's entry
    // point, a selector's result converted in the client), the call and the retain of `self` it
    // returns vanish.
    @inlinable
    public final func asObservable() -> Observable<Element> {
        self
    }
}

/// Whether nothing references `object` weakly or `unowned`, which `isKnownUniquelyReferenced`
/// does not count: with it, a sequence the caller's variable references alone can be changed in
/// place (`Observable.filtered(by:inPlace:)`) without anyone seeing it.
// Not inlinable: the two counts are the runtime's, read once per `filter` applied to a `map`.
// The caller keeps `isKnownUniquelyReferenced` inline: as a call of its own, the check let the
// optimizer release the caller's last other reference only after it, so it never held.
@usableFromInline
func hasNoWeakOrUnownedReferences(_ object: AnyObject) -> Bool {
    // Both counts start at 1: an unowned one the object holds on itself, a weak one its side
    // table (made with the first weak reference) holds.
    _getUnownedRetainCount(object) == 1 && _getWeakRetainCount(object) <= 1
}

/// What `Observable.filtered(by:inPlace:)` made of a sequence and a `filter` after it.
///
/// `fusedInPlace` says the sequence changed rather than returning it: `filter` then returns the
/// sequence it holds, without the retain (and the release of its own reference) that returning
/// `self` from the unspecialized method would cost.
@usableFromInline
enum FilterFusion<Element> {
    /// No fused form: the `filter` is a stage of its own.
    case none
    /// The sequence took the predicate itself: it is the fused stage.
    case fusedInPlace
    /// The fused stage, a new sequence (the first one is referenced elsewhere).
    case fused(Observable<Element>)
}
