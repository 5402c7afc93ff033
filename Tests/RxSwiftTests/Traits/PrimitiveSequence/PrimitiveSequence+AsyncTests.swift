import Foundation
import RxSwift
import XCTest
import RxTestSupport

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
