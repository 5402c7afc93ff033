import Foundation
import RxSwift
import RxTest
import RxTestSupport
import XCTest

private let testError = NSError(domain: "MaterializeTests", code: 1)

final class MaterializeTests: RxTestCase {
    func testMaterialize_ElementsAndCompletionBecomeElements() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 1), .next(210, 2), .next(220, 3), .completed(250)])
        let res = scheduler.start { xs.materialize() }
        XCTAssertEqual(res.events, [
            .next(210, Event.next(2)),
            .next(220, Event.next(3)),
            .next(250, Event.completed),
            .completed(250),
        ])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testMaterialize_ErrorBecomesAnElementFollowedByCompletion() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(230, testError)])
        let res = scheduler.start { xs.materialize() }
        XCTAssertEqual(res.events, [
            .next(210, Event.next(1)),
            .next(230, Event.error(testError)),
            .completed(230),
        ])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    func testMaterialize_EmptyAndNever() {
        let scheduler = TestScheduler(initialClock: 0)
        let empty = scheduler.createHotObservable([.completed(250)] as [Recorded<Event<Int>>])
        let res = scheduler.start { empty.materialize() }
        XCTAssertEqual(res.events, [.next(250, Event.completed), .completed(250)])
        let never = TestScheduler(initialClock: 0).start { Observable<Int>.never().materialize() }
        XCTAssertEqual(never.events, [])
    }

    func testMaterialize_DisposedMidStream() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(240, 2), .error(250, testError)])
        let res = scheduler.start(disposed: 230) { xs.materialize() }
        XCTAssertEqual(res.events, [.next(210, Event.next(1))])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    func testMaterialize_TerminalAfterTheDownstreamEndedIsNotAnElement() {
        // `take(1)` disposes the subscription on the first element; `just` still sends `completed`.
        var events: [Event<Event<Int>>] = []
        _ = Observable.just(1).materialize().take(1).subscribe { events.append($0) }
        XCTAssertEqual(events, [.next(.next(1)), .completed])
    }

    func testMaterialize_ReentrantEventsKeepOrder() {
        let events = recordReentrantly({ $0.materialize() }, feeding: [.next(1)]) { element, source in
            if element == .next(1) { source.onError(testError) }
        }
        XCTAssertEqual(events, [.next(.next(1)), .next(.error(testError)), .completed])
    }
}
