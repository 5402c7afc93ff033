import Foundation
import XCTest
@testable import RxSwift
import RxTestSupport

/// `values`: an Observable consumed with `for try await`.
final class ValuesTests: RxTestCase {
    /// A source that never ends by itself, emits `1` on subscription and counts its
    /// subscriptions and disposals.
    private final class Probe: @unchecked Sendable {
        // @unchecked Sendable: the counters are `Locked`.
        let subscribed = Locked(0)
        let disposed = Locked(0)

        var source: Observable<Int> {
            Observable.create { observer in
                self.subscribed.increment()
                observer.onNext(1)
                return Disposables.create { self.disposed.increment() }
            }
        }

        /// Waits (polling, bounded) until `disposed` reaches `count`.
        func waitForDisposal(_ count: Int = 1, timeout: TimeInterval = 2) async -> Bool {
            let deadline = Date(timeIntervalSinceNow: timeout)
            while disposed.current < count {
                if Date() >= deadline { return false }
                try? await Task.sleep(nanoseconds: 2_000_000)
            }
            return true
        }
    }

    func testIteratesTheElementsAndEndsOnCompletion() async throws {
        var received: [Int] = []
        for try await element in Observable.of(1, 2, 3).values {
            received.append(element)
        }
        XCTAssertEqual(received, [1, 2, 3])
    }

    func testThrowsTheSequencesErrorAfterItsElements() async {
        let failing = Observable<Int>.create { observer in
            observer.onNext(1)
            observer.onError(TestError(7))
            return Disposables.create()
        }
        var received: [Int] = []
        do {
            for try await element in failing.values {
                received.append(element)
            }
            XCTFail("the loop must throw")
        } catch {
            XCTAssertEqual(error as? TestError, TestError(7))
        }
        XCTAssertEqual(received, [1])
    }

    func testReceivesElementsSentFromAnotherThreadLater() async throws {
        let subject = PublishSubject<Int>()
        let producer = Task.detached {
            try await Task.sleep(nanoseconds: 20_000_000)
            for element in 1...3 { subject.onNext(element) }
            subject.onCompleted()
        }
        var received: [Int] = []
        for try await element in subject.values {
            received.append(element)
        }
        try await producer.value
        XCTAssertEqual(received, [1, 2, 3])
    }

    func testWorksOnAnyObservableConvertibleType() async throws {
        let subject = BehaviorSubject(value: "only")
        var received: [String] = []
        for try await element in subject.values {
            received.append(element)
            subject.onCompleted()
        }
        XCTAssertEqual(received, ["only"])
    }

    func testCancellingTheIteratingTaskDisposesTheSubscription() async throws {
        let probe = Probe()
        let firstElement = expectation(description: "first element")
        let iteration = Task { () -> ([Int], Error?) in
            var received: [Int] = []
            do {
                for try await element in probe.source.values {
                    received.append(element)
                    firstElement.fulfill()
                }
                return (received, nil)
            } catch {
                return (received, error)
            }
        }
        await fulfillment(of: [firstElement], timeout: 2)
        XCTAssertEqual(probe.disposed.current, 0)

        iteration.cancel()

        let (received, error) = await iteration.value
        XCTAssertEqual(received, [1])
        XCTAssertTrue(error is CancellationError, "a cancelled loop throws CancellationError, as in RxSwift 6 (got \(String(describing: error)))")
        let disposed = await probe.waitForDisposal()
        XCTAssertTrue(disposed, "the subscription was disposed")
        XCTAssertEqual(probe.disposed.current, 1)
    }

    // RxSwift 6.10.2: a loop in a cancelled task throws `CancellationError` once the elements
    // that arrived before the cancellation were iterated, unless the sequence had ended by then.

    func testALoopInACancelledTaskThrowsCancellationErrorEvenBeforeAnyElement() async {
        let outcome = await Self.iterateInCancelledTask(Observable<Int>.never())
        XCTAssertEqual(outcome.received, [])
        XCTAssertTrue(outcome.error is CancellationError, "got \(String(describing: outcome.error))")
    }

