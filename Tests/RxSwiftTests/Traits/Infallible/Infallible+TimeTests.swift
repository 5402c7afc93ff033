import Foundation
import RxSwift
import RxTest
import XCTest
import RxTestSupport

final class InfallibleTimeTests: RxTestCase {
    private var scheduler: TestScheduler!

    override func setUp() {
        super.setUp()
        scheduler = TestScheduler(initialClock: 0)
    }

    private func hot(_ events: [Recorded<Event<Int>>]) -> (TestableObservable<Int>, Infallible<Int>) {
        let xs = scheduler.createHotObservable(events)
        return (xs, xs.asInfallible(onErrorJustReturn: -1))
    }

    func testDebounce() {
        let (xs, infallible) = hot([.next(210, 1), .next(215, 2), .next(240, 3), .completed(300)])
        let res = scheduler.start { infallible.debounce(.seconds(10), scheduler: self.scheduler) }
        XCTAssertEqual(res.events, [.next(225, 2), .next(250, 3), .completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func testThrottle() {
        let (_, infallible) = hot([.next(210, 1), .next(215, 2), .next(218, 3), .completed(300)])
        let latest = scheduler.start { infallible.throttle(.seconds(20), scheduler: self.scheduler) }
        XCTAssertEqual(latest.events, [.next(210, 1), .next(230, 3), .completed(300)])
    }

    func testThrottleFirstOnly() {
        let (_, infallible) = hot([.next(210, 1), .next(215, 2), .next(218, 3), .completed(300)])
        let first = scheduler.start { infallible.throttle(.seconds(20), latest: false, scheduler: self.scheduler) }
        XCTAssertEqual(first.events, [.next(210, 1), .completed(300)])
    }

    func testDelayAndDelaySubscription() {
        let (_, infallible) = hot([.next(210, 1), .completed(220)])
        let delayed = scheduler.start { infallible.delay(.seconds(5), scheduler: self.scheduler) }
        XCTAssertEqual(delayed.events, [.next(215, 1), .completed(225)])

        let cold = TestScheduler(initialClock: 0)
        let xs = cold.createColdObservable([.next(10, 1), .completed(20)])
        let res = cold.start { xs.asInfallible(onErrorJustReturn: -1).delaySubscription(.seconds(30), scheduler: cold) }
        XCTAssertEqual(res.events, [.next(240, 1), .completed(250)])
        XCTAssertEqual(xs.subscriptions, [Subscription(230, 250)])
    }

    func testTakeForAndSkipDuration() {
        let (_, infallible) = hot([.next(210, 1), .next(230, 2), .completed(300)])
        let taken = scheduler.start { infallible.take(for: .seconds(20), scheduler: self.scheduler) }
        XCTAssertEqual(taken.events, [.next(210, 1), .completed(220)])

        let skipping = TestScheduler(initialClock: 0)
        let ys = skipping.createHotObservable([.next(210, 1), .next(230, 2), .completed(300)])
        let skipped = skipping.start { ys.asInfallible(onErrorJustReturn: -1).skip(.seconds(20), scheduler: skipping) }
        XCTAssertEqual(skipped.events, [.next(230, 2), .completed(300)])
    }

    func testDisposedMidStream() {
        let (xs, infallible) = hot([.next(210, 1), .next(260, 2), .completed(300)])
        let res = scheduler.start(disposed: 250) { infallible.debounce(.seconds(10), scheduler: self.scheduler) }
        XCTAssertEqual(res.events, [.next(220, 1)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }
}
