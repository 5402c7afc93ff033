import Foundation
import RxSwift
import RxTest
import XCTest
import RxTestSupport

private let testError = NSError(domain: "ReplayTests", code: 1)

final class ReplayTests: RxTestCase {
    func testLateSubscriberReceivesTheLastElementsFirst() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3), .next(250, 4), .completed(300)])
        let replayed = xs.replay(2)
        let late = scheduler.createObserver(Int.self)
        scheduler.scheduleAt(200) { _ = replayed.connect() }
        scheduler.scheduleAt(240) { _ = replayed.subscribe(late) }
        scheduler.start()
        XCTAssertEqual(late.events, [.next(240, 2), .next(240, 3), .next(250, 4), .completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func testReplayAllReplaysEverything() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3), .error(260, testError)])
        let replayed = xs.replayAll()
        let late = scheduler.createObserver(Int.self)
        scheduler.scheduleAt(200) { _ = replayed.connect() }
        scheduler.scheduleAt(240) { _ = replayed.subscribe(late) }
        scheduler.start()
        XCTAssertEqual(late.events, [.next(240, 1), .next(240, 2), .next(240, 3), .error(260, testError)])
    }

    func testReplayZeroBehavesLikePublish() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(250, 2)])
        let replayed = xs.replay(0)
        let late = scheduler.createObserver(Int.self)
        var connection: Disposable?
        scheduler.scheduleAt(200) { connection = replayed.connect() }
        scheduler.scheduleAt(240) { _ = replayed.subscribe(late) }
        scheduler.start()
        XCTAssertEqual(late.events, [.next(250, 2)])
        connection?.dispose() // the source never ends
    }

    func testNewConnectionReplaysNothingFromTheOldOne() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .next(20, 2)])
        let replayed = xs.replay(1)
        let observer = scheduler.createObserver(Int.self)
        var connection: Disposable?
        scheduler.scheduleAt(200) { connection = replayed.connect() }
        scheduler.scheduleAt(250) { connection?.dispose() }
        scheduler.scheduleAt(300) { _ = replayed.subscribe(observer) }
        scheduler.scheduleAt(400) { connection = replayed.connect() }
        scheduler.scheduleAt(450) { connection?.dispose() }
        scheduler.start()
        XCTAssertEqual(observer.events, [.next(410, 1), .next(420, 2)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250), Subscription(400, 450)])
    }

    func testSubscriberAfterTheSourceCompletedAttachesToTheNextConnection() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .completed(20)])
        let replayed = xs.replay(1)
        let observer = scheduler.createObserver(Int.self)
        scheduler.scheduleAt(200) { _ = replayed.connect() }
        scheduler.scheduleAt(300) { _ = replayed.subscribe(observer) }
        scheduler.scheduleAt(400) { _ = replayed.connect() }
        scheduler.start()
        XCTAssertEqual(observer.events, [.next(410, 1), .completed(420)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220), Subscription(400, 420)])
    }

    /// RxSwift stops on `replay(-2)` when it makes the subject, and loops forever on the first
    /// element with `replay(-1)`; here a negative size replays nothing, as 0 does, and is
    /// reported in debug builds.
    func testNegativeBufferSizeReplaysNothing() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(300)])
        var replayed: ConnectableObservable<Int>?
        let reports = anomalies { replayed = xs.replay(-2) }
        #if DEBUG
        XCTAssertEqual(reports, [.meaninglessArgument("replay(_:): bufferSize is negative (-2): nothing is replayed, as with 0.")])
        #endif
        _ = reports
        guard let connectable = replayed else { return XCTFail("no sequence") }
        let early = scheduler.createObserver(Int.self)
        let late = scheduler.createObserver(Int.self)
        scheduler.scheduleAt(200) { _ = connectable.subscribe(early); _ = connectable.connect() }
        scheduler.scheduleAt(225) { _ = connectable.subscribe(late) }
        scheduler.start()
        XCTAssertEqual(early.events, [.next(210, 1), .next(220, 2), .completed(300)])
        XCTAssertEqual(late.events, [.completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }
}
