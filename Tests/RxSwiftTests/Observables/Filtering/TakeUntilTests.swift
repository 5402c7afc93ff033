import Foundation
import RxSwift
import RxTest
import RxTestSupport
import XCTest

private let testError = NSError(domain: "TakeUntilTests", code: 1)

final class TakeUntilTests: RxTestCase {
    func testTakeUntil_CompletesWhenTheOtherSequenceEmits() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 0), .next(210, 1), .next(220, 2), .next(240, 3), .completed(300)])
        let other = scheduler.createHotObservable([.next(150, "x"), .next(230, "stop"), .completed(400)])
        let res = scheduler.start { xs.take(until: other) }
        XCTAssertEqual(res.events, [.next(210, 1), .next(220, 2), .completed(230)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
        XCTAssertEqual(other.subscriptions, [Subscription(200, 230)])
    }

    func testTakeUntil_OtherCompletingWithoutElementChangesNothing() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(240, 2), .completed(300)])
        let other = scheduler.createHotObservable([.completed(220)] as [Recorded<Event<Int>>])
        let res = scheduler.start { xs.take(until: other) }
        XCTAssertEqual(res.events, [.next(210, 1), .next(240, 2), .completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
        XCTAssertEqual(other.subscriptions, [Subscription(200, 220)])
    }

    func testTakeUntil_OtherNeverEmitting() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(300)])
        let other = scheduler.createHotObservable([] as [Recorded<Event<Int>>])
        let res = scheduler.start { xs.take(until: other) }
        XCTAssertEqual(res.events, [.next(210, 1), .completed(300)])
        XCTAssertEqual(other.subscriptions, [Subscription(200, 300)])
    }

    func testTakeUntil_OtherErrorFailsTheSequence() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(240, 2), .completed(300)])
        let other = scheduler.createHotObservable([.error(220, testError)] as [Recorded<Event<Int>>])
        let res = scheduler.start { xs.take(until: other) }
        XCTAssertEqual(res.events, [.next(210, 1), .error(220, testError)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
        XCTAssertEqual(other.subscriptions, [Subscription(200, 220)])
    }

    func testTakeUntil_SourceErrorIsForwarded() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(220, testError)])
        let other = scheduler.createHotObservable([.next(300, 0)])
        let res = scheduler.start { xs.take(until: other) }
        XCTAssertEqual(res.events, [.next(210, 1), .error(220, testError)])
        XCTAssertEqual(other.subscriptions, [Subscription(200, 220)])
    }

    /// As in RxSwift: the source is subscribed even though the sequence already completed, and
    /// released in the same tick.
    func testTakeUntil_OtherEmittingAtSubscriptionCompletesAndReleasesTheSourceAtOnce() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(300)])
        let res = scheduler.start { xs.take(until: Observable.just(())) }
        XCTAssertEqual(res.events, [.completed(200)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 200)])
    }

    func testTakeUntil_DisposalUnsubscribesBoth() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(260, 2)])
        let other = scheduler.createHotObservable([.next(300, 0)])
        let res = scheduler.start(disposed: 250) { xs.take(until: other) }
        XCTAssertEqual(res.events, [.next(210, 1)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
        XCTAssertEqual(other.subscriptions, [Subscription(200, 250)])
    }

    func testTakeUntil_EmptyAndNeverSources() {
        let scheduler = TestScheduler(initialClock: 0)
        let empty = scheduler.createHotObservable([.completed(250)] as [Recorded<Event<Int>>])
        let other = scheduler.createHotObservable([.next(300, 0)])
        XCTAssertEqual(scheduler.start { empty.take(until: other) }.events, [.completed(250)])
        XCTAssertEqual(other.subscriptions, [Subscription(200, 250)])
        XCTAssertEqual(TestScheduler(initialClock: 0).start { Observable<Int>.never().take(until: Observable<Int>.never()) }.events, [])
    }

    func testTakeUntil_OtherFiredFromInsideAnElementStopsTheRest() {
        let trigger = PublishSubject<Void>()
        let events = recordReentrantly({ $0.take(until: trigger) }, feeding: [.next(1), .next(2), .next(3)]) { element, source in
            if element == 1 { source.onNext(2) }
            if element == 2 { trigger.onNext(()) }
        }
        XCTAssertEqual(events, [.next(1), .next(2), .completed])
        XCTAssertFalse(trigger.hasObservers)
    }

    func testTakeUntil_DeprecatedAlias() {
        (TakeUntilAlias() as DeprecatedAPIExercise).run()
    }

    #if TRACE_RESOURCES
    func testTakeUntil_ReleasesEverythingOnceTheSubscriptionEnds() {
        let before = Resources.total
        for (trigger, disposed) in [([Recorded<Event<Int>>.next(250, 0)], 1000), ([.completed(220)], 280), ([], 400)] {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.next(210, 1), .next(260, 2), .completed(300)])
            let other = scheduler.createHotObservable(trigger)
            _ = scheduler.start(disposed: disposed) { xs.take(until: other) }
            XCTAssertFalse((xs.subscriptions + other.subscriptions).contains { $0.unsubscribe == Int.max })
        }
        XCTAssertEqual(Resources.total, before)
    }
    #endif
}

private struct TakeUntilAlias: DeprecatedAPIExercise {
    @available(*, deprecated, message: "exercises takeUntil(_:)")
    func run() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(230, 2), .completed(300)])
        let other = scheduler.createHotObservable([.next(220, 0)])
        let res = scheduler.start { xs.takeUntil(other) }
        XCTAssertEqual(res.events, [.next(210, 1), .completed(220)])
    }
}
