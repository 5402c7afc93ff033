/// The data model of one random chain. A chain is plain data, separate from the RxSwift objects
/// built from it, so that it can be printed, shrunk (see `Reduction.swift`) and rebuilt
/// identically against either library.

/// Which chains a run generates.
enum ChainFamily {
    /// The observable operators alone: the seeds whose results the README counts.
    case observables
    /// The observable operators and the units' (`Driver`, `Signal`; Units.swift).
    case units
    /// The observable operators and the traits' (`Single`, `Maybe`, `Completable`, `Infallible`;
    /// Traits.swift).
    case traits
}

/// An event a source emits: at an absolute tick (hot observables, subjects, relays) or relative to
/// the subscription (cold observables).
struct TimedEvent: Equatable {
    enum Kind: Equatable {
        case next(Int)
        case error(HarnessError)
        case completed
    }

    var tick: Int
    var kind: Kind
}

enum SubjectKind: Equatable {
    case publish
    case behavior(initial: Int)
    case replay(bufferSize: Int)
    case replayAll
    case async
}

enum RelayKind: Equatable {
    case publish
    case behavior(initial: Int)
    case replay(bufferSize: Int)
}

/// A leaf of the operator tree. Chains keep their sources in a pool so that two leaves can name
/// the same hot observable or subject (a self-join is where sharing bugs show).
enum SourceSpec: Equatable {
    case hot(events: [TimedEvent], asObservable: Bool)
    case cold(events: [TimedEvent], asObservable: Bool)
    case just(Int, onTestScheduler: Bool)
    case of([Int], onTestScheduler: Bool)
    case from([Int])
    case empty
    case never
    case error(HarnessError)
    case range(start: Int, count: Int)
    /// `Observable.create` that emits its elements synchronously, then its terminal if any.
    case create(elements: [Int], terminal: TimedEvent.Kind?)
    case timer(due: Int, period: Int?)
    case interval(period: Int)
    /// A subject fed by scheduled events, observed through `asObservable()`.
    case subject(SubjectKind, events: [TimedEvent])
    /// A relay fed by scheduled `accept` calls (a relay never terminates).
    case relay(RelayKind, events: [TimedEvent])
    /// A unit made as one (`Driver.just`, `relay.asDriver()`...); the units family only.
    case unit(UnitSource)

    /// True for sources whose `subscriptions` RxTest records.
    var isTestable: Bool {
        switch self {
        case .hot, .cold: return true
        default: return false
        }
    }
}

/// How a connectable operator is made.
enum ConnectableKind: Equatable {
    case publish
    case replay(Int)
    case replayAll
    /// `multicast(_:)` with one subject for the chain's lifetime.
    case multicastSubject(SubjectKind)
    /// `multicast(makeSubject:)`, a new subject per connection.
    case multicastFactory(SubjectKind)
}

/// How a connectable operator is connected.
enum Connection: Equatable {
    case refCount
    /// `connect()` at a tick, optionally disposed of at a later one.
    case connect(at: Int, disconnectAt: Int?)
}

/// Every operator the generator can place. The children of a node are its inputs in order; for
/// operators with one "main" input that input is child 0 (the one a shrink step keeps when it
/// removes the operator).
enum Op: Equatable {
    case source(Int)

    // Unary, element-wise. A `throwsOn` divisor makes the closure throw `HarnessError.thrown`
    // for elements it divides.
    case map(add: Int, throwsOn: Int?)
    case filter(divisor: Int, throwsOn: Int?)
    case compactMap(divisor: Int)
    case scan(seed: Int)
    case reduce(seed: Int)
    case distinctUntilChanged(keyDivisor: Int?)
    case enumerated
    case materialize
    case dematerialize
    case groupBy(divisor: Int)

    // Unary, counting and filtering.
    case take(Int)
    case takeLast(Int)
    case takeWhile(below: Int, inclusive: Bool)
    case takeUntilPredicate(atLeast: Int, inclusive: Bool)
    case takeFor(Int)
    case skip(Int)
    case skipWhile(below: Int)
    case skipFor(Int)
    case elementAt(Int)
    case single(divisor: Int?)
    case first
    case startWith([Int])
    case ifEmptyDefault(Int)
    case toArray

    // Unary, time.
    case buffer(span: Int, count: Int)
    case window(span: Int, count: Int)
    case debounce(Int)
    case throttle(Int, latest: Bool)
    case delay(Int)
    case delaySubscription(Int)
    case timeout(Int)
    case subscribeOn
    case observeOn

    // Unary, errors and resubscription.
    case retry(Int)
    case retryWhen(attempts: Int, delay: Int)
    case catchAndReturn(Int)

    // Unary, sharing.
    case share(replay: Int, forever: Bool)
    case connectable(ConnectableKind, Connection)

    // Unary, side effects (logged).
    case doLog
    case using
    case deferred

    // Traits.
    case asSingle
    case asMaybe
    case asCompletable
    case singleMap(add: Int)
    case singleRetry(Int)
    case maybeIfEmpty(Int)
    case infallible(justReturn: Int)

    // Binary: child 1 is the other input, or the inner observable of a flattening operator.
    case takeUntil
    case skipUntil
    case sample(defaultValue: Int?)
    case withLatestFrom(combine: Bool)
    case concatWith
    case ifEmptySwitch
    case timeoutOther(Int)
    case catchWith
    case amb
    case flatMap(throwsOn: Int?)
    case flatMapFirst
    case flatMapLatest
    case concatMap
    case switchLatest
    case mergeMax(Int)
    case andThen
    case singleFlatMap
    case infallibleFallback

    // N-ary: two or three children.
    case zip(collection: Bool)
    case combineLatest(collection: Bool)
    case merge
    case concat
    case ambAll
    case catchSequence

    // A unit's operator (Units.swift); the units family only. Binary when the `UnitOp` is.
    case unit(UnitKind, UnitEntry, UnitOp)

    // A trait's operator (Traits.swift); the traits family only. Binary when the `TraitOp` is.
    case trait(TraitOp)
}

/// A node of the operator tree. `id` is the node's preorder index in the generated chain; it
/// survives shrinking so labels in traces (`do#3`) keep pointing at the same node.
struct Node: Equatable {
    var id: Int
    var op: Op
    var children: [Node]

    /// The nodes of this subtree in preorder.
    var preorder: [Node] {
        [self] + children.flatMap(\.preorder)
    }
}

enum SubscriberKind: Equatable {
    /// `subscribe(_:)` with an observer.
    case observer
    /// `subscribe(onNext:onError:onCompleted:onDisposed:)`; `onDisposed` is logged too.
    case closures
    /// The chain is subscribed to a subject that the recording observer subscribed first.
    case viaSubject(SubjectKind)
}

/// One subscription to the chain's root, made and disposed of on the test scheduler.
struct SubscriberSpec: Equatable {
    /// The subscriber's number in the generated chain; it survives shrinking.
    var id: Int
    var subscribeAt: Int
    /// nil: kept until the end of the run's subscriptions (`Chain.endTick`).
    var disposeAt: Int?
    var kind: SubscriberKind
}

struct Chain: Equatable {
    /// Where every still-open subscription is disposed of, as `TestScheduler.start()` does.
    static let endTick = 1000
    /// Where the run stops, so infinite timers end.
    static let stopTick = 1200

    var seed: UInt64
    var sources: [SourceSpec]
    var root: Node
    var subscribers: [SubscriberSpec]

    /// The sources the tree still names, in pool order.
    var usedSources: [Int] {
        var used = Set<Int>()
        for node in root.preorder {
            if case .source(let index) = node.op { used.insert(index) }
        }
        return used.sorted()
    }
}
