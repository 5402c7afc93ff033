import Foundation
import RxBlocking
import XCTest
import RxSwift
import RxTestSupport

/// A task-local value, to tell a task that inherits the subscriber's context from a detached one.
private enum SubscriberContext {
    @TaskLocal static var tag = 0
}

/// `Observable.create(detached:priority:work:)`: an asynchronous body feeding the observer.
final class CreateAsyncTests: RxTestCase {
    func testTheWorksElementsThenCompletionWhenItReturns() throws {
        let observable = Observable<Int>.create { observer in
            for element in 1...3 {
                await Task.yield()
                observer.onNext(element)
            }
        }
        XCTAssertEqual(try observable.toBlocking(timeout: 2).toArray(), [1, 2, 3])
    }

    func testWhatTheWorkThrowsIsTheError() {
        let observable = Observable<Int>.create { observer in
            observer.onNext(1)
            try await Task.sleep(nanoseconds: 1_000_000)
            throw TestError(3)
        }
        let result = observable.toBlocking(timeout: 2).materialize()
        guard case .failed(let elements, let error) = result else {
            return XCTFail("expected an error, got \(result)")
        }
        XCTAssertEqual(elements, [1])
        XCTAssertEqual(error as? TestError, TestError(3))
    }

    func testATerminalEventSentByTheWorkIsTheOnlyOne() {
        let completedEarly = Observable<Int>.create(work: { observer in
            observer.onNext(1)
            observer.onCompleted()
            observer.onNext(2)
        })
        let failedEarly = Observable<Int>.create(work: { observer in
            observer.onError(TestError(1))
            throw TestError(2)
        })
        XCTAssertEqual(materializedEvents(completedEarly), ["next(1)", "completed"])
        XCTAssertEqual(materializedEvents(failedEarly), ["error(TestError(1))"])
    }

    func testEachSubscriptionRunsTheWorkInATaskOfItsOwn() throws {
        let runs = Locked(0)
        let observable = Observable<Int>.create { observer in
            runs.increment()
            try await Task.sleep(nanoseconds: 1_000_000)
            observer.onNext(runs.current)
        }
        _ = try observable.toBlocking(timeout: 2).toArray()
        _ = try observable.toBlocking(timeout: 2).toArray()
        XCTAssertEqual(runs.current, 2)
    }

    func testDisposalCancelsTheTaskAndDropsWhatTheWorkStillSends() {
        let started = DispatchSemaphore(value: 0)
        let sawCancellation = DispatchSemaphore(value: 0)
        let observable = Observable<Int>.create { observer in
            observer.onNext(1)
            started.signal()
            do {
                try await Task.sleep(nanoseconds: 30_000_000_000)
            } catch is CancellationError {
                observer.onNext(2)
                sawCancellation.signal()
                throw CancellationError()
            }
        }
        let events = Locked<[String]>([])
        let subscription = observable.subscribe { events.append("\($0)") }
        XCTAssertEqual(started.wait(timeout: .now() + 2), .success, "the work started")
        subscription.dispose()
        XCTAssertEqual(sawCancellation.wait(timeout: .now() + 2), .success, "the work saw its task cancelled")
        Thread.sleep(forTimeInterval: 0.02)
        XCTAssertEqual(events.current, ["next(1)"], "the element and the error sent after the disposal are dropped")
    }

    func testCancellingTheConsumingTaskDisposesAndCancelsTheWork() async throws {
        let sawCancellation = Locked(false)
        let observable = Observable<Int>.create { observer in
            var next = 0
            do {
                while true {
                    observer.onNext(next)
                    next += 1
                    try await Task.sleep(nanoseconds: 1_000_000)
                }
            } catch {
                sawCancellation.withLock { $0 = true }
                throw error
            }
        }
        let consumer = Task { () -> ([Int], Error?) in
            var received: [Int] = []
            do {
                for try await element in observable.values {
                    received.append(element)
                    if received.count == 3 {
                        withUnsafeCurrentTask { $0?.cancel() }
                    }
                }
                return (received, nil)
            } catch {
                return (received, error)
            }
        }
        let (received, error) = await consumer.value
        XCTAssertEqual(Array(received.prefix(3)), [0, 1, 2])
        XCTAssertTrue(error is CancellationError, "the cancelled loop throws CancellationError (got \(String(describing: error)))")
        let deadline = Date(timeIntervalSinceNow: 2)
        while !sawCancellation.current, Date() < deadline {
            try await Task.sleep(nanoseconds: 1_000_000)
        }
        XCTAssertTrue(sawCancellation.current, "the consumer's cancellation disposed the subscription, which cancelled the work")
    }

