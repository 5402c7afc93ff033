import Foundation
import RxSwift
import RxTest
import XCTest
import RxTestSupport

final class DelayTests: RxTestCase {
    private let scheduler = TestScheduler(initialClock: 0)

    func testEveryEventIsDelayedAndTheSourceReleasedWhenItCompletes() {
        let xs = scheduler.createHotObservable("1----^----2---------3---------4---------|", values: marbleDigits)
        let res = scheduler.start { xs.delay(.seconds(100), scheduler: self.scheduler) }
        assertMarbles(res,                     "     ---------------2---------3---------4---------|", values: marbleDigits)
        assertMarbles(xs, subscriptions:       "     ^----------------------------------!")
    }

    func testCloseEventsKeepTheirSpacing() {
        let xs = scheduler.createHotObservable([.next(210, 1), .next(215, 2), .completed(220)])
        let res = scheduler.start { xs.delay(.seconds(50), scheduler: self.scheduler) }
        XCTAssertEqual(res.events, [.next(260, 1), .next(265, 2), .completed(270)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func testEventsOfTheSameTickAreDeliveredOneTimerApart() {
        // RxSwift 6 delivers one event per timer: the second, already due, gets a timer due now,
        // which TestScheduler runs a tick later.
        let xs = scheduler.createHotObservable([.next(210, 1), .next(210, 2), .completed(300)])
        let res = scheduler.start { xs.delay(.seconds(50), scheduler: self.scheduler) }
        XCTAssertEqual(res.events, [.next(260, 1), .next(261, 2), .completed(350)])
    }

    func testErrorIsForwardedAtOnceAndDropsTheWaitingElements() {
        let spy = SchedulerSpy(scheduler)
        let xs = scheduler.createHotObservable("^1---2------#", values: marbleDigits, error: TestError())
        let res = scheduler.start { xs.delay(.seconds(100), scheduler: spy) }
        assertMarbles(res,                     "-----------1#", values: marbleDigits, error: TestError())
        assertMarbles(xs, subscriptions:       "^-----------!")
        XCTAssertEqual(spy.pendingCount, 0)
    }

    func testErrorBeforeAnyDeliveryIsImmediate() {
        let xs = scheduler.createHotObservable("^1#", values: marbleDigits, error: TestError())
        let res = scheduler.start { xs.delay(.seconds(100), scheduler: self.scheduler) }
        assertMarbles(res,                     "--#", error: TestError())
    }

    func testDisposalCancelsTheTimer() {
        let spy = SchedulerSpy(scheduler)
        let xs = scheduler.createHotObservable("^1---2--------------|", values: marbleDigits)
        let res = scheduler.start(disposed: 290) { xs.delay(.seconds(100), scheduler: spy) }
        assertMarbles(res,                     "---------")
        assertMarbles(xs, subscriptions:       "^--------!")
        XCTAssertEqual(spy.pendingCount, 0)
    }

    func testDisposalAfterTheSourceCompletedCancelsTheQueuedEvents() {
        let spy = SchedulerSpy(scheduler)
        let xs = scheduler.createHotObservable("^1---2|", values: marbleDigits)
        let res = scheduler.start(disposed: 320) { xs.delay(.seconds(100), scheduler: spy) }
        assertMarbles(res,                     "-----------1", values: marbleDigits)
        assertMarbles(xs, subscriptions:       "^-----!")
        XCTAssertEqual(spy.pendingCount, 0)
    }

    func testEmptyCompletesLaterNeverSaysNothingErrorFailsAtOnce() {
        XCTAssertEqual(scheduler.start { Observable<Int>.empty().delay(.seconds(50), scheduler: self.scheduler) }.events, [.completed(250)])
        let never = TestScheduler(initialClock: 0)
        XCTAssertEqual(never.start { Observable<Int>.never().delay(.seconds(50), scheduler: never) }.events, [])
        let failing = TestScheduler(initialClock: 0)
        XCTAssertEqual(
            failing.start { Observable<Int>.error(TestError()).delay(.seconds(50), scheduler: failing) }.events,
            [.error(200, TestError())]
        )
    }

    func testColdSourceIsShiftedAsAWhole() {
        let xs = scheduler.createColdObservable("-12-3|", values: marbleDigits)
        let res = scheduler.start { xs.delay(.seconds(30), scheduler: self.scheduler) }
        assertMarbles(res,                      "----12-3|", values: marbleDigits)
        assertMarbles(xs, subscriptions:        "^----!")
    }

    func testReentrantElementIsDelayedAfterTheCurrentOne() {
        let source = FedSource<Int>()
        scheduler.scheduleAt(210) { source.send(1) }
        let events = scheduler.recordReentrant(source.observable.delay(.seconds(10), scheduler: scheduler)) { event in
            if case .next(1) = event {
                source.send(2)
                source.send(.completed)
            }
        }
        XCTAssertEqual(events, [.next(220, 1), .next(230, 2), .completed(231)])
    }

    func testLongRunKeepsOrder() {
        let events = (0..<300).map { Recorded.next(201 + $0, $0) } + [.completed(600)]
        let xs = scheduler.createHotObservable(events)
        let res = scheduler.start { xs.delay(.seconds(5), scheduler: self.scheduler) }
        XCTAssertEqual(res.events, (0..<300).map { Recorded.next(206 + $0, $0) } + [.completed(605)])
    }

    /// RxSwift schedules each event `dueTime` after its arrival (the next one from what is left of
    /// it, never less than nothing); a negative one is due at once, which `TestScheduler` moves to
    /// the next tick, one event per action.
    func testNegativeDueTimeDeliversEachEventAtTheNextTick() {
        let xs = scheduler.createHotObservable([.next(210, 1), .next(210, 2), .next(230, 3), .completed(300)])
        let res = scheduler.start { xs.delay(.milliseconds(-5), scheduler: self.scheduler) }
        XCTAssertEqual(res.events, [.next(211, 1), .next(212, 2), .next(231, 3), .completed(301)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func testTimeIntervalSpelling() {
        struct Exercise: DeprecatedAPIExercise {
            let source: Observable<Int>
            let scheduler: TestScheduler
            let result: Locked<[Recorded<Event<Int>>]>

            @available(*, deprecated, message: "exercises delay(_: TimeInterval, scheduler:)")
            func run() {
                let res = scheduler.start { source.delay(0.3, scheduler: scheduler) }
                result.withLock { $0 = res.events }
            }
        }
        let scheduler = TestScheduler(initialClock: 0, resolution: 0.1)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(212, 2), .completed(220)])
        let result = Locked<[Recorded<Event<Int>>]>([])
        (Exercise(source: xs.asObservable(), scheduler: scheduler, result: result) as DeprecatedAPIExercise).run()
        XCTAssertEqual(result.current, [.next(213, 1), .next(215, 2), .completed(223)])
    }

    func testSourceAndTimersOnDifferentThreads() {
        let timers = SerialDispatchQueueScheduler(internalSerialQueueName: "delay")
        let recording = recordConcurrently(0..<3000) { $0.delay(.microseconds(100), scheduler: timers) }
        XCTAssertEqual(recording.violations, [])
        XCTAssertTrue(recording.completed)
        XCTAssertEqual(recording.elements, Array(0..<3000))
    }

    /// Started for a downstream that ended already (`take(1)` got `startWith`'s element while
    /// `startWith` subscribed): the source is subscribed and released at once, and no timer is
    /// left behind.
    func testStartedForADownstreamThatEndedAlready() {
        let spy = SchedulerSpy(scheduler)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(300)])
        let res = scheduler.start { xs.delay(.seconds(5), scheduler: spy).startWith(0).take(1) }
        XCTAssertEqual(res.events, [.next(200, 0), .completed(200)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 200)])
        XCTAssertEqual(spy.pendingCount, 0)
    }

    #if TRACE_RESOURCES
    func testReleasesEverythingOnceTheSubscriptionEnds() {
        assertReleasesEverything { $0.delay(.seconds(20), scheduler: $1) }
    }
    #endif
}
