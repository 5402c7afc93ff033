import Foundation
import RxSwift
import RxTest
import RxTestSupport
import XCTest

private let testError = NSError(domain: "ScanTests", code: 1)

final class ScanTests: RxTestCase {
    func testScan_EmitsEachAccumulationButNotTheSeed() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 9), .next(210, 1), .next(220, 2), .next(230, 3), .completed(300)])
        let res = scheduler.start { xs.scan(10) { $0 + $1 } }
        XCTAssertEqual(res.events, [.next(210, 11), .next(220, 13), .next(230, 16), .completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func testScanInto_MutatesTheAccumulationInPlace() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, "a"), .next(220, "b"), .completed(300)])
        let res = scheduler.start { xs.scan(into: [String]()) { $0.append($1) } }
        XCTAssertEqual(res.events, [.next(210, ["a"]), .next(220, ["a", "b"]), .completed(300)])
    }

    func testScan_EachSubscriptionStartsFromTheSeed() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .next(20, 2), .completed(30)])
        let scanned = xs.scan(0, accumulator: +)
        let first = scheduler.createObserver(Int.self)
        let second = scheduler.createObserver(Int.self)
        scheduler.scheduleAt(100) { _ = scanned.subscribe(first) }
        scheduler.scheduleAt(200) { _ = scanned.subscribe(second) }
        scheduler.start()
        XCTAssertEqual(first.events, [.next(110, 1), .next(120, 3), .completed(130)])
        XCTAssertEqual(second.events, [.next(210, 1), .next(220, 3), .completed(230)])
    }

    func testScan_EmptySourceEmitsOnlyCompletion() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.completed(250)] as [Recorded<Event<Int>>])
        let res = scheduler.start { xs.scan(42, accumulator: +) }
        XCTAssertEqual(res.events, [.completed(250)])
    }

    func testScan_NeverEmitsNothing() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 1)])
        let res = scheduler.start { xs.scan(0, accumulator: +) }
        XCTAssertEqual(res.events, [])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 1000)])
    }

    func testScan_ForwardsTheSourceError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(220, testError)])
        let res = scheduler.start { xs.scan(0, accumulator: +) }
        XCTAssertEqual(res.events, [.next(210, 1), .error(220, testError)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func testScan_ThrowingAccumulatorFailsAndUnsubscribesAtOnce() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3), .completed(300)])
        let res = scheduler.start {
            xs.scan(0) { accumulated, element -> Int in
                if element == 2 { throw testError }
                return accumulated + element
            }
        }
        XCTAssertEqual(res.events, [.next(210, 1), .error(220, testError)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func testScanInto_ThrowingAccumulatorFails() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(300)])
        let res = scheduler.start {
            xs.scan(into: 0) { accumulated, element in
                if element == 2 { throw testError }
                accumulated += element
            }
        }
        XCTAssertEqual(res.events, [.next(210, 1), .error(220, testError)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func testScan_DisposedMidStream() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(240, 3), .completed(300)])
        let res = scheduler.start(disposed: 230) { xs.scan(0, accumulator: +) }
        XCTAssertEqual(res.events, [.next(210, 1), .next(220, 3)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    func testScan_ReentrantElementIsAccumulatedInOrder() {
        let events = recordReentrantly({ $0.scan(into: "") { $0 += $1 } }, feeding: [.next("a"), .next("c"), .completed]) { accumulated, source in
            if accumulated == "a" { source.onNext("b") }
        }
        XCTAssertEqual(events, [.next("a"), .next("ab"), .next("abc"), .completed])
    }
}
