import Foundation
import RxBlocking
import XCTest
@testable import RxSwift
import RxTestSupport

/// `AsyncSequence.asObservable()`: an async sequence subscribed as an Observable.
final class AsyncSequenceAsObservableTests: RxTestCase {
    /// An endless async sequence that counts up every millisecond and records the cancellation
    /// of the task that iterates it.
    private struct Ticks: AsyncSequence, Sendable {
        typealias Element = Int
        let cancelled: Locked<Int>

        struct AsyncIterator: AsyncIteratorProtocol {
            let cancelled: Locked<Int>
            var next = 0

            mutating func next() async throws -> Int? {
                do {
                    try await Task.sleep(nanoseconds: 1_000_000)
                } catch {
                    cancelled.increment()
                    throw error
                }
                next += 1
                return next
            }
        }

        func makeAsyncIterator() -> AsyncIterator {
            AsyncIterator(cancelled: cancelled)
        }
    }

    /// One element: the priority of the task that iterates it.
    private struct IteratingPriority: AsyncSequence, Sendable {
        typealias Element = TaskPriority

        struct AsyncIterator: AsyncIteratorProtocol {
            var done = false

            mutating func next() async -> TaskPriority? {
                guard !done else { return nil }
                done = true
                return Task.currentPriority
            }
        }

        func makeAsyncIterator() -> AsyncIterator {
            AsyncIterator()
        }
    }

    func testIteratesAtThePriorityGiven() throws {
        XCTAssertEqual(try IteratingPriority().asObservable(priority: .low).toBlocking(timeout: 2).toArray(), [.low])
        XCTAssertEqual(try IteratingPriority().asObservable(priority: .high).toBlocking(timeout: 2).toArray(), [.high])
    }

    func testDeliversTheElementsThenCompletes() throws {
        let stream = AsyncStream<Int> { continuation in
            for element in 1...3 { continuation.yield(element) }
            continuation.finish()
        }
        let result = stream.asObservable().toBlocking(timeout: 2).materialize()
        guard case .completed(let elements) = result else {
            return XCTFail("expected completion, got \(result)")
        }
        XCTAssertEqual(elements, [1, 2, 3])
    }

    func testAnEmptySequenceCompletes() throws {
        let empty = AsyncStream<Int> { $0.finish() }
        XCTAssertEqual(try empty.asObservable().toBlocking(timeout: 2).toArray(), [])
    }

    func testDeliversTheErrorTheSequenceThrows() {
        let failing = AsyncThrowingStream<Int, Error> { continuation in
            continuation.yield(1)
            continuation.finish(throwing: TestError(3))
        }
        let result = failing.asObservable().toBlocking(timeout: 2).materialize()
        guard case .failed(let elements, let error) = result else {
            return XCTFail("expected an error, got \(result)")
        }
        XCTAssertEqual(elements, [1])
        XCTAssertEqual(error as? TestError, TestError(3))
    }

    func testEachSubscriptionIteratesAnew() throws {
        let ticks = Ticks(cancelled: Locked(0)).asObservable()
        let first = try ticks.toBlocking(timeout: 2).first()
        let second = try ticks.toBlocking(timeout: 2).first()
        XCTAssertEqual([first, second], [1, 1])
    }

    func testDisposeCancelsTheIteratingTaskAndNothingArrivesAfterwards() {
        let cancelled = Locked(0)
        let received = Locked<[Int]>([])
        let events = Locked<[String]>([])
        let subscription = Ticks(cancelled: cancelled).asObservable().subscribe { event in
            events.append("\(event)")
            if case .next(let element) = event { received.append(element) }
        }
        let deadline = Date(timeIntervalSinceNow: 2)
        while received.current.count < 3, Date() < deadline {
            Thread.sleep(forTimeInterval: 0.001)
        }
        XCTAssertGreaterThanOrEqual(received.current.count, 3)

        subscription.dispose()
        let countAtDispose = events.current.count

        while cancelled.current == 0, Date() < deadline.addingTimeInterval(1) {
            Thread.sleep(forTimeInterval: 0.001)
        }
        XCTAssertEqual(cancelled.current, 1, "the task was cancelled")
        Thread.sleep(forTimeInterval: 0.02)
        XCTAssertEqual(events.current.count, countAtDispose, "no event after dispose: \(events.current.suffix(2))")
    }

    func testRoundTripsThroughValues() async throws {
        var received: [Int] = []
        for try await element in Observable.of(1, 2, 3).values.asObservable().values {
            received.append(element)
        }
        XCTAssertEqual(received, [1, 2, 3])
    }

    #if TRACE_RESOURCES
    func testReleasesEverythingAfterCompletionAndAfterDisposal() async throws {
        let start = await steadyResourceTotal()

        let stream = AsyncStream<Int> { continuation in
            continuation.yield(1)
            continuation.finish()
        }
        XCTAssertEqual(try stream.asObservable().toBlocking(timeout: 2).toArray(), [1])
        let cancelled = Locked(0)
        do {
            // Scoped: a disposable still held is a live resource.
            let subscription = Ticks(cancelled: cancelled).asObservable().subscribe()
            try await Task.sleep(nanoseconds: 5_000_000)
            subscription.dispose()
        }
        while cancelled.current == 0 { try await Task.sleep(nanoseconds: 1_000_000) }

        let end = await RxTestCase.settledTotalAsync(towards: start)
        XCTAssertEqual(end, start, "resources leaked")
    }
    #endif
}
