@testable import RxSwift
import RxTestSupport
import XCTest

final class ScheduledDisposableTests: RxTestCase {
    func testDisposesOnCurrentThreadSchedulerAtOnceOutsideTrampoline() {
        let inner = CountingDisposable()
        let scheduled = ScheduledDisposable(scheduler: CurrentThreadScheduler.instance, disposable: inner)
        XCTAssertFalse(scheduled.isDisposed)
        XCTAssertTrue(scheduled.scheduler is CurrentThreadScheduler)
        scheduled.dispose()
        XCTAssertTrue(scheduled.isDisposed)
        XCTAssertEqual(inner.count, 1)
        scheduled.dispose()
        XCTAssertEqual(inner.count, 1)
    }

    func testInsideTrampolineDisposalWaitsForTheCurrentAction() {
        var log: [String] = []
        let inner = CountingDisposable { log.append("inner disposed") }
        let scheduled = ScheduledDisposable(scheduler: CurrentThreadScheduler.instance, disposable: inner)
        onTrampoline {
            scheduled.dispose()
            XCTAssertTrue(scheduled.isDisposed)
            log.append("action ends")
        }
        XCTAssertEqual(log, ["action ends", "inner disposed"])
        XCTAssertEqual(inner.count, 1)
    }

    func testDisposesOnTheGivenScheduler() {
        let scheduler = ManualScheduler()
        let inner = CountingDisposable()
        let scheduled = ScheduledDisposable(scheduler: scheduler, disposable: inner)
        scheduled.dispose()
        scheduled.dispose()
        XCTAssertEqual(inner.count, 0)
        XCTAssertEqual(scheduler.pendingCount, 1, "scheduled once")
        scheduler.runAll()
        XCTAssertEqual(inner.count, 1)
    }
}
