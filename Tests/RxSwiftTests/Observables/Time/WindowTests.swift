import Foundation
import RxSwift
import RxTest
import XCTest
import RxTestSupport

final class WindowTests: RxTestCase {
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

    /// Each element tagged with the index of its window, all windows merged.
    private func tagged(_ windows: Observable<Observable<Int>>) -> Observable<String> {
        var index = -1
        return windows.flatMap { window -> Observable<String> in
            index += 1
            let current = index
            return window.map { "\(current) \($0)" }
        }
    }

    /// Records the outer sequence (the window number at each opening) and each window's events.
    private func recordWindows(
        disposed: TestTime = 1000,
        _ create: @escaping () -> Observable<Observable<Int>>
    ) -> (outer: TestableObserver<Int>, windows: [TestableObserver<Int>]) {
        let outer = scheduler.createObserver(Int.self)
        var windows: [TestableObserver<Int>] = []
        var subscription: Disposable?
        scheduler.scheduleAt(200) {
            subscription = create().subscribe { event in
                switch event {
                case .next(let window):
                    let observer = self.scheduler.createObserver(Int.self)
                    windows.append(observer)
                    outer.onNext(windows.count - 1)
                    _ = window.subscribe(observer)
                case .error(let error):
                    outer.onError(error)
                case .completed:
                    outer.onCompleted()
                }
            }
        }
        scheduler.scheduleAt(disposed) { subscription?.dispose() }
        scheduler.start()
        return (outer, windows)
    }

