import Foundation
import RxSwift
import RxTest
import XCTest
import RxTestSupport

final class SkipDurationTests: RxTestCase {
    private let scheduler = TestScheduler(initialClock: 0)

    func testDropsElementsDuringTheDuration() {
        let xs = scheduler.createHotObservable("^123|", values: marbleDigits)
        let res = scheduler.start { xs.skip(.seconds(15), scheduler: self.scheduler) }
        assertMarbles(res,                     "--23|", values: marbleDigits)
        assertMarbles(xs, subscriptions:       "^---!")
    }

    func testElementDueWithTheTimer() {
        // RxSwift's order: the timer is started before the source is subscribed, so a cold
        // element due with it comes after it, and a hot one (scheduled earlier) before.
        let cold = scheduler.createColdObservable([.next(15, 1), .completed(20)])
        XCTAssertEqual(scheduler.start { cold.skip(.seconds(15), scheduler: self.scheduler) }.events, [.next(215, 1), .completed(220)])

        let hotScheduler = TestScheduler(initialClock: 0)
        let hot = hotScheduler.createHotObservable([.next(215, 1), .completed(220)])
        XCTAssertEqual(hotScheduler.start { hot.skip(.seconds(15), scheduler: hotScheduler) }.events, [.completed(220)])
    }

    func testErrorAndCompletionPassDuringTheDuration() {
        let spy = SchedulerSpy(scheduler)
        let xs = scheduler.createHotObservable("^1#", values: marbleDigits, error: TestError())
        assertMarbles(scheduler.start { xs.skip(.seconds(50), scheduler: spy) }, "--#", error: TestError())
        assertMarbles(xs, subscriptions: "^-!")
        XCTAssertEqual(spy.pendingCount, 0)

        let completing = TestScheduler(initialClock: 0)
        let ys = completing.createHotObservable("^1|", values: marbleDigits)
        assertMarbles(completing.start { ys.skip(.seconds(50), scheduler: completing) }, "--|")
    }

    func testDisposalCancelsTheTimer() {
        let spy = SchedulerSpy(scheduler)
        let xs = scheduler.createHotObservable("^1--------2", values: marbleDigits)
        let res = scheduler.start(disposed: 240) { xs.skip(.seconds(50), scheduler: spy) }
        assertMarbles(res,                     "----")
        assertMarbles(xs, subscriptions:       "^---!")
        XCTAssertEqual(spy.pendingCount, 0)
    }

    func testZeroDurationOpensOnTheNextTick() {
        let xs = scheduler.createHotObservable([.next(201, 0), .next(202, 1), .completed(210)])
        XCTAssertEqual(scheduler.start { xs.skip(.seconds(0), scheduler: self.scheduler) }.events, [.next(202, 1), .completed(210)])
    }

    func testEmptyNeverAndError() {
        XCTAssertEqual(scheduler.start { Observable<Int>.empty().skip(.seconds(50), scheduler: self.scheduler) }.events, [.completed(200)])
        let never = TestScheduler(initialClock: 0)
        XCTAssertEqual(never.start { Observable<Int>.never().skip(.seconds(50), scheduler: never) }.events, [])
        let failing = TestScheduler(initialClock: 0)
        XCTAssertEqual(
            failing.start { Observable<Int>.error(TestError()).skip(.seconds(50), scheduler: failing) }.events,
            [.error(200, TestError())]
        )
    }

    func testReentrantElementKeepsOrder() {
        let source = FedSource<Int>()
        scheduler.scheduleAt(205) { source.send(0) }
        scheduler.scheduleAt(220) { source.send(1) }
        let events = scheduler.recordReentrant(source.observable.skip(.seconds(10), scheduler: scheduler)) { event in
            if case .next(1) = event {
                source.send(2)
            }
        }
        XCTAssertEqual(events, [.next(220, 1), .next(220, 2)])
    }

    /// RxSwift starts the timer before subscribing; a negative duration is due at once (the next
    /// tick on `TestScheduler`), after what the source scheduled for that tick before.
    func testNegativeDurationOpensAtTheNextTick() {
        let xs = scheduler.createHotObservable([.next(201, 1), .next(202, 2), .next(230, 3), .completed(300)])
        let res = scheduler.start { xs.skip(.seconds(-1), scheduler: self.scheduler) }
        XCTAssertEqual(res.events, [.next(202, 2), .next(230, 3), .completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func testTimeIntervalSpelling() {
        struct Exercise: DeprecatedAPIExercise {
            let source: Observable<Int>
            let scheduler: TestScheduler
            let result: Locked<[Recorded<Event<Int>>]>

            @available(*, deprecated, message: "exercises skip(_: TimeInterval, scheduler:)")
            func run() {
                let res = scheduler.start { source.skip(15, scheduler: scheduler) }
                result.withLock { $0 = res.events }
            }
        }
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(240)])
        let result = Locked<[Recorded<Event<Int>>]>([])
        (Exercise(source: xs.asObservable(), scheduler: scheduler, result: result) as DeprecatedAPIExercise).run()
        XCTAssertEqual(result.current, [.next(220, 2), .completed(240)])
    }

    func testSourceAndTimerOnDifferentThreads() {
        let timers = SerialDispatchQueueScheduler(internalSerialQueueName: "skip")
        let recording = recordConcurrently(0..<3000) { $0.skip(.microseconds(500), scheduler: timers) }
        XCTAssertEqual(recording.violations, [])
        XCTAssertTrue(recording.completed)
        XCTAssertEqual(recording.elements, Array((3000 - recording.elements.count)..<3000))
    }

    #if TRACE_RESOURCES
    func testReleasesEverythingOnceTheSubscriptionEnds() {
        assertReleasesEverything { $0.skip(.seconds(15), scheduler: $1) }
    }
    #endif
}
