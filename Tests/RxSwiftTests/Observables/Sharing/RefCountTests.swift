import Foundation
import RxSwift
import RxTest
import XCTest
import RxTestSupport

private let testError = NSError(domain: "RefCountTests", code: 1)

/// A hand-written connectable sequence: exercises `refCount()` outside the library's own
/// connectables.
private final class CountingConnectable<Element>: ConnectableObservableType, @unchecked Sendable {
    // @unchecked Sendable: the counters are Lockedes; the rest is immutable.
    private let subject = PublishSubject<Element>()
    private let source: Observable<Element>
    let connects = Locked(0)
    let disconnects = Locked(0)

    init(source: Observable<Element>) {
        self.source = source
    }

    func connect() -> Disposable {
        connects.add(1)
        let subscription = source.subscribe(subject)
        return Disposables.create { [disconnects] in
            disconnects.add(1)
            subscription.dispose()
        }
    }

    func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        subject.subscribe(observer)
    }
}

/// A hand-written connectable over `multicast` into a given subject.
private struct SubjectConnectable: ConnectableObservableType {
    typealias Element = Int
    let connectable: ConnectableObservable<Int>

    init(source: Observable<Int>, subject: PublishSubject<Int>) {
        connectable = source.multicast(subject)
    }

    func connect() -> Disposable {
        connectable.connect()
    }

    func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Int {
        connectable.subscribe(observer)
    }
}

final class RefCountTests: RxTestCase {
    // RxSwift 6.10.2: a first subscriber that gets its subject's terminal event while it
    // subscribes does not connect; the source is never subscribed.

