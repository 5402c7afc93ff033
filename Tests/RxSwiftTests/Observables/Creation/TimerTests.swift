import Dispatch
import Foundation
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
