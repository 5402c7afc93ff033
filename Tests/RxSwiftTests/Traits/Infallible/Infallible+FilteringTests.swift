import Foundation
import RxSwift
import RxTest
import XCTest
import RxTestSupport

final class InfallibleFilteringTests: RxTestCase {
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

    func testDistinctUntilChangedWithClosures() {
        let source = Infallible.of(1, 3, 2, 4, 5)
        XCTAssertEqual(recordSynchronously(source.distinctUntilChanged { $0 % 2 }.asObservable()), [.next(1), .next(2), .next(5), .completed])
        XCTAssertEqual(recordSynchronously(source.distinctUntilChanged { abs($0 - $1) < 2 }.asObservable()), [.next(1), .next(3), .next(5), .completed])
        XCTAssertEqual(recordSynchronously(source.distinctUntilChanged({ $0 % 2 }, comparer: ==).asObservable()), [.next(1), .next(2), .next(5), .completed])
    }

    func testDistinctUntilChangedThatThrowsIsAProgrammingError() {
        assertPreconditionFailure(containing: "distinctUntilChanged(_:): the key selector threw TestError(1), which an Infallible cannot deliver") {
            _ = Infallible.of(1, 2).distinctUntilChanged { _ -> Int in throw TestError(1) }.subscribe()
        }
    }

    func testTakeWhileTakeUntilPredicateSkipWhile() {
        let source = Infallible.of(1, 2, 3, 4)
        XCTAssertEqual(recordSynchronously(source.take(while: { $0 < 3 }).asObservable()), [.next(1), .next(2), .completed])
        XCTAssertEqual(recordSynchronously(source.take(while: { $0 < 3 }, behavior: .inclusive).asObservable()), [.next(1), .next(2), .next(3), .completed])
        XCTAssertEqual(recordSynchronously(source.take(until: { $0 == 2 }).asObservable()), [.next(1), .completed])
        XCTAssertEqual(recordSynchronously(source.take(until: { $0 == 2 }, behavior: .inclusive).asObservable()), [.next(1), .next(2), .completed])
        XCTAssertEqual(recordSynchronously(source.skip(while: { $0 < 3 }).asObservable()), [.next(3), .next(4), .completed])
    }

    func testTakeWhileThatThrowsIsAProgrammingError() {
        assertPreconditionFailure(containing: "take(while:behavior:): the predicate threw TestError(2)") {
            _ = Infallible.of(1).take(while: { _ in throw TestError(2) }).subscribe()
        }
    }

    func testTakeUntilAndSkipUntilAnObservable() {
        let scheduler = TestScheduler(initialClock: 0)
        let other = scheduler.createHotObservable([.next(225, 0), .completed(300)])
        let taken = scheduler.start { Infallible<Int>.interval(.seconds(10), scheduler: scheduler).take(until: other) }
        XCTAssertEqual(taken.events, [.next(210, 0), .next(220, 1), .completed(225)])
        XCTAssertEqual(other.subscriptions, [Subscription(200, 225)])

        let skipping = TestScheduler(initialClock: 0)
        let trigger = skipping.createHotObservable([.next(225, 0)])
        let skipped = skipping.start(disposed: 245) { Infallible<Int>.interval(.seconds(10), scheduler: skipping).skip(until: trigger) }
        XCTAssertEqual(skipped.events, [.next(230, 2), .next(240, 3)])
    }

    func testTakeUntilAFailingObservableIsAProgrammingError() {
        assertPreconditionFailure(containing: "take(until:): the other sequence threw TestError(3)") {
            _ = Infallible<Int>.never().take(until: Observable<Int>.error(TestError(3))).subscribe()
        }
    }
}
