import Foundation
import RxSwift
import RxTestSupport
import XCTest

/// `share(replay:)`, `publish().refCount()` and `replay(_:).refCount()` with subscribers arriving
/// and leaving from several threads while the source emits and completes: the shapes that have
/// hurt RxSwift users.
///
/// Each subscription to the source is a connection with its own number; its elements are
/// `connection * 1_000_000 + index`. A subscriber must see elements of one connection only,
/// strictly increasing (a replayed element is never older than one already seen, and two
/// connections never feed one subject), then that connection's completion: a subscriber that
/// waits for the end never waits forever on a connection that already finished.
final class SharingRaceTests: RxTestCase {
    private struct SourceLog {
        let connections = Counter()
        let disposals = Counter()
    }

    /// A source that, on each subscription, emits `count` elements on its own thread and completes.
    private func source(log: SourceLog, count: Int) -> Observable<Int> {
        Observable<Int>.create { observer in
            let connection = log.connections.increment()
            let stop = Flag()
            let thread = Thread {
                for index in 0..<count {
                    if stop.isSet { return }
                    observer.onNext(connection * 1_000_000 + index)
                    if index % 8 == 0 { sched_yield() }
                }
                observer.onCompleted()
            }
            thread.start()
            return Disposables.create {
                stop.set()
                log.disposals.increment()
            }
        }
    }

    private static func sameConnectionIncreasing(_ previous: Int?, _ next: Int) -> String? {
        guard let previous else { return nil }
        if previous / 1_000_000 != next / 1_000_000 {
            return "element of connection \(next / 1_000_000) after one of connection \(previous / 1_000_000)"
        }
        return strictlyIncreasing(previous, next)
    }

    private func race(_ label: String, replays: Bool, _ makeShared: (Observable<Int>) -> Observable<Int>) {
        let log = SourceLog()
        let shared = makeShared(source(log: log, count: 400))
        let stuck = Counter()
        let waited = Counter()
        let rounds = Stress.count(150, minimum: 30)
        runThreads(6, timeout: 300) { thread in
            for round in 0..<rounds {
                let probe = GrammarProbe<Int>(check: Self.sameConnectionIncreasing)
                let subscription = shared.subscribe(probe)
                if (thread + round) % 3 == 0 {
                    // Stays until the end of its connection.
                    waited.increment()
                    if !waitUntil(timeout: 20, { probe.isTerminated }) {
                        stuck.increment()
                    }
                } else {
                    for _ in 0..<((thread * 31 + round * 17) % 300) { sched_yield() }
                }
                subscription.dispose()
                probe.disposed()
                probe.assertGrammar(label)
                if case .error? = probe.terminal { XCTFail("\(label): unexpected error") }
            }
        }
        XCTAssertEqual(stuck.value, 0, "\(label): subscribers left attached to a finished connection (of \(waited.value) that waited)")
        XCTAssertTrue(waitUntil { log.disposals.value == log.connections.value }, "\(label): every connection ends (\(log.connections.value) made, \(log.disposals.value) ended)")
        XCTAssertGreaterThan(log.connections.value, 1, "\(label): the race reconnected")
        _ = replays
    }

    func testShareReplayOne() {
        race("share(replay: 1)", replays: true) { $0.share(replay: 1) }
    }

    func testShareWithoutReplay() {
        race("share()", replays: false) { $0.share() }
    }

    func testPublishRefCount() {
        race("publish().refCount()", replays: false) { $0.publish().refCount() }
    }

    func testReplayRefCount() {
        race("replay(2).refCount()", replays: true) { $0.replay(2).refCount() }
    }

    /// The first subscribers of each cycle race to connect: the source is subscribed once per
    /// cycle. The source never ends by itself; all subscribers leave at the end of a cycle.
    func testEachCycleSubscribesTheSourceOnce() {
        for makeShared in [{ (source: Observable<Int>) in source.share(replay: 1) }, { $0.publish().refCount() }] {
            let subscribed = Counter()
            let live = Counter()
            let maximumLive = Counter()
            let source = Observable<Int>.create { observer in
                subscribed.increment()
                maximumLive.raise(to: live.increment())
                observer.onNext(1)
                return Disposables.create { live.decrement() }
            }
            let shared = makeShared(source)
            for _ in 0..<Stress.count(300, minimum: 50) {
                let subscriptions = Guarded<[Disposable]>([])
                let probes = Guarded<[GrammarProbe<Int>]>([])
                let before = subscribed.value
                runThreads(4) { _ in
                    let probe = GrammarProbe<Int>()
                    let subscription = shared.subscribe(probe)
                    probes.withLock { $0.append(probe) }
                    subscriptions.withLock { $0.append(subscription) }
                }
                XCTAssertEqual(subscribed.value - before, 1, "one subscription to the source per cycle")
                // Everybody leaves, from several threads.
                let all = subscriptions.snapshot
                runThreads(all.count) { all[$0].dispose() }
                XCTAssertEqual(live.value, 0, "the last subscriber to leave disconnects")
                for probe in probes.snapshot { probe.assertGrammar() }
            }
            XCTAssertEqual(maximumLive.value, 1)
        }
    }

    /// `connect()` from several threads at once connects once.
    func testConcurrentConnectConnectsOnce() {
        for _ in 0..<Stress.count(200, minimum: 40) {
            let subscribed = Counter()
            let connectable = Observable<Int>.create { _ in
                subscribed.increment()
                return Disposables.create()
            }.publish()
            let connections = Guarded<[Disposable]>([])
            runThreads(4) { _ in
                let connection = connectable.connect()
                connections.withLock { $0.append(connection) }
            }
            XCTAssertEqual(subscribed.value, 1)
            connections.snapshot.forEach { $0.dispose() }
        }
    }

    /// `refCount()` over a connectable of the user's own (not one of this library's): the
    /// generic path. Each cycle connects once, and the last subscriber to leave disconnects.
    func testRefCountOverAUserConnectable() {
        final class UserConnectable: ConnectableObservableType, @unchecked Sendable {
            typealias Element = Int
            let subject = PublishSubject<Int>()
            let connects = Counter()
            let live = Counter()
            let maximumLive = Counter()

            func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Int {
                subject.subscribe(observer)
            }

            func connect() -> Disposable {
                connects.increment()
                maximumLive.raise(to: live.increment())
                return Disposables.create { self.live.decrement() }
            }
        }
        let connectable = UserConnectable()
        let shared = connectable.refCount()
        for _ in 0..<Stress.count(300, minimum: 50) {
            let before = connectable.connects.value
            let subscriptions = Guarded<[Disposable]>([])
            runThreads(4) { _ in
                let subscription = shared.subscribe()
                subscriptions.withLock { $0.append(subscription) }
            }
            XCTAssertEqual(connectable.connects.value - before, 1, "one connection per cycle")
            let all = subscriptions.snapshot
            runThreads(all.count) { all[$0].dispose() }
            XCTAssertEqual(connectable.live.value, 0, "the last subscriber to leave disconnects")
        }
        XCTAssertEqual(connectable.maximumLive.value, 1)
    }
}
