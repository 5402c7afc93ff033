@testable import RxSwift
import RxTestSupport
import XCTest

final class SingleAssignmentDisposableTests: RxTestCase {
    func testDisposeAfterAssignment() {
        let single = SingleAssignmentDisposable()
        let inner = CountingDisposable()
        single.setDisposable(inner)
        XCTAssertFalse(single.isDisposed)
        XCTAssertEqual(inner.count, 0)
        single.dispose()
        single.dispose()
        XCTAssertTrue(single.isDisposed)
        XCTAssertEqual(inner.count, 1)
    }

    func testAssignmentAfterDisposeDisposesAtOnce() {
        let single = SingleAssignmentDisposable()
        single.dispose()
        XCTAssertTrue(single.isDisposed)
        let inner = CountingDisposable()
        single.setDisposable(inner)
        XCTAssertEqual(inner.count, 1)
        single.dispose()
        XCTAssertEqual(inner.count, 1)
    }

    func testDisposeWithoutAssignment() {
        let single = SingleAssignmentDisposable()
        single.dispose()
        XCTAssertTrue(single.isDisposed)
    }

    func testRaceBetweenAssignmentAndDisposeDisposesOnce() {
        for _ in 0..<200 {
            let single = SingleAssignmentDisposable()
            let inner = CountingDisposable()
            runConcurrently(threads: 2) { index in
                if index == 0 {
                    single.setDisposable(inner)
                } else {
                    single.dispose()
                }
            }
            XCTAssertEqual(inner.count, 1)
        }
    }
}
