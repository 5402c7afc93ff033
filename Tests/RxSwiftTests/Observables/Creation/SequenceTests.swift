@testable import RxSwift
import RxTestSupport
import XCTest

final class SequenceTests: RxTestCase {
    func testOf() {
        XCTAssertEqual(recordSynchronously(Observable.of(1, 2, 3)), [.next(1), .next(2), .next(3), .completed])
        XCTAssertEqual(recordSynchronously(Observable<Int>.of()), [.completed])
    }

    func testFromArray() {
        XCTAssertEqual(recordSynchronously(Observable.from(["a", "b"])), [.next("a"), .next("b"), .completed])
        XCTAssertEqual(recordSynchronously(Observable<String>.from([String]())), [.completed])
    }

    func testFromSequence() {
        XCTAssertEqual(recordSynchronously(Observable.from(stride(from: 0, to: 10, by: 3))), [.next(0), .next(3), .next(6), .next(9), .completed])
        XCTAssertEqual(recordSynchronously(Observable.from(Set([5]))), [.next(5), .completed])
    }

    func testFromLazySequenceIsIteratedPerSubscription() {
        var iterations = 0
        let lazy = (1...3).lazy.map { element -> Int in
            iterations += 1
            return element * 2
        }
        let source = Observable.from(lazy)
        XCTAssertEqual(iterations, 0, "nothing is produced before subscription")
        XCTAssertEqual(recordSynchronously(source), [.next(2), .next(4), .next(6), .completed])
        XCTAssertEqual(recordSynchronously(source), [.next(2), .next(4), .next(6), .completed])
        XCTAssertEqual(iterations, 6)
    }

    func testFromMillionElementArrayDoesNotGrowTheStack() {
        let array = Array(0..<1_000_000)
        var count = 0
        var sum = 0
        var completed = false
        _ = Observable.from(array).subscribe(
            onNext: { element in
                count += 1
                sum &+= element
            },
            onCompleted: { completed = true }
        )
        XCTAssertEqual(count, 1_000_000)
        XCTAssertEqual(sum, 999_999 * 1_000_000 / 2)
        XCTAssertTrue(completed)
    }

    func testOfOnAnotherSchedulerEmitsOneElementPerStep() {
        let scheduler = ManualScheduler()
        var events: [Recording<Int>] = []
        let subscription = Observable.of(1, 2, scheduler: scheduler).subscribe { events.append(Recording($0)) }
        XCTAssertEqual(events, [])
        scheduler.runOne()
        XCTAssertEqual(events, [.next(1)])
        scheduler.runOne()
        XCTAssertEqual(events, [.next(1), .next(2)])
        scheduler.runAll()
        XCTAssertEqual(events, [.next(1), .next(2), .completed])
        subscription.dispose()
    }

    func testFromOnAnotherSchedulerStopsWhenDisposed() {
        let scheduler = ManualScheduler()
        var received: [Int] = []
        let subscription = Observable.from([1, 2, 3, 4], scheduler: scheduler).subscribe(onNext: { received.append($0) })
        scheduler.runOne()
        scheduler.runOne()
        subscription.dispose()
        scheduler.runAll(limit: 10)
        XCTAssertEqual(received, [1, 2])
    }

    func testDisposeInsideOnNextOnAnotherScheduler() {
        let scheduler = ManualScheduler()
        var received: [Int] = []
        var subscription: Disposable?
        subscription = Observable.from(Array(0..<100), scheduler: scheduler).subscribe(onNext: { element in
            received.append(element)
            if element == 2 { subscription?.dispose() }
        })
        scheduler.runAll(limit: 1_000)
        XCTAssertEqual(received, [0, 1, 2])
        XCTAssertEqual(scheduler.pendingCount, 0)
    }

    func testFromOnASerialDispatchQueue() {
        let scheduler = SerialDispatchQueueScheduler(internalSerialQueueName: "from")
        let events = Locked<[Recording<Int>]>([])
        let done = expectation(description: "completed")
        let subscription = Observable.from(Array(0..<100), scheduler: scheduler).subscribe { event in
            events.append(Recording(event))
            if event.isStopEvent { done.fulfill() }
        }
        wait(for: [done], timeout: 10)
        XCTAssertEqual(events.current, (0..<100).map { .next($0) } + [.completed])
        subscription.dispose()
    }

    func testSubscribingFromManyThreadsAtOnce() {
        // Each thread has its own trampoline: every subscription gets its whole sequence, in order.
        let source = Observable.from(Array(0..<1_000)).map { $0 * 2 }
        let results = Locked<[Int: [Int]]>([:])
        runConcurrently(threads: 8) { thread in
            var received: [Int] = []
            var completed = false
            _ = source.subscribe(onNext: { received.append($0) }, onCompleted: { completed = true })
            XCTAssertTrue(completed)
            results.withLock { $0[thread] = received }
        }
        let expected = (0..<1_000).map { $0 * 2 }
        XCTAssertEqual(results.current.count, 8)
        for (_, received) in results.current {
            XCTAssertEqual(received, expected)
        }
    }
}
