import Foundation
import RxSwift
import RxTest
import RxTestSupport
import XCTest

private let testError = NSError(domain: "DematerializeTests", code: 1)

final class DematerializeTests: RxTestCase {
    func testDematerialize_EventsBecomeEvents() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(150, Event.next(0)),
            .next(210, Event.next(1)),
            .next(220, Event.next(2)),
            .next(230, Event.completed),
            .next(240, Event.next(3)),
            .completed(300),
        ])
        let res = scheduler.start { xs.dematerialize() }
        XCTAssertEqual(res.events, [.next(210, 1), .next(220, 2), .completed(230)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    func testDematerialize_ErrorElementFailsAndUnsubscribes() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(210, Event.next(1)),
            .next(220, Event<Int>.error(testError)),
            .next(230, Event.next(2)),
        ])
        let res = scheduler.start { xs.dematerialize() }
        XCTAssertEqual(res.events, [.next(210, 1), .error(220, testError)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func testDematerialize_SourceTerminalEventsPassThrough() {
        let scheduler = TestScheduler(initialClock: 0)
        let completing = scheduler.createHotObservable([.next(210, Event.next(1)), .completed(250)])
        XCTAssertEqual(scheduler.start { completing.dematerialize() }.events, [.next(210, 1), .completed(250)])

        let otherScheduler = TestScheduler(initialClock: 0)
        let failing = otherScheduler.createHotObservable([.next(210, Event.next(1)), .error(250, testError)])
        XCTAssertEqual(otherScheduler.start { failing.dematerialize() }.events, [.next(210, 1), .error(250, testError)])
        XCTAssertEqual(failing.subscriptions, [Subscription(200, 250)])
    }

    func testDematerialize_UndoesMaterialize() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .error(230, testError)])
        let res = scheduler.start { xs.materialize().dematerialize() }
        XCTAssertEqual(res.events, [.next(210, 1), .next(220, 2), .error(230, testError)])
    }

    func testDematerialize_DisposedMidStream() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, Event.next(1)), .next(240, Event.next(2))])
        let res = scheduler.start(disposed: 230) { xs.dematerialize() }
        XCTAssertEqual(res.events, [.next(210, 1)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    func testDematerialize_EmptyAndNever() {
        let scheduler = TestScheduler(initialClock: 0)
        let empty = scheduler.createHotObservable([.completed(250)] as [Recorded<Event<Event<Int>>>])
        XCTAssertEqual(scheduler.start { empty.dematerialize() }.events, [.completed(250)])
        let never = TestScheduler(initialClock: 0).start { Observable<Event<Int>>.never().dematerialize() }
        XCTAssertEqual(never.events, [])
    }

    func testDematerialize_ElementsAfterATerminalElementOfAnUncheckedSourceAreIgnored() {
        // `of` delivers synchronously, one element per trampoline step.
        var events: [Event<Int>] = []
        _ = Observable.of(Event.next(1), Event.completed, Event.next(2)).dematerialize().subscribe { events.append($0) }
        XCTAssertEqual(events, [.next(1), .completed])
    }

    func testDematerialize_ReentrantEventsKeepOrder() {
        let events = recordReentrantly({ (source: Observable<Event<Int>>) in source.dematerialize() }, feeding: [.next(.next(1)), .next(.next(9))]) { element, source in
            if element == 1 {
                source.onNext(.next(2))
                source.onNext(.completed)
            }
        }
        XCTAssertEqual(events, [.next(1), .next(2), .completed])
    }
}
