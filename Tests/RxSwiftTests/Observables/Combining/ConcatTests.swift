import Foundation
import RxSwift
import RxTest
import XCTest
import RxTestSupport

private let testError = NSError(domain: "ConcatTests", code: 1)

final class ConcatTests: RxTestCase {
    // MARK: Static and binary forms

    func testStaticVariadicSubscribesEachSourceWhenThePreviousCompleted() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .next(20, 2), .completed(30)])
        let ys = scheduler.createColdObservable([.next(10, 3), .completed(20)])

        let res = scheduler.start { Observable.concat(xs.asObservable(), ys.asObservable()) }

        XCTAssertEqual(res.events, [.next(210, 1), .next(220, 2), .next(240, 3), .completed(250)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
        XCTAssertEqual(ys.subscriptions, [Subscription(230, 250)])
    }

    func testStaticCollection() {
        let scheduler = TestScheduler(initialClock: 0)
        let sources = (1...3).map { index in scheduler.createColdObservable([.next(5, index), .completed(10)]) }

        let res = scheduler.start { Observable.concat(sources.map { $0.asObservable() }) }

        XCTAssertEqual(res.events, [.next(205, 1), .next(215, 2), .next(225, 3), .completed(230)])
        XCTAssertEqual(sources.map(\.subscriptions), [[Subscription(200, 210)], [Subscription(210, 220)], [Subscription(220, 230)]])
    }

    func testStaticSequenceIsReadLazily() {
        let scheduler = TestScheduler(initialClock: 0)
        var pulled: [TestTime] = []
        let sources = AnySequence { () -> AnyIterator<Observable<Int>> in
            var index = 0
            return AnyIterator {
                index += 1
                guard index <= 3 else { return nil }
                pulled.append(scheduler.clock)
                return scheduler.createColdObservable([.next(10, index), .completed(10)]).asObservable()
            }
        }

        let res = scheduler.start { Observable.concat(sources) }

        XCTAssertEqual(res.events, [.next(210, 1), .next(220, 2), .next(230, 3), .completed(230)])
        XCTAssertEqual(pulled, [200, 210, 220], "each source is pulled when the previous one completed")
    }

    func testConcatSecond() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .completed(20)])
        let ys = scheduler.createColdObservable([.next(10, 2), .completed(20)])

        let res = scheduler.start { xs.concat(ys) }

        XCTAssertEqual(res.events, [.next(210, 1), .next(230, 2), .completed(240)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
        XCTAssertEqual(ys.subscriptions, [Subscription(220, 240)])
    }

    func testErrorStopsBeforeTheNextSource() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .error(20, testError)])
        let ys = scheduler.createColdObservable([.next(10, 2), .completed(20)])

        let res = scheduler.start { xs.concat(ys) }

        XCTAssertEqual(res.events, [.next(210, 1), .error(220, testError)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
        XCTAssertEqual(ys.subscriptions, [])
    }

    /// RxSwift's concat learns that it ended only once its run returned: it moves on to the next
    /// source, subscribed and released at once.
    func testEndedWhileSubscribingStillSubscribesTheNextSource() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(300)])
        let ys = scheduler.createHotObservable([.next(210, 2), .completed(300)])
        let res = scheduler.start { Observable.concat(Observable.just(0), xs.asObservable(), ys.asObservable()).take(1) }
        XCTAssertEqual(res.events, [.next(200, 0), .completed(200)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 200)])
        XCTAssertEqual(ys.subscriptions, [])
    }

    /// A deliberate difference (README, "Differences from RxSwift 6"): RxSwift goes on through
    /// every following source that completes at once, subscribing and releasing each, and would
    /// subscribe `xs` at 200 here; with endless such sources it never returns. Only the source
    /// whose turn had come (`empty`) is subscribed here, and released.
    func testEndedWhileSubscribingStopsAfterTheNextSource() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(300)])
        var emptySubscriptions = 0
        let empty = Observable<Int>.deferred { emptySubscriptions += 1; return .empty() }
        let res = scheduler.start { Observable.concat(Observable.just(0), empty, xs.asObservable()).take(1) }
        XCTAssertEqual(res.events, [.next(200, 0), .completed(200)])
        XCTAssertEqual(emptySubscriptions, 1)
        XCTAssertEqual(xs.subscriptions, [])
        var repeated = 0
        let endless = Observable.concat(AnySequence { AnyIterator { repeated += 1; return Observable.just(repeated) } }).take(1)
        XCTAssertEqual(recordSynchronously(endless), [.next(1), .completed], "returns, where RxSwift never does")
    }

    func testDisposalMidStreamDisposesTheCurrentSourceOnly() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .completed(20)])
        let ys = scheduler.createColdObservable([.next(10, 2), .next(30, 3), .completed(40)])
        let zs = scheduler.createColdObservable([.next(10, 4), .completed(20)])

        let res = scheduler.start(disposed: 240) { Observable.concat(xs.asObservable(), ys.asObservable(), zs.asObservable()) }

        XCTAssertEqual(res.events, [.next(210, 1), .next(230, 2)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
        XCTAssertEqual(ys.subscriptions, [Subscription(220, 240)])
        XCTAssertEqual(zs.subscriptions, [])
    }

    func testEmptyAndNeverSources() {
        let scheduler = TestScheduler(initialClock: 0)
        let nothing = scheduler.start { Observable<Int>.concat([Observable<Int>]()) }
        XCTAssertEqual(nothing.events, [.completed(200)])

        let scheduler2 = TestScheduler(initialClock: 0)
        let ys = scheduler2.createColdObservable([.next(10, 1), .completed(20)])
        let blocked = scheduler2.start { Observable<Int>.never().concat(ys) }
        XCTAssertEqual(blocked.events, [])
        XCTAssertEqual(ys.subscriptions, [], "never completes, so the next source never starts")
    }

    func testManySynchronouslyCompletingSourcesDoNotGrowTheStack() {
        let count = 100_000
        var sum = 0
        var completed = false

        _ = Observable.concat((0..<count).map { Observable.just($0) })
            .subscribe(onNext: { sum += $0 }, onCompleted: { completed = true })
        XCTAssertEqual(sum, count * (count - 1) / 2)
        XCTAssertTrue(completed)

        sum = 0
        completed = false
        let lazily = AnySequence((0..<count).lazy.map { Observable.just($0) })
        _ = Observable.concat(lazily).subscribe(onNext: { sum += $0 }, onCompleted: { completed = true })
        XCTAssertEqual(sum, count * (count - 1) / 2)
        XCTAssertTrue(completed)
    }

    // MARK: concat() of an observable of observables

    func testConcatOfInnersWaitsForEachInner() {
        let scheduler = TestScheduler(initialClock: 0)
        let ys1 = scheduler.createColdObservable([.next(10, 1), .next(20, 2), .completed(30)])
        let ys2 = scheduler.createColdObservable([.next(5, 3), .completed(10)])
        let xs = scheduler.createHotObservable([.next(210, ys1), .next(215, ys2), .completed(220)])

        let res = scheduler.start { xs.concat() }

        XCTAssertEqual(res.events, [.next(220, 1), .next(230, 2), .next(245, 3), .completed(250)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
        XCTAssertEqual(ys1.subscriptions, [Subscription(210, 240)])
        XCTAssertEqual(ys2.subscriptions, [Subscription(240, 250)])
    }

    func testConcatOuterErrorDisposesTheCurrentInner() {
        let scheduler = TestScheduler(initialClock: 0)
        let ys1 = scheduler.createColdObservable([.next(10, 1), .completed(100)])
        let ys2 = scheduler.createColdObservable([.next(5, 3), .completed(10)])
        let xs = scheduler.createHotObservable([.next(210, ys1), .next(215, ys2), .error(230, testError)])

        let res = scheduler.start { xs.concat() }

        XCTAssertEqual(res.events, [.next(220, 1), .error(230, testError)])
        XCTAssertEqual(ys1.subscriptions, [Subscription(210, 230)])
        XCTAssertEqual(ys2.subscriptions, [])
    }

    func testConcatInnerErrorDisposesTheOuter() {
        let scheduler = TestScheduler(initialClock: 0)
        let ys1 = scheduler.createColdObservable([Recorded<Event<Int>>.error(10, testError)])
        let ys2 = scheduler.createColdObservable([.next(5, 3), .completed(10)])
        let xs = scheduler.createHotObservable([.next(210, ys1), .next(215, ys2), .completed(300)])

        let res = scheduler.start { xs.concat() }

        XCTAssertEqual(res.events, [.error(220, testError)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
        XCTAssertEqual(ys2.subscriptions, [])
    }

    func testConcatDisposalMidStream() {
        let scheduler = TestScheduler(initialClock: 0)
        let ys1 = scheduler.createColdObservable([.next(10, 1), .completed(100)])
        let xs = scheduler.createHotObservable([.next(210, ys1), .completed(300)])

        let res = scheduler.start(disposed: 250) { xs.concat() }

        XCTAssertEqual(res.events, [.next(220, 1)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
        XCTAssertEqual(ys1.subscriptions, [Subscription(210, 250)])
    }

    func testConcatOfManySynchronousInnersDoesNotGrowTheStack() {
        let count = 100_000
        var sum = 0
        var completed = false
        _ = Observable.from((0..<count).map { Observable.just($0) }).concat()
            .subscribe(onNext: { sum += $0 }, onCompleted: { completed = true })
        XCTAssertEqual(sum, count * (count - 1) / 2)
        XCTAssertTrue(completed)
    }

    func testInnersQueuedFromInsideOnNextKeepOrder() {
        let outer = PublishSubject<Observable<Int>>()
        let inner = PublishSubject<Int>()
        var received: [Int] = []
        let subscription = outer.concat().subscribe(onNext: { value in
            received.append(value)
            if value == 1 {
                outer.onNext(.just(2))
                outer.onNext(.of(3, 4))
            }
        })
        outer.onNext(inner.asObservable())
        inner.onNext(1)
        inner.onNext(5)
        inner.onCompleted()
        subscription.dispose()

        XCTAssertEqual(received, [1, 5, 2, 3, 4])
    }
}
