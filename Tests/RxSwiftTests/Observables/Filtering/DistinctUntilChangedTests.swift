import Foundation
import RxSwift
import RxTest
import RxTestSupport
import XCTest

private let testError = NSError(domain: "DistinctUntilChangedTests", code: 1)

final class DistinctUntilChangedTests: RxTestCase {
    func testDistinctUntilChanged_DropsConsecutiveDuplicates() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(150, 1),
            .next(210, 1),
            .next(220, 1),
            .next(230, 2),
            .next(240, 2),
            .next(250, 1),
            .completed(300),
        ])
        let res = scheduler.start { xs.distinctUntilChanged() }
        XCTAssertEqual(res.events, [.next(210, 1), .next(230, 2), .next(250, 1), .completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func testDistinctUntilChanged_KeySelector() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, "a"), .next(220, "A"), .next(230, "b"), .next(240, "B"), .completed(300)])
        let res = scheduler.start { xs.distinctUntilChanged { $0.lowercased() } }
        XCTAssertEqual(res.events, [.next(210, "a"), .next(230, "b"), .completed(300)])
    }

    func testDistinctUntilChanged_Comparer() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 4), .next(240, 5), .completed(300)])
        // Close enough counts as equal; each element is compared with the last one emitted.
        let res = scheduler.start { xs.distinctUntilChanged { abs($0 - $1) <= 1 } }
        XCTAssertEqual(res.events, [.next(210, 1), .next(230, 4), .completed(300)])
    }

    func testDistinctUntilChanged_KeySelectorAndComparer() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, "ab"), .next(220, "cd"), .next(230, "efg"), .completed(300)])
        let res = scheduler.start { xs.distinctUntilChanged({ $0.count }, comparer: { $0 == $1 }) }
        XCTAssertEqual(res.events, [.next(210, "ab"), .next(230, "efg"), .completed(300)])
    }

    func testDistinctUntilChanged_KeyPath() {
        struct Item { let id: Int; let label: String }
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(210, Item(id: 1, label: "a")),
            .next(220, Item(id: 1, label: "b")),
            .next(230, Item(id: 2, label: "c")),
            .completed(300),
        ])
        let res = scheduler.start { xs.distinctUntilChanged(at: \.id).map(\.label) }
        XCTAssertEqual(res.events, [.next(210, "a"), .next(230, "c"), .completed(300)])
    }

    func testDistinctUntilChanged_ThrowingKeySelectorFailsAndUnsubscribes() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3), .completed(300)])
        let res = scheduler.start {
            xs.distinctUntilChanged { element -> Int in
                if element == 2 { throw testError }
                return element
            }
        }
        XCTAssertEqual(res.events, [.next(210, 1), .error(220, testError)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func testDistinctUntilChanged_ThrowingComparerFailsAndUnsubscribes() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(300)])
        var comparisons = 0
        let res = scheduler.start {
            xs.distinctUntilChanged { (_: Int, _: Int) -> Bool in
                comparisons += 1
                throw testError
            }
        }
        // The first element is compared with nothing.
        XCTAssertEqual(res.events, [.next(210, 1), .error(220, testError)])
        XCTAssertEqual(comparisons, 1)
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func testDistinctUntilChanged_ForwardsTheSourceError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(220, testError)])
        let res = scheduler.start { xs.distinctUntilChanged() }
        XCTAssertEqual(res.events, [.next(210, 1), .error(220, testError)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func testDistinctUntilChanged_DisposedMidStream() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(240, 2), .completed(300)])
        let res = scheduler.start(disposed: 230) { xs.distinctUntilChanged() }
        XCTAssertEqual(res.events, [.next(210, 1)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    func testDistinctUntilChanged_EmptyAndNever() {
        let scheduler = TestScheduler(initialClock: 0)
        let empty = scheduler.createHotObservable([.completed(250)] as [Recorded<Event<Int>>])
        XCTAssertEqual(scheduler.start { empty.distinctUntilChanged() }.events, [.completed(250)])
        let never = TestScheduler(initialClock: 0).start { Observable<Int>.never().distinctUntilChanged() }
        XCTAssertEqual(never.events, [])
    }

    func testDistinctUntilChanged_ReentrantElementIsComparedWithTheLastOneEmitted() {
        let events = recordReentrantly({ $0.distinctUntilChanged() }, feeding: [.next(1), .next(2), .completed]) { element, source in
            if element == 1 {
                source.onNext(1)
                source.onNext(2)
            }
        }
        XCTAssertEqual(events, [.next(1), .next(2), .completed])
    }
}
