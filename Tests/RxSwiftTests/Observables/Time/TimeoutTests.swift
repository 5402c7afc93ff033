import Foundation
import RxSwift
import RxTest
import XCTest
import RxTestSupport

final class TimeoutTests: RxTestCase {
    private let scheduler = TestScheduler(initialClock: 0)

    // MARK: timeout(_:scheduler:)

    func testElementsInTimeAreForwarded() {
        let xs = scheduler.createHotObservable("1----^2-3--4---|", values: marbleDigits)
        let res = scheduler.start { xs.timeout(.seconds(50), scheduler: self.scheduler) }
        assertMarbles(res,                     "     -2-3--4---|", values: marbleDigits)
        assertMarbles(xs, subscriptions:       "     ^---------!")
    }

    func testFailsWithTimeoutErrorWhenAnElementIsLate() {
        let spy = SchedulerSpy(scheduler)
        let xs = scheduler.createHotObservable("^1--------2---------|", values: marbleDigits)
        let res = scheduler.start { xs.timeout(.seconds(50), scheduler: spy) }
        assertMarbles(res,                     "-1----#", values: marbleDigits, error: RxError.timeout)
        assertMarbles(xs, subscriptions:       "^-----!")
        XCTAssertEqual(spy.pendingCount, 0)
        guard case .error(let error)? = res.events.last?.value, case RxError.timeout = error else {
            return XCTFail("expected RxError.timeout, got \(String(describing: res.events.last))")
        }
    }

    func testTimerStartsAtSubscription() {
        let xs = scheduler.createHotObservable("^-----1", values: marbleDigits)
        let res = scheduler.start { xs.timeout(.seconds(50), scheduler: self.scheduler) }
        assertMarbles(res,                     "-----#", error: RxError.timeout)
    }

    func testColdElementDueWithTheTimerLoses() {
        // RxSwift's order: the timer is started before the source is subscribed.
        let xs = scheduler.createColdObservable("-----1", values: marbleDigits)
        let res = scheduler.start { xs.timeout(.seconds(50), scheduler: self.scheduler) }
        assertMarbles(res,                      "-----#", error: RxError.timeout)
        assertMarbles(xs, subscriptions:        "^----!")
    }

    func testSourceErrorAndCompletionBeforeTheTimeoutAreForwarded() {
        let xs = scheduler.createHotObservable("^1#", values: marbleDigits, error: TestError())
        assertMarbles(scheduler.start { xs.timeout(.seconds(50), scheduler: self.scheduler) }, "-1#", values: marbleDigits, error: TestError())
        assertMarbles(xs, subscriptions: "^-!")

        let completing = TestScheduler(initialClock: 0)
        let ys = completing.createHotObservable("^-|", values: marbleDigits)
        assertMarbles(completing.start { ys.timeout(.seconds(50), scheduler: completing) }, "--|")
    }

    func testDisposalCancelsTheTimer() {
        let spy = SchedulerSpy(scheduler)
        let xs = scheduler.createHotObservable("^1--------2", values: marbleDigits)
        let res = scheduler.start(disposed: 240) { xs.timeout(.seconds(50), scheduler: spy) }
        assertMarbles(res,                     "-1", values: marbleDigits)
        assertMarbles(xs, subscriptions:       "^---!")
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
        // ys (cold) is indented to where it is subscribed, the timeout at 300.
        let negatives: [Character: Int] = ["a": -1, "b": -2, "c": -3]
        let xs = scheduler.createHotObservable("1-----2------^----------3--------4---------|", values: marbleDigits)
        let ys = scheduler.createColdObservable("                      -----a--------------b----------c|", values: negatives)
        let res = scheduler.start { xs.timeout(.seconds(100), other: ys, scheduler: self.scheduler) }
        assertMarbles(res,                     "             ---------------a--------------b----------c|", values: negatives)
        assertMarbles(xs, subscriptions:       "             ^---------!")
        assertMarbles(ys, subscriptions:       "             ----------^-------------------------------!")
    }

    func testSwitchesAfterSomeElements() {
        let values: [Character: Int] = ["1": 1, "2": 2, "3": 3, "a": -1]
        let xs = scheduler.createHotObservable("^1--2----------3----|", values: values)
        let ys = scheduler.createColdObservable("        -a|", values: values)
        let res = scheduler.start { xs.timeout(.seconds(50), other: ys, scheduler: self.scheduler) }
        assertMarbles(res,                     "-1--2-----a|", values: values)
        assertMarbles(xs, subscriptions:       "^--------!")
        assertMarbles(ys, subscriptions:       "---------^-!")
    }

    func testOtherErrorIsForwarded() {
        let xs = scheduler.createHotObservable("^1", values: marbleDigits)
        let ys = scheduler.createColdObservable("     -#", values: marbleDigits, error: TestError())
        let res = scheduler.start { xs.timeout(.seconds(50), other: ys, scheduler: self.scheduler) }
        assertMarbles(res,                     "-1-----#", values: marbleDigits, error: TestError())
        assertMarbles(ys, subscriptions:       "------^!")
    }

