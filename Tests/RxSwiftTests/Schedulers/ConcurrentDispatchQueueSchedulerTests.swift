import Dispatch
import Foundation
import RxSwift
import RxTestSupport
import XCTest

final class ConcurrentDispatchQueueSchedulerTests: RxTestCase {
    func testActionsCanRunAtTheSameTime() {
        let scheduler = ConcurrentDispatchQueueScheduler(qos: .userInitiated)
        // Each action waits for the other: only a scheduler that runs them at once completes both.
        let first = DispatchSemaphore(value: 0)
        let second = DispatchSemaphore(value: 0)
        let met = RealTime.Counter()
        _ = scheduler.schedule(()) { _ in
            first.signal()
            if second.wait(timeout: .now() + RealTime.timeout) == .success { met.increment() }
            return Disposables.create()
        }
        _ = scheduler.schedule(()) { _ in
            second.signal()
            if first.wait(timeout: .now() + RealTime.timeout) == .success { met.increment() }
            return Disposables.create()
        }
        XCTAssertTrue(RealTime.wait(until: { met.value == 2 }))
    }

    func testRunsOnTheGivenQueue() {
        let queue = DispatchQueue(label: "concurrent.test", attributes: .concurrent)
        QueueTag.tag(queue, "concurrent.test")
        let scheduler = ConcurrentDispatchQueueScheduler(queue: queue)
        let labels = RealTime.Log<String?>()
        _ = scheduler.schedule(()) { _ in
            labels.append(QueueTag.current)
            return Disposables.create()
        }
        _ = scheduler.scheduleRelative((), dueTime: .milliseconds(10)) { _ in
            labels.append(QueueTag.current)
            return Disposables.create()
        }
        XCTAssertTrue(RealTime.wait(until: { labels.count == 2 }))
        XCTAssertEqual(labels.all, ["concurrent.test", "concurrent.test"])
    }

    func testDisposingBeforeTheActionRunsCancelsIt() {
        let queue = DispatchQueue(label: "concurrent.test.suspended", attributes: .concurrent)
        let scheduler = ConcurrentDispatchQueueScheduler(queue: queue)
        queue.suspend()
        let ran = RealTime.Counter()
        let disposable = scheduler.schedule(()) { _ in
            ran.increment()
            return Disposables.create()
        }
        let sentinel = RealTime.Counter()
        _ = scheduler.schedule(()) { _ in
            sentinel.increment()
            return Disposables.create()
        }
        disposable.dispose()
        queue.resume()
        XCTAssertTrue(RealTime.wait(until: { sentinel.value == 1 }))
        Thread.sleep(forTimeInterval: 0.05)
        XCTAssertEqual(ran.value, 0)
    }

    func testScheduleRelativeRunsAfterTheDueTimeUnlessDisposed() {
        let scheduler = ConcurrentDispatchQueueScheduler(qos: .default)
        let start = Date()
        let elapsed = RealTime.Log<TimeInterval>()
        _ = scheduler.scheduleRelative((), dueTime: .milliseconds(150)) { _ in
            elapsed.append(Date().timeIntervalSince(start))
            return Disposables.create()
        }
        let cancelledRan = RealTime.Counter()
        scheduler.scheduleRelative((), dueTime: .milliseconds(100)) { _ in
            cancelledRan.increment()
            return Disposables.create()
        }.dispose()
        XCTAssertTrue(RealTime.wait(until: { elapsed.count == 1 }))
        XCTAssertGreaterThanOrEqual(elapsed.all[0], 0.14)
        XCTAssertEqual(cancelledRan.value, 0)
    }

    func testPeriodicTicksNeverOverlapAndThreadTheState() {
        let scheduler = ConcurrentDispatchQueueScheduler(qos: .default)
        let overlap = RealTime.Overlap()
        let states = RealTime.Log<Int>()
        // Each tick outlasts the period: the ticks must still come one at a time.
        let subscription = scheduler.schedulePeriodic(0, startAfter: .milliseconds(5), period: .milliseconds(5)) { state in
            overlap.enter()
            Thread.sleep(forTimeInterval: 0.015)
            states.append(state)
            overlap.leave()
            return state + 1
        }
        XCTAssertTrue(RealTime.wait(until: { states.count >= 5 }))
        subscription.dispose()
        XCTAssertEqual(overlap.maximumOverlap, 1)
        XCTAssertEqual(Array(states.all.prefix(5)), [0, 1, 2, 3, 4])
    }

    func testPeriodicDisposedStopsTicking() {
        let scheduler = ConcurrentDispatchQueueScheduler(qos: .default)
        let ticks = RealTime.Counter()
        let subscription = scheduler.schedulePeriodic((), startAfter: .milliseconds(10), period: .milliseconds(10)) { _ in
            ticks.increment()
        }
        XCTAssertTrue(RealTime.wait(until: { ticks.value >= 2 }))
        subscription.dispose()
        // A tick already running when `dispose` was called may still finish.
        Thread.sleep(forTimeInterval: 0.05)
        let afterDisposal = ticks.value
        Thread.sleep(forTimeInterval: 0.15)
        XCTAssertEqual(ticks.value, afterDisposal)
    }
}
