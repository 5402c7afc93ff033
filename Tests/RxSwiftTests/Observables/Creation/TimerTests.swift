import Dispatch
import Foundation
import RxTest
@testable import RxSwift
import RxTestSupport
import XCTest

// Real time, because time is the subject here: short periods, generous timeouts, and no
// assertion on how long anything took.
final class TimerTests: RxTestCase {
    func testTimerEmitsZeroThenCompletes() {
        let scheduler = SerialDispatchQueueScheduler(internalSerialQueueName: "timer")
        let events = Locked<[Recording<Int>]>([])
        let done = expectation(description: "completed")
        let subscription = Observable<Int>.timer(.milliseconds(5), scheduler: scheduler).subscribe { event in
            events.append(Recording(event))
            if event.isStopEvent { done.fulfill() }
        }
        wait(for: [done], timeout: 10)
        XCTAssertEqual(events.current, [.next(0), .completed])
        subscription.dispose()
    }

    func testIntervalCountsUntilDisposedOnItsOwnQueue() throws {
        // The guide's "Disposing": disposing on the same serial scheduler that delivers
        // guarantees that nothing is delivered afterwards.
        let scheduler = SerialDispatchQueueScheduler(internalSerialQueueName: "interval")
        let received = Locked<[Int]>([])
        let disposedAt = Locked<Int?>(nil)
        let disposedOnQueue = expectation(description: "disposed")
        let holder = Locked<Disposable?>(nil)
        let subscription = Observable<Int>.interval(.milliseconds(2), scheduler: scheduler).subscribe(onNext: { element in
            received.append(element)
            // From element 3 on, as soon as the test has stored the subscription.
            if element >= 3, disposedAt.current == nil, let subscription = holder.current {
                subscription.dispose()
                disposedAt.withLock { $0 = element }
                disposedOnQueue.fulfill()
            }
        })
        defer { subscription.dispose() }
        holder.withLock { $0 = subscription }
        wait(for: [disposedOnQueue], timeout: 10)
        // Give a (buggy) timer ample opportunity to deliver more.
        Thread.sleep(forTimeInterval: 0.05)
        let last = try XCTUnwrap(disposedAt.current)
        XCTAssertEqual(received.current, Array(0...last))
    }

    func testGuideDisposingExampleFromAnotherThread() {
        // Disposing from another thread: elements may still arrive while `dispose` runs, but
        // the sequence does stop.
        let scheduler = SerialDispatchQueueScheduler(internalSerialQueueName: "interval")
        let received = Locked<[Int]>([])
        let threeReceived = expectation(description: "three elements")
        let subscription = Observable<Int>.interval(.milliseconds(2), scheduler: scheduler).subscribe(onNext: { element in
            received.append(element)
            if element == 2 { threeReceived.fulfill() }
        })
        wait(for: [threeReceived], timeout: 10)
        subscription.dispose()
        let countAfterDispose = received.current.count
        Thread.sleep(forTimeInterval: 0.05)
        XCTAssertLessThanOrEqual(received.current.count, countAfterDispose + 1)
        XCTAssertEqual(received.current, Array(0..<received.current.count), "consecutive from 0")
    }
}

/// `interval` and `timer` on virtual time: the ticks RxSwift 6 emits at.
final class TimerVirtualTimeTests: RxTestCase {
    private let scheduler = TestScheduler(initialClock: 0)

    func testIntervalEmitsEveryPeriodUntilDisposed() {
        let spy = SchedulerSpy(scheduler)
        let res = scheduler.start { Observable<Int>.interval(.seconds(100), scheduler: spy) }
        XCTAssertEqual(res.events, [
            .next(300, 0),
            .next(400, 1),
            .next(500, 2),
            .next(600, 3),
            .next(700, 4),
            .next(800, 5),
            .next(900, 6),
        ])
        XCTAssertEqual(spy.pendingCount, 0)
    }