    func testOtherIsNotSubscribedWithoutATimeout() {
        let xs = scheduler.createHotObservable("^1-|", values: marbleDigits)
        let ys = scheduler.createColdObservable("-a", values: ["a": -1])
        let res = scheduler.start { xs.timeout(.seconds(50), other: ys, scheduler: self.scheduler) }
        assertMarbles(res,                     "-1-|", values: marbleDigits)
        XCTAssertEqual(ys.subscriptions, [])
    }

    func testDisposalAfterTheSwitchDisposesTheOtherSequence() {
        let spy = SchedulerSpy(scheduler)
        let values: [Character: Int] = ["1": 1, "2": 2, "a": -1, "b": -2]
        let xs = scheduler.createHotObservable("^1----------2", values: values)
        let ys = scheduler.createColdObservable("     -a--------b", values: values)
        let res = scheduler.start(disposed: 300) { xs.timeout(.seconds(50), other: ys, scheduler: spy) }
        assertMarbles(res,                     "-1-----a", values: values)
        assertMarbles(xs, subscriptions:       "^-----!")
        assertMarbles(ys, subscriptions:       "------^---!")
        XCTAssertEqual(spy.pendingCount, 0)
    }

    /// What `other` emits while it is being subscribed is delivered during that subscription, as
    /// in RxSwift, inside the trampoline `of` opened: an inner `of` of `flatMapLatest` then emits
    /// its first element only after `other`'s next one switched it away.
    func testOtherEmittingWhileSubscribedDeliversDuringItsSubscription() {
        let xs = scheduler.createHotObservable([.next(150, 0)])
        let res = scheduler.start {
            xs.timeout(.seconds(100), other: Observable.of(1, 2), scheduler: self.scheduler)
                .flatMapLatest { x in Observable.of(x * 10, x * 10 + 1) }
        }
        XCTAssertEqual(res.events, [.next(300, 10), .next(300, 20), .next(300, 21), .completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])

        let pairs = TestScheduler(initialClock: 0)
        let ys = pairs.createHotObservable([.next(150, 0)])
        let s1 = Observable.of(1, 2)
        let switched = pairs.start {
            ys.timeout(.seconds(100), other: s1, scheduler: pairs).map { x in s1.map { [x, $0] } }.switchLatest()
        }
        XCTAssertEqual(switched.events, [.next(300, [1, 1]), .next(300, [2, 1]), .next(300, [2, 2]), .completed(300)])
    }

    // MARK: Arguments and older spellings

    /// RxSwift starts the timer before subscribing; a negative due time is due at once (the next
    /// tick on `TestScheduler`), before the source's first element.
    func testNegativeDueTimeTimesOutAtTheNextTick() {
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3), .completed(300)])
        let res = scheduler.start { xs.timeout(.seconds(-1), scheduler: self.scheduler) }
        XCTAssertEqual(res.events, [.error(201, RxError.timeout)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 201)])
    }

    func testNegativeDueTimeSwitchesToOtherAtTheNextTick() {
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3), .completed(300)])
        let other = scheduler.createColdObservable([.next(5, 9), .completed(10)])
        let res = scheduler.start { xs.timeout(.seconds(-1), other: other, scheduler: self.scheduler) }
        XCTAssertEqual(res.events, [.next(206, 9), .completed(211)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 201)])
        XCTAssertEqual(other.subscriptions, [Subscription(201, 211)])
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

    /// `take(until:)` of a sequence that emits at once ends the result before it subscribes its
    /// source: RxSwift's timeout starts anyway (its sink learns of the disposal once subscribed),
    /// subscribing its source, which is released at once. Nothing is left behind: no timer, and,
    /// with the TraceResources trait, no object (the sink used to keep itself alive here).
    /// A difference kept on purpose (README, "Differences from RxSwift 6"): when the subscription
    /// ends inside the fallback's first element, the fallback's completion, which follows at once,
    /// passes no further. RxSwift 6.10.2 still passes it to the `do` after `timeout`, which then
    /// logs `onCompleted` after its `onDispose`.
    func testAFallbackEventAfterTheSubscriptionEndedPassesNoFurther() {
        var log: [String] = []
        let xs = scheduler.createColdObservable([Recorded<Event<Int>>]())
        let res = scheduler.start {
            xs.timeout(.seconds(50), other: Observable.just(11), scheduler: self.scheduler)
                .do(onNext: { log.append("next \($0)") }, onCompleted: { log.append("completed") }, onDispose: { log.append("disposed") })
                .flatMap { _ in Observable<Int>.error(TestError(1)) }
        }
        XCTAssertEqual(res.events, [.error(250, TestError(1))])
        XCTAssertEqual(log, ["next 11", "disposed"])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testStartedForADownstreamThatEndedAlready() {
        let spy = SchedulerSpy(scheduler)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(300)])
        let other = scheduler.createColdObservable([.next(5, 9), .completed(10)])
        let res = scheduler.start {
            Observable.merge(
                xs.timeout(.seconds(5), scheduler: spy).take(until: Observable.just(0)),
                xs.timeout(.seconds(5), other: other, scheduler: spy).take(until: Observable.just(0))
            )
        }
        XCTAssertEqual(res.events, [.completed(200)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 200), Subscription(200, 200)])
        XCTAssertEqual(other.subscriptions, [])
        XCTAssertEqual(spy.pendingCount, 0)
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
