import Dispatch
import Foundation
import RxSwift
import RxTestSupport
import XCTest

final class SerialDispatchQueueSchedulerTests: RxTestCase {
    private func makeScheduler(_ label: String = "serial.test") -> SerialDispatchQueueScheduler {
        SerialDispatchQueueScheduler(internalSerialQueueName: label, serialQueueConfiguration: { QueueTag.tag($0, label) })
    }

    // MARK: schedule

    /// A due time in the past runs at once, as in RxSwift (Dispatch fires a deadline that has
    /// passed); so does the most distant past a negative `TimeInterval` turns into, and a
    /// negative period is a zero one (RxSwift stops there, in Dispatch).
    func testNegativeDueTimesAndPeriodsAreDueAtOnce() {
        let scheduler = makeScheduler()
        let ran = RealTime.Counter()
        for dueTime: RxTimeInterval in [.seconds(-1), .nanoseconds(-Int.max), .seconds(Int.min)] {
            _ = scheduler.scheduleRelative((), dueTime: dueTime) { _ in
                ran.increment()
                return Disposables.create()
            }
        }
        let ticks = RealTime.Counter()
        let periodic = scheduler.schedulePeriodic(0, startAfter: .seconds(-1), period: .seconds(-1)) { state in
            ticks.increment()
            return state + 1
        }
        XCTAssertTrue(RealTime.wait(until: { ran.value == 3 && ticks.value >= 3 }))
        periodic.dispose()
    }

    func testScheduleRunsActionsOnTheQueueInOrder() {
        let scheduler = makeScheduler()
        let log = RealTime.Log<Int>()
        let onQueue = RealTime.Counter()
        for index in 0..<200 {
            _ = scheduler.schedule(index) { index in
                if QueueTag.current == "serial.test" { onQueue.increment() }
                log.append(index)
                return Disposables.create()
            }
        }
        XCTAssertTrue(RealTime.wait(until: { log.count == 200 }))
        XCTAssertEqual(log.all, Array(0..<200))
        XCTAssertEqual(onQueue.value, 200)
    }

    func testScheduleIsAsynchronous() {
        let scheduler = makeScheduler()
        let gate = RealTime.Gate()
        _ = scheduler.schedule(()) { _ in
            gate.wait()
            return Disposables.create()
        }
        let ran = RealTime.Counter()
        _ = scheduler.schedule(()) { _ in
            ran.increment()
            return Disposables.create()
        }
        XCTAssertEqual(ran.value, 0, "the action must wait for its turn on the queue")
        gate.open()
        XCTAssertTrue(RealTime.wait(until: { ran.value == 1 }))
    }

    func testActionsNeverOverlapEvenOnAConcurrentTargetQueue() {
        let target = DispatchQueue(label: "serial.test.target", attributes: .concurrent)
        let scheduler = SerialDispatchQueueScheduler(queue: target, internalSerialQueueName: "serial.test.targeted")
        let overlap = RealTime.Overlap()
        let done = RealTime.Counter()
        for _ in 0..<50 {
            _ = scheduler.schedule(()) { _ in
                overlap.enter()
                Thread.sleep(forTimeInterval: 0.001)
                overlap.leave()
                done.increment()
                return Disposables.create()
            }
        }
        XCTAssertTrue(RealTime.wait(until: { done.value == 50 }))
        XCTAssertEqual(overlap.maximumOverlap, 1)
    }

    func testQualityOfServiceInitializerRunsOffTheCallingThread() {
        let scheduler = SerialDispatchQueueScheduler(qos: .userInitiated)
        let ranOnMain = RealTime.Log<Bool>()
        _ = scheduler.schedule(()) { _ in
            ranOnMain.append(Thread.isMainThread)
            return Disposables.create()
        }
        XCTAssertTrue(RealTime.wait(until: { ranOnMain.count == 1 }))
        XCTAssertEqual(ranOnMain.all, [false])
    }

    func testDisposingBeforeTheActionRunsCancelsIt() {
        let scheduler = makeScheduler()
        let gate = RealTime.Gate()
        _ = scheduler.schedule(()) { _ in
            gate.wait()
            return Disposables.create()
        }
        let ran = RealTime.Counter()
        let cancelled = scheduler.schedule(()) { _ in
            ran.increment()
            return Disposables.create()
        }
        let later = RealTime.Counter()
        _ = scheduler.schedule(()) { _ in
            later.increment()
            return Disposables.create()
        }
        cancelled.dispose()
        gate.open()
        XCTAssertTrue(RealTime.wait(until: { later.value == 1 }))
        XCTAssertEqual(ran.value, 0)
    }

