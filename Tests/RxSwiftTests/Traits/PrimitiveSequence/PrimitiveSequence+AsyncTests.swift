import Foundation
import RxBlocking
import RxSwift
import XCTest
import RxTestSupport

/// A task-local value, to tell a task that inherits the subscriber's context from a detached one.
private enum SubscriberContext {
    @TaskLocal static var tag = 0
}

final class PrimitiveSequenceAsyncTests: RxTestCase {
    // MARK: Single

    func testSingleValue() async throws {
        let value = try await Single.just(1).value
        XCTAssertEqual(value, 1)
    }

    func testSingleValueFromAnotherThread() async throws {
        let single = Single<Int>.create { observer in
            DispatchQueue.global().asyncAfter(deadline: .now() + 0.01) { observer(.success(2)) }
            return Disposables.create()
        }
        let value = try await single.value
        XCTAssertEqual(value, 2)
    }

    func testSingleValueOfOptionalElement() async throws {
        let value = try await Single<Int?>.just(nil).value
        XCTAssertNil(value)
    }

    func testSingleValueThrows() async {
        do {
            _ = try await Single<Int>.error(TestError(1)).value
            XCTFail("expected an error")
        } catch {
            XCTAssertEqual(error as? TestError, TestError(1))
        }
    }

    func testSingleCancellationDisposesTheSubscriptionAndThrows() async {
        let disposed = Locked(0)
        let subscribed = DispatchSemaphore(value: 0)
        let single = Single<Int>.create { _ in
            subscribed.signal()
            return Disposables.create { disposed.increment() }
        }
        let task = Task { try await single.value }
        await waitFor(subscribed)
        XCTAssertEqual(disposed.current, 0)
        task.cancel()
        let result = await task.result
        XCTAssertTrue(result.failure is CancellationError, "got \(result)")
        XCTAssertEqual(disposed.current, 1)
    }

    func testAlreadyCancelledTaskNeverSubscribesForLong() async {
        let disposed = Locked(0)
        let single = Single<Int>.create { _ in Disposables.create { disposed.increment() } }
        let task = Task {
            withUnsafeCurrentTask { $0?.cancel() }
            return try await single.value
        }
        let result = await task.result
        XCTAssertTrue(result.failure is CancellationError, "got \(result)")
        XCTAssertEqual(disposed.current, 1)
    }

    // MARK: Single.create(detached:priority:work:)

    func testCreateWithWorkSucceedsWithWhatWorkReturns() throws {
        let runs = Locked(0)
        let single = Single<Int>.create {
            runs.increment()
            try await Task.sleep(nanoseconds: 1_000_000)
            return 42
        }
        XCTAssertEqual(try single.toBlocking(timeout: 2).toArray(), [42])
        XCTAssertEqual(try single.toBlocking(timeout: 2).toArray(), [42])
        XCTAssertEqual(runs.current, 2, "each subscription runs the work in a task of its own")
    }

    func testCreateWithWorkFailsWithWhatWorkThrows() {
        let single = Single<Int>.create(detached: true) { throw TestError(7) }
        let result = single.toBlocking(timeout: 2).materialize()
        guard case .failed(let elements, let error) = result else {
            return XCTFail("expected an error, got \(result)")
        }
        XCTAssertEqual(elements, [])
        XCTAssertEqual(error as? TestError, TestError(7))
    }

    func testCreateWithWorkDisposalCancelsTheTaskAndDeliversNothing() {
        let started = DispatchSemaphore(value: 0)
        let sawCancellation = DispatchSemaphore(value: 0)
        let single = Single<Int>.create {
            started.signal()
            do {
                try await Task.sleep(nanoseconds: 30_000_000_000)
            } catch is CancellationError {
                sawCancellation.signal()
                throw CancellationError()
            }
            return 1
        }
        let events = Locked<[String]>([])
        let subscription = single.subscribe { events.append("\($0)") }
        XCTAssertEqual(started.wait(timeout: .now() + 2), .success, "the work started")
        subscription.dispose()
        XCTAssertEqual(sawCancellation.wait(timeout: .now() + 2), .success, "the work saw its task cancelled")
        // The work's CancellationError came after the disposal: it is dropped.
        Thread.sleep(forTimeInterval: 0.02)
        XCTAssertEqual(events.current, [])
    }

    func testCreateWithWorkRunsAtThePriorityGiven() throws {
        let low = Single.create(priority: .low) { Task.currentPriority }
        let high = Single.create(detached: true, priority: .high) { Task.currentPriority }
        XCTAssertEqual(try low.toBlocking(timeout: 2).toArray(), [.low])
        XCTAssertEqual(try high.toBlocking(timeout: 2).toArray(), [.high])
    }

