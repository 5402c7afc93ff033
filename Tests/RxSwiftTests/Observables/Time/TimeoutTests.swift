import Foundation
import RxSwift
import RxTest
import XCTest
import RxTestSupport

final class TimeoutTests: RxTestCase {
    private let scheduler = TestScheduler(initialClock: 0)

    // MARK: timeout(_:scheduler:)

    func testElementsInTimeAreForwarded() {
        let xs = scheduler.createHotObservable([
            .next(150, 1),
            .next(210, 2),
            .next(230, 3),
            .next(260, 4),
            .completed(300),
        ])
        let res = scheduler.start { xs.timeout(.seconds(50), scheduler: self.scheduler) }
        XCTAssertEqual(res.events, [.next(210, 2), .next(230, 3), .next(260, 4), .completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func testFailsWithTimeoutErrorWhenAnElementIsLate() {
        let spy = SchedulerSpy(scheduler)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(300, 2), .completed(400)])
        let res = scheduler.start { xs.timeout(.seconds(50), scheduler: spy) }
        XCTAssertEqual(res.events, [.next(210, 1), .error(260, RxError.timeout)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 260)])
        XCTAssertEqual(spy.pendingCount, 0)
        guard case .error(let error)? = res.events.last?.value, case RxError.timeout = error else {
            return XCTFail("expected RxError.timeout, got \(String(describing: res.events.last))")
        }
    }

    func testTimerStartsAtSubscription() {
        let xs = scheduler.createHotObservable([.next(260, 1)])
        let res = scheduler.start { xs.timeout(.seconds(50), scheduler: self.scheduler) }
        XCTAssertEqual(res.events, [.error(250, RxError.timeout)])
    }

