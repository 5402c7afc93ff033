import Foundation
import RxSwift
import RxTest
import RxTestSupport
import XCTest

final class TestSchedulerTests: RxTestCase {
    // MARK: start

    func testDefaultsAreCreated100Subscribed200Disposed1000() {
        XCTAssertEqual(TestScheduler.Defaults.created, 100)
        XCTAssertEqual(TestScheduler.Defaults.subscribed, 200)
        XCTAssertEqual(TestScheduler.Defaults.disposed, 1000)
    }

    func testStartCreatesAt100SubscribesAt200AndDisposesAt1000() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 1), .next(210, 2), .next(1000, 3), .next(1001, 4)])
        var createdAt: TestTime?
        let res = scheduler.start { () -> Observable<Int> in
            createdAt = scheduler.clock
            return xs.asObservable()
        }
        XCTAssertEqual(createdAt, 100)
        // The event at 1000 was scheduled before the disposal at 1000, so it still arrives.
        XCTAssertEqual(res.events, [.next(210, 2), .next(1000, 3)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 1000)])
    }

    func testStartWithCreatedSubscribedAndDisposedUsesTheGivenTimes() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(40, 1), .next(60, 2), .next(90, 3)])
        var createdAt: TestTime?
        let res = scheduler.start(created: 10, subscribed: 50, disposed: 80) { () -> Observable<Int> in
            createdAt = scheduler.clock
            return xs.map { $0 * 10 }
        }
        XCTAssertEqual(createdAt, 10)
        XCTAssertEqual(res.events, [.next(60, 20)])
        XCTAssertEqual(xs.subscriptions, [Subscription(50, 80)])
    }

    func testStartWithDisposedDisposesEarly() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(260, 2), .completed(300)])
        let res = scheduler.start(disposed: 250) { xs.asObservable() }
        XCTAssertEqual(res.events, [.next(210, 1)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testStartRunsUntilTheQueueIsEmptyEvenAfterDisposal() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(1500, 2)])
        let res = scheduler.start { xs.asObservable() }
        XCTAssertEqual(res.events, [.next(210, 1)])
        XCTAssertEqual(scheduler.clock, 1500)
    }

    func testStartAcceptsAnyObservableConvertibleType() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(5, "a"), .completed(10)])
        let res = scheduler.start { xs }
        XCTAssertEqual(res.events, [.next(205, "a"), .completed(210)])
    }

    func testInStartTheTerminalEventOfTheSequenceEndsTheSubscription() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(220, TestError(1)), .next(230, 2)])
        let res = scheduler.start { xs.filter { $0 > 0 } }
        XCTAssertEqual(res.events, [.next(210, 1), .error(220, TestError(1))])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    // MARK: Processing delay

    func testProcessingDelayMovesImmediateWorkOneTickLater() {
        let scheduler = TestScheduler(initialClock: 0)
        var ranAt: [String: TestTime] = [:]
        scheduler.scheduleAt(200) {
            _ = scheduler.schedule(()) { _ in
                ranAt["schedule"] = scheduler.clock
                return Disposables.create()
            }
            _ = scheduler.scheduleRelative((), dueTime: .seconds(0)) { _ in
                ranAt["relative 0"] = scheduler.clock
                return Disposables.create()
            }
            _ = scheduler.scheduleRelative((), dueTime: .seconds(-5)) { _ in
                ranAt["relative -5"] = scheduler.clock
                return Disposables.create()
            }
            _ = scheduler.scheduleRelative((), dueTime: .seconds(5)) { _ in
                ranAt["relative 5"] = scheduler.clock
                return Disposables.create()
            }
            _ = scheduler.scheduleRelativeVirtual((), dueTime: 0) { _ in
                ranAt["relative virtual 0"] = scheduler.clock
                return Disposables.create()
            }
        }
        scheduler.start()
        XCTAssertEqual(ranAt, ["schedule": 201, "relative 0": 201, "relative -5": 201, "relative 5": 205, "relative virtual 0": 200])
    }

    func testWithoutProcessingDelayImmediateWorkRunsAtTheCurrentTick() {
        let scheduler = TestScheduler(initialClock: 0, simulateProcessingDelay: false)
        var ranAt: [TestTime] = []
        scheduler.scheduleAt(200) {
            _ = scheduler.schedule(()) { _ in
                ranAt.append(scheduler.clock)
                return Disposables.create()
            }
            _ = scheduler.scheduleRelative((), dueTime: .seconds(-5)) { _ in
                ranAt.append(scheduler.clock)
                return Disposables.create()
            }
        }
        scheduler.start()
        XCTAssertEqual(ranAt, [200, 200])
    }

    func testJustOnTheSchedulerEmitsOneTickApart() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Observable.just(7, scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(201, 7), .completed(202)])
    }

    func testOfOnTheSchedulerEmitsOneElementPerTick() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Observable.of(1, 2, 3, scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(201, 1), .next(202, 2), .next(203, 3), .completed(204)])
    }

    func testOfOnTheSchedulerDisposedMidwayStops() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start(disposed: 202) { Observable.of(1, 2, 3, scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(201, 1)])
        XCTAssertEqual(scheduler.clock, 202, "nothing may run after the disposal")
    }

    // MARK: Time conversion

    func testAnIntervalInSecondsIsTicksAtResolutionOne() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Observable<Int>.interval(.seconds(10), scheduler: scheduler) }
        let expected = (0..<79).map { Recorded.next(210 + 10 * $0, $0) }
        XCTAssertEqual(res.events, expected)
        XCTAssertEqual(scheduler.clock, 1000, "the pending tick at 1000 must be cancelled, not run")
    }

    func testIntervalDisposedEarlyStopsEmitting() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start(disposed: 235) { Observable<Int>.interval(.seconds(10), scheduler: scheduler).map { $0 * 2 } }
        XCTAssertEqual(res.events, [.next(210, 0), .next(220, 2), .next(230, 4)])
    }

    func testTimerWithPeriodEmitsEveryPeriodAfterTheDueTime() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start(disposed: 260) { Observable<Int>.timer(.seconds(30), period: .seconds(10), scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(230, 0), .next(240, 1), .next(250, 2)])
    }

    func testTimerWithoutPeriodEmitsOnceAndCompletes() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Observable<Int>.timer(.seconds(30), scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(230, 0), .completed(230)])
    }

    func testResolutionScalesIntervalsAndNow() {
        let scheduler = TestScheduler(initialClock: 0, resolution: 0.1)
        let res = scheduler.start { Observable<Int>.timer(.seconds(2), scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(220, 0), .completed(220)])
        XCTAssertEqual(scheduler.clock, 1000)
        XCTAssertEqual(scheduler.now.timeIntervalSince1970, 100, accuracy: 1e-9)
    }

    func testResolutionRoundsToTheNearestTick() {
        let scheduler = TestScheduler(initialClock: 0)
        var ranAt: [TestTime] = []
        for milliseconds in [400, 600, 1_400] {
            _ = scheduler.scheduleRelative((), dueTime: .milliseconds(milliseconds)) { _ in
                ranAt.append(scheduler.clock)
                return Disposables.create()
            }
        }
        scheduler.start()
        XCTAssertEqual(ranAt, [1, 1, 1], "0.4 s rounds to 0 ticks (delayed to 1), 0.6 s and 1.4 s to 1")
    }

    func testNowIsTheClockInSecondsSinceTheEpoch() {
        let scheduler = TestScheduler(initialClock: 250)
        XCTAssertEqual(scheduler.now, Date(timeIntervalSince1970: 250))
    }

    // MARK: scheduleAt, advanceTo, sleep, stop

    func testScheduleAtRunsAtTheExactTickInInsertionOrder() {
        let scheduler = TestScheduler(initialClock: 0)
        var log: [String] = []
        scheduler.scheduleAt(20) { log.append("b@\(scheduler.clock)") }
        scheduler.scheduleAt(10) { log.append("a@\(scheduler.clock)") }
        scheduler.scheduleAt(20) { log.append("c@\(scheduler.clock)") }
        scheduler.start()
        XCTAssertEqual(log, ["a@10", "b@20", "c@20"])
    }

    func testScheduleAtInThePastRunsNowWithoutDelay() {
        let scheduler = TestScheduler(initialClock: 0)
        var ranAt: TestTime?
        scheduler.scheduleAt(300) {
            scheduler.scheduleAt(100) { ranAt = scheduler.clock }
        }
        scheduler.start()
        XCTAssertEqual(ranAt, 300)
    }

    func testAdvanceToStepsThroughAHotObservable() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(10, 1), .next(20, 2), .next(30, 3), .completed(40)])
        let observer = scheduler.createObserver(Int.self)
        let subscription = xs.subscribe(observer)
        scheduler.advanceTo(20)
        XCTAssertEqual(observer.events, [.next(10, 1), .next(20, 2)])
        scheduler.advanceTo(35)
        XCTAssertEqual(observer.events, [.next(10, 1), .next(20, 2), .next(30, 3)])
        subscription.dispose()
        XCTAssertEqual(xs.subscriptions, [Subscription(0, 35)])
        scheduler.start()
        XCTAssertEqual(observer.events.count, 3)
    }

    func testSleepMovesTheClockAndStopEndsTheRun() {
        let scheduler = TestScheduler(initialClock: 0)
        var log: [TestTime] = []
        scheduler.scheduleAt(10) {
            log.append(scheduler.clock)
            scheduler.stop()
        }
        scheduler.scheduleAt(15) { log.append(scheduler.clock) }
        scheduler.start()
        XCTAssertEqual(log, [10])
        scheduler.sleep(20)
        XCTAssertEqual(scheduler.clock, 30)
        scheduler.start()
        XCTAssertEqual(log, [10, 30])
    }

    func testRecursiveSchedulingTakesOneTickPerStep() {
        let scheduler = TestScheduler(initialClock: 0)
        var steps: [TestTime] = []
        let recursion = scheduler.scheduleRecursive(0) { count, recurse in
            steps.append(scheduler.clock)
            if count < 4 { recurse(count + 1) }
        }
        scheduler.start()
        XCTAssertEqual(steps, [1, 2, 3, 4, 5])
        recursion.dispose()
    }

    func testRecursiveSchedulingDisposedFromOutsideStops() {
        let scheduler = TestScheduler(initialClock: 0)
        var steps: [TestTime] = []
        let recursion = scheduler.scheduleRecursive(()) { _, recurse in
            steps.append(scheduler.clock)
            recurse(())
        }
        scheduler.scheduleAt(3) { recursion.dispose() }
        scheduler.start()
        // The disposal at 3 was queued before the step due at 3 (queued at 2), so it runs first.
        XCTAssertEqual(steps, [1, 2])
        XCTAssertEqual(scheduler.clock, 3)
    }

    #if TRACE_RESOURCES
    func testEverythingIsReleasedAfterARun() {
        let before = Resources.total
        do {
            let scheduler = TestScheduler(initialClock: 0)
            let hot = scheduler.createHotObservable([.next(210, 1), .completed(400)])
            let cold = scheduler.createColdObservable([.next(10, 2), .next(500, 3)])
            let pending = scheduler.createColdObservable([.next(5_000, 4)])
            let res = scheduler.start {
                Observable<Int>.interval(.seconds(50), scheduler: scheduler).map { $0 + 100 }
            }
            let hotRes = scheduler.start { hot.filter { $0 > 0 } }
            scheduler.scheduleAt(2_000) { _ = pending.subscribe(scheduler.createObserver(Int.self)).dispose() }
            let coldRes = scheduler.start(created: 2_100, subscribed: 2_200, disposed: 2_300) { cold.map { $0 } }
            XCTAssertFalse(res.events.isEmpty)
            XCTAssertTrue(hotRes.events.isEmpty, "the hot events were in the past for the second run")
            XCTAssertEqual(coldRes.events, [.next(2_210, 2)])
        }
        XCTAssertEqual(Resources.total, before)
    }
    #endif
}
