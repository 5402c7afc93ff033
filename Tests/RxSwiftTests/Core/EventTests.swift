@testable import RxSwift
import RxTestSupport
import XCTest

final class EventTests: RxTestCase {
    func testAccessors() {
        let next = Event<Int>.next(1)
        let error = Event<Int>.error(TestError(1))
        let completed = Event<Int>.completed
        XCTAssertEqual(next.element, 1)
        XCTAssertNil(error.element)
        XCTAssertNil(completed.element)
        XCTAssertFalse(next.isStopEvent)
        XCTAssertTrue(error.isStopEvent)
        XCTAssertTrue(completed.isStopEvent)
        XCTAssertEqual(error.error as? TestError, TestError(1))
        XCTAssertNil(next.error)
        XCTAssertTrue(completed.isCompleted)
        XCTAssertFalse(error.isCompleted)
        XCTAssertTrue(completed.event.isCompleted)
    }

    func testMap() {
        XCTAssertEqual(Recording(Event.next(2).map { $0 * 3 }), .next(6))
        XCTAssertEqual(Recording(Event<Int>.completed.map { $0 * 3 }), .completed)
        XCTAssertEqual(Recording(Event<Int>.error(TestError(2)).map { $0 * 3 }), .error(TestError(2)))
        let thrown = Event.next(2).map { _ -> Int in throw TestError(5) }
        XCTAssertEqual(Recording(thrown), .error(TestError(5)))
    }

    func testDebugDescription() {
        XCTAssertEqual(Event.next(1).debugDescription, "next(1)")
        XCTAssertEqual(Event<Int>.completed.debugDescription, "completed")
        XCTAssertEqual(Event<Int>.error(TestError(3)).debugDescription, "error(TestError(3))")
    }
}
