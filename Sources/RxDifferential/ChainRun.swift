import RxCocoa
import RxSwift
import RxTest

/// One execution of a chain on a fresh `TestScheduler`: builds the sources, the operator tree and
/// the subscribers, runs virtual time, and collects every observed fact in the order it
/// happened. Everything runs on the calling thread, so the order is deterministic.
final class ChainRun {
    let chain: Chain
    let scheduler = TestScheduler(initialClock: 0)

    /// Every fact with the tick it happened at: subscriber events, side effects of `do`, `using`,
    /// `deferred`, `create`, `catch`, `window`, connections.
    private(set) var log: [String] = []

    /// The built sources, by pool index; built once so that every leaf naming a source shares it.
    var builtSources: [Int: Built] = [:]
    var testableSources: [Int: TestableObservable<Value>] = [:]

    /// `connect(at:)` connections requested while building, scheduled after the tree is built.
    var pendingConnections: [(node: Int, at: Int, disconnectAt: Int?, connect: () -> Disposable)] = []

    init(chain: Chain) {
        self.chain = chain
    }

    func record(_ fact: String) {
        log.append("@\(scheduler.clock) \(fact)")
    }

    /// Runs the chain and returns its trace lines.
    func run() -> [String] {
        // Units deliver on the scheduler `SharingScheduler` gives them when they are built.
        SharingScheduler.mock(scheduler: scheduler) {
            // Sources first: hot observables and subject feeds schedule their events as they are
            // made, so at a shared tick they come before subscriptions (as in a hand-written test).
            for index in chain.usedSources {
                builtSources[index] = makeSource(index)
            }
            let root = build(chain.root)
            scheduleConnections()
            scheduleSubscribers(to: root)
            scheduler.advanceTo(Chain.stopTick)
        }
        return log + subscriptionLines()
    }

    private func scheduleConnections() {
        for connection in pendingConnections {
            var disposable: Disposable?
            scheduler.scheduleAt(connection.at) {
                self.record("connect#\(connection.node)")
                disposable = connection.connect()
            }
            if let disconnectAt = connection.disconnectAt {
                scheduler.scheduleAt(disconnectAt) {
                    self.record("disconnect#\(connection.node)")
                    disposable?.dispose()
                }
            }
        }
    }

    private func scheduleSubscribers(to root: Built) {
        for subscriber in chain.subscribers {
            var subscription: Disposable?
            scheduler.scheduleAt(subscriber.subscribeAt) {
                switch root {
                case .observable(let observable): subscription = self.subscribe(subscriber, to: observable)
                case .testable(let testable): subscription = self.subscribe(subscriber, to: testable)
                }
            }
            scheduler.scheduleAt(subscriber.disposeAt ?? Chain.endTick) {
                self.record("sub\(subscriber.id) dispose")
                subscription?.dispose()
            }
        }
    }

    private func subscribe<Root: ObservableType>(_ subscriber: SubscriberSpec, to root: Root) -> Disposable where Root.Element == Value {
        let name = "sub\(subscriber.id)"
        record("\(name) subscribe")
        let recorder = AnyObserver<Value> { event in self.record("\(name) \(eventName(event))") }
        switch subscriber.kind {
        case .observer:
            return root.subscribe(recorder)
        case .closures:
            return root.subscribe(
                onNext: { self.record("\(name) \(eventName(.next($0)))") },
                onError: { self.record("\(name) \(eventName(.error($0)))") },
                onCompleted: { self.record("\(name) \(eventName(.completed))") },
                onDisposed: { self.record("\(name) onDisposed") }
            )
        case .viaSubject(let kind):
            // The recorder subscribes to the subject first, as a view would before binding.
            let subject = makeSubject(kind)
            let observation = subject.observable.subscribe(recorder)
            let binding = root.subscribe(subject.observer)
            return Disposables.create(binding, observation)
        }
    }

    /// RxTest's record of each test source's subscriptions, in a fixed format.
    private func subscriptionLines() -> [String] {
        testableSources.keys.sorted().map { index in
            let spans = testableSources[index]!.subscriptions.map { subscription -> String in
                let end = subscription.unsubscribe == Int.max ? "∞" : String(subscription.unsubscribe)
                return "\(subscription.subscribe)-\(end)"
            }
            return "S\(index) subscriptions [\(spans.joined(separator: ", "))]"
        }
    }
}

/// What building a node gives: an `Observable`, or a test observable used as it is (the
/// generated "without `.asObservable()`" case), which operators then receive as their source.
enum Built {
    case observable(Observable<Value>)
    case testable(TestableObservable<Value>)

    var observable: Observable<Value> {
        switch self {
        case .observable(let observable): return observable
        case .testable(let testable): return testable.asObservable()
        }
    }
}

/// A subject of any kind seen through its two faces, so callers need not know its type.
struct AnySubject {
    let observable: Observable<Value>
    let observer: AnyObserver<Value>
}

func makeSubject(_ kind: SubjectKind) -> AnySubject {
    func wrap<S: SubjectType>(_ subject: S) -> AnySubject where S.Element == Value, S.Observer.Element == Value {
        AnySubject(observable: subject.asObservable(), observer: subject.asObserver().asObserver())
    }
    switch kind {
    case .publish: return wrap(PublishSubject<Value>())
    case .behavior(let initial): return wrap(BehaviorSubject<Value>(value: .int(initial)))
    case .replay(let size): return wrap(ReplaySubject<Value>.create(bufferSize: size))
    case .replayAll: return wrap(ReplaySubject<Value>.createUnbounded())
    case .async: return wrap(AsyncSubject<Value>())
    }
}
