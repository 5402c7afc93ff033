import Foundation
import RxSwift
import RxTest
import XCTest
import RxTestSupport

final class TakeDurationTests: RxTestCase {
    private let scheduler = TestScheduler(initialClock: 0)

    func testForwardsDuringTheDurationThenCompletes() {
        let spy = SchedulerSpy(scheduler)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3), .completed(240)])
        let res = scheduler.start { xs.take(for: .seconds(25), scheduler: spy) }
        XCTAssertEqual(res.events, [.next(210, 1), .next(220, 2), .completed(225)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 225)])
        XCTAssertEqual(spy.pendingCount, 0)
    }

    func testElementDueWithTheTimer() {
        // RxSwift's order: the timer is started before the source is subscribed, so a cold
        // element due with it comes after it, and a hot one (scheduled earlier) before.
        let cold = scheduler.createColdObservable([.next(25, 1)])
        XCTAssertEqual(scheduler.start { cold.take(for: .seconds(25), scheduler: self.scheduler) }.events, [.completed(225)])

        let hotScheduler = TestScheduler(initialClock: 0)
        let hot = hotScheduler.createHotObservable([.next(225, 1)])
        XCTAssertEqual(hotScheduler.start { hot.take(for: .seconds(25), scheduler: hotScheduler) }.events, [.next(225, 1), .completed(225)])
    }

    func testSourceEndingFirstEndsTheSequence() {
        let spy = SchedulerSpy(scheduler)
        let xs = scheduler.createHotObservable("^1#", values: marbleDigits, error: TestError())
        assertMarbles(scheduler.start { xs.take(for: .seconds(50), scheduler: spy) }, "-1#", values: marbleDigits, error: TestError())
        assertMarbles(xs, subscriptions: "^-!")
        XCTAssertEqual(spy.pendingCount, 0)

        let completing = TestScheduler(initialClock: 0)
        let ys = completing.createHotObservable("^1|", values: marbleDigits)
        assertMarbles(completing.start { ys.take(for: .seconds(50), scheduler: completing) }, "-1|", values: marbleDigits)
    }

    func testDisposalCancelsTheTimer() {
        let spy = SchedulerSpy(scheduler)
        let xs = scheduler.createHotObservable("^1--------2", values: marbleDigits)
        let res = scheduler.start(disposed: 240) { xs.take(for: .seconds(100), scheduler: spy) }
        assertMarbles(res,                     "-1", values: marbleDigits)
        assertMarbles(xs, subscriptions:       "^---!")
        XCTAssertEqual(spy.pendingCount, 0)
    }

    func testEmptyNeverAndError() {
        XCTAssertEqual(scheduler.start { Observable<Int>.empty().take(for: .seconds(50), scheduler: self.scheduler) }.events, [.completed(200)])
        let never = TestScheduler(initialClock: 0)
        XCTAssertEqual(never.start { Observable<Int>.never().take(for: .seconds(50), scheduler: never) }.events, [.completed(250)])
        let failing = TestScheduler(initialClock: 0)
        XCTAssertEqual(
            failing.start { Observable<Int>.error(TestError()).take(for: .seconds(50), scheduler: failing) }.events,
            [.error(200, TestError())]
        )
    }

    func testReentrantElementKeepsOrder() {
        let source = FedSource<Int>()
        scheduler.scheduleAt(210) { source.send(1) }
        scheduler.scheduleAt(260) { source.send(3) }
        let events = scheduler.recordReentrant(source.observable.take(for: .seconds(50), scheduler: scheduler)) { event in
            if case .next(1) = event {
                source.send(2)
            }
        }
        XCTAssertEqual(events, [.next(210, 1), .next(210, 2), .completed(250)])
    }

    /// RxSwift starts the timer before subscribing; a negative duration is due at once (the next
    /// tick on `TestScheduler`), and ends the sequence there, after what the source scheduled for
    /// that tick before.
    func testNegativeDurationCompletesAtTheNextTick() {
        let xs = scheduler.createHotObservable([.next(201, 1), .next(202, 2), .completed(300)])
        let res = scheduler.start { xs.take(for: .seconds(-1), scheduler: self.scheduler) }
        XCTAssertEqual(res.events, [.next(201, 1), .completed(201)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 201)])
    }

    func testOlderSpellings() {
        struct Exercise: DeprecatedAPIExercise {
            let spelling: Int
            let source: Observable<Int>
            let scheduler: TestScheduler
            let result: Locked<[Recorded<Event<Int>>]>

            @available(*, deprecated, message: "exercises take(_:scheduler:) and the TimeInterval forms of take(for:scheduler:)")
            func run() {
                let res = scheduler.start { () -> Observable<Int> in
                    switch spelling {
                    case 0: return source.take(.seconds(25), scheduler: scheduler)
                    case 1: return source.take(for: 25, scheduler: scheduler)
                    default: return source.take(25.0, scheduler: scheduler)
                    }
                }
                result.withLock { $0 = res.events }
            }
        }
        for spelling in 0..<3 {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3), .completed(240)])
            let result = Locked<[Recorded<Event<Int>>]>([])
            (Exercise(spelling: spelling, source: xs.asObservable(), scheduler: scheduler, result: result) as DeprecatedAPIExercise).run()
            XCTAssertEqual(result.current, [.next(210, 1), .next(220, 2), .completed(225)], "spelling \(spelling)")
        }
    }

    func testSourceAndTimerOnDifferentThreads() {
        let timers = SerialDispatchQueueScheduler(internalSerialQueueName: "take")
        let recording = recordConcurrently(0..<3000) { $0.take(for: .microseconds(500), scheduler: timers) }
        XCTAssertEqual(recording.violations, [])
        XCTAssertTrue(recording.completed)
        XCTAssertEqual(recording.elements, Array(0..<recording.elements.count))
    }

    #if TRACE_RESOURCES
    func testReleasesEverythingOnceTheSubscriptionEnds() {
        assertReleasesEverything { $0.take(for: .seconds(30), scheduler: $1) }
        assertReleasesEverything { $0.take(for: .seconds(300), scheduler: $1) }
    }
    #endif
}
