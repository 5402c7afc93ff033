import Foundation
import RxSwift
import RxTest
import RxTestSupport
import XCTest

private let testError = NSError(domain: "TakeWhileTests", code: 1)

final class TakeWhileTests: RxTestCase {
    func testTakeWhile_ExclusiveCompletesAtTheFirstFailingElement() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 9), .next(210, 1), .next(220, 2), .next(230, 5), .next(240, 1), .completed(300)])
        let res = scheduler.start { xs.take(while: { $0 < 3 }) }
        XCTAssertEqual(res.events, [.next(210, 1), .next(220, 2), .completed(230)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    func testTakeWhile_InclusiveEmitsTheFailingElementToo() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 5), .next(230, 1), .completed(300)])
        let res = scheduler.start { xs.take(while: { $0 < 3 }, behavior: .inclusive) }
        XCTAssertEqual(res.events, [.next(210, 1), .next(220, 5), .completed(220)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func testTakeWhile_AllPassCompletesWithTheSource() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(300)])
        let res = scheduler.start { xs.take(while: { _ in true }) }
        XCTAssertEqual(res.events, [.next(210, 1), .next(220, 2), .completed(300)])
    }

    func testTakeUntilPredicate_ExclusiveAndInclusive() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 5), .next(230, 1), .completed(300)])
        let exclusive = scheduler.start { xs.take(until: { $0 > 3 }) }
        XCTAssertEqual(exclusive.events, [.next(210, 1), .completed(220)])

        let otherScheduler = TestScheduler(initialClock: 0)
        let ys = otherScheduler.createHotObservable([.next(210, 1), .next(220, 5), .next(230, 1), .completed(300)])
        let inclusive = otherScheduler.start { ys.take(until: { $0 > 3 }, behavior: .inclusive) }
        XCTAssertEqual(inclusive.events, [.next(210, 1), .next(220, 5), .completed(220)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 220)])
    }

    func testTakeWhile_ThrowingPredicateFailsAndUnsubscribes() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3), .completed(300)])
        let res = scheduler.start {
            xs.take(while: { element in
                if element == 2 { throw testError }
                return true
            })
        }
        XCTAssertEqual(res.events, [.next(210, 1), .error(220, testError)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func testTakeWhile_ForwardsTheSourceError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(220, testError)])
        let res = scheduler.start { xs.take(while: { $0 < 3 }) }
        XCTAssertEqual(res.events, [.next(210, 1), .error(220, testError)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func testTakeWhile_DisposedMidStream() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(240, 2), .completed(300)])
        let res = scheduler.start(disposed: 230) { xs.take(while: { _ in true }) }
        XCTAssertEqual(res.events, [.next(210, 1)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    func testTakeWhile_EmptyAndNever() {
        let scheduler = TestScheduler(initialClock: 0)
        let empty = scheduler.createHotObservable([.completed(250)] as [Recorded<Event<Int>>])
        XCTAssertEqual(scheduler.start { empty.take(while: { _ in true }) }.events, [.completed(250)])
        XCTAssertEqual(TestScheduler(initialClock: 0).start { Observable<Int>.never().take(while: { _ in true }) }.events, [])
    }

    func testTakeWhile_ReentrantElementsAreJudgedInOrder() {
        let events = recordReentrantly({ $0.take(while: { $0 < 3 }) }, feeding: [.next(1), .next(2), .completed]) { element, source in
            if element == 1 {
                source.onNext(5)
                source.onNext(0)
            }
        }
        XCTAssertEqual(events, [.next(1), .completed])
    }

    func testTakeWhile_InclusiveSourceCompletingInsideTheLastElementCompletesOnce() {
        let events = recordReentrantly({ $0.take(while: { $0 < 3 }, behavior: .inclusive) }, feeding: [.next(5)]) { _, source in
            source.onCompleted()
        }
        XCTAssertEqual(events, [.next(5), .completed])
    }

    func testTakeWhile_DeprecatedAliases() {
        (TakeWhileAliases() as DeprecatedAPIExercise).run()
    }
}

private struct TakeWhileAliases: DeprecatedAPIExercise {
    @available(*, deprecated, message: "exercises takeWhile(_:) and takeUntil(_:predicate:)")
    func run() {
        var whileEvents: [Event<Int>] = []
        _ = Observable.of(1, 2, 3, 1).takeWhile { $0 < 3 }.subscribe { whileEvents.append($0) }
        XCTAssertEqual(whileEvents, [.next(1), .next(2), .completed])

        var untilEvents: [Event<Int>] = []
        _ = Observable.of(1, 2, 3, 1).takeUntil(.inclusive) { $0 == 2 }.subscribe { untilEvents.append($0) }
        XCTAssertEqual(untilEvents, [.next(1), .next(2), .completed])
    }
}
