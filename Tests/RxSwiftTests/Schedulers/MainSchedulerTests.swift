import Dispatch
import Foundation
import RxSwift
import RxTestSupport
import XCTest

/// The tests run on the main thread; on Linux the main queue runs only while they run the main
/// run loop (`RealTime.runMainLoop`).
final class MainSchedulerTests: RxTestCase {
    override func setUp() {
        super.setUp()
        XCTAssertTrue(Thread.isMainThread, "these tests must run on the main thread")
        // Leftovers of earlier tests must not make `instance` queue instead of running inline.
        RealTime.runMainLoop(for: 0.01)
    }

    func testInstanceRunsInlineOnTheMainThreadWhenNothingIsQueued() {
        var ran = false
        _ = MainScheduler.instance.schedule(()) { _ in
            ran = true
            return Disposables.create()
        }
        XCTAssertTrue(ran, "MainScheduler.instance runs at once on the main thread")
    }

    /// Under `dispatchMain()`, Linux serves the main queue from a thread that is not the main
    /// thread: a block of the main queue is still where `instance` runs at once (as in RxSwift,
    /// which asks for the main queue). In a child process, since `dispatchMain()` never returns.
    func testInstanceRunsInlineInABlockOfTheMainQueueUnderDispatchMain() throws {
        if isChildRun {
            DispatchQueue.main.async {
                var ran = false
                _ = MainScheduler.instance.schedule(()) { _ in
                    ran = true
                    return Disposables.create()
                }
                exit(ran ? 0 : 3)
            }
            dispatchMain()
        }
        let run = try runInChildProcess()
        XCTAssertFalse(run.timedOut, run.standardError)
        XCTAssertEqual(run.terminationReason, .exit, run.standardError)
        XCTAssertEqual(run.terminationStatus, 0, "the action was queued, not run at once:\n\(run.standardError)")
    }

    func testAsyncInstanceAlwaysQueuesOnTheMainQueue() {
        var ran = false
        _ = MainScheduler.asyncInstance.schedule(()) { _ in
            XCTAssertTrue(Thread.isMainThread)
            ran = true
            return Disposables.create()
        }
        XCTAssertFalse(ran, "asyncInstance never runs inline")
        XCTAssertTrue(RealTime.runMainLoop(until: { ran }))
    }

    func testInstanceScheduledFromAnotherThreadRunsOnTheMainThread() {
        let ranOnMain = RealTime.Log<Bool>()
        DispatchQueue.global().async {
            _ = MainScheduler.instance.schedule(()) { _ in
                ranOnMain.append(Thread.isMainThread)
                return Disposables.create()
            }
        }
        XCTAssertTrue(RealTime.runMainLoop(until: { ranOnMain.count == 1 }))
        XCTAssertEqual(ranOnMain.all, [true])
    }

    func testInstanceDoesNotOvertakeWorkItQueuedEarlier() {
        let order = RealTime.Log<String>()
        RealTime.queueOnMainScheduler { order.append("from background") }
        var ranInline = false
        _ = MainScheduler.instance.schedule(()) { _ in
            ranInline = true
            order.append("from main")
            return Disposables.create()
        }
        XCTAssertFalse(ranInline, "work is pending, so the action must queue behind it")
        XCTAssertTrue(RealTime.runMainLoop(until: { order.count == 2 }))
        XCTAssertEqual(order.all, ["from background", "from main"])
    }

    func testScheduleFromInsideAnInlineActionIsQueued() {
        var order: [String] = []
        _ = MainScheduler.instance.schedule(()) { _ in
            order.append("outer start")
            _ = MainScheduler.instance.schedule(()) { _ in
                order.append("inner")
                return Disposables.create()
            }
            order.append("outer end")
            return Disposables.create()
        }
        XCTAssertEqual(order, ["outer start", "outer end"])
        XCTAssertTrue(RealTime.runMainLoop(until: { order.count == 3 }))
        XCTAssertEqual(order, ["outer start", "outer end", "inner"])
        // Once the queue is empty again, the instance runs inline again.
        var ranInline = false
        _ = MainScheduler.instance.schedule(()) { _ in
            ranInline = true
            return Disposables.create()
        }
        XCTAssertTrue(ranInline)
    }

