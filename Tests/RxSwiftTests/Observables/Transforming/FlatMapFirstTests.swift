import Foundation
import RxSwift
import RxTest
import XCTest
import RxTestSupport

private let testError = NSError(domain: "FlatMapFirstTests", code: 1)

final class FlatMapFirstTests: RxTestCase {
    func testIgnoresElementsWhileAnInnerRuns() {
        let scheduler = TestScheduler(initialClock: 0)
        var created: [Int] = []
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(250, 3), .completed(300)])

        let res = scheduler.start {
            xs.flatMapFirst { value -> TestableObservable<Int> in
                created.append(value)
                return scheduler.createColdObservable([.next(5, value), .next(15, value * 10), .completed(30)])
            }
        }

        XCTAssertEqual(res.events, [.next(215, 1), .next(225, 10), .next(255, 3), .next(265, 30), .completed(300)])
        XCTAssertEqual(created, [1, 3], "the selector is not even called for 2")
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func testOuterCompletionWaitsForTheRunningInner() {
        let scheduler = TestScheduler(initialClock: 0)
        let ys = scheduler.createColdObservable([.next(10, 1), .completed(50)])
        let xs = scheduler.createHotObservable([.next(210, ys), .completed(230)])

        let res = scheduler.start { xs.flatMapFirst { $0 } }

        XCTAssertEqual(res.events, [.next(220, 1), .completed(260)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
        XCTAssertEqual(ys.subscriptions, [Subscription(210, 260)])
    }

    func testOuterAndInnerErrors() {
        let scheduler = TestScheduler(initialClock: 0)
        let ys = scheduler.createColdObservable([.next(10, 1), .completed(100)])
        let xs = scheduler.createHotObservable([.next(210, ys), .error(230, testError)])
        let res = scheduler.start { xs.flatMapFirst { $0 } }
        XCTAssertEqual(res.events, [.next(220, 1), .error(230, testError)])
        XCTAssertEqual(ys.subscriptions, [Subscription(210, 230)])

        let scheduler2 = TestScheduler(initialClock: 0)
        let failing = scheduler2.createColdObservable([.next(10, 1), .error(20, testError)])
        let outer = scheduler2.createHotObservable([.next(210, failing), .completed(400)])
        let res2 = scheduler2.start { outer.flatMapFirst { $0 } }
        XCTAssertEqual(res2.events, [.next(220, 1), .error(230, testError)])
        XCTAssertEqual(outer.subscriptions, [Subscription(200, 230)])
    }

    func testThrowingSelector() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(300)])

        let res = scheduler.start { xs.flatMapFirst { _ -> Observable<Int> in throw testError } }

        XCTAssertEqual(res.events, [.error(210, testError)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 210)])
    }

    func testDisposalMidStream() {
        let scheduler = TestScheduler(initialClock: 0)
        let ys = scheduler.createColdObservable([.next(10, 1), .next(60, 2), .completed(100)])
        let xs = scheduler.createHotObservable([.next(210, ys), .completed(400)])

        let res = scheduler.start(disposed: 250) { xs.flatMapFirst { $0 } }

        XCTAssertEqual(res.events, [.next(220, 1)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
        XCTAssertEqual(ys.subscriptions, [Subscription(210, 250)])
    }

    func testSynchronousInnersAreNeverBusy() {
        var received: [Int] = []
        _ = Observable.of(1, 2, 3).flatMapFirst { Observable.just($0) }.subscribe(onNext: { received.append($0) })
        XCTAssertEqual(received, [1, 2, 3])
    }

    func testElementArrivingFromInsideOnNextIsIgnoredWhileBusy() {
        let outer = PublishSubject<Int>()
        let inner = PublishSubject<Int>()
        var selected: [Int] = []
        var received: [Int] = []
        let subscription = outer.flatMapFirst { value -> PublishSubject<Int> in
            selected.append(value)
            return inner
        }.subscribe(onNext: { value in
            received.append(value)
            outer.onNext(value + 100) // busy: ignored
        })
        outer.onNext(1)
        inner.onNext(7)
        inner.onCompleted()
        subscription.dispose()

        XCTAssertEqual(selected, [1])
        XCTAssertEqual(received, [7])
    }
}
