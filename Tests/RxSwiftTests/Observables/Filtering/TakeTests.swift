import Foundation
import RxSwift
import RxTest
import RxTestSupport
import XCTest

private let testError = NSError(domain: "TakeTests", code: 1)

final class TakeTests: RxTestCase {
    func testTake_CompletesAndUnsubscribesRightAfterTheCountedElement() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 0), .next(210, 1), .next(220, 2), .next(230, 3), .completed(300)])
        let res = scheduler.start { xs.take(2) }
        XCTAssertEqual(res.events, [.next(210, 1), .next(220, 2), .completed(220)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func testTake_MoreThanTheSourceHasCompletesWithTheSource() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(300)])
        let res = scheduler.start { xs.take(5) }
        XCTAssertEqual(res.events, [.next(210, 1), .next(220, 2), .completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func testTake_ZeroCompletesWithoutSubscribing() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(300)])
        let res = scheduler.start { xs.take(0) }
        XCTAssertEqual(res.events, [.completed(200)])
        XCTAssertEqual(xs.subscriptions, [])
    }

    func testTake_ForwardsAnEarlierError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(220, testError)])
        let res = scheduler.start { xs.take(3) }
        XCTAssertEqual(res.events, [.next(210, 1), .error(220, testError)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func testTake_DisposedMidStream() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(240, 2), .completed(300)])
        let res = scheduler.start(disposed: 230) { xs.take(2) }
        XCTAssertEqual(res.events, [.next(210, 1)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    func testTake_EmptyAndNever() {
        let scheduler = TestScheduler(initialClock: 0)
        let empty = scheduler.createHotObservable([.completed(250)] as [Recorded<Event<Int>>])
        XCTAssertEqual(scheduler.start { empty.take(1) }.events, [.completed(250)])
        XCTAssertEqual(TestScheduler(initialClock: 0).start { Observable<Int>.never().take(1) }.events, [])
    }

    func testTake_StopsAnInfiniteSynchronousSource() {
        var elements: [Int] = []
        _ = Observable.repeatElement(7).take(3).subscribe(onNext: { elements.append($0) })
        XCTAssertEqual(elements, [7, 7, 7])
    }

    func testTake_ReentrantElementIsCountedAfterTheCurrentOne() {
        let events = recordReentrantly({ $0.take(2) }, feeding: [.next(1), .next(3), .completed]) { element, source in
            if element == 1 { source.onNext(2) }
        }
        XCTAssertEqual(events, [.next(1), .next(2), .completed])
    }

    func testTake_SourceCompletingInsideTheLastElementCompletesOnce() {
        let events = recordReentrantly({ $0.take(1) }, feeding: [.next(1)]) { _, source in
            source.onCompleted()
        }
        XCTAssertEqual(events, [.next(1), .completed])
    }

    func testTake_SourceThatCompletesRightAfterTheLastElementCompletesOnce() {
        // `just` sends `completed` after the element without looking for disposal: `concat` must
        // see one completion of the first sequence, or it would start the next two at once.
        let scheduler = TestScheduler(initialClock: 0)
        let second = scheduler.createColdObservable([.next(10, 2), .completed(20)])
        let third = scheduler.createColdObservable([.next(10, 3), .completed(20)])
        let res = scheduler.start { Observable.concat([Observable.just(1).take(1), second.asObservable(), third.asObservable()]) }
        XCTAssertEqual(res.events, [.next(200, 1), .next(210, 2), .next(230, 3), .completed(240)])
        XCTAssertEqual(second.subscriptions, [Subscription(200, 220)])
        XCTAssertEqual(third.subscriptions, [Subscription(220, 240)])
    }

    func testTake_NegativeCountIsRejected() {
        assertPreconditionFailure(containing: "take(_:): count must not be negative (got -1)") {
            _ = Observable.of(1).take(-1)
        }
    }
}
