import Foundation
import RxSwift
import RxTest
import XCTest
import RxTestSupport

private let testError = NSError(domain: "AmbTests", code: 1)

final class AmbTests: RxTestCase {
    func testFirstToEmitWinsAndTheOtherIsDisposed() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 0), .next(220, 1), .next(240, 2), .completed(300)])
        let ys = scheduler.createHotObservable([.next(210, 10), .next(230, 20), .completed(400)])

        let res = scheduler.start { xs.amb(ys) }

        XCTAssertEqual(res.events, [.next(210, 10), .next(230, 20), .completed(400)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 210)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 400)])
    }

    func testLeftWins() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(300)])
        let ys = scheduler.createHotObservable([.next(220, 10), .completed(400)])

        let res = scheduler.start { xs.amb(ys) }

        XCTAssertEqual(res.events, [.next(210, 1), .completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 210)])
    }

    func testErrorDecidesToo() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(220, 1), .completed(300)])
        let ys = scheduler.createHotObservable([Recorded<Event<Int>>.error(210, testError)])

        let res = scheduler.start { xs.amb(ys) }

        XCTAssertEqual(res.events, [.error(210, testError)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 210)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 210)])
    }

    func testCompletionDecidesToo() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([Recorded<Event<Int>>.completed(210)])
        let ys = scheduler.createHotObservable([.next(220, 1), .completed(300)])

        let res = scheduler.start { xs.amb(ys) }

        XCTAssertEqual(res.events, [.completed(210)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 210)])
    }

    func testErrorFromTheWinnerLaterIsForwarded() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(250, testError)])
        let ys = scheduler.createHotObservable([.next(220, 10), .completed(400)])

        let res = scheduler.start { xs.amb(ys) }

        XCTAssertEqual(res.events, [.next(210, 1), .error(250, testError)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testNeverAgainstNeverNeverDecides() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([Recorded<Event<Int>>.next(150, 1)])
        let ys = scheduler.createHotObservable([Recorded<Event<Int>>.next(150, 1)])

        let res = scheduler.start { xs.amb(ys) }

        XCTAssertEqual(res.events, [])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 1000)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 1000)])
    }

    func testStaticOverASequenceDisposesEveryLoser() {
        let scheduler = TestScheduler(initialClock: 0)
        let sources = [
            scheduler.createHotObservable([.next(230, 1), .completed(300)]),
            scheduler.createHotObservable([.next(220, 2), .next(240, 3), .completed(310)]),
            scheduler.createHotObservable([.next(225, 4), .completed(320)]),
        ]

        let res = scheduler.start { Observable.amb(sources.map { $0.asObservable() }) }

        XCTAssertEqual(res.events, [.next(220, 2), .next(240, 3), .completed(310)])
        XCTAssertEqual(sources.map(\.subscriptions), [[Subscription(200, 220)], [Subscription(200, 310)], [Subscription(200, 220)]])
    }

    func testStaticVariadic() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(230, 1), .completed(300)])
        let ys = scheduler.createHotObservable([.next(220, 2), .completed(310)])
        let zs = scheduler.createHotObservable([.next(240, 3), .completed(320)])

        let res = scheduler.start { Observable.amb(xs.asObservable(), ys.asObservable(), zs.asObservable()) }

        XCTAssertEqual(res.events, [.next(220, 2), .completed(310)])
        XCTAssertEqual(zs.subscriptions, [Subscription(200, 220)])
    }

    func testNoSourcesNeverEmitsAndOneSourceIsMirrored() {
        let scheduler = TestScheduler(initialClock: 0)
        let none = scheduler.start { Observable<Int>.amb([Observable<Int>]()) }
        XCTAssertEqual(none.events, [])

        let xs = scheduler.createHotObservable([.next(1100, 1), .completed(1200)])
        let one = scheduler.start(created: 1000, subscribed: 1050, disposed: 2000) { Observable.amb([xs.asObservable()]) }
        XCTAssertEqual(one.events, [.next(1100, 1), .completed(1200)])
        XCTAssertEqual(xs.subscriptions, [Subscription(1050, 1200)])
    }

    func testDisposalBeforeADecisionDisposesEverySource() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(230, 1), .completed(300)])
        let ys = scheduler.createHotObservable([.next(240, 2), .completed(300)])

        let res = scheduler.start(disposed: 220) { xs.amb(ys) }

        XCTAssertEqual(res.events, [])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 220)])
    }

    func testDisposalAfterTheDecisionDisposesTheWinner() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(230, 2), .completed(300)])
        let ys = scheduler.createHotObservable([.next(240, 2), .completed(300)])

        let res = scheduler.start(disposed: 220) { xs.amb(ys) }

        XCTAssertEqual(res.events, [.next(210, 1)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 210)])
    }

    /// RxSwift subscribes every source, in order, even after one won at subscription: the later
    /// ones are subscribed and released in the same tick, and nothing of them is delivered.
    func testSynchronousWinnerStillSubscribesAndReleasesTheSourcesAfterIt() {
        let scheduler = TestScheduler(initialClock: 0)
        let ys = scheduler.createHotObservable([.next(210, 2), .completed(300)])
        let zs = scheduler.createColdObservable([.next(0, 3), .completed(0)])

        let res = scheduler.start { Observable.amb([Observable.just(1), ys.asObservable(), zs.asObservable()]) }

        XCTAssertEqual(res.events, [.next(200, 1), .completed(200)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 200)])
        XCTAssertEqual(zs.subscriptions, [Subscription(200, 200)])
    }

    #if TRACE_RESOURCES
    func testEverythingIsReleasedAfterCompletionErrorAndDisposal() {
        let before = Resources.total
        do {
            let subject = PublishSubject<Int>()
            _ = subject.amb(Observable.of(1, 2)).subscribe()
            _ = Observable<Int>.amb([Observable.never(), Observable.error(testError)]).subscribe(onError: { _ in })
            let other = PublishSubject<Int>()
            let subscription = Observable.amb(subject.asObservable(), other.asObservable()).subscribe()
            other.onNext(1)
            subscription.dispose()
        }
        XCTAssertEqual(Resources.total, before)
    }
    #endif

    func testLoserEmittingFromInsideTheWinnersOnNextIsIgnored() {
        let xs = PublishSubject<Int>()
        let ys = PublishSubject<Int>()
        var received: [Int] = []
        let subscription = xs.amb(ys).subscribe(onNext: { value in
            received.append(value)
            ys.onNext(value * 10)
        })
        xs.onNext(1)
        xs.onNext(2)
        subscription.dispose()

        XCTAssertEqual(received, [1, 2])
        XCTAssertFalse(ys.hasObservers, "the loser was disposed")
    }
}
