import Foundation
import RxSwift
import RxTest
import XCTest
import RxTestSupport

private let testError = NSError(domain: "SwitchLatestTests", code: 1)

final class SwitchLatestTests: RxTestCase {
    func testForwardsOnlyTheLatestInner() {
        let scheduler = TestScheduler(initialClock: 0)
        let ys1 = scheduler.createColdObservable([.next(10, 101), .next(20, 102), .next(110, 103), .completed(200)])
        let ys2 = scheduler.createColdObservable([.next(10, 201), .next(20, 202), .completed(50)])
        let ys3 = scheduler.createColdObservable([.next(10, 301), .completed(100)])
        let xs = scheduler.createHotObservable([.next(300, ys1), .next(400, ys2), .next(500, ys3), .completed(600)])

        let res = scheduler.start { xs.switchLatest() }

        XCTAssertEqual(res.events, [.next(310, 101), .next(320, 102), .next(410, 201), .next(420, 202), .next(510, 301), .completed(600)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 600)])
        XCTAssertEqual(ys1.subscriptions, [Subscription(300, 400)])
        XCTAssertEqual(ys2.subscriptions, [Subscription(400, 450)])
        XCTAssertEqual(ys3.subscriptions, [Subscription(500, 600)])
    }

    func testOuterCompletionWaitsForTheLatestInner() {
        let scheduler = TestScheduler(initialClock: 0)
        let ys = scheduler.createColdObservable([.next(10, 1), .completed(100)])
        let xs = scheduler.createHotObservable([.next(210, ys), .completed(250)])

        let res = scheduler.start { xs.switchLatest() }

        XCTAssertEqual(res.events, [.next(220, 1), .completed(310)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
        XCTAssertEqual(ys.subscriptions, [Subscription(210, 310)])
    }

    func testErrorsFromOuterAndInner() {
        let scheduler = TestScheduler(initialClock: 0)
        let ys = scheduler.createColdObservable([.next(10, 1), .completed(100)])
        let xs = scheduler.createHotObservable([.next(210, ys), .error(230, testError)])
        let res = scheduler.start { xs.switchLatest() }
        XCTAssertEqual(res.events, [.next(220, 1), .error(230, testError)])
        XCTAssertEqual(ys.subscriptions, [Subscription(210, 230)])

        let scheduler2 = TestScheduler(initialClock: 0)
        let failing = scheduler2.createColdObservable([Recorded<Event<Int>>.error(10, testError)])
        let outer = scheduler2.createHotObservable([.next(210, failing), .completed(400)])
        let res2 = scheduler2.start { outer.switchLatest() }
        XCTAssertEqual(res2.events, [.error(220, testError)])
        XCTAssertEqual(outer.subscriptions, [Subscription(200, 220)])
    }

    func testDisposalMidStream() {
        let scheduler = TestScheduler(initialClock: 0)
        let ys = scheduler.createColdObservable([.next(10, 1), .next(60, 2), .completed(100)])
        let xs = scheduler.createHotObservable([.next(210, ys), .completed(400)])

        let res = scheduler.start(disposed: 250) { xs.switchLatest() }

        XCTAssertEqual(res.events, [.next(220, 1)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
        XCTAssertEqual(ys.subscriptions, [Subscription(210, 250)])
    }

    func testSwitchingFromInsideOnNext() {
        let outer = PublishSubject<Observable<Int>>()
        let first = PublishSubject<Int>()
        var received: [Int] = []
        let subscription = outer.switchLatest().subscribe(onNext: { value in
            received.append(value)
            if value == 1 {
                outer.onNext(.of(2, 3))
            }
        })
        outer.onNext(first.asObservable())
        first.onNext(1)
        first.onNext(99)
        subscription.dispose()

        XCTAssertEqual(received, [1, 2, 3])
        XCTAssertFalse(first.hasObservers)
    }
}