    func testDisposingOnTheQueueCancelsAnActionQueuedBehind() {
        let scheduler = makeScheduler()
        let gate = RealTime.Gate()
        _ = scheduler.schedule(()) { _ in
            gate.wait()
            return Disposables.create()
        }
        let second = SingleAssignmentDisposable()
        let ran = RealTime.Log<String>()
        _ = scheduler.schedule(()) { _ in
            ran.append("first")
            second.dispose()
            return Disposables.create()
        }
        second.setDisposable(scheduler.schedule(()) { _ in
            ran.append("second")
            return Disposables.create()
        })
        _ = scheduler.schedule(()) { _ in
            ran.append("third")
            return Disposables.create()
        }
        gate.open()
        XCTAssertTrue(RealTime.wait(until: { ran.count == 2 }))
        Thread.sleep(forTimeInterval: 0.05)
        XCTAssertEqual(ran.all, ["first", "third"])
    }

    func testDisposingAfterTheActionRanDisposesWhatItReturned() {
        let scheduler = makeScheduler()
        let innerDisposed = RealTime.Counter()
        let ran = RealTime.Counter()
        let disposable = scheduler.schedule(()) { _ in
            ran.increment()
            return Disposables.create { innerDisposed.increment() }
        }
        XCTAssertTrue(RealTime.wait(until: { ran.value == 1 }))
        XCTAssertEqual(innerDisposed.value, 0)
        disposable.dispose()
        XCTAssertEqual(innerDisposed.value, 1)
    }

    // MARK: scheduleRelative

    func testScheduleRelativeRunsAfterTheDueTime() {
        let scheduler = makeScheduler()
        let start = Date()
        let elapsed = RealTime.Log<TimeInterval>()
        let queue = RealTime.Log<String?>()
        _ = scheduler.scheduleRelative((), dueTime: .milliseconds(200)) { _ in
            queue.append(QueueTag.current)
            elapsed.append(Date().timeIntervalSince(start))
            return Disposables.create()
        }
        XCTAssertTrue(RealTime.wait(until: { elapsed.count == 1 }))
        XCTAssertEqual(queue.all, ["serial.test"])
        XCTAssertGreaterThanOrEqual(elapsed.all[0], 0.19)
        XCTAssertLessThan(elapsed.all[0], RealTime.timeout)
    }

    func testScheduleRelativeCancelledBeforeTheDueTimeNeverRuns() {
        let scheduler = makeScheduler()
        let ran = RealTime.Counter()
        let disposable = scheduler.scheduleRelative((), dueTime: .milliseconds(100)) { _ in
            ran.increment()
            return Disposables.create()
        }
        disposable.dispose()
        Thread.sleep(forTimeInterval: 0.3)
        XCTAssertEqual(ran.value, 0)
    }

    func testScheduleRelativeNeverNeverRunsAndAPastDueTimeRunsAtOnce() {
        let scheduler = makeScheduler()
        let log = RealTime.Log<String>()
        let never = scheduler.scheduleRelative((), dueTime: .never) { _ in
            log.append("never")
            return Disposables.create()
        }
        _ = scheduler.scheduleRelative((), dueTime: .milliseconds(-50)) { _ in
            log.append("past")
            return Disposables.create()
        }
        XCTAssertTrue(RealTime.wait(until: { log.count == 1 }))
        Thread.sleep(forTimeInterval: 0.1)
        XCTAssertEqual(log.all, ["past"])
        never.dispose()
    }

    func testScheduleRelativeKeepsTheOrderOfDueTimes() {
        let scheduler = makeScheduler()
        let log = RealTime.Log<Int>()
        for (index, delay) in [300, 100, 200].enumerated() {
            _ = scheduler.scheduleRelative(index, dueTime: .milliseconds(delay)) { index in
                log.append(index)
                return Disposables.create()
            }
        }
        XCTAssertTrue(RealTime.wait(until: { log.count == 3 }))
        XCTAssertEqual(log.all, [1, 2, 0])
    }

    // MARK: schedulePeriodic