    func testIntervalWithOtherIntegerTypes() {
        let res = scheduler.start(disposed: 350) { Observable<Int64>.interval(.seconds(50), scheduler: self.scheduler) }
        XCTAssertEqual(res.events, [.next(250, Int64(0)), .next(300, 1)])
    }

    func testTimerEmitsZeroThenCompletesAtTheDueTime() {
        let res = scheduler.start { Observable<Int>.timer(.seconds(300), scheduler: self.scheduler) }
        XCTAssertEqual(res.events, [.next(500, 0), .completed(500)])
    }

    func testTimerWithPeriod() {
        let spy = SchedulerSpy(scheduler)
        let res = scheduler.start(disposed: 800) { Observable<Int>.timer(.seconds(300), period: .seconds(100), scheduler: spy) }
        XCTAssertEqual(res.events, [.next(500, 0), .next(600, 1), .next(700, 2)])
        XCTAssertEqual(spy.pendingCount, 0)
    }

    func testTimerDisposedBeforeTheDueTimeEmitsNothing() {
        let spy = SchedulerSpy(scheduler)
        let res = scheduler.start(disposed: 400) { Observable<Int>.timer(.seconds(300), scheduler: spy) }
        XCTAssertEqual(res.events, [])
        XCTAssertEqual(spy.pendingCount, 0)
    }

    func testTimerDueInThePastFiresOnTheNextTick() {
        // As RxSwift: a due time already passed fires as soon as possible.
        let res = scheduler.start { Observable<Int>.timer(.seconds(-5), scheduler: self.scheduler) }
        XCTAssertEqual(res.events, [.next(201, 0), .completed(201)])
    }

    func testNeverDueTimeNeverFires() {
        XCTAssertEqual(scheduler.start { Observable<Int>.timer(.never, scheduler: self.scheduler) }.events, [])
        let interval = TestScheduler(initialClock: 0)
        XCTAssertEqual(interval.start { Observable<Int>.interval(.never, scheduler: interval) }.events, [])
    }

    func testReentrantDisposalStopsTheInterval() {
        let observer = scheduler.createObserver(Int.self)
        var subscription: Disposable?
        scheduler.scheduleAt(200) {
            subscription = Observable<Int>.interval(.seconds(10), scheduler: self.scheduler).subscribe { event in
                observer.on(event)
                if case .next(2) = event {
                    subscription?.dispose()
                }
            }
        }
        scheduler.start()
        XCTAssertEqual(observer.events, [.next(210, 0), .next(220, 1), .next(230, 2)])
    }

    /// RxSwift hands a negative period to the scheduler as it is: `TestScheduler` moves each tick,
    /// due in the past, to the next tick, as for a zero period.
    func testNegativePeriodEmitsAtEveryTick() {
        let res = scheduler.start(disposed: 205) { Observable<Int>.interval(.seconds(-1), scheduler: self.scheduler) }
        XCTAssertEqual(res.events, [.next(201, 0), .next(202, 1), .next(203, 2), .next(204, 3)])
    }

    /// On a dispatch scheduler a negative period is a zero one (RxSwift stops there, in Dispatch,
    /// which has no value for a negative repeat interval): the ticks come as fast as the queue
    /// runs them.
    func testNegativePeriodOnADispatchSchedulerTicksAtOnce() {
        let ticks = Locked(0)
        let done = DispatchSemaphore(value: 0)
        let scheduler = SerialDispatchQueueScheduler(internalSerialQueueName: "negative-period")
        let subscription = Observable<Int>.interval(.seconds(-1), scheduler: scheduler)
            .take(3)
            .subscribe(onNext: { _ in ticks.increment() }, onCompleted: { done.signal() })
        XCTAssertEqual(done.wait(timeout: .now() + 5), .success)
        XCTAssertEqual(ticks.current, 3)
        subscription.dispose()
    }