    func testALoopInACancelledTaskIteratesWhatArrivedThenThrowsCancellationError() async {
        let outcome = await Self.iterateInCancelledTask(Observable.of(1, 2).concat(Observable.never()))
        XCTAssertEqual(outcome.received, [1, 2])
        XCTAssertTrue(outcome.error is CancellationError, "got \(String(describing: outcome.error))")
    }

    func testALoopInACancelledTaskOverASequenceThatEndedAlreadyEndsNormally() async {
        let outcome = await Self.iterateInCancelledTask(Observable.of(1, 2))
        XCTAssertEqual(outcome.received, [1, 2])
        XCTAssertNil(outcome.error)
    }

    /// Reads `values` in a task, cancels the task, then iterates: what the loop received, and
    /// what it threw.
    private static func iterateInCancelledTask(_ source: Observable<Int>) async -> (received: [Int], error: Error?) {
        await Task { () -> ([Int], Error?) in
            let values = source.values
            withUnsafeCurrentTask { $0?.cancel() }
            var received: [Int] = []
            do {
                for try await element in values {
                    received.append(element)
                }
                return (received, nil)
            } catch {
                return (received, error)
            }
        }.value
    }

    func testLeavingTheLoopEarlyDisposesTheSubscription() async throws {
        let probe = Probe()
        for try await _ in probe.source.values {
            break
        }
        let disposed = await probe.waitForDisposal()
        XCTAssertTrue(disposed)
    }

    func testDroppingAnUniteratedStreamDisposesTheSubscription() async {
        let probe = Probe()
        var stream: AsyncThrowingStream<Int, Error>? = probe.source.values
        XCTAssertEqual(probe.subscribed.current, 1, "the sequence is subscribed when values is read")
        stream = nil
        let disposed = await probe.waitForDisposal()
        XCTAssertTrue(disposed)
        _ = stream
    }

    func testASourceThatEndsDuringSubscriptionIsDisposedOnce() async throws {
        let disposals = Locked(0)
        let ending = Observable<Int>.create { observer in
            observer.onNext(1)
            observer.onCompleted()
            return Disposables.create { disposals.increment() }
        }
        var received: [Int] = []
        for try await element in ending.values {
            received.append(element)
        }
        XCTAssertEqual(received, [1])
        XCTAssertEqual(disposals.current, 1)
    }

    #if TRACE_RESOURCES
    func testReleasesEverythingAfterCompletionAndAfterCancellation() async throws {
        let start = await steadyResourceTotal()

        for try await _ in Observable.of(1, 2, 3).map({ $0 * 2 }).values {}
        let probe = Probe()
        let iteration = Task {
            for try await _ in probe.source.values {}
        }
        while probe.subscribed.current == 0 { try await Task.sleep(nanoseconds: 1_000_000) }
        iteration.cancel()
        let result = await iteration.result
        XCTAssertThrowsError(try result.get()) { XCTAssertTrue($0 is CancellationError) }
        _ = await probe.waitForDisposal()

        let end = await RxTestCase.settledTotalAsync(towards: start)
        XCTAssertEqual(end, start, "resources leaked")
    }
    #endif
}

#if TRACE_RESOURCES
/// `Resources.total` once it stayed the same for 20 ms (or after 2 s): work started by other
/// tests may still be finishing on other threads. The count at the end of a test is awaited
/// instead (`RxTestCase.settledTotalAsync(towards:)`): a release still on its way can leave the
/// count steady for longer than 20 ms on a loaded machine.
func steadyResourceTotal() async -> Int32 {
    let deadline = Date(timeIntervalSinceNow: 2)
    var total = Resources.total
    while Date() < deadline {
        try? await Task.sleep(nanoseconds: 20_000_000)
        let now = Resources.total
        if now == total { break }
        total = now
    }
    return total
}
#endif
