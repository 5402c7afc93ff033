@testable import RxSwift
import RxTest
import RxTestSupport
import XCTest

/// `TimedSink` (through `debounce`, `take(for:)` and `skip(for:)`): one pending timer, a replaced
/// timer stays silent, the timer is cancelled with the subscription, nothing after the terminal
/// event; a sink timed from its subscription starts the timer before subscribing the source.
/// And the interval arithmetic of the file.
final class TimedSinkTests: RxTestCase {
    private let scheduler = TestScheduler(initialClock: 0)

    /// Records the ticks at which its timer fires.
    private final class TickingSink: TimedSink<Int, Int>, @unchecked Sendable {
        // @unchecked Sendable: driven by the test scheduler's thread.
        private let clock: TestScheduler
        private(set) var firedAt: [Int] = []

        init(_ clock: TestScheduler, timedBy scheduler: SchedulerType) {
            self.clock = clock
            super.init(Timing(dueTime: .seconds(10), scheduler: scheduler), downstream: DiscardingNode())
        }

        override func sourceNext(_ element: Int) {}

        override func timerFired() {
            firedAt.append(clock.clock)
        }
    }

    /// A sink on a spy of the test scheduler, and `actions` run at their ticks.
    private func runTicking(_ actions: [TestTime: (TickingSink) -> Void]) -> (TickingSink, SchedulerSpy) {
        let spy = SchedulerSpy(scheduler)
        let sink = TickingSink(scheduler, timedBy: spy)
        for (time, action) in actions {
            scheduler.scheduleAt(time) { sink.serialize { action(sink) } }
        }
        scheduler.start()
        return (sink, spy)
    }

    func testStartingATimerReplacesThePendingOne() {
        let (sink, spy) = runTicking([
            200: { $0.startTimer(after: $0.dueTime) },
            205: { $0.startTimer(after: $0.dueTime) },
        ])
        XCTAssertEqual(sink.firedAt, [215])
        XCTAssertEqual(spy.pendingCount, 0, "the replaced timer was cancelled, not left to fire")
        sink.dispose()
    }

    func testInvalidatedTimerStaysSilent() {
        let (sink, _) = runTicking([
            200: { $0.startTimer(after: $0.dueTime) },
            205: { $0.invalidateTimer() },
        ])
        XCTAssertEqual(sink.firedAt, [])
        sink.dispose()
    }

    func testTimerStartedAfterCancellationNeverRuns() {
        let (sink, spy) = runTicking([
            200: { $0.cancelTimer() },
            205: { $0.startTimer(after: $0.dueTime) },
        ])
        XCTAssertEqual(sink.firedAt, [])
        XCTAssertEqual(spy.pendingCount, 0)
        sink.dispose()
    }

    func testDisposalCancelsThePendingTimerOfTheSink() {
        let (sink, spy) = runTicking([
            200: { $0.startTimer(after: $0.dueTime) },
            205: { $0.dispose() },
        ])
        XCTAssertEqual(sink.firedAt, [])
        XCTAssertEqual(spy.pendingCount, 0)
    }

    func testReplacedTimerStaysSilent() {
        let xs = scheduler.createHotObservable([.next(210, 1), .next(215, 2), .completed(300)])
        let res = scheduler.start { xs.debounce(.seconds(10), scheduler: self.scheduler) }
        XCTAssertEqual(res.events, [.next(225, 2), .completed(300)])
    }

    func testDisposalCancelsThePendingTimer() {
        let spy = SchedulerSpy(scheduler)
        let xs = scheduler.createHotObservable([.next(210, 1)])
        let res = scheduler.start(disposed: 212) { xs.debounce(.seconds(10), scheduler: spy) }
        XCTAssertEqual(res.events, [])
        XCTAssertEqual(spy.pendingCount, 0)
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 212)])
    }

    func testNothingIsDeliveredAfterTheTerminalEvent() {
        let spy = SchedulerSpy(scheduler)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(212, TestError.boom)])
        let res = scheduler.start { xs.debounce(.seconds(10), scheduler: spy) }
        XCTAssertEqual(res.events, [.error(212, TestError.boom)])
        XCTAssertEqual(spy.pendingCount, 0)
    }

    /// The timer starts before the source is subscribed: a cold element due with it comes after.
    func testSinkTimedFromItsSubscriptionStartsTheTimerFirst() {
        let cold = scheduler.createColdObservable([.next(10, 1), .next(11, 2)])
        let res = scheduler.start { cold.skip(.seconds(10), scheduler: self.scheduler) }
        XCTAssertEqual(res.events, [.next(210, 1), .next(211, 2)])
    }

    func testSinkTimedFromItsSubscriptionWhoseDownstreamEndedStartsNoTimer() {
        let spy = SchedulerSpy(scheduler)
        let xs = scheduler.createHotObservable([.next(210, 1)])
        let res = scheduler.start { xs.take(for: .seconds(10), scheduler: spy).startWith(0).take(1) }
        XCTAssertEqual(res.events, [.next(200, 0), .completed(200)])
        XCTAssertEqual(spy.pendingCount, 0)
    }

    func testRemainingIntervalAfterElapsedTime() {
        XCTAssertEqual(DispatchTimeInterval.seconds(2).remaining(after: 0.5).nanoseconds, 1_500_000_000)
        XCTAssertEqual(DispatchTimeInterval.seconds(1).remaining(after: 3).nanoseconds, 0)
        XCTAssertEqual(DispatchTimeInterval.never.remaining(after: 100), .never)
    }

    /// Sub-microsecond noise of a date must not turn "due now" into "due in 100 ns".
    func testRemainingIntervalIsRoundedToTheMicrosecond() {
        XCTAssertEqual(DispatchTimeInterval.seconds(1).remaining(after: 1.000_000_000_1).nanoseconds, 0)
        XCTAssertEqual(DispatchTimeInterval.seconds(1).remaining(after: 0.999_999_999_9).nanoseconds, 0)
        XCTAssertEqual(DispatchTimeInterval.seconds(1).remaining(after: 0.999_999).nanoseconds, 1_000)
    }

    func testIntervalFromSecondsKeepsTheSignOfANegativeValue() {
        XCTAssertEqual(rxInterval(seconds: 1.5, "f", "a").nanoseconds, 1_500_000_000)
        XCTAssertEqual(rxInterval(seconds: -2, "f", "a").nanoseconds, -2_000_000_000)
        XCTAssertTrue(rxInterval(seconds: -.infinity, "f", "a").isNowOrPast)
        XCTAssertEqual(rxInterval(seconds: .infinity, "f", "a"), .never)
    }
}