    func testColdElementDueWithTheTimerLoses() {
        // RxSwift's order: the timer is started before the source is subscribed.
        let xs = scheduler.createColdObservable([.next(50, 1)])
        let res = scheduler.start { xs.timeout(.seconds(50), scheduler: self.scheduler) }
        XCTAssertEqual(res.events, [.error(250, RxError.timeout)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testSourceErrorAndCompletionBeforeTheTimeoutAreForwarded() {
        let xs = scheduler.createHotObservable([.next(210, 1), .error(220, TestError())])
        XCTAssertEqual(scheduler.start { xs.timeout(.seconds(50), scheduler: self.scheduler) }.events, [.next(210, 1), .error(220, TestError())])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])

        let completing = TestScheduler(initialClock: 0)
        let ys = completing.createHotObservable([.completed(220)] as [Recorded<Event<Int>>])
        XCTAssertEqual(completing.start { ys.timeout(.seconds(50), scheduler: completing) }.events, [.completed(220)])
    }

    func testDisposalCancelsTheTimer() {
        let spy = SchedulerSpy(scheduler)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(300, 2)])
        let res = scheduler.start(disposed: 240) { xs.timeout(.seconds(50), scheduler: spy) }
        XCTAssertEqual(res.events, [.next(210, 1)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 240)])
        XCTAssertEqual(spy.pendingCount, 0)
    }

    func testEmptyNeverAndError() {
        XCTAssertEqual(scheduler.start { Observable<Int>.empty().timeout(.seconds(50), scheduler: self.scheduler) }.events, [.completed(200)])
        let never = TestScheduler(initialClock: 0)
        XCTAssertEqual(never.start { Observable<Int>.never().timeout(.seconds(50), scheduler: never) }.events, [.error(250, RxError.timeout)])
        let failing = TestScheduler(initialClock: 0)
        XCTAssertEqual(
            failing.start { Observable<Int>.error(TestError()).timeout(.seconds(50), scheduler: failing) }.events,
            [.error(200, TestError())]
        )
    }

    func testReentrantElementKeepsOrderAndRestartsTheTimer() {
        let source = FedSource<Int>()
        scheduler.scheduleAt(240) { source.send(1) }
        let events = scheduler.recordReentrant(source.observable.timeout(.seconds(50), scheduler: scheduler)) { event in
            if case .next(1) = event {
                source.send(2)
            }
        }
        XCTAssertEqual(events, [.next(240, 1), .next(240, 2), .error(290, RxError.timeout)])
    }

    // MARK: timeout(_:other:scheduler:)

    func testSwitchesToTheOtherSequence() {
        let xs = scheduler.createHotObservable([
            .next(70, 1),
            .next(130, 2),
            .next(310, 3),
            .next(400, 4),
            .completed(500),
        ])
        let ys = scheduler.createColdObservable([
            .next(50, -1),
            .next(200, -2),
            .next(310, -3),
            .completed(320),
        ])
        let res = scheduler.start { xs.timeout(.seconds(100), other: ys, scheduler: self.scheduler) }
        XCTAssertEqual(res.events, [.next(350, -1), .next(500, -2), .next(610, -3), .completed(620)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
        XCTAssertEqual(ys.subscriptions, [Subscription(300, 620)])
    }

    func testSwitchesAfterSomeElements() {
        let xs = scheduler.createHotObservable([.next(210, 1), .next(240, 2), .next(350, 3), .completed(400)])
        let ys = scheduler.createColdObservable([.next(10, -1), .completed(20)])
        let res = scheduler.start { xs.timeout(.seconds(50), other: ys, scheduler: self.scheduler) }
        XCTAssertEqual(res.events, [.next(210, 1), .next(240, 2), .next(300, -1), .completed(310)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 290)])
        XCTAssertEqual(ys.subscriptions, [Subscription(290, 310)])
    }

    func testOtherErrorIsForwarded() {
        let xs = scheduler.createHotObservable([.next(210, 1)])
        let ys = scheduler.createColdObservable([.error(10, TestError())] as [Recorded<Event<Int>>])
        let res = scheduler.start { xs.timeout(.seconds(50), other: ys, scheduler: self.scheduler) }
        XCTAssertEqual(res.events, [.next(210, 1), .error(270, TestError())])
        XCTAssertEqual(ys.subscriptions, [Subscription(260, 270)])
    }

    func testOtherIsNotSubscribedWithoutATimeout() {
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(230)])
        let ys = scheduler.createColdObservable([.next(10, -1)])
        let res = scheduler.start { xs.timeout(.seconds(50), other: ys, scheduler: self.scheduler) }
        XCTAssertEqual(res.events, [.next(210, 1), .completed(230)])
        XCTAssertEqual(ys.subscriptions, [])
    }

    func testDisposalAfterTheSwitchDisposesTheOtherSequence() {
        let spy = SchedulerSpy(scheduler)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(320, 2)])
        let ys = scheduler.createColdObservable([.next(10, -1), .next(100, -2)])
        let res = scheduler.start(disposed: 300) { xs.timeout(.seconds(50), other: ys, scheduler: spy) }
        XCTAssertEqual(res.events, [.next(210, 1), .next(270, -1)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 260)])
        XCTAssertEqual(ys.subscriptions, [Subscription(260, 300)])
        XCTAssertEqual(spy.pendingCount, 0)
    }

    // MARK: Arguments and older spellings

    func testNegativeDueTimeIsRejected() {
        assertPreconditionFailure(containing: "timeout(_:scheduler:): dueTime must not be negative") {
            _ = Observable<Int>.never().timeout(.seconds(-1), scheduler: scheduler)
        }
    }

    func testNegativeDueTimeWithOtherIsRejected() {
        assertPreconditionFailure(containing: "timeout(_:other:scheduler:): dueTime must not be negative") {
            _ = Observable<Int>.never().timeout(.seconds(-1), other: Observable.just(1), scheduler: scheduler)
        }
    }

    func testTimeIntervalSpellings() {
        struct Exercise: DeprecatedAPIExercise {
            let source: Observable<Int>
            let other: Observable<Int>
            let scheduler: TestScheduler
            let result: Locked<[[Recorded<Event<Int>>]]>

            @available(*, deprecated, message: "exercises timeout(_: TimeInterval, ...)")
            func run() {
                let failing = scheduler.start { source.timeout(50, scheduler: scheduler) }
                let switching = scheduler.start(created: 1100, subscribed: 1200, disposed: 2000) {
                    source.timeout(50.0, other: other, scheduler: scheduler)
                }
                result.withLock { $0 = [failing.events, switching.events] }
            }
        }
        let source = Observable<Int>.never()
        let other = Observable.just(-1)
        let result = Locked<[[Recorded<Event<Int>>]]>([])
        (Exercise(source: source, other: other, scheduler: scheduler, result: result) as DeprecatedAPIExercise).run()
        XCTAssertEqual(result.current.first, [.error(250, RxError.timeout)])
        XCTAssertEqual(result.current.last, [.next(1250, -1), .completed(1250)])
    }

    func testSourceAndTimersOnDifferentThreads() {
        let timers = SerialDispatchQueueScheduler(internalSerialQueueName: "timeout")
        for dueTime in [RxTimeInterval.microseconds(30), .milliseconds(5)] {
            let recording = recordConcurrently(0..<3000) { $0.timeout(dueTime, other: Observable.just(-1), scheduler: timers) }
            XCTAssertEqual(recording.violations, [])
            XCTAssertTrue(recording.completed)
            // The source's elements up to the timeout, then the other sequence's.
            let forwarded = recording.elements.filter { $0 >= 0 }
            XCTAssertEqual(forwarded, Array(0..<forwarded.count))
            XCTAssertEqual(recording.elements, forwarded + (forwarded.count < 3000 ? [-1] : []))
        }
    }

    #if TRACE_RESOURCES
    func testReleasesEverythingOnceTheSubscriptionEnds() {
        assertReleasesEverything { $0.timeout(.seconds(25), scheduler: $1) }
        assertReleasesEverything { $0.timeout(.seconds(100), scheduler: $1) }
        assertReleasesEverything { $0.timeout(.seconds(15), other: Observable.just(0).concat(Observable.never()), scheduler: $1) }
        assertReleasesEverything { source, scheduler in
            source.timeout(.seconds(15), other: scheduler.createColdObservable([.next(10, 0), .completed(20)]), scheduler: scheduler)
        }
    }
    #endif
}
