import RxSwift
import RxTest
import RxTestSupport
import XCTest

final class ColdObservableTests: RxTestCase {
    func testEventsHappenRelativeToTheSubscription() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .next(20, 2), .completed(30)])
        let res = scheduler.start { xs.asObservable() }
        XCTAssertEqual(res.events, [.next(210, 1), .next(220, 2), .completed(230)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    func testEachSubscriptionGetsItsOwnTimeline() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .next(20, 2)])
        let first = scheduler.createObserver(Int.self)
        let second = scheduler.createObserver(Int.self)
        scheduler.scheduleAt(100) { _ = xs.subscribe(first) }
        scheduler.scheduleAt(105) { _ = xs.subscribe(second) }
        scheduler.start()
        XCTAssertEqual(first.events, [.next(110, 1), .next(120, 2)])
        XCTAssertEqual(second.events, [.next(115, 1), .next(125, 2)])
        XCTAssertEqual(xs.subscriptions, [Subscription(100), Subscription(105)])
    }

    func testAnEventAtZeroArrivesAtTheSubscriptionTick() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(0, 1), .completed(0)])
        let res = scheduler.start { xs.asObservable() }
        XCTAssertEqual(res.events, [.next(200, 1), .completed(200)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 200)])
    }

    func testDisposingMidStreamCancelsTheRemainingEvents() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .next(20, 2), .completed(30)])
        let res = scheduler.start(disposed: 215) { xs.asObservable() }
        XCTAssertEqual(res.events, [.next(210, 1)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 215)])
        XCTAssertEqual(scheduler.clock, 215, "cancelled events must not run (nor move the clock)")
    }

    func testDisposingADirectSubscriptionCancelsItsEvents() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .next(20, 2)])
        let observer = scheduler.createObserver(Int.self)
        var subscription: Disposable?
        scheduler.scheduleAt(100) { subscription = xs.subscribe(observer) }
        scheduler.scheduleAt(115) { subscription?.dispose() }
        scheduler.start()
        XCTAssertEqual(observer.events, [.next(110, 1)])
        XCTAssertEqual(xs.subscriptions, [Subscription(100, 115)])
    }

    func testAnErrorEndsTheSubscriptionThroughOperators() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .error(15, TestError()), .next(20, 2)])
        let res = scheduler.start { xs.filter { _ in true } }
        XCTAssertEqual(res.events, [.next(210, 1), .error(215, TestError())])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 215)])
    }

    func testResubscribingAfterCompletionReplaysTheScript() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(5, "x"), .completed(10)])
        let observer = scheduler.createObserver(String.self)
        scheduler.scheduleAt(100) { _ = xs.asObservable().subscribe(observer) }
        scheduler.scheduleAt(300) { _ = xs.asObservable().subscribe(observer) }
        scheduler.start()
        XCTAssertEqual(observer.events, [.next(105, "x"), .completed(110), .next(305, "x"), .completed(310)])
        XCTAssertEqual(xs.subscriptions, [Subscription(100, 110), Subscription(300, 310)])
    }

    func testEventsAreNotDelayedByProcessingDelay() {
        let scheduler = TestScheduler(initialClock: 0, simulateProcessingDelay: true)
        let xs = scheduler.createColdObservable([.next(1, 1)])
        let res = scheduler.start { xs.asObservable() }
        XCTAssertEqual(res.events, [.next(201, 1)])
    }
}
