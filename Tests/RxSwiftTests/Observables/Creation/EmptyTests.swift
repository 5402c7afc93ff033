@testable import RxSwift
import RxTestSupport
import XCTest

final class EmptyTests: RxTestCase {
    func testEmptyCompletesAtOnce() {
        XCTAssertEqual(recordSynchronously(Observable<Int>.empty()), [.completed])
    }

    func testEmptyThroughOperators() {
        XCTAssertEqual(recordSynchronously(Observable<Int>.empty().map { $0 + 1 }.filter { _ in true }), [.completed])
    }
}
