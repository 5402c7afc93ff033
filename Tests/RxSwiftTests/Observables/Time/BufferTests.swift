import Foundation
import RxSwift
import RxTest
import XCTest
import RxTestSupport

final class BufferTests: RxTestCase {
    private let scheduler = TestScheduler(initialClock: 0)

    private func source(ending end: Recorded<Event<Int>>) -> TestableObservable<Int> {
        scheduler.createHotObservable([
            .next(205, 1),
            .next(210, 2),
            .next(240, 3),
            .next(280, 4),
            .next(320, 5),
            .next(350, 6),
            .next(370, 7),
            .next(420, 8),
            .next(470, 9),
            end,
        ])
    }

    func testEmitsWhenFullOrWhenThePeriodEnds() {
        let xs = source(ending: .completed(600))
        let res = scheduler.start { xs.buffer(timeSpan: .seconds(70), count: 3, scheduler: self.scheduler) }
        XCTAssertEqual(res.events, [
            .next(240, [1, 2, 3]),
            .next(310, [4]),
            .next(370, [5, 6, 7]),
            .next(440, [8]),
            .next(510, [9]),
            .next(580, []),
            .next(600, []),
            .completed(600),
        ])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 600)])
    }

    func testErrorIsForwardedAndDropsTheCurrentBuffer() {
        let spy = SchedulerSpy(scheduler)
        let xs = source(ending: .error(600, TestError()))
        let res = scheduler.start { xs.buffer(timeSpan: .seconds(70), count: 3, scheduler: spy) }
        XCTAssertEqual(res.events, [
            .next(240, [1, 2, 3]),
            .next(310, [4]),
            .next(370, [5, 6, 7]),
            .next(440, [8]),
            .next(510, [9]),
            .next(580, []),
            .error(600, TestError()),
        ])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 600)])
        XCTAssertEqual(spy.pendingCount, 0)
    }

    func testCompletionEmitsThePartialBuffer() {
        let xs = scheduler.createHotObservable("^12|", values: marbleDigits)
        let res = scheduler.start { xs.buffer(timeSpan: .seconds(100), count: 5, scheduler: self.scheduler) }
        assertMarbles(res,                     "---(a|)", values: ["a": [1, 2]])
    }

    func testDisposalCancelsTheTimer() {
        let spy = SchedulerSpy(scheduler)
        let xs = source(ending: .completed(600))
        let res = scheduler.start(disposed: 370) { xs.buffer(timeSpan: .seconds(70), count: 3, scheduler: spy) }
        XCTAssertEqual(res.events, [.next(240, [1, 2, 3]), .next(310, [4]), .next(370, [5, 6, 7])])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 370)])
        XCTAssertEqual(spy.pendingCount, 0)
    }

    func testCountOfOneEmitsEachElement() {
        let xs = scheduler.createHotObservable("^12-------|", values: marbleDigits)
        let res = scheduler.start { xs.buffer(timeSpan: .seconds(1000), count: 1, scheduler: self.scheduler) }
        assertMarbles(res,                     "-ab-------(e|)", values: ["a": [1], "b": [2], "e": []])
    }

    func testNeverTimeSpanBuffersByCountOnly() {
        let spy = SchedulerSpy(scheduler)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(500, 2), .next(900, 3), .completed(950)])
        let res = scheduler.start { xs.buffer(timeSpan: .never, count: 2, scheduler: spy) }
        XCTAssertEqual(res.events, [.next(500, [1, 2]), .next(950, [3]), .completed(950)])
        XCTAssertEqual(spy.pendingCount, 0)
    }

    func testEmptyNeverAndError() {
        XCTAssertEqual(
            scheduler.start { Observable<Int>.empty().buffer(timeSpan: .seconds(100), count: 3, scheduler: self.scheduler) }.events,
            [.next(200, []), .completed(200)]
        )
        let never = TestScheduler(initialClock: 0)
        XCTAssertEqual(
            never.start(disposed: 450) { Observable<Int>.never().buffer(timeSpan: .seconds(100), count: 3, scheduler: never) }.events,
            [.next(300, []), .next(400, [])]
        )
        let failing = TestScheduler(initialClock: 0)
        XCTAssertEqual(
            failing.start { Observable<Int>.error(TestError()).buffer(timeSpan: .seconds(100), count: 3, scheduler: failing) }.events,
            [.error(200, TestError())]
        )
    }

    func testReentrantElementsGoToTheNextBuffer() {
        let source = FedSource<Int>()
        let observer = scheduler.createObserver([Int].self)
        var subscription: Disposable?
        scheduler.scheduleAt(200) {
            subscription = source.observable.buffer(timeSpan: .seconds(100), count: 2, scheduler: self.scheduler).subscribe { event in
                observer.on(event)
                if case .next([1, 2]) = event {
                    source.send(3)
                    source.send(4)
                    source.send(5)
                }
            }
        }
        scheduler.scheduleAt(210) { source.send(1) }
        scheduler.scheduleAt(220) { source.send(2) }
        scheduler.scheduleAt(280) { subscription?.dispose() }
        silencingReentrancyReports { scheduler.start() }
        // [3, 4] is full inside the delivery of [1, 2]; its period (restarted at 220) ends at 320.
        XCTAssertEqual(observer.events, [.next(220, [1, 2]), .next(220, [3, 4])])
    }

    /// RxSwift delivers the array and only then starts the next period's timer: what downstream
    /// schedules while it handles an array, for the tick that period ends, runs first. Here
    /// `debounce`'s timer (as long as the period) lets each array through before the next one
    /// comes; with the period's timer first, every array would restart `debounce`, which would
    /// emit nothing.
    func testTheNextPeriodStartsOnceTheArrayWasDelivered() {
        let res = scheduler.start(created: 80, subscribed: 90, disposed: 300) {
            BehaviorSubject(value: 2)
                .buffer(timeSpan: .seconds(20), count: 5, scheduler: self.scheduler)
                .debounce(.seconds(20), scheduler: self.scheduler)
        }
        XCTAssertEqual(res.events, [
            .next(130, [2]), .next(150, []), .next(170, []), .next(190, []), .next(210, []),
            .next(230, []), .next(250, []), .next(270, []), .next(290, []),
        ])
    }

    /// The same when a full array ends the period: RxSwift restarts the period after the array was
    /// delivered, so an inner sequence subscribed for it, due after one period, emits before the
    /// next array switches it away.
    func testAFullArrayRestartsThePeriodOnceItWasDelivered() {
        let xs = scheduler.createHotObservable([.next(205, 1), .next(205, 2)])
        let ys = scheduler.createColdObservable([.next(20, 18)])
        let res = scheduler.start(disposed: 300) {
            xs.buffer(timeSpan: .seconds(20), count: 2, scheduler: self.scheduler).flatMapLatest { _ in ys }
        }
        XCTAssertEqual(res.events, [.next(225, 18), .next(245, 18), .next(265, 18), .next(285, 18)])
        XCTAssertEqual(ys.subscriptions, [
            Subscription(205, 225), Subscription(225, 245), Subscription(245, 265), Subscription(265, 285), Subscription(285, 300),
        ])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    /// RxSwift emits a buffer when its count equals `count`: a negative count never does, so only
    /// time ends a buffer, as with zero.
    func testNegativeCountSetsNoLimit() {
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3), .completed(300)])
        let res = scheduler.start { xs.buffer(timeSpan: .seconds(30), count: -1, scheduler: self.scheduler) }
        XCTAssertEqual(res.events, [.next(230, [1, 2, 3]), .next(260, []), .next(290, []), .next(300, []), .completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    /// RxSwift's timer for a negative time span is due at once, as for a zero one: a buffer every
    /// tick, each element in the buffer of its tick.
    func testNegativeTimeSpanEmitsABufferEveryTick() {
        let xs = scheduler.createHotObservable([.next(202, 1), .next(203, 2), .completed(204)])
        let res = scheduler.start { xs.buffer(timeSpan: .seconds(-1), count: 3, scheduler: self.scheduler) }
        XCTAssertEqual(res.events, [.next(201, []), .next(202, [1]), .next(203, [2]), .next(204, []), .completed(204)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 204)])
    }

    /// RxSwift runs a zero time span: its timer is due at once, which `TestScheduler` moves to the
    /// next tick, so an array goes out at every tick (the first at 201, from the timer started
    /// before the source is subscribed; an element arriving at a tick is in that tick's array).
    func testZeroTimeSpanEmitsAtEveryTick() {
        let xs = scheduler.createHotObservable([.next(202, 1), .next(203, 2), .completed(204)])
        let res = scheduler.start { xs.buffer(timeSpan: .seconds(0), count: 3, scheduler: self.scheduler) }
        XCTAssertEqual(res.events, [.next(201, []), .next(202, [1]), .next(203, [2]), .next(204, []), .completed(204)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 204)])
    }

    /// RxSwift compares the array's size with `count` after each element: zero never matches, so
    /// only time closes an array.
    func testZeroCountLeavesOnlyTheTimeSpan() {
        let xs = scheduler.createHotObservable([.next(202, 1), .next(203, 2), .next(230, 3), .completed(250)])
        let res = scheduler.start { xs.buffer(timeSpan: .seconds(20), count: 0, scheduler: self.scheduler) }
        XCTAssertEqual(res.events, [.next(220, [1, 2]), .next(240, [3]), .next(250, []), .completed(250)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testTimeIntervalSpelling() {
        struct Exercise: DeprecatedAPIExercise {
            let source: Observable<Int>
            let scheduler: TestScheduler
            let result: Locked<[Recorded<Event<[Int]>>]>

            @available(*, deprecated, message: "exercises buffer(timeSpan: TimeInterval, count:scheduler:)")
            func run() {
                let res = scheduler.start { source.buffer(timeSpan: 70, count: 3, scheduler: scheduler) }
                result.withLock { $0 = res.events }
            }
        }
        let xs = source(ending: .completed(600))
        let result = Locked<[Recorded<Event<[Int]>>]>([])
        (Exercise(source: xs.asObservable(), scheduler: scheduler, result: result) as DeprecatedAPIExercise).run()
        XCTAssertEqual(result.current.first, .next(240, [1, 2, 3]))
        XCTAssertEqual(result.current.count, 8)
    }

    func testSourceAndTimersOnDifferentThreads() {
        let timers = SerialDispatchQueueScheduler(internalSerialQueueName: "buffer")
        let recording = recordConcurrently(0..<3000) { $0.buffer(timeSpan: .microseconds(200), count: 7, scheduler: timers) }
        XCTAssertEqual(recording.violations, [])
        XCTAssertTrue(recording.completed)
        XCTAssertEqual(recording.elements.flatMap { $0 }, Array(0..<3000))
        XCTAssertTrue(recording.elements.allSatisfy { $0.count <= 7 })
    }

    #if TRACE_RESOURCES
    func testReleasesEverythingOnceTheSubscriptionEnds() {
        assertReleasesEverything { $0.buffer(timeSpan: .seconds(20), count: 2, scheduler: $1) }
    }
    #endif
}
