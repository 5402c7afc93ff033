import Foundation
import RxSwift
import RxTest
import RxTestSupport
import XCTest

private struct EquatableError: Error, Equatable {
    let code: Int
}

private struct PlainError: Error {
    let message: String
}

private struct OtherPlainError: Error {}

private enum CaseError: Error {
    case first
    case second
}

final class EventEquatableTests: RxTestCase {
    func testNextAndCompletedCompareByKindAndElement() {
        XCTAssertEqual(Event.next(1), Event.next(1))
        XCTAssertNotEqual(Event.next(1), Event.next(2))
        XCTAssertEqual(Event<Int>.completed, Event<Int>.completed)
        XCTAssertNotEqual(Event.next(1), Event<Int>.completed)
        XCTAssertNotEqual(Event<Int>.completed, Event<Int>.error(EquatableError(code: 1)))
        XCTAssertNotEqual(Event.next(1), Event<Int>.error(EquatableError(code: 1)))
    }

    func testOptionalElementsCompareWithNilAsAValue() {
        XCTAssertEqual(Event<Int?>.next(nil), Event<Int?>.next(nil))
        XCTAssertNotEqual(Event<Int?>.next(nil), Event<Int?>.next(0))
    }

    func testEquatableErrorsCompareWithTheirOwnEquality() {
        XCTAssertEqual(Event<Int>.error(EquatableError(code: 1)), Event<Int>.error(EquatableError(code: 1)))
        XCTAssertNotEqual(Event<Int>.error(EquatableError(code: 1)), Event<Int>.error(EquatableError(code: 2)))
        XCTAssertEqual(Event<Int>.error(CaseError.first), Event<Int>.error(CaseError.first))
        XCTAssertNotEqual(Event<Int>.error(CaseError.first), Event<Int>.error(CaseError.second))
    }

    func testOtherErrorsCompareAsNSErrorDomainAndCode() {
        XCTAssertEqual(Event<Int>.error(PlainError(message: "a")), Event<Int>.error(PlainError(message: "b")),
                       "same type, no equality of its own: same domain and code")
        XCTAssertNotEqual(Event<Int>.error(PlainError(message: "a")), Event<Int>.error(OtherPlainError()))
        XCTAssertNotEqual(Event<Int>.error(PlainError(message: "a")), Event<Int>.error(EquatableError(code: 1)))
        XCTAssertNotEqual(Event<Int>.error(EquatableError(code: 1)), Event<Int>.error(PlainError(message: "a")))
    }

    func testNSErrorsCompareByDomainAndCode() {
        let error = NSError(domain: "test", code: -1)
        XCTAssertEqual(Event<Int>.error(error), Event<Int>.error(NSError(domain: "test", code: -1)))
        XCTAssertNotEqual(Event<Int>.error(error), Event<Int>.error(NSError(domain: "test", code: -2)))
        XCTAssertNotEqual(Event<Int>.error(error), Event<Int>.error(NSError(domain: "other", code: -1)))
    }

    func testRxErrorsCompareByCase() {
        XCTAssertEqual(Event<Int>.error(RxError.timeout), Event<Int>.error(RxError.timeout))
        XCTAssertNotEqual(Event<Int>.error(RxError.timeout), Event<Int>.error(RxError.noElements))
    }

    func testMaybeEventsCompareByKindElementAndError() {
        XCTAssertEqual(MaybeEvent.success(1), MaybeEvent.success(1))
        XCTAssertNotEqual(MaybeEvent.success(1), MaybeEvent.success(2))
        XCTAssertEqual(MaybeEvent<Int>.completed, MaybeEvent<Int>.completed)
        XCTAssertNotEqual(MaybeEvent.success(1), MaybeEvent<Int>.completed)
        XCTAssertEqual(MaybeEvent<Int>.error(EquatableError(code: 1)), MaybeEvent<Int>.error(EquatableError(code: 1)))
        XCTAssertNotEqual(MaybeEvent<Int>.error(EquatableError(code: 1)), MaybeEvent<Int>.error(EquatableError(code: 2)))
        XCTAssertNotEqual(MaybeEvent<Int>.error(EquatableError(code: 1)), MaybeEvent<Int>.completed)
    }

    func testCompletableEventsCompareByKindAndError() {
        XCTAssertEqual(CompletableEvent.completed, CompletableEvent.completed)
        XCTAssertEqual(CompletableEvent.error(CaseError.first), CompletableEvent.error(CaseError.first))
        XCTAssertNotEqual(CompletableEvent.error(CaseError.first), CompletableEvent.error(CaseError.second))
        XCTAssertNotEqual(CompletableEvent.error(CaseError.first), CompletableEvent.completed)
    }
}