    func testCreateWithWorkInheritsTheSubscribersContextUnlessDetached() throws {
        let attached = Single.create { SubscriberContext.tag }
        let detached = Single.create(detached: true) { SubscriberContext.tag }
        try SubscriberContext.$tag.withValue(5) {
            XCTAssertEqual(try attached.toBlocking(timeout: 2).toArray(), [5])
            XCTAssertEqual(try detached.toBlocking(timeout: 2).toArray(), [0])
        }
    }

    #if TRACE_RESOURCES
    func testCreateWithWorkReleasesEverythingAfterTheResultAndAfterDisposal() async throws {
        let start = await steadyResourceTotal()

        let value = try await Single.create { 1 }.value
        XCTAssertEqual(value, 1)
        let cancelled = Locked(0)
        do {
            // Scoped: a disposable still held is a live resource.
            let subscription = Single<Int>.create {
                do {
                    try await Task.sleep(nanoseconds: 30_000_000_000)
                } catch {
                    cancelled.increment()
                    throw error
                }
                return 1
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

    // MARK: Maybe

    func testMaybeValue() async throws {
        let value = try await Maybe.just(1).value
        XCTAssertEqual(value, 1)
        let empty = try await Maybe<Int>.empty().value
        XCTAssertNil(empty)
    }

    func testMaybeValueThrows() async {
        do {
            _ = try await Maybe<Int>.error(TestError(2)).value
            XCTFail("expected an error")
        } catch {
            XCTAssertEqual(error as? TestError, TestError(2))
        }
    }

    func testMaybeCancellation() async {
        let disposed = Locked(0)
        let subscribed = DispatchSemaphore(value: 0)
        let maybe = Maybe<Int>.create { _ in
            subscribed.signal()
            return Disposables.create { disposed.increment() }
        }
        let task = Task { try await maybe.value }
        await waitFor(subscribed)
        task.cancel()
        let result = await task.result
        XCTAssertTrue(result.failure is CancellationError, "got \(result)")
        XCTAssertEqual(disposed.current, 1)
    }

    // MARK: Maybe.create(detached:priority:work:)

    func testMaybeCreateWithWorkSucceedsCompletesEmptyOrFails() throws {
        let element = Maybe<Int>.create { 4 }
        let empty = Maybe<Int>.create(detached: true) { nil }
        let failing = Maybe<Int>.create(priority: .low) { throw TestError(5) }
        XCTAssertEqual(try element.toBlocking(timeout: 2).toArray(), [4])
        XCTAssertEqual(try empty.toBlocking(timeout: 2).toArray(), [])
        guard case .failed(let elements, let error) = failing.toBlocking(timeout: 2).materialize() else {
            return XCTFail("expected an error")
        }
        XCTAssertEqual(elements, [])
        XCTAssertEqual(error as? TestError, TestError(5))
    }

    func testMaybeCreateWithWorkDisposalCancelsTheTask() {
        let started = DispatchSemaphore(value: 0)
        let sawCancellation = DispatchSemaphore(value: 0)
        let maybe = Maybe<Int>.create {
            started.signal()
            do {
                try await Task.sleep(nanoseconds: 30_000_000_000)
            } catch {
                sawCancellation.signal()
                return 1
            }
            return 2
        }
        let events = Locked<[String]>([])
        let subscription = maybe.subscribe { events.append("\($0)") }
        XCTAssertEqual(started.wait(timeout: .now() + 2), .success, "the work started")
        subscription.dispose()
        XCTAssertEqual(sawCancellation.wait(timeout: .now() + 2), .success, "the work saw its task cancelled")
        Thread.sleep(forTimeInterval: 0.02)
        XCTAssertEqual(events.current, [], "what the work returns after the disposal is dropped")
    }

    func testMaybeCreateWithWorkAwaitedAndCancelled() async throws {
        let value = try await Maybe.create { "a" }.value
        XCTAssertEqual(value, "a")
        let sawCancellation = Locked(false)
        let task = Task {
            try await Maybe<Int>.create {
                do {
                    try await Task.sleep(nanoseconds: 30_000_000_000)
                } catch {
                    sawCancellation.withLock { $0 = true }
                    throw error
                }
                return 1
            }.value
        }
        try await Task.sleep(nanoseconds: 5_000_000)
        task.cancel()
        let result = await task.result
        XCTAssertTrue(result.failure is CancellationError, "got \(result)")
        let deadline = Date(timeIntervalSinceNow: 2)
        while !sawCancellation.current, Date() < deadline { try await Task.sleep(nanoseconds: 1_000_000) }
        XCTAssertTrue(sawCancellation.current, "cancelling the awaiting task disposed the subscription, which cancelled the work")
    }

    // MARK: Completable.create(detached:priority:work:)

    func testCompletableCreateWithWorkCompletesOrFails() throws {
        let ran = Locked(0)
        let done = Completable.create { ran.increment() }
        let failing = Completable.create(detached: true, priority: .high) { throw TestError(6) }
        XCTAssertEqual(try done.toBlocking(timeout: 2).toArray().count, 0)
        XCTAssertEqual(ran.current, 1)
        guard case .failed(_, let error) = failing.toBlocking(timeout: 2).materialize() else {
            return XCTFail("expected an error")
        }
        XCTAssertEqual(error as? TestError, TestError(6))
    }

    func testCompletableCreateWithWorkDisposalCancelsTheTask() {
        let started = DispatchSemaphore(value: 0)
        let sawCancellation = DispatchSemaphore(value: 0)
        let completable = Completable.create {
            started.signal()
            do {
                try await Task.sleep(nanoseconds: 30_000_000_000)
            } catch {
                sawCancellation.signal()
            }
        }
        let events = Locked<[String]>([])
        let subscription = completable.subscribe { events.append("\($0)") }
        XCTAssertEqual(started.wait(timeout: .now() + 2), .success, "the work started")
        subscription.dispose()
        XCTAssertEqual(sawCancellation.wait(timeout: .now() + 2), .success, "the work saw its task cancelled")
        Thread.sleep(forTimeInterval: 0.02)
        XCTAssertEqual(events.current, [], "the completion after the disposal is dropped")
    }

    #if TRACE_RESOURCES
    func testMaybeAndCompletableCreateWithWorkReleaseEverything() async throws {
        let start = await steadyResourceTotal()

        let value = try await Maybe.create { 1 }.value
        XCTAssertEqual(value, 1)
        try await Completable.create {}.value
        let cancelled = Locked(0)
        do {
            // Scoped: a disposable still held is a live resource.
            let maybe = Maybe<Int>.create {
                do { try await Task.sleep(nanoseconds: 30_000_000_000) } catch { cancelled.increment() }
                return nil
            }.subscribe()
            let completable = Completable.create {
                do { try await Task.sleep(nanoseconds: 30_000_000_000) } catch { cancelled.increment() }
            }.subscribe()
            try await Task.sleep(nanoseconds: 5_000_000)
            maybe.dispose()
            completable.dispose()
        }
        let bothCancelled = await eventually { cancelled.current >= 2 }
        XCTAssertTrue(bothCancelled, "disposal cancels both tasks")

        let end = await RxTestCase.settledTotalAsync(towards: start)
        XCTAssertEqual(end, start, "resources leaked")
    }
    #endif

    // MARK: Completable

    func testCompletableValue() async throws {
        try await Completable.empty().value
        do {
            try await Completable.error(TestError(3)).value
            XCTFail("expected an error")
        } catch {
            XCTAssertEqual(error as? TestError, TestError(3))
        }
    }

    func testCompletableCancellation() async {
        let disposed = Locked(0)
        let subscribed = DispatchSemaphore(value: 0)
        let completable = Completable.create { _ in
            subscribed.signal()
            return Disposables.create { disposed.increment() }
        }
        let task = Task { try await completable.value }
        await waitFor(subscribed)
        task.cancel()
        let result = await task.result
        XCTAssertTrue(result.failure is CancellationError, "got \(result)")
        XCTAssertEqual(disposed.current, 1)
    }

    func testCancellationAfterTheResultChangesNothing() async throws {
        let disposed = Locked(0)
        let single = Single<Int>.create { observer in
            observer(.success(5))
            return Disposables.create { disposed.increment() }
        }
        let task = Task { try await single.value }
        let value = try await task.value
        task.cancel()
        XCTAssertEqual(value, 5)
        XCTAssertEqual(disposed.current, 1)
    }

    /// Waits for `semaphore` off the cooperative pool.
    private func waitFor(_ semaphore: DispatchSemaphore) async {
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            DispatchQueue.global().async {
                semaphore.wait()
                continuation.resume()
            }
        }
    }
}

private extension Result {
    var failure: Failure? {
        if case .failure(let error) = self { return error }
        return nil
    }
}
