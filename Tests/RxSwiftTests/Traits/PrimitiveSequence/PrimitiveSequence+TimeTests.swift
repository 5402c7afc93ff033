import Foundation
import RxSwift
import RxTest
import XCTest
import RxTestSupport

final class PrimitiveSequenceTimeTests: RxTestCase {
    private var scheduler: TestScheduler!

    override func setUp() {
        super.setUp()
        scheduler = TestScheduler(initialClock: 0)
    }

    // MARK: delay

    func testDelayShiftsTheSuccess() {
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(210)])
        let res = scheduler.start { xs.asSingle().delay(.seconds(30), scheduler: self.scheduler) }
        // The success is what counts; `Observable.delay` currently delivers the completion that
        // follows it one tick later on TestScheduler.
        XCTAssertEqual(res.events.first, .next(240, 1))
        XCTAssertEqual(res.events.count, 2)
        XCTAssertTrue(res.events.last?.value.isCompleted == true)
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 210)])
    }

    func testDelayDeliversTheErrorAtOnce() {
        let xs = scheduler.createHotObservable([Recorded<Event<Int>>.error(210, TestError(1))])
        let res = scheduler.start { xs.asSingle().delay(.seconds(30), scheduler: self.scheduler) }
        XCTAssertEqual(res.events, [.error(210, TestError(1))])
    }

    func testDelayDisposedWhileTheResultWaits() {
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(210)])
        let res = scheduler.start(disposed: 230) { xs.asMaybe().delay(.seconds(30), scheduler: self.scheduler) }
        XCTAssertEqual(res.events, [])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 210)])
    }

    // MARK: delaySubscription

    func testDelaySubscription() {
        let xs = scheduler.createColdObservable([.next(10, 1), .completed(10)])
        let res = scheduler.start { xs.asSingle().delaySubscription(.seconds(30), scheduler: self.scheduler) }
        XCTAssertEqual(res.events, [.next(240, 1), .completed(240)])
        XCTAssertEqual(xs.subscriptions, [Subscription(230, 240)])
    }

    func testDelaySubscriptionDisposedBeforeItSubscribes() {
        let xs = scheduler.createColdObservable([Recorded<Event<Never>>.completed(10)])
        let res = scheduler.start(disposed: 220) { xs.asCompletable().delaySubscription(.seconds(30), scheduler: self.scheduler).andThen(Observable<Int>.empty()) }
        XCTAssertEqual(res.events, [])
        XCTAssertEqual(xs.subscriptions, [])
    }

    // MARK: timeout

    func testTimeoutFails() {
        let xs = scheduler.createHotObservable([.next(260, 1), .completed(260)])
        let res = scheduler.start { xs.asSingle().timeout(.seconds(50), scheduler: self.scheduler) }
        XCTAssertEqual(res.events, [.error(250, RxError.timeout)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testTimeoutInTime() {
        let xs = scheduler.createHotObservable([.next(240, 1), .completed(240)])
        let res = scheduler.start { xs.asSingle().timeout(.seconds(50), scheduler: self.scheduler) }
        XCTAssertEqual(res.events, [.next(240, 1), .completed(240)])
    }

    func testTimeoutSwitchesToOther() {
        let xs = scheduler.createHotObservable([.next(260, 1), .completed(260)])
        let other = scheduler.createColdObservable([.next(5, 9), .completed(5)])
        let res = scheduler.start { xs.asSingle().timeout(.seconds(50), other: other.asSingle(), scheduler: self.scheduler) }
        XCTAssertEqual(res.events, [.next(255, 9), .completed(255)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
        XCTAssertEqual(other.subscriptions, [Subscription(250, 255)])
    }

    func testTimeoutDisposed() {
        let xs = scheduler.createHotObservable([.next(260, 1), .completed(260)])
        let res = scheduler.start(disposed: 230) { xs.asMaybe().timeout(.seconds(50), scheduler: self.scheduler) }
        XCTAssertEqual(res.events, [])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }
}
