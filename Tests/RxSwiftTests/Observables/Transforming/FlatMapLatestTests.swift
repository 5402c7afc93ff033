import Foundation
import RxSwift
import RxTest
import XCTest
import RxTestSupport

private let testError = NSError(domain: "FlatMapLatestTests", code: 1)

final class FlatMapLatestTests: RxTestCase {
    func testFollowsOnlyTheLatestInner() {
        let scheduler = TestScheduler(initialClock: 0)
        let ys1 = scheduler.createColdObservable([.next(10, 1), .next(30, 2), .completed(100)])
        let ys2 = scheduler.createColdObservable([.next(10, 3), .next(20, 4), .completed(30)])
        let xs = scheduler.createHotObservable([.next(210, ys1), .next(235, ys2), .completed(250)])

        let res = scheduler.start { xs.flatMapLatest { $0 } }

        XCTAssertEqual(res.events, [.next(220, 1), .next(245, 3), .next(255, 4), .completed(265)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
        XCTAssertEqual(ys1.subscriptions, [Subscription(210, 235)], "disposed when ys2 arrived")
        XCTAssertEqual(ys2.subscriptions, [Subscription(235, 265)])
    }

    func testDisposesThePreviousInnerBeforeSubscribingTheNext() {
        var log: [String] = []
        func inner(_ name: String) -> Observable<Int> {
            Observable.create { _ in
                log.append("subscribe \(name)")
                return Disposables.create { log.append("dispose \(name)") }
            }
        }
        let outer = PublishSubject<String>()
        let subscription = outer.flatMapLatest { inner($0) }.subscribe()
        outer.onNext("a")
        outer.onNext("b")
        subscription.dispose()

        XCTAssertEqual(log, ["subscribe a", "dispose a", "subscribe b", "dispose b"])
    }

    func testCompletionRules() {
        // Outer completes first: waits for the latest inner.
        let scheduler = TestScheduler(initialClock: 0)
        let ys = scheduler.createColdObservable([.next(10, 1), .completed(40)])
        let xs = scheduler.createHotObservable([.next(210, ys), .completed(220)])
        let res = scheduler.start { xs.flatMapLatest { $0 } }
        XCTAssertEqual(res.events, [.next(220, 1), .completed(250)])

        // Inner completes first: completes with the outer.
        let scheduler2 = TestScheduler(initialClock: 0)
        let zs = scheduler2.createColdObservable([.next(10, 1), .completed(20)])
        let ws = scheduler2.createHotObservable([.next(210, zs), .completed(300)])
        let res2 = scheduler2.start { ws.flatMapLatest { $0 } }
        XCTAssertEqual(res2.events, [.next(220, 1), .completed(300)])

        // No inner at all.
        let scheduler3 = TestScheduler(initialClock: 0)
        let empty = scheduler3.createHotObservable([Recorded<Event<TestableObservable<Int>>>.completed(250)])
        let res3 = scheduler3.start { empty.flatMapLatest { $0 } }
        XCTAssertEqual(res3.events, [.completed(250)])
    }

    func testOuterErrorDisposesTheCurrentInner() {
        let scheduler = TestScheduler(initialClock: 0)
        let ys = scheduler.createColdObservable([.next(10, 1), .completed(100)])
        let xs = scheduler.createHotObservable([.next(210, ys), .error(230, testError)])

        let res = scheduler.start { xs.flatMapLatest { $0 } }

        XCTAssertEqual(res.events, [.next(220, 1), .error(230, testError)])
        XCTAssertEqual(ys.subscriptions, [Subscription(210, 230)])
    }

    func testInnerErrorDisposesTheOuter() {
        let scheduler = TestScheduler(initialClock: 0)
        let ys = scheduler.createColdObservable([.next(10, 1), .error(20, testError)])
        let xs = scheduler.createHotObservable([.next(210, ys), .completed(400)])

        let res = scheduler.start { xs.flatMapLatest { $0 } }

        XCTAssertEqual(res.events, [.next(220, 1), .error(230, testError)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    func testThrowingSelectorDisposesTheCurrentInner() {
        let scheduler = TestScheduler(initialClock: 0)
        let ys = scheduler.createColdObservable([.next(10, 1), .completed(100)])
        let xs = scheduler.createHotObservable([.next(210, 1), .next(230, 2), .completed(400)])

        let res = scheduler.start {
            xs.flatMapLatest { value -> TestableObservable<Int> in
                if value == 2 { throw testError }
                return ys
            }
        }

        XCTAssertEqual(res.events, [.next(220, 1), .error(230, testError)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
        XCTAssertEqual(ys.subscriptions, [Subscription(210, 230)])
    }

    func testDisposalMidStream() {
        let scheduler = TestScheduler(initialClock: 0)
        let ys = scheduler.createColdObservable([.next(10, 1), .next(60, 2), .completed(100)])
        let xs = scheduler.createHotObservable([.next(210, ys), .completed(400)])

        let res = scheduler.start(disposed: 250) { xs.flatMapLatest { $0 } }

        XCTAssertEqual(res.events, [.next(220, 1)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
        XCTAssertEqual(ys.subscriptions, [Subscription(210, 250)])
    }

    func testNewInnerFromInsideOnNextReplacesTheCurrentOne() {
        let outer = PublishSubject<Int>()
        let first = PublishSubject<Int>()
        var received: [Int] = []
        let subscription = outer.flatMapLatest { value -> Observable<Int> in
            value == 1 ? first.asObservable() : Observable.of(value, value * 10)
        }.subscribe(onNext: { value in
            received.append(value)
            if value == 5 {
                outer.onNext(2)
            }
        })
        outer.onNext(1)
        first.onNext(5)
        first.onNext(7) // its subscription was replaced
        subscription.dispose()

        XCTAssertEqual(received, [5, 2, 20])
        XCTAssertFalse(first.hasObservers)
    }
}

/// Inner `just`s are delivered without an inner subscription: chains of them must behave as if
/// each had been subscribed.
extension FlatMapLatestTests {
    func testChainedStagesOfJustDeliverEveryElementThenComplete() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3), .completed(300)])
        let res = scheduler.start {
            xs.flatMapLatest { Observable.just($0) }
                .flatMapLatest { Observable.just($0 * 10) }
                .flatMapLatest { Observable.just($0 + 1) }
        }
        XCTAssertEqual(res.events, [.next(210, 11), .next(220, 21), .next(230, 31), .completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func testJustAfterALongerInnerReplacesIt() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(300)])
        let inner = scheduler.createColdObservable([.next(5, 100), .next(50, 200), .completed(60)])
        let res = scheduler.start {
            xs.flatMapLatest { $0 == 1 ? inner.asObservable() : Observable.just($0) }
        }
        XCTAssertEqual(res.events, [.next(215, 100), .next(220, 2), .completed(300)])
        XCTAssertEqual(inner.subscriptions, [Subscription(210, 220)])
    }

    /// A selector failing on the first element a replaying subject sends while it is being
    /// subscribed ends the sequence: the subject's later replayed elements, which still arrive
    /// until that subscription returned, select nothing and subscribe nothing (a difference
    /// from RxSwift kept on purpose: README, "Differences from RxSwift 6").
    func testNothingIsSelectedAfterTheSelectorFailedDuringTheSourcesSubscription() {
        let replaying = ReplaySubject<Int>.create(bufferSize: 3)
        [1, 2, 3].forEach(replaying.onNext)
        var selected: [Int] = []
        var errors = 0
        let subscription = replaying.flatMapLatest { element -> Observable<Int> in
            selected.append(element)
            throw testError
        }.subscribe(onError: { _ in errors += 1 })
        XCTAssertEqual(selected, [1])
        XCTAssertEqual(errors, 1)
        subscription.dispose()
    }
}