    func testWindowsCloseWhenFullOrWhenThePeriodEnds() {
        let xs = source(ending: .completed(600))
        let res = scheduler.start { self.tagged(xs.window(timeSpan: .seconds(70), count: 3, scheduler: self.scheduler)) }
        XCTAssertEqual(res.events, [
            .next(205, "0 1"),
            .next(210, "0 2"),
            .next(240, "0 3"),
            .next(280, "1 4"),
            .next(320, "2 5"),
            .next(350, "2 6"),
            .next(370, "2 7"),
            .next(420, "3 8"),
            .next(470, "4 9"),
            .completed(600),
        ])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 600)])
    }

    func testEachWindowOpensAndCompletesAtItsBoundaries() {
        let xs = scheduler.createHotObservable("^123--4------5-|", values: marbleDigits)
        let (outer, windows) = recordWindows { xs.window(timeSpan: .seconds(50), count: 2, scheduler: self.scheduler) }
        // The outer sequence: the number of each window as it opens.
        assertMarbles(outer,                   "0-1---2----3---|", values: marbleDigits)
        XCTAssertEqual(windows.map(\.events), [
            [.next(210, 1), .next(220, 2), .completed(220)],
            [.next(230, 3), .next(260, 4), .completed(260)],
            [.completed(310)],
            [.next(330, 5), .completed(350)],
        ])
        assertMarbles(xs, subscriptions:       "^--------------!")
    }

    func testErrorFailsTheOpenWindowAndTheOuterSequence() {
        let spy = SchedulerSpy(scheduler)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(230, TestError())])
        let (outer, windows) = recordWindows { xs.window(timeSpan: .seconds(100), count: 5, scheduler: spy) }
        XCTAssertEqual(outer.events, [.next(200, 0), .error(230, TestError())])
        XCTAssertEqual(windows.map(\.events), [[.next(210, 1), .error(230, TestError())]])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
        XCTAssertEqual(spy.pendingCount, 0)
    }

    func testErrorThroughMerge() {
        let xs = source(ending: .error(600, TestError()))
        let res = scheduler.start { self.tagged(xs.window(timeSpan: .seconds(70), count: 3, scheduler: self.scheduler)) }
        XCTAssertEqual(res.events.last, .error(600, TestError()))
        XCTAssertEqual(res.events.count, 10)
    }

    func testDisposingEverythingReleasesTheSourceAndTheTimer() {
        let spy = SchedulerSpy(scheduler)
        let xs = source(ending: .completed(600))
        let res = scheduler.start(disposed: 370) { self.tagged(xs.window(timeSpan: .seconds(70), count: 3, scheduler: spy)) }
        XCTAssertEqual(res.events, [
            .next(205, "0 1"),
            .next(210, "0 2"),
            .next(240, "0 3"),
            .next(280, "1 4"),
            .next(320, "2 5"),
            .next(350, "2 6"),
            .next(370, "2 7"),
        ])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 370)])
        XCTAssertEqual(spy.pendingCount, 0)
    }

    func testSubscribedWindowKeepsTheSourceAfterTheOuterSubscriptionIsDisposed() {
        // As in RxSwift: the open window goes on until it closes, then the source is released.
        let spy = SchedulerSpy(scheduler)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(260, 3), .next(320, 4), .completed(500)])
        let (outer, windows) = recordWindows(disposed: 215) { xs.window(timeSpan: .seconds(100), count: 10, scheduler: spy) }
        XCTAssertEqual(outer.events, [.next(200, 0)])
        XCTAssertEqual(windows.map(\.events), [[.next(210, 1), .next(220, 2), .next(260, 3), .completed(300)]])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
        XCTAssertEqual(spy.pendingCount, 0)
    }

    func testUnsubscribedWindowsDoNotKeepTheSource() {
        let xs = scheduler.createHotObservable("^1----------------------------|", values: marbleDigits)
        let res = scheduler.start(disposed: 250) { xs.window(timeSpan: .seconds(100), count: 10, scheduler: self.scheduler).map { _ in 0 } }
        assertMarbles(res,                     "0", values: marbleDigits)
        assertMarbles(xs, subscriptions:       "^----!")
    }

    func testSubscribingToAClosedWindowReceivesHowItEnded() {
        let xs = scheduler.createHotObservable([.next(210, 1), .error(350, TestError())])
        var windows: [Observable<Int>] = []
        let late = (completed: scheduler.createObserver(Int.self), failed: scheduler.createObserver(Int.self))
        var subscription: Disposable?
        scheduler.scheduleAt(200) {
            subscription = xs.window(timeSpan: .seconds(100), count: 10, scheduler: self.scheduler)
                .subscribe(onNext: { windows.append($0) }, onError: { _ in })
        }
        scheduler.scheduleAt(400) {
            _ = windows.first?.subscribe(late.completed)
            _ = windows.last?.subscribe(late.failed)
        }
        scheduler.scheduleAt(500) { subscription?.dispose() }
        scheduler.start()
        XCTAssertEqual(windows.count, 2)
        XCTAssertEqual(late.completed.events, [.completed(400)])
        XCTAssertEqual(late.failed.events, [.error(400, TestError())])
    }

    func testEmptyNeverAndError() {
        XCTAssertEqual(
            scheduler.start { self.tagged(Observable<Int>.empty().window(timeSpan: .seconds(100), count: 3, scheduler: self.scheduler)) }.events,
            [.completed(200)]
        )
        let never = TestScheduler(initialClock: 0)
        XCTAssertEqual(
            never.start(disposed: 450) { Observable<Int>.never().window(timeSpan: .seconds(100), count: 3, scheduler: never).map { _ in 0 } }.events,
            [.next(200, 0), .next(300, 0), .next(400, 0)]
        )
        let failing = TestScheduler(initialClock: 0)
        XCTAssertEqual(
            failing.start { self.tagged(Observable<Int>.error(TestError()).window(timeSpan: .seconds(100), count: 3, scheduler: failing)) }.events,
            [.error(200, TestError())]
        )
    }

    func testReentrantElementsKeepOrderAcrossWindows() {
        let source = FedSource<Int>()
        let observer = scheduler.createObserver(String.self)
        var subscription: Disposable?
        scheduler.scheduleAt(200) {
            subscription = self.tagged(source.observable.window(timeSpan: .seconds(100), count: 2, scheduler: self.scheduler))
                .subscribe { event in
                    observer.on(event)
                    if case .next("0 1") = event {
                        source.send(2)
                        source.send(3)
                    }
                }
        }
        scheduler.scheduleAt(210) { source.send(1) }
        scheduler.scheduleAt(280) { subscription?.dispose() }
        silencingReentrancyReports { scheduler.start() }
        XCTAssertEqual(observer.events, [.next(210, "0 1"), .next(210, "0 2"), .next(210, "1 3")])
    }

    func testElementReenteringFromTheLastElementOfAWindowGoesToTheNextOne() {
        let source = FedSource<Int>()
        let observer = scheduler.createObserver(String.self)
        var subscription: Disposable?
        scheduler.scheduleAt(200) {
            subscription = self.tagged(source.observable.window(timeSpan: .seconds(100), count: 2, scheduler: self.scheduler))
                .subscribe { event in
                    observer.on(event)
                    if case .next("0 2") = event {
                        source.send(3)
                        source.send(.completed)
                    }
                }
        }
        scheduler.scheduleAt(210) { source.send(1) }
        scheduler.scheduleAt(220) { source.send(2) }
        silencingReentrancyReports { scheduler.start() }
        XCTAssertEqual(observer.events, [.next(210, "0 1"), .next(220, "0 2"), .next(220, "1 3"), .completed(220)])
        _ = subscription
    }

    /// RxSwift compares the window's count with `count` after each element: a negative count never
    /// matches, so only time replaces a window, as with zero.
    /// RxSwift closes the window and emits the next one, and only then starts the next period's
    /// timer: an inner sequence subscribed for a window, due after one period, emits before the
    /// next window switches it away.
    func testTheNextPeriodStartsOnceTheWindowWasEmitted() {
        let ys = scheduler.createColdObservable([.next(20, 7)])
        let res = scheduler.start(created: 80, subscribed: 90, disposed: 300) {
            BehaviorSubject(value: 2).window(timeSpan: .seconds(20), count: 5, scheduler: self.scheduler).flatMapLatest { _ in ys }
        }
        XCTAssertEqual(res.events, [110, 130, 150, 170, 190, 210, 230, 250, 270, 290].map { .next($0, 7) })
        XCTAssertEqual(ys.subscriptions.first, Subscription(90, 110))
        XCTAssertEqual(ys.subscriptions.last, Subscription(290, 300))
    }

    /// The same when a full window ends the period.
    func testAFullWindowRestartsThePeriodOnceTheNextWindowWasEmitted() {
        let xs = scheduler.createHotObservable([.next(205, 1), .next(205, 2)])
        let ys = scheduler.createColdObservable([.next(20, 18)])
        let res = scheduler.start(disposed: 300) {
            xs.window(timeSpan: .seconds(20), count: 2, scheduler: self.scheduler).flatMapLatest { _ in ys }
        }
        XCTAssertEqual(res.events, [.next(225, 18), .next(245, 18), .next(265, 18), .next(285, 18)])
        XCTAssertEqual(ys.subscriptions, [
            Subscription(200, 205), Subscription(205, 225), Subscription(225, 245), Subscription(245, 265),
            Subscription(265, 285), Subscription(285, 300),
        ])
    }

    func testNegativeCountLeavesOnlyTheTimeSpan() {
        let xs = scheduler.createHotObservable([.next(202, 1), .next(203, 2), .next(230, 3), .completed(250)])
        let res = scheduler.start { xs.window(timeSpan: .seconds(20), count: -1, scheduler: self.scheduler).enumerated().flatMap { index, window in window.map { "\(index):\($0)" } } }
        XCTAssertEqual(res.events, [.next(202, "0:1"), .next(203, "0:2"), .next(230, "1:3"), .completed(250)])
    }

    /// RxSwift runs a zero time span: the window is replaced at every tick (`TestScheduler` moves
    /// a timer due at once to the next tick); an element arriving at a tick, like the source's
    /// completion at 204, comes before that tick's timer (scheduled a tick earlier).
    func testZeroTimeSpanReplacesTheWindowAtEveryTick() {
        let xs = scheduler.createHotObservable([.next(202, 1), .next(203, 2), .completed(204)])
        let res = scheduler.start { xs.window(timeSpan: .seconds(0), count: 3, scheduler: self.scheduler).enumerated().flatMap { index, window in window.map { "\(index):\($0)" }.startWith("open \(index)") } }
        XCTAssertEqual(res.events, [
            .next(200, "open 0"), .next(201, "open 1"), .next(202, "1:1"), .next(202, "open 2"), .next(203, "2:2"), .next(203, "open 3"), .completed(204),
        ])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 204)])
    }

    /// RxSwift compares the window's count with `count` after each element: zero never matches,
    /// so only time replaces a window.
    func testZeroCountLeavesOnlyTheTimeSpan() {
        let xs = scheduler.createHotObservable([.next(202, 1), .next(203, 2), .next(230, 3), .completed(250)])
        let res = scheduler.start { xs.window(timeSpan: .seconds(20), count: 0, scheduler: self.scheduler).enumerated().flatMap { index, window in window.map { "\(index):\($0)" } } }
        XCTAssertEqual(res.events, [.next(202, "0:1"), .next(203, "0:2"), .next(230, "1:3"), .completed(250)])
    }

    /// RxSwift's timer for a negative time span is due at once, as for a zero one: the window is
    /// replaced at every tick.
    func testNegativeTimeSpanReplacesTheWindowAtEveryTick() {
        let xs = scheduler.createHotObservable([.next(202, 1), .next(203, 2), .completed(204)])
        let res = scheduler.start { xs.window(timeSpan: .seconds(-1), count: 3, scheduler: self.scheduler).enumerated().flatMap { index, window in window.map { "\(index):\($0)" }.startWith("open \(index)") } }
        XCTAssertEqual(res.events, [
            .next(200, "open 0"), .next(201, "open 1"), .next(202, "1:1"), .next(202, "open 2"), .next(203, "2:2"), .next(203, "open 3"), .completed(204),
        ])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 204)])
    }

    func testTimeIntervalSpelling() throws {
        struct Spelling: DeprecatedAPIExercise {
            let source: Observable<Int>
            let scheduler: TestScheduler
            let result: Locked<Observable<Observable<Int>>?>

            @available(*, deprecated, message: "exercises window(timeSpan: TimeInterval, count:scheduler:)")
            func run() {
                let windows = source.window(timeSpan: 70, count: 3, scheduler: scheduler)
                result.withLock { $0 = windows }
            }
        }
        let xs = source(ending: .completed(600))
        let result = Locked<Observable<Observable<Int>>?>(nil)
        (Spelling(source: xs.asObservable(), scheduler: scheduler, result: result) as DeprecatedAPIExercise).run()
        let windows = try XCTUnwrap(result.current)
        let res = scheduler.start { self.tagged(windows) }
        XCTAssertEqual(res.events.map(\.time), [205, 210, 240, 280, 320, 350, 370, 420, 470, 600])
        XCTAssertEqual(res.events[3], .next(280, "1 4"))
    }

    func testSourceAndTimersOnDifferentThreads() {
        let timers = SerialDispatchQueueScheduler(internalSerialQueueName: "window")
        let recording = recordConcurrently(0..<3000) { source in
            source.window(timeSpan: .microseconds(200), count: 7, scheduler: timers).flatMap { $0 }
        }
        XCTAssertEqual(recording.violations, [])
        XCTAssertTrue(recording.completed)
        XCTAssertEqual(recording.elements, Array(0..<3000))
    }

    #if TRACE_RESOURCES
    func testReleasesEverythingOnceTheSubscriptionEnds() {
        assertReleasesEverything { $0.window(timeSpan: .seconds(20), count: 2, scheduler: $1).flatMap { $0 } }
        assertReleasesEverything { $0.window(timeSpan: .seconds(20), count: 2, scheduler: $1).map { _ in 0 } }
        assertReleasesEverything { source, scheduler in
            // Windows subscribed from outside the chain, outliving the outer subscription.
            let observer = scheduler.createObserver(Int.self)
            return source.window(timeSpan: .seconds(20), count: 2, scheduler: scheduler)
                .map { window -> Int in
                    _ = window.subscribe(observer)
                    return 0
                }
        }
    }
    #endif
}
