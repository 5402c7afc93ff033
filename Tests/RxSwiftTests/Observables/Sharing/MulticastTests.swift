import Foundation
import RxSwift
import RxTest
import XCTest
import RxTestSupport

private let testError = NSError(domain: "MulticastTests", code: 1)

final class MulticastTests: RxTestCase {
    func testSubscribersReceiveOnlyWhatIsEmittedWhileConnected() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(210, 1), .next(230, 2), .next(250, 3), .next(270, 4), .completed(300),
        ])
        let subject = PublishSubject<Int>()
        let connectable = xs.multicast(subject)
        let observer = scheduler.createObserver(Int.self)
        var connection: Disposable?
        scheduler.scheduleAt(200) { _ = connectable.subscribe(observer) }
        scheduler.scheduleAt(220) { connection = connectable.connect() }
        scheduler.scheduleAt(260) { connection?.dispose() }
        scheduler.start()
        XCTAssertEqual(observer.events, [.next(230, 2), .next(250, 3)])
        XCTAssertEqual(xs.subscriptions, [Subscription(220, 260)])
        XCTAssertTrue(subject.hasObservers)
    }

    func testConnectReturnsTheExistingConnection() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(230, 2), .next(250, 3)])
        let connectable = xs.publish()
        let observer = scheduler.createObserver(Int.self)
        var first: Disposable?
        var second: Disposable?
        scheduler.scheduleAt(200) {
            _ = connectable.subscribe(observer)
            first = connectable.connect()
        }
        scheduler.scheduleAt(220) { second = connectable.connect() }
        scheduler.scheduleAt(240) { second?.dispose() }
        scheduler.start()
        XCTAssertTrue(first as AnyObject === second as AnyObject)
        XCTAssertEqual(observer.events, [.next(210, 1), .next(230, 2)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 240)])
    }

    func testDisposingASubscriberDoesNotDisconnect() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(230, 2)])
        let connectable = xs.publish()
        var subscription: Disposable?
        var connection: Disposable?
        scheduler.scheduleAt(200) {
            subscription = connectable.subscribe()
            connection = connectable.connect()
        }
        scheduler.scheduleAt(220) { subscription?.dispose() }
        scheduler.scheduleAt(400) { connection?.dispose() }
        scheduler.start()
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 400)])
    }

    func testFixedSubjectIsKeptAcrossConnections() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .next(20, 2)])
        let connectable = xs.multicast(ReplaySubject<Int>.create(bufferSize: 1))
        let late = scheduler.createObserver(Int.self)
        var connection: Disposable?
        scheduler.scheduleAt(200) { connection = connectable.connect() }
        scheduler.scheduleAt(250) { connection?.dispose() }
        scheduler.scheduleAt(300) { _ = connectable.subscribe(late) }
        scheduler.scheduleAt(400) { connection = connectable.connect() }
        scheduler.scheduleAt(450) { connection?.dispose() }
        scheduler.start()
        XCTAssertEqual(late.events, [.next(300, 2), .next(410, 1), .next(420, 2)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250), Subscription(400, 450)])
    }

    func testSubjectFactoryMakesOneSubjectPerConnection() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .next(20, 2)])
        var made = 0
        let connectable = xs.multicast(makeSubject: { () -> ReplaySubject<Int> in
            made += 1
            return ReplaySubject.create(bufferSize: 1)
        })
        XCTAssertEqual(made, 0)
        let early = scheduler.createObserver(Int.self)
        let late = scheduler.createObserver(Int.self)
        var connection: Disposable?
        scheduler.scheduleAt(190) { _ = connectable.subscribe(early) }
        scheduler.scheduleAt(200) { connection = connectable.connect() }
        scheduler.scheduleAt(250) { connection?.dispose() }
        scheduler.scheduleAt(300) { _ = connectable.subscribe(late) }
        scheduler.scheduleAt(400) { connection = connectable.connect() }
        scheduler.scheduleAt(450) { connection?.dispose() }
        scheduler.start()
        XCTAssertEqual(early.events, [.next(210, 1), .next(220, 2)])
        // Nothing from the first connection is replayed to the second connection's subscriber.
        XCTAssertEqual(late.events, [.next(410, 1), .next(420, 2)])
        XCTAssertEqual(made, 2)
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250), Subscription(400, 450)])
    }

    func testSourceTerminationEndsTheConnectionAndConnectReconnects() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .completed(20)])
        let connectable = xs.publish()
        let first = scheduler.createObserver(Int.self)
        let second = scheduler.createObserver(Int.self)
        var connections: [Disposable] = []
        scheduler.scheduleAt(200) {
            _ = connectable.subscribe(first)
            connections.append(connectable.connect())
        }
        scheduler.scheduleAt(300) {
            _ = connectable.subscribe(second)
            connections.append(connectable.connect())
        }
        scheduler.start()
        XCTAssertEqual(first.events, [.next(210, 1), .completed(220)])
        XCTAssertEqual(second.events, [.next(310, 1), .completed(320)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220), Subscription(300, 320)])
        XCTAssertFalse(connections[0] as AnyObject === connections[1] as AnyObject)
    }

    func testErrorReachesEverySubscriberAndEndsTheConnection() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(220, testError)])
        let connectable = xs.publish()
        let first = scheduler.createObserver(Int.self)
        let second = scheduler.createObserver(Int.self)
        scheduler.scheduleAt(200) {
            _ = connectable.subscribe(first)
            _ = connectable.subscribe(second)
            _ = connectable.connect()
        }
        scheduler.start()
        XCTAssertEqual(first.events, [.next(210, 1), .error(220, testError)])
        XCTAssertEqual(second.events, [.next(210, 1), .error(220, testError)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func testFixedSubjectReplaysItsTerminalEventToLateSubscribers() {
        let subject = ReplaySubject<Int>.create(bufferSize: 2)
        let connectable = Observable.of(1, 2, 3).multicast(subject)
        _ = connectable.connect()
        var events: [Event<Int>] = []
        _ = connectable.subscribe { events.append($0) }
        XCTAssertEqual(events, [.next(2), .next(3), .completed])
    }

    func testSynchronousSourceDeliversDuringConnect() {
        let connectable = Observable.of(1, 2).publish()
        var first: [Event<Int>] = []
        var second: [Event<Int>] = []
        _ = connectable.subscribe { first.append($0) }
        _ = connectable.subscribe { second.append($0) }
        XCTAssertEqual(first, [])
        _ = connectable.connect()
        XCTAssertEqual(first, [.next(1), .next(2), .completed])
        XCTAssertEqual(second, [.next(1), .next(2), .completed])
    }

    func testSubscribersArrivingConcurrentlyShareOneSubject() {
        // Subscribers race to make the per-connection subject; all of them must end up on the
        // one that the connection feeds.
        for _ in 0..<20 {
            let made = Locked(0)
            let subject = PublishSubject<Int>()
            let connectable = subject.multicast(makeSubject: { () -> PublishSubject<Int> in
                made.add(1)
                return PublishSubject()
            })
            let received = Locked(0)
            let group = DispatchGroup()
            let disposables = Locked<[Disposable]>([])
            for _ in 0..<4 {
                group.enter()
                Thread {
                    let disposable = connectable.subscribe(onNext: { _ in received.add(1) })
                    disposables.withLock { $0.append(disposable) }
                    group.leave()
                }.start()
            }
            XCTAssertEqual(group.wait(timeout: .now() + 5), .success)
            let connection = connectable.connect()
            subject.onNext(1)
            XCTAssertEqual(received.value, 4)
            XCTAssertGreaterThanOrEqual(made.value, 1)
            connection.dispose()
            disposables.value.forEach { $0.dispose() }
        }
    }

    // MARK: A subject from outside this library

    /// A subject of the user's own: not one of the library's, so the connection feeds it through
    /// `on(_:)`, with `Event`s.
    private final class RecordingSubject: ObservableType, ObserverType {
        typealias Element = Int
        let inner = PublishSubject<Int>()
        var received: [Event<Int>] = []

        func on(_ event: Event<Int>) {
            received.append(event)
            inner.on(event)
        }

        func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Int {
            inner.subscribe(observer)
        }
    }

    /// A subject type that is a struct, as a user may write one: it has no identity (the
    /// connectable once compared subjects by identity, and never connected one of these).
    private struct RecordingSubjectType: SubjectType {
        typealias Element = Int
        typealias Observer = RecordingSubject
        let subject: RecordingSubject

        func asObserver() -> RecordingSubject { subject }
        func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Int {
            subject.subscribe(observer)
        }
    }

    func testASubjectOfTheUsersOwnIsFedWithEvents() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(230, 2), .completed(300)])
        let subject = RecordingSubject()
        let connectable = xs.multicast(RecordingSubjectType(subject: subject))
        let observer = scheduler.createObserver(Int.self)
        scheduler.scheduleAt(200) {
            _ = connectable.subscribe(observer)
            _ = connectable.connect()
        }
        scheduler.start()
        XCTAssertEqual(subject.received, [.next(1), .next(2), .completed])
        XCTAssertEqual(observer.events, [.next(210, 1), .next(230, 2), .completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    /// `multicast(makeSubject:)` with a struct subject type, under `refCount()`: the first
    /// subscriber connects (a fresh subject each time), the last one to leave disconnects, and a
    /// later subscriber connects again with a new subject, after a disconnection as after the
    /// source completed. A struct compared by identity never matches itself: it never connected.
    func testRefCountOverMakeSubjectWithAStructSubjectConnectsAfreshEachTime() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(210, 1), .next(225, 2), .next(240, 3), .next(260, 4),
            .next(280, 5), .next(290, 6), .completed(300),
            .next(320, 7), .next(340, 8),
        ])
        var made: [RecordingSubject] = []
        let shared = xs.multicast(makeSubject: { () -> RecordingSubjectType in
            let subject = RecordingSubject()
            made.append(subject)
            return RecordingSubjectType(subject: subject)
        }).refCount()
        let first = scheduler.createObserver(Int.self)
        let second = scheduler.createObserver(Int.self)
        let third = scheduler.createObserver(Int.self)
        let fourth = scheduler.createObserver(Int.self)
        let fifth = scheduler.createObserver(Int.self)
        var subscriptions: [String: Disposable] = [:]
        // First connection: 205 to 250, when the last of the first two subscribers leaves.
        scheduler.scheduleAt(205) { subscriptions["first"] = shared.subscribe(first) }
        scheduler.scheduleAt(215) { subscriptions["second"] = shared.subscribe(second) }
        scheduler.scheduleAt(230) { subscriptions["first"]?.dispose() }
        scheduler.scheduleAt(250) { subscriptions["second"]?.dispose() }
        // Second connection: 270 to the source's completion at 300.
        scheduler.scheduleAt(270) { subscriptions["third"] = shared.subscribe(third) }
        scheduler.scheduleAt(285) { subscriptions["fourth"] = shared.subscribe(fourth) }
        // Third connection, after the completion: 310 to 330.
        scheduler.scheduleAt(310) { subscriptions["fifth"] = shared.subscribe(fifth) }
        scheduler.scheduleAt(330) { subscriptions["fifth"]?.dispose() }
        scheduler.start()

        XCTAssertEqual(first.events, [.next(210, 1), .next(225, 2)])
        XCTAssertEqual(second.events, [.next(225, 2), .next(240, 3)])
        XCTAssertEqual(third.events, [.next(280, 5), .next(290, 6), .completed(300)])
        XCTAssertEqual(fourth.events, [.next(290, 6), .completed(300)])
        XCTAssertEqual(fifth.events, [.next(320, 7)])
        XCTAssertEqual(xs.subscriptions, [Subscription(205, 250), Subscription(270, 300), Subscription(310, 330)])
        XCTAssertEqual(made.count, 3, "one subject per connection")
        XCTAssertEqual(made.map(\.received), [
            [.next(1), .next(2), .next(3)],
            [.next(5), .next(6), .completed],
            [.next(7)],
        ])
    }

    func testASubjectOfTheUsersOwnGetsTheErrorAndIsDisconnectedOnDisposal() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(230, testError)])
        let ys = scheduler.createHotObservable([.next(210, 1), .next(250, 2), .completed(300)])
        let failing = RecordingSubject()
        let disposed = RecordingSubject()
        var connection: Disposable?
        scheduler.scheduleAt(200) {
            _ = xs.multicast(RecordingSubjectType(subject: failing)).connect()
            connection = ys.multicast(RecordingSubjectType(subject: disposed)).connect()
        }
        scheduler.scheduleAt(240) { connection?.dispose() }
        scheduler.start()
        XCTAssertEqual(failing.received, [.next(1), .error(testError)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
        XCTAssertEqual(disposed.received, [.next(1)], "nothing after the connection was disposed")
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 240)])
    }

    /// Through `multicast(AsyncSubject())`, as on the subject itself: the last element reaches
    /// every subscriber, then the completion does (RxSwift's order).
    func testAsyncSubjectDeliversTheLastElementToEverySubscriberBeforeCompletingAny() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(300)])
        let connectable = xs.multicast(AsyncSubject())
        var log: [String] = []
        var subscriptions: [Disposable] = []
        scheduler.scheduleAt(200) {
            for name in ["a", "b"] {
                subscriptions.append(connectable.subscribe { log.append("\(scheduler.clock) \(name) \($0)") })
            }
            subscriptions.append(connectable.connect())
        }
        scheduler.start()
        XCTAssertEqual(log, ["300 a next(2)", "300 b next(2)", "300 a completed", "300 b completed"])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
        subscriptions.forEach { $0.dispose() }
    }
}