    /// RxSwift runs a zero period: each tick is due at once, which `TestScheduler` moves to the
    /// next tick, so the interval emits at every tick.
    func testZeroPeriodEmitsAtEveryTick() {
        let res = scheduler.start(disposed: 205) { Observable<Int>.interval(.seconds(0), scheduler: self.scheduler) }
        XCTAssertEqual(res.events, [.next(201, 0), .next(202, 1), .next(203, 2), .next(204, 3)])
        let timer = TestScheduler(initialClock: 0)
        let periodic = timer.start(disposed: 214) { Observable<Int>.timer(.seconds(10), period: .seconds(0), scheduler: timer) }
        XCTAssertEqual(periodic.events, [.next(210, 0), .next(211, 1), .next(212, 2), .next(213, 3)])
    }

    func testNegativeTimerPeriodEmitsAtEveryTick() {
        let res = scheduler.start(disposed: 214) { Observable<Int>.timer(.seconds(10), period: .seconds(-1), scheduler: self.scheduler) }
        XCTAssertEqual(res.events, [.next(210, 0), .next(211, 1), .next(212, 2), .next(213, 3)])
    }

    func testTimeIntervalSpellings() {
        struct Exercise: DeprecatedAPIExercise {
            let spelling: Int
            let scheduler: TestScheduler
            let result: Locked<[Recorded<Event<Int>>]>

            @available(*, deprecated, message: "exercises interval(_: TimeInterval, scheduler:) and timer(_: TimeInterval, period:scheduler:)")
            func run() {
                let res = scheduler.start(disposed: 650) { () -> Observable<Int> in
                    switch spelling {
                    case 0: return Observable<Int>.interval(100, scheduler: scheduler)
                    case 1: return Observable<Int>.timer(300, scheduler: scheduler)
                    default: return Observable<Int>.timer(300, period: 100, scheduler: scheduler)
                    }
                }
                result.withLock { $0 = res.events }
            }
        }
        let expected: [[Recorded<Event<Int>>]] = [
            [.next(300, 0), .next(400, 1), .next(500, 2), .next(600, 3)],
            [.next(500, 0), .completed(500)],
            [.next(500, 0), .next(600, 1)],
        ]
        for spelling in 0..<3 {
            let scheduler = TestScheduler(initialClock: 0)
            let result = Locked<[Recorded<Event<Int>>]>([])
            (Exercise(spelling: spelling, scheduler: scheduler, result: result) as DeprecatedAPIExercise).run()
            XCTAssertEqual(result.current, expected[spelling], "spelling \(spelling)")
        }
    }

    func testGuideIntervalInSecondsCompiles() {
        // The guide's `Observable<Int>.interval(0.3, scheduler: scheduler)`, on a scheduler with
        // ticks of 100 ms.
        struct Exercise: DeprecatedAPIExercise {
            let scheduler: TestScheduler
            let result: Locked<[Recorded<Event<Int>>]>

            @available(*, deprecated, message: "exercises interval(_: TimeInterval, scheduler:)")
            func run() {
                let res = scheduler.start(disposed: 220) { Observable<Int>.interval(0.3, scheduler: scheduler) }
                result.withLock { $0 = res.events }
            }
        }
        let scheduler = TestScheduler(initialClock: 0, resolution: 0.1)
        let result = Locked<[Recorded<Event<Int>>]>([])
        (Exercise(scheduler: scheduler, result: result) as DeprecatedAPIExercise).run()
        XCTAssertEqual(result.current, [.next(203, 0), .next(206, 1), .next(209, 2), .next(212, 3), .next(215, 4), .next(218, 5)])
    }

    func testNaNSecondsAreRejected() {
        struct Exercise: DeprecatedAPIExercise {
            @available(*, deprecated, message: "exercises interval(_: TimeInterval, scheduler:)")
            func run() {
                _ = Observable<Int>.interval(.nan, scheduler: TestScheduler(initialClock: 0))
            }
        }
        assertPreconditionFailure(containing: "interval(_:scheduler:): period must be a number (got nan)") {
            (Exercise() as DeprecatedAPIExercise).run()
        }
    }
}
