import Foundation
import RxSwift
import RxTest
import RxTestSupport
import XCTest

/// `observe(on:)` and `subscribe(on:)` on `TestScheduler`: the ticks RxSwift 6.10.2 gives, which
/// users' virtual-time tests pin.
final class SchedulingVirtualTimeTests: RxTestCase {
    private var scheduler: TestScheduler!

    override func setUp() {
        super.setUp()
        scheduler = TestScheduler(initialClock: 0)
    }

    override func tearDown() {
        scheduler = nil
        super.tearDown()
    }

    // MARK: observe(on:)

    /// RxSwift schedules one recursive action per event: events arriving together come out one
    /// tick apart, and the terminal event is an action of its own too.
    func testObserveOnDeliversEachEventInAnActionOfItsOwn() {
        let xs = scheduler.createHotObservable([.next(210, 1), .next(210, 2), .next(210, 3), .next(250, 4), .completed(250)])
        let res = scheduler.start { xs.observe(on: self.scheduler) }
        XCTAssertEqual(res.events, [.next(211, 1), .next(212, 2), .next(213, 3), .next(251, 4), .completed(252)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testObserveOnOfATraitDeliversTheSuccessAndItsCompletionApart() {
        let single = scheduler.start { Single.just(1).observe(on: self.scheduler) }
        XCTAssertEqual(single.events, [.next(201, 1), .completed(202)])
        let other = TestScheduler(initialClock: 0)
        let maybe = other.start { Maybe.just(2).observe(on: other) }
        XCTAssertEqual(maybe.events, [.next(201, 2), .completed(202)])
        let third = TestScheduler(initialClock: 0)
        let completable = third.start { Completable.empty().observe(on: third).andThen(Observable.just(3)) }
        XCTAssertEqual(completable.events, [.next(201, 3), .completed(201)])
    }

    /// The source's subscription ends at the tick of its own terminal event; the event reaches
    /// the observer a tick later.
    func testObserveOnReleasesTheSourceAtItsTerminalEvent() {
        let xs = scheduler.createHotObservable([.next(210, 1), .error(286, TestError(1))])
        let res = scheduler.start { xs.observe(on: self.scheduler) }
        XCTAssertEqual(res.events, [.next(211, 1), .error(287, TestError(1))])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 286)])
    }

    func testObserveOnDisposedBeforeDeliveryDropsWhatIsQueued() {
        let xs = scheduler.createHotObservable([.next(210, 1), .next(210, 2), .completed(210)])
        let res = scheduler.start(disposed: 212) { xs.observe(on: self.scheduler) }
        XCTAssertEqual(res.events, [.next(211, 1)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 210)])
    }

    // MARK: subscribe(on:)

    /// RxSwift disposes the source's subscription through a `ScheduledDisposable`, after the
    /// source's terminal event as after disposal: one tick later on `TestScheduler`.
    func testSubscribeOnReleasesTheSourceOnTheSchedulerAfterItsTerminalEvent() {
        let xs = scheduler.createHotObservable([.next(250, 1), .completed(300)])
        let res = scheduler.start { xs.subscribe(on: self.scheduler) }
        XCTAssertEqual(res.events, [.next(250, 1), .completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(201, 301)])

        let failing = TestScheduler(initialClock: 0)
        let ys = failing.createHotObservable([.next(250, 1), .error(300, TestError(2))])
        let failed = failing.start { ys.subscribe(on: failing) }
        XCTAssertEqual(failed.events, [.next(250, 1), .error(300, TestError(2))])
        XCTAssertEqual(ys.subscriptions, [Subscription(201, 301)])
    }

    func testSubscribeOnDisposedReleasesTheSourceOnTheScheduler() {
        let xs = scheduler.createHotObservable([.next(250, 1), .completed(600)])
        let res = scheduler.start(disposed: 400) { xs.subscribe(on: self.scheduler) }
        XCTAssertEqual(res.events, [.next(250, 1)])
        XCTAssertEqual(xs.subscriptions, [Subscription(201, 401)])
    }

    func testSubscribeOnDisposedBeforeSubscribingNeverSubscribes() {
        let xs = scheduler.createHotObservable([.next(250, 1), .completed(600)])
        let res = scheduler.start(created: 100, subscribed: 200, disposed: 200) { xs.subscribe(on: self.scheduler) }
        XCTAssertEqual(res.events, [])
        XCTAssertEqual(xs.subscriptions, [])
    }
}