    func testRunsAtThePriorityGivenAndInheritsTheContextUnlessDetached() throws {
        let low = Observable<TaskPriority>.create(priority: .low) { observer in observer.onNext(Task.currentPriority) }
        let high = Observable<TaskPriority>.create(detached: true, priority: .high) { observer in observer.onNext(Task.currentPriority) }
        XCTAssertEqual(try low.toBlocking(timeout: 2).toArray(), [.low])
        XCTAssertEqual(try high.toBlocking(timeout: 2).toArray(), [.high])

        let attached = Observable<Int>.create { observer async in observer.onNext(SubscriberContext.tag) }
        let detached = Observable<Int>.create(detached: true) { observer async in observer.onNext(SubscriberContext.tag) }
        try SubscriberContext.$tag.withValue(5) {
            XCTAssertEqual(try attached.toBlocking(timeout: 2).toArray(), [5])
            XCTAssertEqual(try detached.toBlocking(timeout: 2).toArray(), [0])
        }
    }

    func testExistingCreateCallsStillMeanTheSynchronousForm() {
        // Each of these compiled before `create(work:)` existed and must still pick `create(_:)`.
        let singleExpression = Observable<Int>.create { _ in Disposables.create() }
        let shorthand = Observable<Int>.create { $0.onNext(1); $0.onCompleted(); return Disposables.create() }
        let statements = Observable<Int>.create { observer in
            observer.onNext(2)
            observer.onCompleted()
            return Disposables.create()
        }
        // Synchronous: everything is delivered before `subscribe` returns.
        let events = Locked<[String]>([])
        for observable in [shorthand, statements] {
            observable.subscribe { events.append("\($0)") }.dispose()
        }
        XCTAssertEqual(events.current, ["next(1)", "completed", "next(2)", "completed"])
        // `create(_:)` of a body that sends nothing never ends; the asynchronous form would
        // complete when its work returned.
        let silent = singleExpression.subscribe { events.append("\($0)") }
        Thread.sleep(forTimeInterval: 0.05)
        silent.dispose()
        XCTAssertEqual(events.current.count, 4)
    }

    #if TRACE_RESOURCES
    func testReleasesEverythingAfterTheEndAndAfterDisposal() async throws {
        let start = await steadyResourceTotal()

        let elements = try await Observable<Int>.create { observer in observer.onNext(1) }.toArray().value
        XCTAssertEqual(elements, [1])
        let cancelled = Locked(0)
        do {
            // Scoped: a disposable still held is a live resource.
            let subscription = Observable<Int>.create { observer in
                do {
                    try await Task.sleep(nanoseconds: 30_000_000_000)
                } catch {
                    cancelled.increment()
                    throw error
                }
            }.subscribe()
            try await Task.sleep(nanoseconds: 5_000_000)
            subscription.dispose()
        }
        let wasCancelled = await eventually { cancelled.current > 0 }
        XCTAssertTrue(wasCancelled, "disposal cancels the task")

        let end = await RxTestCase.settledTotalAsync(towards: start)
        XCTAssertEqual(end, start, "resources leaked")
    }
    #endif

    /// The events `observable` delivers until it ends (or for 2 s at most), described.
    private func materializedEvents(_ observable: Observable<Int>) -> [String] {
        let events = Locked<[String]>([])
        let subscription = observable.subscribe { events.append("\($0)") }
        let deadline = Date(timeIntervalSinceNow: 2)
        while !(events.current.last.map { $0.hasPrefix("completed") || $0.hasPrefix("error") } ?? false), Date() < deadline {
            Thread.sleep(forTimeInterval: 0.001)
        }
        subscription.dispose()
        return events.current
    }
}
