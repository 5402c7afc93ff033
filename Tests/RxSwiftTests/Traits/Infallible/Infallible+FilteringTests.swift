import Foundation
import RxSwift
import RxTest
import XCTest

final class InfallibleFilteringTests: XCTestCase {
    func testFilter() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Infallible.of(1, 2, 3, 4, scheduler: scheduler).filter { $0.isMultiple(of: 2) } }
        XCTAssertEqual(res.events, [.next(202, 2), .next(204, 4), .completed(205)])
    }

    func testFilterDisposed() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start(disposed: 203) { Infallible.of(1, 2, 3, 4, scheduler: scheduler).filter { $0.isMultiple(of: 2) } }
        XCTAssertEqual(res.events, [.next(202, 2)])
    }

    func testDistinctUntilChanged() {
        XCTAssertEqual(recordSynchronously(Infallible.of(1, 1, 2, 2, 1).distinctUntilChanged().asObservable()), [.next(1), .next(2), .next(1), .completed])
        struct Item: Equatable {
            let key: Int
            let payload: String
        }
        let items = Infallible.of(Item(key: 1, payload: "a"), Item(key: 1, payload: "b"), Item(key: 2, payload: "c"))
        XCTAssertEqual(recordSynchronously(items.distinctUntilChanged(at: \.key).map(\.payload).asObservable()), [.next("a"), .next("c"), .completed])
    }

    func testTakeAndSkip() {
        XCTAssertEqual(recordSynchronously(Infallible.of(1, 2, 3).take(2).asObservable()), [.next(1), .next(2), .completed])
        XCTAssertEqual(recordSynchronously(Infallible.of(1, 2, 3).skip(2).asObservable()), [.next(3), .completed])
    }

    func testTakeRejectsANegativeCount() {
        assertPreconditionFailure(containing: "count must not be negative (got -1)") {
            _ = Infallible.of(1).take(-1)
        }
    }

    func testTakeUntilAndSkipUntilAnInfallible() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = Infallible<Int>.interval(.seconds(10), scheduler: scheduler)
        let other = Infallible<Int>.timer(.seconds(25), scheduler: scheduler)
        let taken = scheduler.start { source.take(until: other) }
        XCTAssertEqual(taken.events, [.next(210, 0), .next(220, 1), .completed(225)])

        let skipping = TestScheduler(initialClock: 0)
        let skipped = skipping.start(disposed: 245) {
            Infallible<Int>.interval(.seconds(10), scheduler: skipping).skip(until: Infallible<Int>.timer(.seconds(25), scheduler: skipping))
        }
        XCTAssertEqual(skipped.events, [.next(230, 2), .next(240, 3)])
    }
}