    func testWorkQueuedFromAnInlineActionIsNotOvertakenOnceTheActionReturns() {
        var order: [String] = []
        _ = MainScheduler.instance.schedule(()) { _ in
            _ = MainScheduler.instance.schedule(()) { _ in
                order.append("queued from inside")
                return Disposables.create()
            }
            return Disposables.create()
        }
        // The inline action has returned; what it queued has not run yet, so this queues too.
        var ranInline = false
        _ = MainScheduler.instance.schedule(()) { _ in
            ranInline = true
            order.append("scheduled after")
            return Disposables.create()
        }
        XCTAssertFalse(ranInline)
        XCTAssertTrue(RealTime.runMainLoop(until: { order.count == 2 }))
        XCTAssertEqual(order, ["queued from inside", "scheduled after"])
    }

    func testDisposingQueuedWorkBeforeItRunsCancelsIt() {
        var ran = false
        var sentinel = false
        let disposable = MainScheduler.asyncInstance.schedule(()) { _ in
            ran = true
            return Disposables.create()
        }
        _ = MainScheduler.asyncInstance.schedule(()) { _ in
            sentinel = true
            return Disposables.create()
        }
        disposable.dispose()
        XCTAssertTrue(RealTime.runMainLoop(until: { sentinel }))
        XCTAssertFalse(ran)
    }

    func testCancelledWorkStillCountsAsDoneForInlineScheduling() {
        let queued = DispatchSemaphore(value: 0)
        let cancelled = RealTime.Log<Disposable>()
        DispatchQueue.global().async {
            cancelled.append(MainScheduler.instance.schedule(()) { _ in Disposables.create() })
            queued.signal()
        }
        XCTAssertEqual(queued.wait(timeout: .now() + RealTime.timeout), .success)
        cancelled.all[0].dispose()
        RealTime.runMainLoop(for: 0.05)
        var ranInline = false
        _ = MainScheduler.instance.schedule(()) { _ in
            ranInline = true
            return Disposables.create()
        }
        XCTAssertTrue(ranInline)
    }

    func testScheduleRelativeRunsOnTheMainThreadAfterTheDueTime() {
        let start = Date()
        var elapsed: TimeInterval?
        _ = MainScheduler.instance.scheduleRelative((), dueTime: .milliseconds(150)) { _ in
            XCTAssertTrue(Thread.isMainThread)
            elapsed = Date().timeIntervalSince(start)
            return Disposables.create()
        }
        XCTAssertNil(elapsed)
        XCTAssertTrue(RealTime.runMainLoop(until: { elapsed != nil }))
        XCTAssertGreaterThanOrEqual(elapsed ?? 0, 0.14)
    }

    func testScheduleRelativeDisposedOnTheMainThreadNeverRuns() {
        var ran = false
        let disposable = MainScheduler.instance.scheduleRelative((), dueTime: .milliseconds(50)) { _ in
            ran = true
            return Disposables.create()
        }
        RealTime.runMainLoop(for: 0.01)
        disposable.dispose()
        RealTime.runMainLoop(for: 0.2)
        XCTAssertFalse(ran)
    }

    func testSchedulePeriodicTicksOnTheMainThreadUntilDisposed() {
        var states: [Int] = []
        var offMain = 0
        let subscription = MainScheduler.instance.schedulePeriodic(0, startAfter: .milliseconds(20), period: .milliseconds(20)) { state in
            if !Thread.isMainThread { offMain += 1 }
            states.append(state)
            return state + 1
        }
        XCTAssertTrue(RealTime.runMainLoop(until: { states.count >= 3 }))
        subscription.dispose()
        let countAtDisposal = states.count
        RealTime.runMainLoop(for: 0.15)
        XCTAssertEqual(states.count, countAtDisposal, "disposed on the main thread: no tick follows")
        XCTAssertEqual(states, Array(0..<countAtDisposal))
        XCTAssertEqual(offMain, 0)
    }

    func testEnsureExecutingOnSchedulerAcceptsTheMainThread() {
        MainScheduler.ensureExecutingOnScheduler()
        MainScheduler.ensureRunningOnMainThread()
    }
}
