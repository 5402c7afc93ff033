@testable import RxSwift
import RxTestSupport
import XCTest

final class CompositeDisposableTests: RxTestCase {
    func testDisposesInInsertionOrderOnce() {
        var log: [Int] = []
        let composite = CompositeDisposable()
        let disposables = (0..<5).map { index in CountingDisposable { log.append(index) } }
        for disposable in disposables {
            XCTAssertNotNil(composite.insert(disposable))
        }
        XCTAssertEqual(composite.count, 5)
        XCTAssertFalse(composite.isDisposed)
        composite.dispose()
        composite.dispose()
        XCTAssertTrue(composite.isDisposed)
        XCTAssertEqual(log, [0, 1, 2, 3, 4])
        XCTAssertEqual(disposables.map(\.count), [1, 1, 1, 1, 1])
        XCTAssertEqual(composite.count, 0)
    }

    func testInitializersKeepOrder() {
        var log: [Int] = []
        func item(_ index: Int) -> Disposable { Disposables.create { log.append(index) } }

        CompositeDisposable(item(1), item(2)).dispose()
        XCTAssertEqual(log, [1, 2])

        log = []
        CompositeDisposable(item(1), item(2), item(3)).dispose()
        XCTAssertEqual(log, [1, 2, 3])

        log = []
        CompositeDisposable(item(1), item(2), item(3), item(4), item(5), item(6)).dispose()
        XCTAssertEqual(log, [1, 2, 3, 4, 5, 6])

        log = []
        let composite = CompositeDisposable(disposables: [item(1), item(2), item(3)])
        XCTAssertEqual(composite.count, 3)
        composite.dispose()
        XCTAssertEqual(log, [1, 2, 3])
    }

    func testInsertAfterDisposeDisposesAtOnceAndReturnsNil() {
        let composite = CompositeDisposable()
        composite.dispose()
        let late = CountingDisposable()
        XCTAssertNil(composite.insert(late))
        XCTAssertEqual(late.count, 1)
        XCTAssertEqual(composite.count, 0)
    }

    func testRemoveDisposesOnlyThatOne() throws {
        let composite = CompositeDisposable()
        let first = CountingDisposable()
        let second = CountingDisposable()
        let third = CountingDisposable()
        _ = composite.insert(first)
        let key = try XCTUnwrap(composite.insert(second))
        _ = composite.insert(third)
        composite.remove(for: key)
        XCTAssertEqual(second.count, 1, "removing disposes the removed disposable")
        XCTAssertEqual(first.count, 0)
        XCTAssertEqual(third.count, 0)
        XCTAssertEqual(composite.count, 2)

        composite.remove(for: key)
        XCTAssertEqual(second.count, 1, "removing twice does nothing")
        XCTAssertEqual(composite.count, 2)

        composite.dispose()
        XCTAssertEqual([first.count, second.count, third.count], [1, 1, 1])
    }

    func testRemoveAfterDisposeDoesNothing() throws {
        let composite = CompositeDisposable()
        let item = CountingDisposable()
        let key = try XCTUnwrap(composite.insert(item))
        composite.dispose()
        composite.remove(for: key)
        XCTAssertEqual(item.count, 1)
    }

    func testKeysStayValidAcrossManyRemovals() throws {
        // Removing many entries compacts the storage; the remaining keys must still work.
        let composite = CompositeDisposable()
        let items = (0..<200).map { _ in CountingDisposable() }
        let keys = try items.map { try XCTUnwrap(composite.insert($0)) }
        for index in stride(from: 0, to: 200, by: 2) {
            composite.remove(for: keys[index])
        }
        XCTAssertEqual(composite.count, 100)
        for index in stride(from: 1, to: 150, by: 2) {
            composite.remove(for: keys[index])
        }
        XCTAssertEqual(composite.count, 25)
        for (index, item) in items.enumerated() {
            let removed = index % 2 == 0 || index < 150
            XCTAssertEqual(item.count, removed ? 1 : 0, "item \(index)")
        }
        composite.dispose()
        XCTAssertEqual(items.map(\.count), Array(repeating: 1, count: 200))
    }

    func testCountTracksInsertAndRemove() throws {
        let composite = CompositeDisposable()
        XCTAssertEqual(composite.count, 0)
        let key = try XCTUnwrap(composite.insert(Disposables.create()))
        _ = composite.insert(Disposables.create())
        XCTAssertEqual(composite.count, 2)
        composite.remove(for: key)
        XCTAssertEqual(composite.count, 1)
    }

    func testInsertDuringDisposeIsDisposed() {
        // A disposable inserted by one of the composite's own disposables while it is disposing.
        let composite = CompositeDisposable()
        let late = CountingDisposable()
        _ = composite.insert(Disposables.create { _ = composite.insert(late) })
        composite.dispose()
        XCTAssertEqual(late.count, 1)
    }

    func testConcurrentInsertAndDispose() {
        for _ in 0..<20 {
            let composite = CompositeDisposable()
            let items = (0..<8).map { _ in (0..<50).map { _ in CountingDisposable() } }
            runConcurrently(threads: 9) { index in
                if index == 8 {
                    composite.dispose()
                } else {
                    for item in items[index] {
                        _ = composite.insert(item)
                    }
                }
            }
            XCTAssertTrue(items.joined().allSatisfy { $0.count == 1 }, "every inserted disposable is disposed exactly once")
        }
    }
}
