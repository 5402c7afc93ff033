import XCTest
@testable import RxSwift

final class EmptyTests: XCTestCase {
    func testEmptyCompletesAtOnce() {
        XCTAssertEqual(recordSynchronously(Observable<Int>.empty()), [.completed])
    }

    func testEmptyThroughOperators() {
        XCTAssertEqual(recordSynchronously(Observable<Int>.empty().map { $0 + 1 }.filter { _ in true }), [.completed])
    }
}
