import Foundation
import RxSwift
import RxTest
import XCTest
import RxTestSupport

final class ThrottleTests: RxTestCase {
    private let scheduler = TestScheduler(initialClock: 0)

    private func source() -> TestableObservable<Int> {
        scheduler.createHotObservable([
            .next(150, 1),
            .next(210, 2),
            .next(220, 3),
            .next(230, 4),
            .next(300, 5),
            .next(305, 6),
            .next(330, 7),
            .next(400, 8),
            .completed(500),
        ])
    }

    // MARK: latest: true

    func testLatest_FirstAtOnceThenTheLatestOfEachPeriodWhenItEnds() {
        let xs = source()
        let res = scheduler.start { xs.throttle(.seconds(50), scheduler: self.scheduler) }
        XCTAssertEqual(res.events, [
            .next(210, 2),
            .next(260, 4),
            .next(310, 6),
            .next(360, 7),
            .next(410, 8),
            .completed(500),
        ])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 500)])
    }

    func testLatest_IsTheDefault() {
        let xs = source()
        let res = scheduler.start { xs.throttle(.seconds(50), latest: true, scheduler: self.scheduler) }
        let defaultScheduler = TestScheduler(initialClock: 0)
        let ys = defaultScheduler.createHotObservable(xs.recordedEvents)
        let defaultRes = defaultScheduler.start { ys.throttle(.seconds(50), scheduler: defaultScheduler) }
        XCTAssertEqual(res.events, defaultRes.events)
    }

    func testLatest_ElementAtTheEndOfThePeriodIsSentAtOnce() {
        let xs = scheduler.createHotObservable("^1----2----3--------|", values: marbleDigits)
        let res = scheduler.start { xs.throttle(.seconds(50), scheduler: self.scheduler) }
        assertMarbles(res,                     "-1----2----3--------|", values: marbleDigits)
    }

    func testLatest_ElementArrivingWithThePendingTimerReplacesThePendingOne() {
        // RxSwift 6: at 260 the source's element comes before the timer, is sent at once as the
        // period is over, and the element pending since 220 is dropped.
        let xs = scheduler.createHotObservable("^12---3-------------|", values: marbleDigits)
        let res = scheduler.start { xs.throttle(.seconds(50), scheduler: self.scheduler) }
        assertMarbles(res,                     "-1----3-------------|", values: marbleDigits)
    }

    func testLatest_CompletionWaitsForThePendingElementButReleasesTheSource() {
        let xs = scheduler.createHotObservable("^12|", values: marbleDigits)
        let res = scheduler.start { xs.throttle(.seconds(50), scheduler: self.scheduler) }
        assertMarbles(res,                     "-1----(2|)", values: marbleDigits)
        // As in RxSwift 6: the source is released when it completes; the pending element and the
        // completion follow when the period ends.
        assertMarbles(xs, subscriptions:       "^--!")
    }

    func testLatest_CompletionWithoutPendingElementIsImmediate() {
        let xs = scheduler.createHotObservable("^1-|", values: marbleDigits)
        let res = scheduler.start { xs.throttle(.seconds(50), scheduler: self.scheduler) }
        assertMarbles(res,                     "-1-|", values: marbleDigits)
        assertMarbles(xs, subscriptions:       "^--!")
    }

    func testLatest_ErrorIsForwardedAtOnceAndDropsThePendingElement() {
        let spy = SchedulerSpy(scheduler)
        let xs = scheduler.createHotObservable("^12#", values: marbleDigits, error: TestError())
        let res = scheduler.start { xs.throttle(.seconds(50), scheduler: spy) }
        assertMarbles(res,                     "-1-#", values: marbleDigits, error: TestError())
        assertMarbles(xs, subscriptions:       "^--!")
        XCTAssertEqual(spy.pendingCount, 0)
    }

    func testLatest_DisposalCancelsThePendingTimer() {
        let spy = SchedulerSpy(scheduler)
        let xs = scheduler.createHotObservable("^12-------3", values: marbleDigits)
        let res = scheduler.start(disposed: 240) { xs.throttle(.seconds(50), scheduler: spy) }
        assertMarbles(res,                     "-1", values: marbleDigits)
        assertMarbles(xs, subscriptions:       "^---!")
        XCTAssertEqual(spy.pendingCount, 0)
    }

    // MARK: latest: false

    func testFirst_FirstOfEachPeriodOnly() {
        let xs = source()
        let res = scheduler.start { xs.throttle(.seconds(50), latest: false, scheduler: self.scheduler) }
        XCTAssertEqual(res.events, [.next(210, 2), .next(300, 5), .next(400, 8), .completed(500)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 500)])
    }

    func testFirst_CompletionIsImmediate() {
        let xs = scheduler.createHotObservable("^12|", values: marbleDigits)
        let res = scheduler.start { xs.throttle(.seconds(50), latest: false, scheduler: self.scheduler) }
        assertMarbles(res,                     "-1-|", values: marbleDigits)
        assertMarbles(xs, subscriptions:       "^--!")
    }

    func testFirst_ErrorIsForwarded() {
        let xs = scheduler.createHotObservable("^12#", values: marbleDigits, error: TestError())
        let res = scheduler.start { xs.throttle(.seconds(50), latest: false, scheduler: self.scheduler) }
        assertMarbles(res,                     "-1-#", values: marbleDigits, error: TestError())
    }

    func testFirst_SchedulesNothing() {
        let spy = SchedulerSpy(scheduler)
        let xs = source()
        _ = scheduler.start { xs.throttle(.seconds(50), latest: false, scheduler: spy) }
        XCTAssertEqual(spy.pendingCount, 0)
    }

    // MARK: Edge cases

    func testEmptyNeverAndError() {
        XCTAssertEqual(scheduler.start { Observable<Int>.empty().throttle(.seconds(50), scheduler: self.scheduler) }.events, [.completed(200)])
        let never = TestScheduler(initialClock: 0)
        XCTAssertEqual(never.start { Observable<Int>.never().throttle(.seconds(50), scheduler: never) }.events, [])
        let failing = TestScheduler(initialClock: 0)
        XCTAssertEqual(
            failing.start { Observable<Int>.error(TestError()).throttle(.seconds(50), scheduler: failing) }.events,
            [.error(200, TestError())]
        )
    }

    func testZeroDueTimeForwardsEverything() {
        let xs = scheduler.createHotObservable([.next(210, 1), .next(210, 2), .next(211, 3), .completed(220)])
        let res = scheduler.start { xs.throttle(.seconds(0), scheduler: self.scheduler) }
        XCTAssertEqual(res.events, [.next(210, 1), .next(210, 2), .next(211, 3), .completed(220)])
    }

    func testReentrantElementFallsInTheNewPeriod() {
        // An element sent from inside the delivery of another is throttled like any other: it
        // is not delivered nested, but at the end of the period, after the first one.
        let source = FedSource<Int>()
        scheduler.scheduleAt(210) { source.send(1) }
        let events = scheduler.recordReentrant(source.observable.throttle(.seconds(50), scheduler: scheduler)) { event in
            if case .next(1) = event {
                source.send(2)
                source.send(3)
            }
        }
        XCTAssertEqual(events, [.next(210, 1), .next(260, 3)])
    }

    // MARK: Arguments and older spellings

    /// RxSwift computes what is left of `dueTime` since the last emission, never less than
    /// nothing: with a negative one nothing is ever left, and every element goes out at once.
    func testNegativeDueTimeLetsEveryElementThrough() {
        let xs = scheduler.createHotObservable([.next(210, 1), .next(211, 2), .next(212, 3), .completed(213)])
        let res = scheduler.start { xs.throttle(.milliseconds(-1), scheduler: self.scheduler) }
        XCTAssertEqual(res.events, [.next(210, 1), .next(211, 2), .next(212, 3), .completed(213)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 213)])
    }

    func testTimeIntervalSpellingBehavesLikeRxTimeInterval() {
        struct Exercise: DeprecatedAPIExercise {
            let source: Observable<Int>
            let scheduler: TestScheduler
            let result: Locked<[Recorded<Event<Int>>]>

            @available(*, deprecated, message: "exercises throttle(_: TimeInterval, latest:scheduler:)")
            func run() {
                let latest = scheduler.start { source.throttle(50, scheduler: scheduler) }
                result.withLock { $0 = latest.events }
            }
        }
        let xs = source()
        let result = Locked<[Recorded<Event<Int>>]>([])
        (Exercise(source: xs.asObservable(), scheduler: scheduler, result: result) as DeprecatedAPIExercise).run()
        XCTAssertEqual(result.current, [
            .next(210, 2),
            .next(260, 4),
            .next(310, 6),
            .next(360, 7),
            .next(410, 8),
            .completed(500),
        ])
    }

    func testTimeIntervalSpellingWithLatestFalse() {
        struct Exercise: DeprecatedAPIExercise {
            let source: Observable<Int>
            let scheduler: TestScheduler
            let result: Locked<[Recorded<Event<Int>>]>

            @available(*, deprecated, message: "exercises throttle(_: TimeInterval, latest:scheduler:)")
            func run() {
                let first = scheduler.start { source.throttle(0.05, latest: false, scheduler: scheduler) }
                result.withLock { $0 = first.events }
            }
        }
        // Ticks of a millisecond: 0.05 seconds is 50 ticks.
        let scheduler = TestScheduler(initialClock: 0, resolution: 0.001)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(260, 3), .completed(300)])
        let result = Locked<[Recorded<Event<Int>>]>([])
        (Exercise(source: xs.asObservable(), scheduler: scheduler, result: result) as DeprecatedAPIExercise).run()
        XCTAssertEqual(result.current, [.next(210, 1), .next(260, 3), .completed(300)])
    }

    /// RxSwift converts a negative `TimeInterval` to a negative `RxTimeInterval`: no throttling,
    /// as above. `-infinity` too (RxSwift stops on it, unable to make an `Int` of it).
    func testNegativeTimeIntervalLetsEveryElementThrough() {
        struct Exercise: DeprecatedAPIExercise {
            let source: Observable<Int>
            let scheduler: TestScheduler
            let dueTime: TimeInterval
            let result: Locked<TestableObserver<Int>?>
            @available(*, deprecated, message: "exercises throttle(_: TimeInterval, latest:scheduler:)")
            func run() {
                result.withLock { $0 = scheduler.start { source.throttle(dueTime, scheduler: scheduler) } }
            }
        }
        for dueTime in [-0.5, -TimeInterval.infinity] {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.next(210, 1), .next(211, 2), .completed(213)])
            let result = Locked<TestableObserver<Int>?>(nil)
            (Exercise(source: xs.asObservable(), scheduler: scheduler, dueTime: dueTime, result: result) as DeprecatedAPIExercise).run()
            XCTAssertEqual(result.current?.events, [.next(210, 1), .next(211, 2), .completed(213)], "\(dueTime)")
        }
    }

    func testSourceAndTimersOnDifferentThreads() {
        let timers = SerialDispatchQueueScheduler(internalSerialQueueName: "throttle")
        let latest = recordConcurrently(0..<3000) { $0.throttle(.microseconds(200), scheduler: timers) }
        XCTAssertEqual(latest.violations, [])
        XCTAssertTrue(latest.completed)
        XCTAssertEqual(latest.elements.first, 0)
        XCTAssertEqual(latest.elements.last, 2999, "the latest element is never lost")
        XCTAssertEqual(latest.elements, latest.elements.sorted())
        XCTAssertEqual(Set(latest.elements).count, latest.elements.count)

        let first = recordConcurrently(0..<3000) { $0.throttle(.microseconds(200), latest: false, scheduler: timers) }
        XCTAssertEqual(first.violations, [])
        XCTAssertTrue(first.completed)
        XCTAssertEqual(first.elements.first, 0)
        XCTAssertEqual(first.elements, first.elements.sorted())
    }

    #if TRACE_RESOURCES
    func testReleasesEverythingOnceTheSubscriptionEnds() {
        assertReleasesEverything { $0.throttle(.seconds(20), scheduler: $1) }
        assertReleasesEverything { $0.throttle(.seconds(20), latest: false, scheduler: $1) }
    }
    #endif
}

extension ThrottleTests {
    /// RxSwift 6's timeline: source completing at 500, throttle 200 ticks, elements 2, 6 and 7
    /// arriving at 210, 410 and 610, completion at 610; the source released at 500.
    func testLatest_RxSwiftTimelineWithCompletionDuringAPeriod() {
        let xs = scheduler.createHotObservable([.next(210, 2), .next(250, 3), .next(410, 6), .next(450, 7), .completed(500)])
        let res = scheduler.start { xs.throttle(.seconds(200), scheduler: self.scheduler) }
        XCTAssertEqual(res.events, [.next(210, 2), .next(410, 6), .next(610, 7), .completed(610)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 500)])
    }
}