    func testAFirstSubscriberEndedDuringItsSubscriptionDoesNotConnect() {
        for terminal in [Event<Int>.completed, .error(testError)] {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.next(210, 1)])
            let subject = PublishSubject<Int>()
            subject.on(terminal)
            let connectable = SubjectConnectable(source: xs.asObservable(), subject: subject)
            let res = scheduler.start { connectable.refCount() }
            XCTAssertEqual(res.events, [Recorded(time: 200, value: terminal)])
            XCTAssertEqual(xs.subscriptions, [], "\(terminal)")
        }
    }
    func testFirstSubscriberConnectsAndTheLastOneDisconnects() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(230, 2), .next(260, 3), .next(280, 4), .completed(400)])
        let shared = xs.publish().refCount()
        let first = scheduler.createObserver(Int.self)
        let second = scheduler.createObserver(Int.self)
        var firstSubscription: Disposable?
        var secondSubscription: Disposable?
        scheduler.scheduleAt(205) { firstSubscription = shared.subscribe(first) }
        scheduler.scheduleAt(220) { secondSubscription = shared.subscribe(second) }
        scheduler.scheduleAt(250) { firstSubscription?.dispose() }
        scheduler.scheduleAt(270) { secondSubscription?.dispose() }
        scheduler.start()
        XCTAssertEqual(first.events, [.next(210, 1), .next(230, 2)])
        XCTAssertEqual(second.events, [.next(230, 2), .next(260, 3)])
        XCTAssertEqual(xs.subscriptions, [Subscription(205, 270)])
    }

    func testSubscriberAfterDisconnectionReconnects() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .next(20, 2)])
        let shared = xs.publish().refCount()
        let observer = scheduler.createObserver(Int.self)
        var subscription: Disposable?
        scheduler.scheduleAt(200) { subscription = shared.subscribe(observer) }
        scheduler.scheduleAt(215) { subscription?.dispose() }
        scheduler.scheduleAt(300) { subscription = shared.subscribe(observer) }
        scheduler.scheduleAt(350) { subscription?.dispose() }
        scheduler.start()
        XCTAssertEqual(observer.events, [.next(210, 1), .next(310, 1), .next(320, 2)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 215), Subscription(300, 350)])
    }

    func testSourceTerminationEndsTheConnectionAndTheNextSubscriberReconnects() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .error(20, testError)])
        let shared = xs.publish().refCount()
        let first = scheduler.createObserver(Int.self)
        let second = scheduler.createObserver(Int.self)
        scheduler.scheduleAt(200) { _ = shared.subscribe(first) }
        scheduler.scheduleAt(300) { _ = shared.subscribe(second) }
        scheduler.start()
        XCTAssertEqual(first.events, [.next(210, 1), .error(220, testError)])
        XCTAssertEqual(second.events, [.next(310, 1), .error(320, testError)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220), Subscription(300, 320)])
    }

    func testSynchronousSourceCompletesEachSubscriberWithItsOwnConnection() {
        var subscriptions = 0
        let source = Observable<Int>.deferred {
            subscriptions += 1
            return .of(1, 2)
        }
        let shared = source.publish().refCount()
        var first: [Event<Int>] = []
        var second: [Event<Int>] = []
        _ = shared.subscribe { first.append($0) }
        _ = shared.subscribe { second.append($0) }
        XCTAssertEqual(first, [.next(1), .next(2), .completed])
        XCTAssertEqual(second, [.next(1), .next(2), .completed])
        XCTAssertEqual(subscriptions, 2)
    }

    func testSubscriberLeavingFromInsideOnNextDisconnects() {
        let subject = PublishSubject<Int>()
        let shared = subject.publish().refCount()
        var received: [Int] = []
        var subscription: Disposable?
        subscription = shared.subscribe(onNext: { element in
            received.append(element)
            subscription?.dispose()
        })
        XCTAssertTrue(subject.hasObservers)
        subject.onNext(1)
        subject.onNext(2)
        XCTAssertEqual(received, [1])
        XCTAssertFalse(subject.hasObservers)
    }

    func testCustomConnectableIsConnectedOncePerCycle() {
        let subject = PublishSubject<Int>()
        let connectable = CountingConnectable(source: subject.asObservable())
        let shared = connectable.refCount()
        var received: [Int] = []
        let first = shared.subscribe(onNext: { received.append($0) })
        let second = shared.subscribe(onNext: { received.append($0 * 10) })
        XCTAssertEqual(connectable.connects.value, 1)
        subject.onNext(1)
        first.dispose()
        XCTAssertEqual(connectable.disconnects.value, 0)
        second.dispose()
        XCTAssertEqual(connectable.disconnects.value, 1)
        XCTAssertFalse(subject.hasObservers)
        let third = shared.subscribe(onNext: { received.append($0 * 100) })
        subject.onNext(2)
        third.dispose()
        XCTAssertEqual(connectable.connects.value, 2)
        XCTAssertEqual(connectable.disconnects.value, 2)
        XCTAssertEqual(received, [1, 10, 200])
    }

    func testCustomConnectableFromSeveralThreadsNeverLeavesAConnectionBehind() {
        let connectable = CountingConnectable(source: Observable<Int>.never())
        let shared = connectable.refCount()
        let group = DispatchGroup()
        for _ in 0..<4 {
            group.enter()
            Thread {
                for _ in 0..<200 {
                    shared.subscribe().dispose()
                }
                group.leave()
            }.start()
        }
        XCTAssertEqual(group.wait(timeout: .now() + 20), .success)
        XCTAssertEqual(connectable.connects.value, connectable.disconnects.value)
        XCTAssertGreaterThan(connectable.connects.value, 0)
    }

    func testPublishRefCountWithSubscribersArrivingAndLeavingFromSeveralThreads() {
        let report = SharingStress.run(sharing: { $0.publish().refCount() }, threads: 3, iterations: 150)
        report.assertValid()
    }

    func testPublishRefCountWithASourceThatCompletesEveryFewElements() {
        let report = SharingStress.run(sharing: { $0.publish().refCount() }, threads: 3, iterations: 150, completeAfter: 5)
        report.assertValid()
    }
}
