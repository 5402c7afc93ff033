@testable import RxSwift
import RxTestSupport
import XCTest

final class SerialDisposableTests: RxTestCase {
    func testReplacingDisposesThePrevious() {
        let serial = SerialDisposable()
        let first = CountingDisposable()
        let second = CountingDisposable()
        serial.disposable = first
        XCTAssertEqual(first.count, 0)
        serial.disposable = second
        XCTAssertEqual(first.count, 1)
        XCTAssertEqual(second.count, 0)
        XCTAssertFalse(serial.isDisposed)
        serial.dispose()
        XCTAssertTrue(serial.isDisposed)
        XCTAssertEqual(first.count, 1)
        XCTAssertEqual(second.count, 1)
    }

    func testGetterReturnsCurrent() {
        let serial = SerialDisposable()
        let first = CountingDisposable()
        serial.disposable = first
        XCTAssertTrue(serial.disposable as AnyObject === first)
    }

    func testAfterDisposeNewDisposableIsDisposedAtOnce() {
        let serial = SerialDisposable()
        serial.dispose()
        let late = CountingDisposable()
        serial.disposable = late
        XCTAssertEqual(late.count, 1)
        serial.dispose()
        XCTAssertEqual(late.count, 1)
    }

    func testDisposeTwiceDisposesCurrentOnce() {
        let serial = SerialDisposable()
        let current = CountingDisposable()
        serial.disposable = current
        serial.dispose()
        serial.dispose()
        XCTAssertEqual(current.count, 1)
    }

    func testConcurrentReplacementsDisposeEverythingOnce() {
        let serial = SerialDisposable()
        let items = (0..<8).map { _ in (0..<100).map { _ in CountingDisposable() } }
        runConcurrently(threads: 8) { index in
            for item in items[index] {
                serial.disposable = item
            }
        }
        serial.dispose()
        XCTAssertTrue(items.joined().allSatisfy { $0.count == 1 })
    }
}
