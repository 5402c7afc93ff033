import Dispatch
import Foundation
import RxSwift
import RxTestSupport
import XCTest

final class OperationQueueSchedulerTests: RxTestCase {
    private func makeSerialQueue() -> OperationQueue {
        let queue = OperationQueue()
        queue.maxConcurrentOperationCount = 1
        return queue
    }

    func testExposesItsQueueAndPriority() {
        let queue = OperationQueue()
        let scheduler = OperationQueueScheduler(operationQueue: queue, queuePriority: .high)
        XCTAssertTrue(scheduler.operationQueue === queue)
        XCTAssertEqual(scheduler.queuePriority, .high)
        XCTAssertEqual(OperationQueueScheduler(operationQueue: queue).queuePriority, .normal)
    }

    func testRunsActionsAsOperationsInOrderOnASerialQueue() {
        let queue = makeSerialQueue()
        let scheduler = OperationQueueScheduler(operationQueue: queue)
        let log = RealTime.Log<Int>()
        let onQueue = RealTime.Counter()
        for index in 0..<100 {
            _ = scheduler.schedule(index) { index in
                if OperationQueue.current === queue { onQueue.increment() }
                log.append(index)
                return Disposables.create()
            }
        }
        XCTAssertTrue(RealTime.wait(until: { log.count == 100 }))
        XCTAssertEqual(log.all, Array(0..<100))
        XCTAssertEqual(onQueue.value, 100)
    }

    func testDisposingBeforeTheOperationRunsCancelsIt() {
        let queue = makeSerialQueue()
        let scheduler = OperationQueueScheduler(operationQueue: queue)
        queue.isSuspended = true
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
        XCTAssertEqual(queue.operations.map(\.isCancelled), [false, false])
        disposable.dispose()
        XCTAssertEqual((disposable as? Cancelable)?.isDisposed, true)
        XCTAssertEqual(queue.operations.map(\.isCancelled), [true, false], "disposing cancels the operation itself")
        queue.isSuspended = false
        XCTAssertTrue(RealTime.wait(until: { sentinel.value == 1 }))
        XCTAssertTrue(RealTime.wait(until: { queue.operationCount == 0 }))
        XCTAssertEqual(ran.value, 0)
    }

    func testDisposingAfterTheOperationRanDisposesWhatItReturned() {
        let scheduler = OperationQueueScheduler(operationQueue: makeSerialQueue())
        let ran = RealTime.Counter()
        let innerDisposed = RealTime.Counter()
        let disposable = scheduler.schedule(()) { _ in
            ran.increment()
            return Disposables.create { innerDisposed.increment() }
        }
        XCTAssertTrue(RealTime.wait(until: { ran.value == 1 }))
        XCTAssertEqual(innerDisposed.value, 0)
        disposable.dispose()
        XCTAssertEqual(innerDisposed.value, 1)
    }

    func testHigherPriorityOperationsRunFirst() {
        let queue = makeSerialQueue()
        queue.isSuspended = true
        let low = OperationQueueScheduler(operationQueue: queue, queuePriority: .veryLow)
        let high = OperationQueueScheduler(operationQueue: queue, queuePriority: .veryHigh)
        let log = RealTime.Log<String>()
        _ = low.schedule(()) { _ in
            log.append("low")
            return Disposables.create()
        }
        _ = high.schedule(()) { _ in
            log.append("high")
            return Disposables.create()
        }
        queue.isSuspended = false
        XCTAssertTrue(RealTime.wait(until: { log.count == 2 }))
        XCTAssertEqual(log.all, ["high", "low"])
    }
}
