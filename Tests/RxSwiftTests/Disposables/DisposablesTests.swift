@testable import RxSwift
import RxTestSupport
import XCTest

final class DisposablesTests: RxTestCase {
    // MARK: Disposables.create()

    func testNopDisposableDoesNothingAndIsShared() {
        let first = Disposables.create()
        let second = Disposables.create()
        first.dispose()
        first.dispose()
        XCTAssertTrue(first is NopDisposable)
        XCTAssertTrue(second is NopDisposable)
    }

    // MARK: Disposables.create(with:)

    func testAnonymousRunsActionOnce() {
        var calls = 0
        let disposable = Disposables.create { calls += 1 }
        XCTAssertFalse(disposable.isDisposed)
        XCTAssertEqual(calls, 0, "creating it runs nothing")
        disposable.dispose()
        XCTAssertTrue(disposable.isDisposed)
        disposable.dispose()
        XCTAssertEqual(calls, 1)
    }

    func testAnonymousRunsOnceWhenRacedFromEightThreads() {
        for _ in 0..<100 {
            let calls = Locked(0)
            let disposable = Disposables.create { calls.increment() }
            runConcurrently(threads: 8) { _ in disposable.dispose() }
            XCTAssertEqual(calls.current, 1)
            XCTAssertTrue(disposable.isDisposed)
        }
    }

    func testAnonymousReleasesItsActionAfterRunning() {
        weak var weakToken: Token?
        var disposable: Cancelable?
        do {
            let token = Token()
            weakToken = token
            disposable = Disposables.create { _ = token }
        }
        XCTAssertNotNil(weakToken)
        disposable?.dispose()
        XCTAssertNil(weakToken, "the closure (and what it captured) is released on dispose")
    }

    func testReentrantDisposeFromActionRunsOnce() {
        var calls = 0
        var disposable: Cancelable?
        disposable = Disposables.create {
            calls += 1
            disposable?.dispose()
        }
        disposable?.dispose()
        XCTAssertEqual(calls, 1)
    }

    // MARK: Binary and n-ary

    func testBinaryDisposesBothInOrderOnce() {
        var log: [String] = []
        let first = CountingDisposable { log.append("first") }
        let second = CountingDisposable { log.append("second") }
        let binary = Disposables.create(first, second)
        XCTAssertFalse(binary.isDisposed)
        binary.dispose()
        binary.dispose()
        XCTAssertTrue(binary.isDisposed)
        XCTAssertEqual(log, ["first", "second"])
        XCTAssertEqual(first.count, 1)
        XCTAssertEqual(second.count, 1)
    }

    func testBinaryRacedFromEightThreadsDisposesEachOnce() {
        for _ in 0..<50 {
            let first = CountingDisposable()
            let second = CountingDisposable()
            let binary = Disposables.create(first, second)
            runConcurrently(threads: 8) { _ in binary.dispose() }
            XCTAssertEqual(first.count, 1)
            XCTAssertEqual(second.count, 1)
        }
    }

    func testThreeDisposablesInOrder() {
        var log: [Int] = []
        let disposable = Disposables.create(
            Disposables.create { log.append(1) },
            Disposables.create { log.append(2) },
            Disposables.create { log.append(3) }
        )
        disposable.dispose()
        disposable.dispose()
        XCTAssertEqual(log, [1, 2, 3])
        XCTAssertTrue(disposable.isDisposed)
    }

    func testVariadicDisposablesInOrder() {
        var log: [Int] = []
        let disposable = Disposables.create(
            Disposables.create { log.append(1) },
            Disposables.create { log.append(2) },
            Disposables.create { log.append(3) },
            Disposables.create { log.append(4) },
            Disposables.create { log.append(5) }
        )
        disposable.dispose()
        XCTAssertEqual(log, [1, 2, 3, 4, 5])
    }

    func testArrayOfDisposablesInOrder() {
        for count in 0...5 {
            var log: [Int] = []
            let disposable = Disposables.create((0..<count).map { index in Disposables.create { log.append(index) } })
            XCTAssertFalse(disposable.isDisposed)
            disposable.dispose()
            disposable.dispose()
            XCTAssertEqual(log, Array(0..<count), "array of \(count)")
            XCTAssertTrue(disposable.isDisposed)
        }
    }
}
