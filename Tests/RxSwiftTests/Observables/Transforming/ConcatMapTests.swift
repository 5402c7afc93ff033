import Foundation
import RxSwift
import RxTest
import XCTest
import RxTestSupport

private let testError = NSError(domain: "ConcatMapTests", code: 1)

final class ConcatMapTests: RxTestCase {
    func testSubscribesEachInnerAfterThePreviousCompleted() {
        let scheduler = TestScheduler(initialClock: 0)
        var inners: [Int: TestableObservable<Int>] = [:]
        let xs = scheduler.createHotObservable([.next(210, 1), .next(215, 2), .completed(220)])

        let res = scheduler.start {
            xs.concatMap { value -> TestableObservable<Int> in
                let inner = scheduler.createColdObservable([.next(10, value), .next(20, value * 10), .completed(30)])
                inners[value] = inner
                return inner
            }
        }

        XCTAssertEqual(res.events, [.next(220, 1), .next(230, 10), .next(250, 2), .next(260, 20), .completed(270)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
        XCTAssertEqual(inners[1]?.subscriptions, [Subscription(210, 240)])
        XCTAssertEqual(inners[2]?.subscriptions, [Subscription(240, 270)])
    }

    func testErrors() {
        let scheduler = TestScheduler(initialClock: 0)
        let ys = scheduler.createColdObservable([.next(10, 1), .completed(100)])
        let xs = scheduler.createHotObservable([.next(210, 1), .next(215, 2), .error(230, testError)])
        let res = scheduler.start { xs.concatMap { _ in ys } }
        XCTAssertEqual(res.events, [.next(220, 1), .error(230, testError)])
        XCTAssertEqual(ys.subscriptions, [Subscription(210, 230)], "the queued element never gets its inner")

        let scheduler2 = TestScheduler(initialClock: 0)
        let failing = scheduler2.createColdObservable([.next(10, 1), .error(20, testError)])
        let outer = scheduler2.createHotObservable([.next(210, 1), .completed(400)])
        let res2 = scheduler2.start { outer.concatMap { _ in failing } }
        XCTAssertEqual(res2.events, [.next(220, 1), .error(230, testError)])
        XCTAssertEqual(outer.subscriptions, [Subscription(200, 230)])
    }

    func testThrowingSelector() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(400)])

        let res = scheduler.start {
            xs.concatMap { value -> Observable<Int> in
                if value == 2 { throw testError }
                return .just(value)
            }
        }

        XCTAssertEqual(res.events, [.next(210, 1), .error(220, testError)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func testDisposalMidStream() {
        let scheduler = TestScheduler(initialClock: 0)
        let ys = scheduler.createColdObservable([.next(10, 1), .next(60, 2), .completed(100)])
        let xs = scheduler.createHotObservable([.next(210, 1), .next(215, 2), .completed(400)])

        let res = scheduler.start(disposed: 250) { xs.concatMap { _ in ys } }

        XCTAssertEqual(res.events, [.next(220, 1)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
        XCTAssertEqual(ys.subscriptions, [Subscription(210, 250)])
    }

    func testManySynchronousInnersDoNotGrowTheStack() {
        let count = 100_000
        var sum = 0
        var completed = false
        _ = Observable.range(start: 0, count: count).concatMap { Observable.just($0) }
            .subscribe(onNext: { sum += $0 }, onCompleted: { completed = true })
        XCTAssertEqual(sum, count * (count - 1) / 2)
        XCTAssertTrue(completed)
    }

    func testElementQueuedFromInsideOnNextKeepsOrder() {
        let outer = PublishSubject<Int>()
        let inner = PublishSubject<Int>()
        var received: [Int] = []
        let subscription = outer.concatMap { value -> Observable<Int> in
            value == 1 ? inner.asObservable() : .just(value)
        }.subscribe(onNext: { value in
            received.append(value)
            if value == 10 {
                outer.onNext(2)
                outer.onNext(3)
            }
        })
        outer.onNext(1)
        inner.onNext(10)
        inner.onNext(11)
        inner.onCompleted()
        subscription.dispose()

        XCTAssertEqual(received, [10, 11, 2, 3])
    }

    /// An inner `just` that arrives while another inner sequence runs waits for its turn, in order.
    func testJustWaitsForTheRunningInnerSequence() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3), .completed(300)])
        let inner = scheduler.createColdObservable([.next(5, 100), .next(30, 101), .completed(40)])
        let res = scheduler.start {
            xs.concatMap { $0 == 1 ? inner.asObservable() : Observable.just($0) }
        }
        XCTAssertEqual(res.events, [.next(215, 100), .next(240, 101), .next(250, 2), .next(250, 3), .completed(300)])
        XCTAssertEqual(inner.subscriptions, [Subscription(210, 250)])
    }
}
