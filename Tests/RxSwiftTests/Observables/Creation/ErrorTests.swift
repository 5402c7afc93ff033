@testable import RxSwift
import RxTestSupport
import XCTest

final class ErrorTests: RxTestCase {
    func testErrorFailsAtOnce() {
        XCTAssertEqual(recordSynchronously(Observable<Int>.error(TestError(5))), [.error(TestError(5))])
    }

    func testErrorPassesThroughOperators() {
        var mapped = 0
        let source = Observable<Int>.error(TestError(6)).map { element -> Int in
            mapped += 1
            return element
        }
        XCTAssertEqual(recordSynchronously(source), [.error(TestError(6))])
        XCTAssertEqual(mapped, 0)
    }

    func testRxErrorDescriptions() {
        XCTAssertEqual(RxError.noElements.debugDescription, "Sequence doesn't contain any elements.")
        XCTAssertEqual(RxError.timeout.debugDescription, "Sequence timeout.")
        let object = NSObjectLike()
        XCTAssertTrue(RxError.disposed(object: object).debugDescription.contains("already disposed"))
    }
}

private final class NSObjectLike {}
