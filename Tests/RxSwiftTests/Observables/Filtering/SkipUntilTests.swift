import Foundation
import RxSwift
import RxTest
import RxTestSupport
import XCTest

private let testError = NSError(domain: "SkipUntilTests", code: 1)

final class SkipUntilTests: RxTestCase {
    func testSkipUntil_EmitsAfterTheOtherSequenceEmits() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 0), .next(210, 1), .next(220, 2), .next(230, 3), .next(240, 4), .completed(300)])
        let other = scheduler.createHotObservable([.next(150, "x"), .next(225, "go"), .next(235, "again"), .completed(400)])
        let res = scheduler.start { xs.skip(until: other) }
        XCTAssertEqual(res.events, [.next(230, 3), .next(240, 4), .completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
        // The other sequence is needed only until its first element.
        XCTAssertEqual(other.subscriptions, [Subscription(200, 225)])
    }

    func testSkipUntil_OtherCompletingWithoutElementKeepsDropping() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(230, 2), .next(240, 3)])
        let other = scheduler.createHotObservable([.completed(220)] as [Recorded<Event<Int>>])
        let res = scheduler.start(disposed: 500) { xs.skip(until: other) }
        XCTAssertEqual(res.events, [])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 500)])
        XCTAssertEqual(other.subscriptions, [Subscription(200, 220)])
    }

    func testSkipUntil_SourceCompletingBeforeTheOtherEmitsEndsWithoutCompletion() {
        // RxSwift 6: the subscription ends, but no completion is delivered.
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(250)])
        let other = scheduler.createHotObservable([.next(300, "late")])
        let res = scheduler.start { xs.skip(until: other) }
        XCTAssertEqual(res.events, [])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
        XCTAssertEqual(other.subscriptions, [Subscription(200, 250)])
    }

    func testSkipUntil_OtherErrorFailsTheSequence() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(240, 2), .completed(300)])
        let other = scheduler.createHotObservable([.error(220, testError)] as [Recorded<Event<Int>>])
        let res = scheduler.start { xs.skip(until: other) }
        XCTAssertEqual(res.events, [.error(220, testError)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
        XCTAssertEqual(other.subscriptions, [Subscription(200, 220)])
    }

    /// A trigger that emits and then fails while it is being subscribed is released only once
    /// its subscription returned, as in RxSwift: its error still ends the sequence.
    func testSkipUntil_OtherFailingRightAfterItsFirstElementAtSubscriptionFails() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(50, 1), .completed(60)])
        let other = ReplaySubject<String>.create(bufferSize: 1)
        scheduler.scheduleAt(150) { other.onNext("go") }
        scheduler.scheduleAt(160) { other.onError(testError) }
        let res = scheduler.start { xs.skip(until: other) }
        XCTAssertEqual(res.events, [.error(200, testError)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 200)])
    }

    func testSkipUntil_OtherEmittingTwiceAndCompletingAtSubscriptionOpensIt() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(50, 1), .completed(60)])
        var otherReleased: [TestTime] = []
        let other = Observable<String>.create { observer in
            observer.onNext("go")
            observer.onNext("again")
            observer.onCompleted()
            return Disposables.create { otherReleased.append(scheduler.clock) }
        }
        let res = scheduler.start { xs.skip(until: other) }
        XCTAssertEqual(res.events, [.next(250, 1), .completed(260)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 260)])
        XCTAssertEqual(otherReleased, [200])
    }

    func testSkipUntil_SourceErrorIsForwardedEvenBeforeTheOtherEmits() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(220, testError)])
        let other = scheduler.createHotObservable([.next(300, 0)])
        let res = scheduler.start { xs.skip(until: other) }
        XCTAssertEqual(res.events, [.error(220, testError)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
        XCTAssertEqual(other.subscriptions, [Subscription(200, 220)])
    }

    func testSkipUntil_DisposalUnsubscribesBoth() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(230, 2), .next(260, 3)])
        let other = scheduler.createHotObservable([.next(220, 0)])
        let res = scheduler.start(disposed: 250) { xs.skip(until: other) }
        XCTAssertEqual(res.events, [.next(230, 2)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
        XCTAssertEqual(other.subscriptions, [Subscription(200, 220)])

        let neverScheduler = TestScheduler(initialClock: 0)
        let ys = neverScheduler.createHotObservable([.next(210, 1)])
        let never = neverScheduler.createHotObservable([] as [Recorded<Event<Int>>])
        _ = neverScheduler.start(disposed: 250) { ys.skip(until: never) }
        XCTAssertEqual(never.subscriptions, [Subscription(200, 250)])
    }

    func testSkipUntil_OtherEmittingAtSubscriptionOpensAtOnce() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(300)])
        let res = scheduler.start { xs.skip(until: Observable.just(())) }
        XCTAssertEqual(res.events, [.next(210, 1), .completed(300)])
    }

    func testSkipUntil_ReentrantElementKeepsOrder() {
        let events = recordReentrantly({ $0.skip(until: Observable.just(())) }, feeding: [.next(1), .next(3), .completed]) { element, source in
            if element == 1 { source.onNext(2) }
        }
        XCTAssertEqual(events, [.next(1), .next(2), .next(3), .completed])
    }

    func testSkipUntil_DeprecatedAlias() {
        (SkipUntilAlias() as DeprecatedAPIExercise).run()
    }

    #if TRACE_RESOURCES
    func testSkipUntil_ReleasesEverythingOnceTheSubscriptionEnds() {
        let before = Resources.total
        for (trigger, disposed) in [([Recorded<Event<Int>>.next(250, 0)], 1000), ([], 1000), ([], 280), ([.completed(220)], 280)] {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.next(210, 1), .next(260, 2), .completed(300)])
            let other = scheduler.createHotObservable(trigger)
            _ = scheduler.start(disposed: disposed) { xs.skip(until: other) }
            XCTAssertFalse((xs.subscriptions + other.subscriptions).contains { $0.unsubscribe == Int.max })
        }
        XCTAssertEqual(Resources.total, before)
    }
    #endif
}

private struct SkipUntilAlias: DeprecatedAPIExercise {
    @available(*, deprecated, message: "exercises skipUntil(_:)")
    func run() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(230, 2), .completed(300)])
        let other = scheduler.createHotObservable([.next(220, 0)])
        let res = scheduler.start { xs.skipUntil(other) }
        XCTAssertEqual(res.events, [.next(230, 2), .completed(300)])
    }
}
