import RxSwift
import RxTest
import RxTestSupport
import XCTest

final class XCTestRxTests: RxTestCase {
    /// Failures recorded while `capturingFailures` runs, instead of failing the test.
    private var capturedFailures: [String]?

    private func capturingFailures(_ body: () -> Void) -> [String] {
        capturedFailures = []
        body()
        defer { capturedFailures = nil }
        return capturedFailures ?? []
    }

    override func recordFailure(withDescription description: String, inFile filePath: String, atLine lineNumber: Int, expected: Bool) {
        if capturedFailures != nil {
            capturedFailures?.append(description)
        } else {
            super.recordFailure(withDescription: description, inFile: filePath, atLine: lineNumber, expected: expected)
        }
    }

    // MARK: Passing assertions

    func testEqualSequencesPass() {
        let failures = capturingFailures {
            XCTAssertEqual([Event.next(1), .completed], [Event.next(1), .completed])
            XCTAssertEqual([Event<Int?>.next(nil), .next(2)], [.next(nil), .next(2)])
            XCTAssertEqual([Recorded.next(10, 1), .error(20, TestError())], [.next(10, 1), .error(20, TestError())])
            XCTAssertEqual([Recorded<Event<Int?>>.next(10, nil)], [.next(10, nil)])
            XCTAssertRecordedElements([.next(10, 1), .next(20, 2), .completed(30)], [1, 2])
        }
        XCTAssertEqual(failures, [])
    }

    // MARK: Failing assertions

    func testDifferentEventsFailListingTheDifferences() {
        let failures = capturingFailures {
            XCTAssertEqual([Event.next(1), .next(2), .completed], [Event.next(1), .next(3), .completed])
        }
        XCTAssertEqual(failures.count, 1)
        let message = failures.first ?? ""
        XCTAssertTrue(message.contains("!! [1] next(2)  ≠  next(3)"), message)
        XCTAssertFalse(message.contains("!! [0]"), message)
    }

    func testDifferentTimesFail() {
        let failures = capturingFailures {
            XCTAssertEqual([Recorded.next(10, 1)], [Recorded.next(11, 1)])
        }
        XCTAssertEqual(failures.count, 1)
        XCTAssertTrue(failures.first?.contains("next(1) @ 10  ≠  next(1) @ 11") == true, failures.first ?? "")
    }

    func testDifferentLengthsFail() {
        let failures = capturingFailures {
            XCTAssertEqual([Recorded.next(10, 1), .completed(20)], [Recorded.next(10, 1)])
        }
        XCTAssertEqual(failures.count, 1)
        XCTAssertTrue(failures.first?.contains("2 vs 1") == true, failures.first ?? "")
        XCTAssertTrue(failures.first?.contains("(nothing)") == true, failures.first ?? "")
    }

    func testDifferentErrorsFail() {
        let failures = capturingFailures {
            XCTAssertEqual([Event<Int>.error(TestError())], [Event<Int>.error(RxError.timeout)])
        }
        XCTAssertEqual(failures.count, 1)
    }

    func testDifferentOptionalSequencesFail() {
        let failures = capturingFailures {
            XCTAssertEqual([Event<Int?>.next(nil)], [Event<Int?>.next(0)])
            XCTAssertEqual([Recorded<Event<Int?>>.next(1, nil)], [.next(1, 0)])
        }
        XCTAssertEqual(failures.count, 2)
    }

    func testDifferentRecordedElementsFail() {
        let failures = capturingFailures {
            XCTAssertRecordedElements([.next(10, 1), .next(20, 2)], [1, 3])
            XCTAssertRecordedElements([.next(10, 1)], [1, 1])
        }
        XCTAssertEqual(failures.count, 2)
    }

    // MARK: Trait events

    func testEqualTraitEventSequencesPass() {
        let failures = capturingFailures {
            XCTAssertEqual([SingleEvent.success(1), .failure(TestError())], [SingleEvent.success(1), .failure(TestError())])
            XCTAssertEqual([MaybeEvent.success(1), .completed, .error(TestError())], [MaybeEvent.success(1), .completed, .error(TestError())])
            XCTAssertEqual([CompletableEvent.completed, .error(TestError())], [CompletableEvent.completed, .error(TestError())])
            XCTAssertEqual([Recorded(time: 10, value: SingleEvent<Int>.success(1))], [Recorded(time: 10, value: SingleEvent<Int>.success(1))])
            XCTAssertEqual([Recorded(time: 10, value: MaybeEvent<Int>.completed)], [Recorded(time: 10, value: MaybeEvent<Int>.completed)])
            XCTAssertEqual([Recorded(time: 10, value: CompletableEvent.completed)], [Recorded(time: 10, value: CompletableEvent.completed)])
        }
        XCTAssertEqual(failures, [])
    }

    func testDifferentSingleEventsFailListingTheDifferences() {
        let failures = capturingFailures {
            XCTAssertEqual([SingleEvent.success(1)], [SingleEvent.success(2)])
            XCTAssertEqual([SingleEvent<Int>.failure(TestError())], [SingleEvent<Int>.failure(RxError.timeout)])
            XCTAssertEqual([SingleEvent<Int>.failure(TestError())], [SingleEvent<Int>.success(1)])
            XCTAssertEqual([Recorded(time: 10, value: SingleEvent<Int>.success(1))], [Recorded(time: 11, value: SingleEvent<Int>.success(1))])
        }
        XCTAssertEqual(failures.count, 4)
        XCTAssertTrue(failures.first?.contains("!! [0] success(1)  ≠  success(2)") == true, failures.first ?? "")
        XCTAssertTrue(failures.last?.contains("success(1) @ 10  ≠  success(1) @ 11") == true, failures.last ?? "")
    }

    func testDifferentMaybeAndCompletableEventsFail() {
        let failures = capturingFailures {
            XCTAssertEqual([MaybeEvent.success(1)], [MaybeEvent<Int>.completed])
            XCTAssertEqual([MaybeEvent<Int>.error(TestError())], [MaybeEvent<Int>.error(RxError.noElements)])
            XCTAssertEqual([CompletableEvent.completed], [CompletableEvent.error(TestError())])
            XCTAssertEqual([Recorded(time: 10, value: MaybeEvent<Int>.completed)], [Recorded(time: 20, value: MaybeEvent<Int>.completed)])
            XCTAssertEqual([Recorded(time: 10, value: CompletableEvent.completed)], [])
        }
        XCTAssertEqual(failures.count, 5)
    }
}
