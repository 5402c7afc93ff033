import Dispatch
import Foundation
import RxSwift
import RxTestSupport
import XCTest

final class ConcurrentMainSchedulerTests: RxTestCase {
    override func setUp() {
        super.setUp()
        XCTAssertTrue(Thread.isMainThread, "these tests must run on the main thread")
    }

    func testRunsAtOnceOnTheMainThreadEvenWithWorkQueued() {
        var order: [String] = []
        _ = MainScheduler.asyncInstance.schedule(()) { _ in
            order.append("queued earlier")
            return Disposables.create()
        }
        _ = ConcurrentMainScheduler.instance.schedule(()) { _ in
            order.append("concurrent main")
            return Disposables.create()
        }
        XCTAssertEqual(order, ["concurrent main"])
        XCTAssertTrue(RealTime.runMainLoop(until: { order.count == 2 }))
    }

    func testFromAnotherThreadQueuesOnTheMainQueue() {
        let ranOnMain = RealTime.Log<Bool>()
        let scheduled = DispatchSemaphore(value: 0)
        DispatchQueue.global().async {
            _ = ConcurrentMainScheduler.instance.schedule(()) { _ in
                ranOnMain.append(Thread.isMainThread)
                return Disposables.create()
            }
            scheduled.signal()
        }
        XCTAssertEqual(scheduled.wait(timeout: .now() + RealTime.timeout), .success)
        XCTAssertEqual(ranOnMain.count, 0, "the main queue is not served until the run loop runs")
        XCTAssertTrue(RealTime.runMainLoop(until: { ranOnMain.count == 1 }))
        XCTAssertEqual(ranOnMain.all, [true])
    }

    func testDisposingQueuedWorkBeforeItRunsCancelsIt() {
        let disposables = RealTime.Log<Disposable>()
        let ran = RealTime.Counter()
        let scheduled = DispatchSemaphore(value: 0)
        DispatchQueue.global().async {
            disposables.append(ConcurrentMainScheduler.instance.schedule(()) { _ in
                ran.increment()
                return Disposables.create()
            })
            scheduled.signal()
        }
        XCTAssertEqual(scheduled.wait(timeout: .now() + RealTime.timeout), .success)
        disposables.all[0].dispose()
        RealTime.runMainLoop(for: 0.05)
        XCTAssertEqual(ran.value, 0)
    }

    func testTimedWorkRunsOnTheMainQueue() {
        let start = Date()
        var relative: (onMain: Bool, elapsed: TimeInterval)?
        var ticks: [Int] = []
        _ = ConcurrentMainScheduler.instance.scheduleRelative((), dueTime: .milliseconds(100)) { _ in
            relative = (Thread.isMainThread, Date().timeIntervalSince(start))
            return Disposables.create()
        }
        let periodic = ConcurrentMainScheduler.instance.schedulePeriodic(0, startAfter: .milliseconds(10), period: .milliseconds(10)) { state in
            if Thread.isMainThread { ticks.append(state) }
            return state + 1
        }
        XCTAssertNil(relative, "relative work is never inline")
        XCTAssertTrue(RealTime.runMainLoop(until: { relative != nil && ticks.count >= 3 }))
        periodic.dispose()
        XCTAssertEqual(relative?.onMain, true)
        XCTAssertGreaterThanOrEqual(relative?.elapsed ?? 0, 0.09)
        XCTAssertEqual(Array(ticks.prefix(3)), [0, 1, 2])
    }
}
