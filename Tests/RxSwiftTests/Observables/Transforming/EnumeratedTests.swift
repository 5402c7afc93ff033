import Foundation
import RxSwift
import RxTest
import RxTestSupport
import XCTest

private let testError = NSError(domain: "EnumeratedTests", code: 1)

final class EnumeratedTests: RxTestCase {
    func testEnumerated_PairsElementsWithTheirIndex() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, "z"), .next(210, "a"), .next(220, "b"), .next(230, "c"), .completed(300)])
        let res = scheduler.start { xs.enumerated().map { "\($0.index):\($0.element)" } }
        XCTAssertEqual(res.events, [.next(210, "0:a"), .next(220, "1:b"), .next(230, "2:c"), .completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func testEnumerated_TupleLabels() {
        var pairs: [String] = []
        _ = Observable.of("x", "y").enumerated().subscribe(onNext: { index, element in pairs.append("\(index)\(element)") })
        XCTAssertEqual(pairs, ["0x", "1y"])
    }

    func testEnumerated_EachSubscriptionCountsFromZero() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, "a"), .completed(20)])
        let enumerated = xs.enumerated().map(\.index)
        let first = scheduler.createObserver(Int.self)
        let second = scheduler.createObserver(Int.self)
        scheduler.scheduleAt(100) { _ = enumerated.subscribe(first) }
        scheduler.scheduleAt(200) { _ = enumerated.subscribe(second) }
        scheduler.start()
        XCTAssertEqual(first.events, [.next(110, 0), .completed(120)])
        XCTAssertEqual(second.events, [.next(210, 0), .completed(220)])
    }

    func testEnumerated_ForwardsTheSourceError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, "a"), .error(220, testError)])
        let res = scheduler.start { xs.enumerated().map(\.index) }
        XCTAssertEqual(res.events, [.next(210, 0), .error(220, testError)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func testEnumerated_DisposedMidStream() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, "a"), .next(240, "b"), .completed(300)])
        let res = scheduler.start(disposed: 230) { xs.enumerated().map(\.index) }
        XCTAssertEqual(res.events, [.next(210, 0)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    func testEnumerated_EmptyAndNever() {
        let scheduler = TestScheduler(initialClock: 0)
        let empty = scheduler.createHotObservable([.completed(250)] as [Recorded<Event<String>>])
        let res = scheduler.start { empty.enumerated().map(\.index) }
        XCTAssertEqual(res.events, [.completed(250)])
        let never = TestScheduler(initialClock: 0).start { Observable<String>.never().enumerated().map(\.index) }
        XCTAssertEqual(never.events, [])
    }

    func testEnumerated_ReentrantElementGetsTheNextIndex() {
        let events = recordReentrantly({ $0.enumerated().map { "\($0.index)\($0.element)" } }, feeding: [.next("a"), .next("c"), .completed]) { element, source in
            if element == "0a" { source.onNext("b") }
        }
        XCTAssertEqual(events, [.next("0a"), .next("1b"), .next("2c"), .completed])
    }
}
