@testable import RxSwift
import RxTest
import RxTestSupport
import XCTest

/// `DiscardingNode.subscribeAndRelease`: the source and its operators run for the subscription, and
/// the subscription ends in the same tick.
final class DiscardingNodeTests: RxTestCase {
    func testSubscribesAndReleasesInTheSameTick() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .completed(20)])
        scheduler.scheduleAt(300) { DiscardingNode.subscribeAndRelease(xs.asObservable()) }
        scheduler.start()
        XCTAssertEqual(xs.subscriptions, [Subscription(300, 300)])
    }

    /// What the source emits while subscribed goes through its operators, then nowhere.
    func testOperatorsOfTheSourceRunWhileItIsSubscribed() {
        let trace = Trace()
        let source = Observable<Int>.create { observer in
            observer.onNext(1)
            observer.onCompleted()
            return Disposables.create()
        }
        .map { $0 * 10 }
        .do(onNext: { trace("next(\($0))") }, onCompleted: { trace("completed") }, onDispose: { trace("released") })
        DiscardingNode.subscribeAndRelease(source)
        XCTAssertEqual(trace.entries, ["next(10)", "completed", "released"])
    }

    func testSourceThatEmitsLaterDeliversNothingOnceReleased() {
        let subject = PublishSubject<Int>()
        var seen: [Int] = []
        DiscardingNode.subscribeAndRelease(subject.do(onNext: { seen.append($0) }))
        XCTAssertFalse(subject.hasObservers)
        subject.onNext(1)
        XCTAssertEqual(seen, [])
    }

    /// The operator-level case RxSwift shows: the source of `startWith(7).take(1)` is subscribed
    /// and released at subscription.
    func testSourceOfAnOperatorEndedBeforeItStartedIsReleasedInItsSubscriptionTick() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(300)])
        let res = scheduler.start { xs.map { $0 }.startWith(7).take(1) }
        XCTAssertEqual(res.events, [.next(200, 7), .completed(200)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 200)])
    }
}
