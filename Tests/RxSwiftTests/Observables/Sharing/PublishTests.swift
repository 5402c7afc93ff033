import Foundation
import RxSwift
import RxTest
import XCTest
import RxTestSupport

private let testError = NSError(domain: "PublishTests", code: 1)

final class PublishTests: RxTestCase {
    func testSubscribersReceiveOnlyLaterElementsAcrossConnections() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(110, 7), .next(220, 3), .next(280, 4), .next(290, 1), .next(340, 8), .next(360, 5),
            .next(370, 6), .next(390, 7), .next(410, 13), .next(430, 2), .next(450, 9), .next(520, 11),
            .next(560, 20), .completed(600),
        ])
        let published = xs.publish()
        let observer = scheduler.createObserver(Int.self)
        var subscription: Disposable?
        var connection: Disposable?
        scheduler.scheduleAt(100) { subscription = published.subscribe(observer) }
        scheduler.scheduleAt(200) { connection = published.connect() }
        scheduler.scheduleAt(300) { connection?.dispose() }
        scheduler.scheduleAt(335) { subscription?.dispose() }
        scheduler.scheduleAt(400) { connection = published.connect() }
        scheduler.scheduleAt(500) { connection?.dispose() }
        scheduler.scheduleAt(550) { subscription = published.subscribe(observer) }
        scheduler.scheduleAt(580) { connection = published.connect() }
        scheduler.scheduleAt(650) { connection?.dispose() }
        scheduler.start()
        // The subscriber of tick 100 stays on the first connection's subject; the one of tick 550
        // attaches to a fresh subject (the previous connection ended) and sees the third
        // connection.
        XCTAssertEqual(observer.events, [.next(220, 3), .next(280, 4), .next(290, 1), .completed(600)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300), Subscription(400, 500), Subscription(580, 600)])
    }

    func testLateSubscriberMissesEarlierElements() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(230, 2), .completed(250)])
        let published = xs.publish()
        let early = scheduler.createObserver(Int.self)
        let late = scheduler.createObserver(Int.self)
        scheduler.scheduleAt(200) {
            _ = published.subscribe(early)
            _ = published.connect()
        }
        scheduler.scheduleAt(220) { _ = published.subscribe(late) }
        scheduler.start()
        XCTAssertEqual(early.events, [.next(210, 1), .next(230, 2), .completed(250)])
        XCTAssertEqual(late.events, [.next(230, 2), .completed(250)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testErrorPassesToSubscribers() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(230, testError)])
        let published = xs.publish()
        let observer = scheduler.createObserver(Int.self)
        scheduler.scheduleAt(200) {
            _ = published.subscribe(observer)
            _ = published.connect()
        }
        scheduler.start()
        XCTAssertEqual(observer.events, [.next(210, 1), .error(230, testError)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    func testElementEmittedFromInsideOnNextKeepsOrder() {
        let subject = PublishSubject<Int>()
        let published = subject.publish()
        var received: [Int] = []
        _ = published.subscribe(onNext: { element in
            received.append(element)
            if element == 1 { subject.onNext(2) }
            received.append(-element)
        })
        let connection = published.connect()
        let anomalies = recordingAnomalies { subject.onNext(1) }
        XCTAssertEqual(anomalies, [.reentrancy])
        XCTAssertEqual(received, [1, -1, 2, -2])
        connection.dispose()
        XCTAssertFalse(subject.hasObservers)
    }
}
