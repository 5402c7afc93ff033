import Foundation
import RxSwift
import RxTest
import RxTestSupport
import XCTest

private let testError = NSError(domain: "SingleTests", code: 1)

/// Whether `recorded` is one error event at `time` carrying `expected`.
private func isRxError(_ recorded: Recorded<Event<Int>>?, at time: TestTime, _ expected: RxError) -> Bool {
    guard let recorded, recorded.time == time, let error = recorded.value.error as? RxError else { return false }
    switch (error, expected) {
    case (.noElements, .noElements), (.moreThanOneElement, .moreThanOneElement): return true
    default: return false
    }
}

final class SingleTests: RxTestCase {
    func testSingle_EmitsTheOnlyElementAndCompletesWithTheSource() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 0), .next(210, 1), .completed(300)])
        let res = scheduler.start { xs.single() }
        XCTAssertEqual(res.events, [.next(210, 1), .completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func testSingle_NoElementFailsWithNoElements() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 0), .completed(250)])
        let res = scheduler.start { xs.single() }
        XCTAssertEqual(res.events.count, 1)
        XCTAssertTrue(isRxError(res.events.first, at: 250, .noElements), "got \(res.events)")
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testSingle_SecondElementFailsAtOnceWithMoreThanOneElement() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3), .completed(300)])
        let res = scheduler.start { xs.single() }
        XCTAssertEqual(res.events.count, 2)
        XCTAssertEqual(res.events.first, .next(210, 1))
        XCTAssertTrue(isRxError(res.events.last, at: 220, .moreThanOneElement), "got \(res.events)")
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func testSingle_ForwardsTheSourceError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(220, testError)])
        let res = scheduler.start { xs.single() }
        XCTAssertEqual(res.events, [.next(210, 1), .error(220, testError)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func testSinglePredicate_CountsOnlyMatchingElements() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3), .completed(300)])
        let res = scheduler.start { xs.single { $0.isMultiple(of: 2) } }
        XCTAssertEqual(res.events, [.next(220, 2), .completed(300)])
    }

    func testSinglePredicate_NoMatchAndTwoMatches() {
        let noMatchScheduler = TestScheduler(initialClock: 0)
        let none = noMatchScheduler.createHotObservable([.next(210, 1), .completed(250)])
        let noMatch = noMatchScheduler.start { none.single { $0 > 5 } }
        XCTAssertTrue(noMatch.events.count == 1 && isRxError(noMatch.events.first, at: 250, .noElements), "got \(noMatch.events)")

        let twoMatchesScheduler = TestScheduler(initialClock: 0)
        let two = twoMatchesScheduler.createHotObservable([.next(210, 6), .next(220, 1), .next(230, 7), .completed(300)])
        let twoMatches = twoMatchesScheduler.start { two.single { $0 > 5 } }
        XCTAssertEqual(twoMatches.events.first, .next(210, 6))
        XCTAssertTrue(twoMatches.events.count == 2 && isRxError(twoMatches.events.last, at: 230, .moreThanOneElement), "got \(twoMatches.events)")
        XCTAssertEqual(two.subscriptions, [Subscription(200, 230)])
    }

    func testSinglePredicate_ThrowingPredicateFailsAndUnsubscribes() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(300)])
        let res = scheduler.start {
            xs.single { element in
                if element == 2 { throw testError }
                return true
            }
        }
        XCTAssertEqual(res.events, [.next(210, 1), .error(220, testError)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func testSingle_DisposedMidStream() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(240, 2), .completed(300)])
        let res = scheduler.start(disposed: 230) { xs.single() }
        XCTAssertEqual(res.events, [.next(210, 1)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    func testSingle_NeverEmitsNothing() {
        let res = TestScheduler(initialClock: 0).start { Observable<Int>.never().single() }
        XCTAssertEqual(res.events, [])
    }

    func testSingle_ReentrantSecondElementFailsOnce() {
        let events = recordReentrantly({ $0.single() }, feeding: [.next(1), .next(3), .completed]) { element, source in
            if element == 1 { source.onNext(2) }
        }
        XCTAssertEqual(events.count, 2)
        XCTAssertEqual(events.first, .next(1))
        guard case .moreThanOneElement? = events.last?.error as? RxError else {
            return XCTFail("expected RxError.moreThanOneElement, got \(events)")
        }
    }
}
