import Foundation
import RxSwift
import RxTest
import XCTest
import RxTestSupport

final class DebounceTests: RxTestCase {
    private let scheduler = TestScheduler(initialClock: 0)

    func testEmitsAnElementOnceTheSourceStayedQuiet() {
        let xs = scheduler.createHotObservable("1----^----2----3---------45-------------|", values: marbleDigits)
        let res = scheduler.start { xs.debounce(.seconds(60), scheduler: self.scheduler) }
        assertMarbles(res,                     "     ----------------3----------5-------|", values: marbleDigits)
        assertMarbles(xs, subscriptions:       "     ^----------------------------------!")
    }

    func testElementArrivingWhenTheTimerIsDueRestartsIt() {
        // RxSwift 6: the source's element at 360 comes before the timer due then.
        let xs = scheduler.createHotObservable("^---------3-----4------------------|", values: marbleDigits)
        let res = scheduler.start { xs.debounce(.seconds(60), scheduler: self.scheduler) }
        assertMarbles(res,                     "----------------------4------------|", values: marbleDigits)
    }

    func testCompletionEmitsTheWaitingElementAtOnce() {
        let spy = SchedulerSpy(scheduler)
        let xs = scheduler.createHotObservable("^12|", values: marbleDigits)
        let res = scheduler.start { xs.debounce(.seconds(50), scheduler: spy) }
        assertMarbles(res,                     "---(2|)", values: marbleDigits)
        assertMarbles(xs, subscriptions:       "^--!")
        XCTAssertEqual(spy.pendingCount, 0)
    }

    func testErrorIsForwardedAtOnceAndDropsTheWaitingElement() {
        let spy = SchedulerSpy(scheduler)
        let xs = scheduler.createHotObservable("^1#", values: marbleDigits, error: TestError())
        let res = scheduler.start { xs.debounce(.seconds(50), scheduler: spy) }
        assertMarbles(res,                     "--#", error: TestError())
        assertMarbles(xs, subscriptions:       "^-!")
        XCTAssertEqual(spy.pendingCount, 0)
    }

    func testDisposalCancelsTheTimer() {
        let spy = SchedulerSpy(scheduler)
        let xs = scheduler.createHotObservable("^1--------2", values: marbleDigits)
        let res = scheduler.start(disposed: 240) { xs.debounce(.seconds(50), scheduler: spy) }
        assertMarbles(res,                     "----")
        assertMarbles(xs, subscriptions:       "^---!")
        XCTAssertEqual(spy.pendingCount, 0)
    }

    func testEmptyNeverAndError() {
        XCTAssertEqual(scheduler.start { Observable<Int>.empty().debounce(.seconds(50), scheduler: self.scheduler) }.events, [.completed(200)])
        let never = TestScheduler(initialClock: 0)
        XCTAssertEqual(never.start { Observable<Int>.never().debounce(.seconds(50), scheduler: never) }.events, [])
        let failing = TestScheduler(initialClock: 0)
        XCTAssertEqual(
            failing.start { Observable<Int>.error(TestError()).debounce(.seconds(50), scheduler: failing) }.events,
            [.error(200, TestError())]
        )
    }

    func testZeroDueTimeEmitsOnTheNextTick() {
        // A timer due now runs a tick later on TestScheduler (its simulated processing delay),
        // as in RxSwift.
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(300)])
        let res = scheduler.start { xs.debounce(.seconds(0), scheduler: self.scheduler) }
        XCTAssertEqual(res.events, [.next(211, 1), .next(221, 2), .completed(300)])
    }

    func testReentrantElementIsDebouncedAfterTheCurrentOne() {
        let source = FedSource<Int>()
        scheduler.scheduleAt(210) { source.send(1) }
        let events = scheduler.recordReentrant(source.observable.debounce(.seconds(10), scheduler: scheduler)) { event in
            if case .next(1) = event {
                source.send(2)
            }
        }
        XCTAssertEqual(events, [.next(220, 1), .next(230, 2)])
    }

    /// RxSwift schedules each element's timer `dueTime` after it; a negative one is due at once,
    /// which `TestScheduler` moves to the next tick: each element goes out a tick after it came.
    func testNegativeDueTimeIsDueAtOnce() {
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3), .completed(300)])
        let res = scheduler.start { xs.debounce(.seconds(-1), scheduler: self.scheduler) }
        XCTAssertEqual(res.events, [.next(211, 1), .next(221, 2), .next(231, 3), .completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func testTimeIntervalSpelling() {
        struct Exercise: DeprecatedAPIExercise {
            let source: Observable<Int>
            let scheduler: TestScheduler
            let result: Locked<[Recorded<Event<Int>>]>

            @available(*, deprecated, message: "exercises debounce(_: TimeInterval, scheduler:)")
            func run() {
                let res = scheduler.start { source.debounce(0.05, scheduler: scheduler) }
                result.withLock { $0 = res.events }
            }
        }
        let scheduler = TestScheduler(initialClock: 0, resolution: 0.001)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(240, 2), .next(300, 3), .completed(400)])
        let result = Locked<[Recorded<Event<Int>>]>([])
        (Exercise(source: xs.asObservable(), scheduler: scheduler, result: result) as DeprecatedAPIExercise).run()
        XCTAssertEqual(result.current, [.next(290, 2), .next(350, 3), .completed(400)])
    }

    func testSourceAndTimersOnDifferentThreads() {
        let timers = SerialDispatchQueueScheduler(internalSerialQueueName: "debounce")
        let recording = recordConcurrently(0..<3000) { $0.debounce(.microseconds(100), scheduler: timers) }
        XCTAssertEqual(recording.violations, [])
        XCTAssertTrue(recording.completed)
        XCTAssertEqual(recording.elements.last, 2999, "completion emits the waiting element")
        XCTAssertEqual(recording.elements, recording.elements.sorted())
        XCTAssertEqual(Set(recording.elements).count, recording.elements.count)
    }

    #if TRACE_RESOURCES
    func testReleasesEverythingOnceTheSubscriptionEnds() {
        assertReleasesEverything { $0.debounce(.seconds(20), scheduler: $1) }
    }
    #endif
}
