import Foundation
import RxSwift
import RxTest
import XCTest
import RxTestSupport

final class ToArrayTests: RxTestCase {
    private var scheduler: TestScheduler!

    override func setUp() {
        super.setUp()
        scheduler = TestScheduler(initialClock: 0)
    }

    func testCollectsEveryElementUntilCompletion() {
        let xs = scheduler.createHotObservable([.next(150, 0), .next(210, 1), .next(220, 2), .next(230, 3), .completed(250)])
        let res = scheduler.start { xs.toArray() }
        XCTAssertEqual(res.events, [.next(250, [1, 2, 3]), .completed(250)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testEmptyGivesAnEmptyArray() {
        let xs = scheduler.createHotObservable([Recorded<Event<Int>>.completed(250)])
        let res = scheduler.start { xs.toArray() }
        XCTAssertEqual(res.events, [.next(250, []), .completed(250)])
    }

    func testErrorDropsTheElements() {
        let xs = scheduler.createHotObservable([.next(210, 1), .error(230, TestError(1))])
        let res = scheduler.start { xs.toArray() }
        XCTAssertEqual(res.events, [.error(230, TestError(1))])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    func testDisposedBeforeCompletion() {
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(300)])
        let res = scheduler.start(disposed: 250) { xs.toArray() }
        XCTAssertEqual(res.events, [])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testEachSubscriptionHasItsOwnArray() {
        let source = Observable.of(1, 2).toArray()
        var results: [[Int]] = []
        _ = source.subscribe(onSuccess: { results.append($0) })
        _ = source.subscribe(onSuccess: { results.append($0) })
        XCTAssertEqual(results, [[1, 2], [1, 2]])
    }
}
