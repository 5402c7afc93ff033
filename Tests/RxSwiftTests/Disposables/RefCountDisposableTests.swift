@testable import RxSwift
import RxTestSupport
import XCTest

final class RefCountDisposableTests: RxTestCase {
    func testWithoutHandlesDisposesAtOnce() {
        let inner = CountingDisposable()
        let refCount = RefCountDisposable(disposable: inner)
        XCTAssertFalse(refCount.isDisposed)
        refCount.dispose()
        XCTAssertTrue(refCount.isDisposed)
        XCTAssertEqual(inner.count, 1)
        refCount.dispose()
        XCTAssertEqual(inner.count, 1)
    }

    func testWaitsForEveryHandle() {
        let inner = CountingDisposable()
        let refCount = RefCountDisposable(disposable: inner)
        let first = refCount.retain()
        let second = refCount.retain()
        refCount.dispose()
        XCTAssertEqual(inner.count, 0)
        XCTAssertFalse(refCount.isDisposed)
        first.dispose()
        XCTAssertEqual(inner.count, 0)
        second.dispose()
        XCTAssertEqual(inner.count, 1)
        XCTAssertTrue(refCount.isDisposed)
    }

    func testHandlesAloneDoNotDispose() {
        let inner = CountingDisposable()
        let refCount = RefCountDisposable(disposable: inner)
        refCount.retain().dispose()
        refCount.retain().dispose()
        XCTAssertEqual(inner.count, 0, "only the primary disposal allows disposing")
        refCount.dispose()
        XCTAssertEqual(inner.count, 1)
    }

    func testDisposingAHandleTwiceCountsOnce() {
        let inner = CountingDisposable()
        let refCount = RefCountDisposable(disposable: inner)
        let first = refCount.retain()
        let second = refCount.retain()
        refCount.dispose()
        first.dispose()
        first.dispose()
        XCTAssertEqual(inner.count, 0, "the second handle is still alive")
        second.dispose()
        XCTAssertEqual(inner.count, 1)
    }

    func testRetainAfterDisposalReturnsInertHandle() {
        let inner = CountingDisposable()
        let refCount = RefCountDisposable(disposable: inner)
        refCount.dispose()
        let late = refCount.retain()
        late.dispose()
        XCTAssertEqual(inner.count, 1)
    }

    func testRetainAfterPrimaryDisposeWhileHandlesAlive() {
        let inner = CountingDisposable()
        let refCount = RefCountDisposable(disposable: inner)
        let first = refCount.retain()
        refCount.dispose()
        let second = refCount.retain()
        first.dispose()
        XCTAssertEqual(inner.count, 0)
        second.dispose()
        XCTAssertEqual(inner.count, 1)
    }

    func testConcurrentHandles() {
        for _ in 0..<20 {
            let inner = CountingDisposable()
            let refCount = RefCountDisposable(disposable: inner)
            let handles = (0..<8).map { _ in refCount.retain() }
            refCount.dispose()
            runConcurrently(threads: 8) { index in
                handles[index].dispose()
                refCount.retain().dispose()
            }
            XCTAssertEqual(inner.count, 1)
        }
    }
}
