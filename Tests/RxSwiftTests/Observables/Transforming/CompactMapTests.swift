import Foundation
import RxSwift
import RxTest
import RxTestSupport
import XCTest

private let testError = NSError(domain: "CompactMapTests", code: 1)

final class CompactMapTests: RxTestCase {
    func testCompactMap_EmitsNonNilResultsAtTheirTimes() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, "0"), .next(210, "1"), .next(220, "a"), .next(230, "3"), .completed(300)])
        let res = scheduler.start { xs.compactMap { Int($0) } }
        XCTAssertEqual(res.events, [.next(210, 1), .next(230, 3), .completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func testCompactMap_AllNil() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(300)])
        let res = scheduler.start { xs.compactMap { _ -> Int? in nil } }
        XCTAssertEqual(res.events, [.completed(300)])
    }

    func testCompactMap_ForwardsTheSourceError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(220, testError), .next(230, 2)])
        let res = scheduler.start { xs.compactMap { $0 } }
        XCTAssertEqual(res.events, [.next(210, 1), .error(220, testError)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func testCompactMap_ThrowingTransformFailsAndUnsubscribesAtOnce() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3), .completed(300)])
        let res = scheduler.start {
            xs.compactMap { element -> Int? in
                if element == 2 { throw testError }
                return element
            }
        }
        XCTAssertEqual(res.events, [.next(210, 1), .error(220, testError)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func testCompactMap_DisposedMidStream() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(240, 2), .completed(300)])
        let res = scheduler.start(disposed: 230) { xs.compactMap { $0 } }
        XCTAssertEqual(res.events, [.next(210, 1)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    func testCompactMap_EmptyAndNever() {
        let scheduler = TestScheduler(initialClock: 0)
        let empty = scheduler.createHotObservable([.completed(250)] as [Recorded<Event<Int>>])
        let never = scheduler.createHotObservable([] as [Recorded<Event<Int>>])
        let res = scheduler.start { Observable.merge(empty.compactMap { $0 }, never.compactMap { $0 }) }
        XCTAssertEqual(res.events, [])
        XCTAssertEqual(empty.subscriptions, [Subscription(200, 250)])
        XCTAssertEqual(never.subscriptions, [Subscription(200, 1000)])
    }

    func testCompactMap_ReentrantElementKeepsOrder() {
        let events = recordReentrantly({ $0.compactMap { $0 == 0 ? nil : $0 } }, feeding: [.next(1), .next(3), .completed]) { element, source in
            if element == 1 {
                source.onNext(0)
                source.onNext(2)
            }
        }
        XCTAssertEqual(events, [.next(1), .next(2), .next(3), .completed])
    }
}
