import Foundation
import RxSwift
import RxTest
import RxTestSupport
import XCTest

private let testError = NSError(domain: "SkipTests", code: 1)

final class SkipTests: RxTestCase {
    func testSkip_DropsTheFirstElements() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 0), .next(210, 1), .next(220, 2), .next(230, 3), .next(240, 4), .completed(300)])
        let res = scheduler.start { xs.skip(2) }
        XCTAssertEqual(res.events, [.next(230, 3), .next(240, 4), .completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func testSkip_ZeroSkipsNothing() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(300)])
        let res = scheduler.start { xs.skip(0) }
        XCTAssertEqual(res.events, [.next(210, 1), .next(220, 2), .completed(300)])
    }

    func testSkip_MoreThanTheSourceHasLeavesOnlyCompletion() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(300)])
        let res = scheduler.start { xs.skip(5) }
        XCTAssertEqual(res.events, [.completed(300)])
    }

    func testSkip_ForwardsTheSourceError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(220, testError)])
        let res = scheduler.start { xs.skip(3) }
        XCTAssertEqual(res.events, [.error(220, testError)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func testSkip_DisposedMidStream() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(240, 3), .completed(300)])
        let res = scheduler.start(disposed: 230) { xs.skip(1) }
        XCTAssertEqual(res.events, [.next(220, 2)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    func testSkip_EachSubscriptionCountsAgain() {
        var first: [Int] = []
        var second: [Int] = []
        let skipped = Observable.of(1, 2, 3).skip(2)
        _ = skipped.subscribe(onNext: { first.append($0) })
        _ = skipped.subscribe(onNext: { second.append($0) })
        XCTAssertEqual(first, [3])
        XCTAssertEqual(second, [3])
    }

    func testSkip_NeverEmitsNothing() {
        XCTAssertEqual(TestScheduler(initialClock: 0).start { Observable<Int>.never().skip(1) }.events, [])
    }

    func testSkip_ReentrantElementIsCountedAfterTheCurrentOne() {
        let events = recordReentrantly({ $0.skip(1) }, feeding: [.next(1), .next(2), .next(4), .completed]) { element, source in
            if element == 2 { source.onNext(3) }
        }
        XCTAssertEqual(events, [.next(2), .next(3), .next(4), .completed])
    }

    /// RxSwift skips while its remaining count is positive: a negative count skips nothing.
    func testSkip_NegativeCountSkipsNothing() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(300)])
        let res = scheduler.start { xs.skip(-1) }
        XCTAssertEqual(res.events, [.next(210, 1), .next(220, 2), .completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }
}
