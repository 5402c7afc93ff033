import Foundation
import RxSwift
import RxTest
import XCTest
import RxTestSupport

final class FirstTests: RxTestCase {
    private var scheduler: TestScheduler!

    override func setUp() {
        super.setUp()
        scheduler = TestScheduler(initialClock: 0)
    }

    func testFirstElementSucceedsAtOnceAndDisposesTheSource() {
        let xs = scheduler.createHotObservable([.next(150, 0), .next(210, 1), .next(220, 2), .completed(250)])
        let res = scheduler.start { xs.first() }
        XCTAssertEqual(res.events, [.next(210, 1), .completed(210)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 210)])
    }

    func testEmptySucceedsWithNil() {
        let xs = scheduler.createHotObservable([Recorded<Event<Int>>.completed(250)])
        let res = scheduler.start { xs.first() }
        XCTAssertEqual(res.events, [.next(250, nil), .completed(250)])
    }

    func testErrorPassesThrough() {
        let xs = scheduler.createHotObservable([Recorded<Event<Int>>.error(230, TestError(1))])
        let res = scheduler.start { xs.first() }
        XCTAssertEqual(res.events, [.error(230, TestError(1))])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    func testDisposedBeforeTheFirstElement() {
        let xs = scheduler.createHotObservable([.next(300, 1)])
        let res = scheduler.start(disposed: 250) { xs.first() }
        XCTAssertEqual(res.events, [])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testWhatTheSourceSendsFromInsideTheDeliveryIsIgnored() {
        // Found by OperatorContractTests: the element fed reentrantly came out as a second success.
        for reentrant in [Event<Int>.next(2), .completed] {
            let events = recordReentrantly({ $0.first().asObservable() }, feeding: [.next(1), .next(3), .completed]) { element, source in
                if element == 1 { source.on(reentrant) }
            }
            XCTAssertEqual(events, [.next(1), .completed], "\(reentrant)")
        }
    }

    func testStopsAnInfiniteSource() {
        var results: [Int?] = []
        _ = Observable.repeatElement(7).first().subscribe(onSuccess: { results.append($0) })
        XCTAssertEqual(results, [7])
    }
}
