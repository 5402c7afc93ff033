@testable import RxSwift
import RxTestSupport
import XCTest

final class BooleanDisposableTests: RxTestCase {
    func testRecordsDisposal() {
        let disposable = BooleanDisposable()
        XCTAssertFalse(disposable.isDisposed)
        disposable.dispose()
        XCTAssertTrue(disposable.isDisposed)
        disposable.dispose()
        XCTAssertTrue(disposable.isDisposed)
    }

    func testInitialState() {
        XCTAssertTrue(BooleanDisposable(isDisposed: true).isDisposed)
        XCTAssertFalse(BooleanDisposable(isDisposed: false).isDisposed)
    }

    func testDisposalIsVisibleFromAnotherThread() {
        let disposable = BooleanDisposable()
        let seen = Locked(false)
        let thread = DispatchQueue(label: "other")
        disposable.dispose()
        thread.sync { seen.withLock { $0 = disposable.isDisposed } }
        XCTAssertTrue(seen.current)
    }
}
