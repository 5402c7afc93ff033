import Foundation
import RxSwift
import RxTest
import RxTestSupport
import XCTest

private let testError = NSError(domain: "SkipWhileTests", code: 1)

final class SkipWhileTests: RxTestCase {
    func testSkipWhile_EmitsFromTheFirstElementThatFailsThePredicate() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 9), .next(210, 1), .next(220, 2), .next(230, 5), .next(240, 1), .completed(300)])
        var calls = 0
        let res = scheduler.start {
            xs.skip(while: { element in
                calls += 1
                return element < 3
            })
        }
        // Once an element passed, the predicate is not asked again.
        XCTAssertEqual(res.events, [.next(230, 5), .next(240, 1), .completed(300)])
        XCTAssertEqual(calls, 3)
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func testSkipWhile_AllSkipped() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(300)])
        let res = scheduler.start { xs.skip(while: { _ in true }) }
        XCTAssertEqual(res.events, [.completed(300)])
    }

    func testSkipWhile_ThrowingPredicateFailsAndUnsubscribes() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3), .completed(300)])
        let res = scheduler.start {
            xs.skip(while: { element in
                if element == 2 { throw testError }
                return true
            })
        }
        XCTAssertEqual(res.events, [.error(220, testError)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func testSkipWhile_ForwardsTheSourceError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 5), .error(220, testError)])
        let res = scheduler.start { xs.skip(while: { $0 < 3 }) }
        XCTAssertEqual(res.events, [.next(210, 5), .error(220, testError)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func testSkipWhile_DisposedMidStream() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 5), .next(240, 6), .completed(300)])
        let res = scheduler.start(disposed: 230) { xs.skip(while: { $0 < 3 }) }
        XCTAssertEqual(res.events, [.next(210, 5)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    func testSkipWhile_EmptyAndNever() {
        let scheduler = TestScheduler(initialClock: 0)
        let empty = scheduler.createHotObservable([.completed(250)] as [Recorded<Event<Int>>])
        XCTAssertEqual(scheduler.start { empty.skip(while: { _ in true }) }.events, [.completed(250)])
        XCTAssertEqual(TestScheduler(initialClock: 0).start { Observable<Int>.never().skip(while: { _ in false }) }.events, [])
    }

    func testSkipWhile_ReentrantElementPassesOnceOpen() {
        let events = recordReentrantly({ $0.skip(while: { $0 < 3 }) }, feeding: [.next(1), .next(5), .next(7), .completed]) { element, source in
            if element == 5 { source.onNext(2) }
        }
        XCTAssertEqual(events, [.next(5), .next(2), .next(7), .completed])
    }

    func testSkipWhile_DeprecatedAlias() {
        (SkipWhileAlias() as DeprecatedAPIExercise).run()
    }
}

private struct SkipWhileAlias: DeprecatedAPIExercise {
    @available(*, deprecated, message: "exercises skipWhile(_:)")
    func run() {
        var events: [Event<Int>] = []
        _ = Observable.of(1, 2, 3, 1).skipWhile { $0 < 2 }.subscribe { events.append($0) }
        XCTAssertEqual(events, [.next(2), .next(3), .next(1), .completed])
    }
}
