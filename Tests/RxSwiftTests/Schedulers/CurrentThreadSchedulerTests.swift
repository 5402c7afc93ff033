import Dispatch
import Foundation
@testable import RxSwift
import RxTestSupport
import XCTest

final class CurrentThreadSchedulerTests: RxTestCase {
    private let scheduler = CurrentThreadScheduler.instance

    private func schedule(_ action: @escaping () -> Void) -> Disposable {
        scheduler.schedule(()) { _ in
            action()
            return Disposables.create()
        }
    }

    // MARK: Trampolining

    func testOutsideATrampolineTheActionRunsAtOnce() {
        var ran = false
        _ = schedule { ran = true }
        XCTAssertTrue(ran)
    }

    func testWorkScheduledDuringAnActionRunsAfterIt() {
        var log: [String] = []
        _ = schedule {
            log.append("A begins")
            _ = self.schedule { log.append("B") }
            log.append("A ends")
        }
        XCTAssertEqual(log, ["A begins", "A ends", "B"])
    }

    func testQueuedWorkRunsInFIFOOrder() {
        var log: [String] = []
        _ = schedule {
            log.append("A")
            _ = self.schedule {
                log.append("B")
                _ = self.schedule { log.append("D") }
                _ = self.schedule { log.append("E") }
            }
            _ = self.schedule {
                log.append("C")
                _ = self.schedule { log.append("F") }
            }
        }
        XCTAssertEqual(log, ["A", "B", "C", "D", "E", "F"])
    }

    func testStateIsPassedToTheAction() {
        var received: [String] = []
        _ = scheduler.schedule("state") { state in
            received.append(state)
            return Disposables.create()
        }
        XCTAssertEqual(received, ["state"])
    }

    func testIsScheduleRequired() {
        XCTAssertTrue(CurrentThreadScheduler.isScheduleRequired)
        var inside: [Bool] = []
        _ = schedule {
            inside.append(CurrentThreadScheduler.isScheduleRequired)
            _ = self.schedule { inside.append(CurrentThreadScheduler.isScheduleRequired) }
        }
        XCTAssertEqual(inside, [false, false])
        XCTAssertTrue(CurrentThreadScheduler.isScheduleRequired, "the trampoline is inactive again")
    }

    func testSubscriptionRunsInsideATrampoline() {
        var required: Bool?
        _ = Observable<Int>.create { observer in
            required = CurrentThreadScheduler.isScheduleRequired
            observer.onCompleted()
            return Disposables.create()
        }.subscribe()
        XCTAssertEqual(required, false)
        XCTAssertTrue(CurrentThreadScheduler.isScheduleRequired)
    }

    func testEachThreadHasItsOwnTrampoline() {
        let otherThread = Locked<[String]>([])
        var log: [String] = []
        _ = schedule {
            log.append("A begins")
            // Another thread is not inside this trampoline: its work runs at once, there.
            // (A real thread: `DispatchQueue.sync` may run the block on the calling thread.)
            let finished = DispatchSemaphore(value: 0)
            let thread = Thread {
                otherThread.append("required \(CurrentThreadScheduler.isScheduleRequired)")
                _ = CurrentThreadScheduler.instance.schedule(()) { _ in
                    otherThread.append("ran")
                    return Disposables.create()
                }
                otherThread.append("after")
                finished.signal()
            }
            thread.start()
            XCTAssertEqual(finished.wait(timeout: .now() + 10), .success)
            log.append("A ends")
        }
        XCTAssertEqual(otherThread.current, ["required true", "ran", "after"])
        XCTAssertEqual(log, ["A begins", "A ends"])
    }

    // MARK: Cancellation

    func testDisposingAQueuedItemCancelsIt() {
        var log: [String] = []
        _ = schedule {
            let second = self.schedule { log.append("second") }
            _ = self.schedule { log.append("third") }
            XCTAssertFalse((second as? Cancelable)?.isDisposed ?? true)
            second.dispose()
            XCTAssertTrue((second as? Cancelable)?.isDisposed ?? false)
            log.append("first")
        }
        XCTAssertEqual(log, ["first", "third"])
    }

