import Foundation
import RxSwift
import RxTest
import XCTest
import RxTestSupport

final class DelaySubscriptionTests: RxTestCase {
    private let scheduler = TestScheduler(initialClock: 0)

    func testSubscribesAfterTheDelayThenForwardsEverything() {
        // The cold marble is indented to where it is subscribed; spaces take no time.
        let xs = scheduler.createColdObservable("   -----ab|", values: ["a": 42, "b": 43])
        let res = scheduler.start { xs.delaySubscription(.seconds(30), scheduler: self.scheduler) }
        assertMarbles(res,                      "--------ab|", values: ["a": 42, "b": 43])
        assertMarbles(xs, subscriptions:        "---^------!")
    }

    func testHotSourceEventsBeforeTheSubscriptionAreMissed() {
        let xs = scheduler.createHotObservable("^1--2|", values: marbleDigits)
        let res = scheduler.start { xs.delaySubscription(.seconds(30), scheduler: self.scheduler) }
        assertMarbles(res,                     "----2|", values: marbleDigits)
        assertMarbles(xs, subscriptions:       "---^-!")
    }

    func testErrorIsForwarded() {
        let xs = scheduler.createColdObservable("   -----a#", values: ["a": 42], error: TestError())
        let res = scheduler.start { xs.delaySubscription(.seconds(30), scheduler: self.scheduler) }
        assertMarbles(res,                      "--------a#", values: ["a": 42], error: TestError())
        assertMarbles(xs, subscriptions:        "---^-----!")
    }

    func testDisposalBeforeTheDelayCancelsTheSubscription() {
        let spy = SchedulerSpy(scheduler)
        let xs = scheduler.createColdObservable("-----a-|", values: ["a": 42])
        let res = scheduler.start(disposed: 220) { xs.delaySubscription(.seconds(30), scheduler: spy) }
        assertMarbles(res, "--")
        XCTAssertEqual(xs.subscriptions, [])
        XCTAssertEqual(spy.pendingCount, 0)
    }

    func testDisposalAfterTheDelayDisposesTheSource() {
        let xs = scheduler.createColdObservable([.next(50, 42), .next(60, 43), .completed(70)])
        let res = scheduler.start(disposed: 285) { xs.delaySubscription(.seconds(30), scheduler: self.scheduler) }
        XCTAssertEqual(res.events, [.next(280, 42)])
        XCTAssertEqual(xs.subscriptions, [Subscription(230, 285)])
    }

    func testZeroDelaySubscribesOnTheNextTick() {
        // As in RxSwift: a timer due now runs a tick later on TestScheduler.
        let xs = scheduler.createColdObservable([.next(10, 1), .completed(20)])
        let res = scheduler.start { xs.delaySubscription(.seconds(0), scheduler: self.scheduler) }
        XCTAssertEqual(res.events, [.next(211, 1), .completed(221)])
        XCTAssertEqual(xs.subscriptions, [Subscription(201, 221)])
    }

    func testEmptyNeverAndError() {
        XCTAssertEqual(scheduler.start { Observable<Int>.empty().delaySubscription(.seconds(30), scheduler: self.scheduler) }.events, [.completed(230)])
        let never = TestScheduler(initialClock: 0)
        XCTAssertEqual(never.start { Observable<Int>.never().delaySubscription(.seconds(30), scheduler: never) }.events, [])
        let failing = TestScheduler(initialClock: 0)
        XCTAssertEqual(
            failing.start { Observable<Int>.error(TestError()).delaySubscription(.seconds(30), scheduler: failing) }.events,
            [.error(230, TestError())]
        )
    }

    func testReentrantElementKeepsOrder() {
        let source = FedSource<Int>()
        scheduler.scheduleAt(205) { source.send(0) }
        scheduler.scheduleAt(220) { source.send(1) }
        let events = scheduler.recordReentrant(source.observable.delaySubscription(.seconds(10), scheduler: scheduler)) { event in
            if case .next(1) = event {
                source.send(2)
            }
        }
        XCTAssertEqual(events, [.next(220, 1), .next(220, 2)])
    }

    /// RxSwift subscribes in an action scheduled `dueTime` later; a negative one is due at once,
    /// which `TestScheduler` moves to the next tick.
    func testNegativeDueTimeSubscribesAtTheNextTick() {
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3), .completed(300)])
        let res = scheduler.start { xs.delaySubscription(.seconds(-1), scheduler: self.scheduler) }
        XCTAssertEqual(res.events, [.next(210, 1), .next(220, 2), .next(230, 3), .completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(201, 300)])
    }

    func testTimeIntervalSpelling() {
        struct Exercise: DeprecatedAPIExercise {
            let source: Observable<Int>
            let scheduler: TestScheduler
            let result: Locked<[Recorded<Event<Int>>]>

            @available(*, deprecated, message: "exercises delaySubscription(_: TimeInterval, scheduler:)")
            func run() {
                let res = scheduler.start { source.delaySubscription(30, scheduler: scheduler) }
                result.withLock { $0 = res.events }
            }
        }
        let xs = scheduler.createColdObservable([.next(50, 42), .completed(70)])
        let result = Locked<[Recorded<Event<Int>>]>([])
        (Exercise(source: xs.asObservable(), scheduler: scheduler, result: result) as DeprecatedAPIExercise).run()
        XCTAssertEqual(result.current, [.next(280, 42), .completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(230, 300)])
    }

    #if TRACE_RESOURCES
    func testReleasesEverythingOnceTheSubscriptionEnds() {
        assertReleasesEverything { $0.delaySubscription(.seconds(5), scheduler: $1) }
        assertReleasesEverything { $0.delaySubscription(.seconds(100), scheduler: $1) }
    }
    #endif
}