    func testSchedulePeriodicThreadsTheStateThroughTicksUntilDisposed() {
        let scheduler = makeScheduler()
        let start = Date()
        let ticks = RealTime.Log<(state: Int, time: TimeInterval)>()
        let subscription = scheduler.schedulePeriodic(10, startAfter: .milliseconds(100), period: .milliseconds(50)) { state in
            ticks.append((state, Date().timeIntervalSince(start)))
            return state + 1
        }
        XCTAssertTrue(RealTime.wait(until: { ticks.count >= 4 }))
        // Disposed on the scheduler's queue: no tick can follow.
        let disposed = RealTime.Counter()
        _ = scheduler.schedule(()) { _ in
            subscription.dispose()
            disposed.increment()
            return Disposables.create()
        }
        XCTAssertTrue(RealTime.wait(until: { disposed.value == 1 }))
        let countAtDisposal = ticks.count
        Thread.sleep(forTimeInterval: 0.2)
        XCTAssertEqual(ticks.count, countAtDisposal)

        let all = ticks.all
        XCTAssertEqual(all.map(\.state), Array(10..<(10 + all.count)))
        XCTAssertGreaterThanOrEqual(all[0].time, 0.09, "first tick after startAfter")
        XCTAssertGreaterThanOrEqual(all[3].time, 0.24, "three periods after the first tick")
    }

    func testSchedulePeriodicDisposedBeforeTheFirstTickNeverRuns() {
        let scheduler = makeScheduler()
        let ran = RealTime.Counter()
        let subscription = scheduler.schedulePeriodic((), startAfter: .milliseconds(100), period: .milliseconds(10)) { _ in
            ran.increment()
        }
        subscription.dispose()
        Thread.sleep(forTimeInterval: 0.3)
        XCTAssertEqual(ran.value, 0)
    }

    // MARK: interval and timer on a serial scheduler

    func testIntervalEmitsCountingUpAndStopsWhenDisposedOnItsQueue() {
        let scheduler = makeScheduler()
        let elements = RealTime.Log<Int>()
        let subscription = SingleAssignmentDisposable()
        let start = Date()
        subscription.setDisposable(Observable<Int>.interval(.milliseconds(50), scheduler: scheduler)
            .subscribe(onNext: { element in
                elements.append(element)
                // The guide's guarantee: disposed on the same serial scheduler, nothing follows.
                if element == 3 { subscription.dispose() }
            }))
        XCTAssertTrue(RealTime.wait(until: { elements.count == 4 }))
        XCTAssertGreaterThanOrEqual(Date().timeIntervalSince(start), 0.19)
        Thread.sleep(forTimeInterval: 0.2)
        XCTAssertEqual(elements.all, [0, 1, 2, 3])
    }

    func testTimerEmitsZeroAfterTheDueTimeThenCompletes() {
        let scheduler = makeScheduler()
        let events = RealTime.Log<String>()
        let start = Date()
        let elapsed = RealTime.Log<TimeInterval>()
        _ = Observable<Int>.timer(.milliseconds(150), scheduler: scheduler)
            .subscribe(onNext: { element in
                elapsed.append(Date().timeIntervalSince(start))
                events.append("next(\(element))")
            }, onCompleted: {
                events.append("completed")
            })
        XCTAssertTrue(RealTime.wait(until: { events.count == 2 }))
        XCTAssertEqual(events.all, ["next(0)", "completed"])
        XCTAssertGreaterThanOrEqual(elapsed.all[0], 0.14)
    }

    func testPeriodicTimerEmitsAfterTheDueTimeThenEveryPeriod() {
        let scheduler = makeScheduler()
        let elements = RealTime.Log<Int>()
        let subscription = Observable<Int>.timer(.milliseconds(100), period: .milliseconds(30), scheduler: scheduler)
            .subscribe(onNext: { elements.append($0) })
        XCTAssertTrue(RealTime.wait(until: { elements.count >= 3 }))
        subscription.dispose()
        XCTAssertEqual(Array(elements.all.prefix(3)), [0, 1, 2])
    }

    func testTimerDisposedBeforeTheDueTimeEmitsNothing() {
        let scheduler = makeScheduler()
        let events = RealTime.Counter()
        let subscription = Observable<Int>.timer(.milliseconds(100), scheduler: scheduler)
            .subscribe(onNext: { _ in events.increment() }, onCompleted: { events.increment() })
        subscription.dispose()
        Thread.sleep(forTimeInterval: 0.3)
        XCTAssertEqual(events.value, 0)
    }
}