    func testQueuedItemCanBeCancelledByAnEarlierQueuedItem() {
        var log: [String] = []
        _ = schedule {
            var third: Disposable?
            _ = self.schedule {
                log.append("second")
                third?.dispose()
            }
            third = self.schedule { log.append("third") }
        }
        XCTAssertEqual(log, ["second"])
    }

    func testDisposingARunItemDisposesWhatTheActionReturned() {
        let returned = CountingDisposable()
        var item: Disposable?
        _ = schedule {
            item = self.scheduler.schedule(()) { _ in returned }
        }
        XCTAssertEqual(returned.count, 0)
        item?.dispose()
        XCTAssertEqual(returned.count, 1)
    }

    func testOutsideATrampolineTheActionsDisposableIsReturned() {
        let returned = CountingDisposable()
        let disposable = scheduler.schedule(()) { _ in returned }
        disposable.dispose()
        XCTAssertEqual(returned.count, 1)
    }

    // MARK: What it means for sequences

    func testTwoSequencesMergedThroughASubjectInterleave() {
        let subject = PublishSubject<Int>()
        var events: [Recording<Int>] = []
        _ = subject.subscribe { events.append(Recording($0)) }
        onTrampoline {
            _ = Observable.of(1, 2, 3).subscribe(subject)
            _ = Observable.of(10, 20, 30).subscribe(subject)
            XCTAssertEqual(events, [], "nothing is emitted while the current action runs")
        }
        // One element per trampoline step, alternating; the first to complete completes the subject.
        XCTAssertEqual(events, [.next(1), .next(10), .next(2), .next(20), .next(3), .next(30), .completed])
    }

    func testWithoutAnActiveTrampolineEachSubscriptionRunsToTheEnd() {
        let subject = PublishSubject<Int>()
        var events: [Recording<Int>] = []
        _ = subject.subscribe { events.append(Recording($0)) }
        _ = Observable.of(1, 2, 3).subscribe(subject)
        _ = Observable.of(10, 20, 30).subscribe(subject)
        XCTAssertEqual(events, [.next(1), .next(2), .next(3), .completed])
    }

    func testNestedSubscriptionsInterleave() {
        var log: [String] = []
        _ = Observable.of(1, 2, 3).subscribe(onNext: { outer in
            _ = Observable.of(outer * 10, outer * 10 + 1).subscribe(
                onNext: { log.append("\($0)") },
                onCompleted: { log.append("inner \(outer) done") }
            )
            log.append("outer \(outer)")
        }, onCompleted: { log.append("outer done") })
        // The inner subscriptions are queued behind the outer one and advance in turns with it.
        XCTAssertEqual(log, [
            "outer 1", "10",
            "outer 2", "11", "20",
            "outer 3", "inner 1 done", "21", "30",
            "outer done", "inner 2 done", "31",
            "inner 3 done",
        ])
    }

    func testJustOnCurrentThreadSchedulerIsQueuedBehindTheCurrentAction() {
        var log: [String] = []
        onTrampoline {
            _ = Observable.just(1, scheduler: CurrentThreadScheduler.instance).subscribe(
                onNext: { log.append("next \($0)") },
                onCompleted: { log.append("completed") }
            )
            log.append("subscribed")
        }
        XCTAssertEqual(log, ["subscribed", "next 1", "completed"])
    }

    // MARK: Depth

    func testDeepRecursiveSchedulingDoesNotGrowTheStack() {
        var steps = 0
        let disposable = scheduler.scheduleRecursive(0) { level, recurse in
            steps += 1
            if level < 100_000 {
                recurse(level + 1)
            }
        }
        XCTAssertEqual(steps, 100_001)
        disposable.dispose()
    }

    func testLongChainOfScheduledActions() {
        var steps = 0
        func next() {
            steps += 1
            if steps < 100_000 {
                _ = schedule(next)
            }
        }
        _ = schedule(next)
        XCTAssertEqual(steps, 100_000)
    }
}
