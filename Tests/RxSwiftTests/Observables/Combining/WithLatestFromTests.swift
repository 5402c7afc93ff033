import Foundation
import RxSwift
import RxTest
import XCTest
import RxTestSupport

private let testError = NSError(domain: "WithLatestFromTests", code: 1)

final class WithLatestFromTests: RxTestCase {
    func testCombinesWithTheLatestOfSecondAndDropsEarlierElements() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 1), .next(210, 2), .next(230, 3), .next(250, 4), .next(260, 5), .completed(300)])
        let ys = scheduler.createHotObservable([.next(150, "x"), .next(220, "a"), .next(240, "b"), .completed(245)])

        let res = scheduler.start { xs.withLatestFrom(ys) { "\($0)\($1)" } }

        XCTAssertEqual(res.events, [.next(230, "3a"), .next(250, "4b"), .next(260, "5b"), .completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 245)], "second's completion ends only its subscription")
    }

    func testWithoutResultSelectorEmitsTheLatestOfSecond() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 2), .next(230, 3), .next(250, 4), .completed(300)])
        let ys = scheduler.createHotObservable([.next(220, "a"), .next(240, "b"), .completed(400)])

        let res = scheduler.start { xs.withLatestFrom(ys) }

        XCTAssertEqual(res.events, [.next(230, "a"), .next(250, "b"), .completed(300)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 300)])
    }

    func testFirstCompletingCompletesAndDisposesSecond() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([Recorded<Event<Int>>.completed(230)])
        let ys = scheduler.createHotObservable([.next(220, "a")])

        let res = scheduler.start { xs.withLatestFrom(ys) }

        XCTAssertEqual(res.events, [.completed(230)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 230)])
    }

    func testSecondCompletingWithoutElementsDropsEverything() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(220, 1), .next(230, 2), .completed(300)])
        let ys = scheduler.createHotObservable([Recorded<Event<String>>.completed(210)])

        let res = scheduler.start { xs.withLatestFrom(ys) }

        XCTAssertEqual(res.events, [.completed(300)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 210)])
    }

    func testErrorFromFirst() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(230, 1), .error(240, testError)])
        let ys = scheduler.createHotObservable([.next(220, "a"), .completed(400)])

        let res = scheduler.start { xs.withLatestFrom(ys) }

        XCTAssertEqual(res.events, [.next(230, "a"), .error(240, testError)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 240)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 240)])
    }

    func testErrorFromSecondEndsEverything() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(230, 1), .next(250, 2), .completed(300)])
        let ys = scheduler.createHotObservable([.next(220, "a"), .error(240, testError)])

        let res = scheduler.start { xs.withLatestFrom(ys) }

        XCTAssertEqual(res.events, [.next(230, "a"), .error(240, testError)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 240)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 240)])
    }

    func testThrowingResultSelectorErrorsAndDisposesBoth() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(230, 1), .next(240, 2), .completed(300)])
        let ys = scheduler.createHotObservable([.next(220, 10), .completed(400)])

        let res = scheduler.start {
            xs.withLatestFrom(ys) { x, y -> Int in
                if x == 2 { throw testError }
                return x + y
            }
        }

        XCTAssertEqual(res.events, [.next(230, 11), .error(240, testError)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 240)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 240)])
    }

    func testDisposalMidStreamDisposesBoth() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(230, 1), .next(260, 2), .completed(300)])
        let ys = scheduler.createHotObservable([.next(220, "a"), .completed(400)])

        let res = scheduler.start(disposed: 250) { xs.withLatestFrom(ys) }

        XCTAssertEqual(res.events, [.next(230, "a")])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 250)])
    }

    func testSecondIsSubscribedFirst() {
        var log: [String] = []
        let first = Observable<Int>.deferred { log.append("first"); return .just(1) }
        let second = Observable<String>.deferred { log.append("second"); return .just("a") }

        var received: [String] = []
        _ = first.withLatestFrom(second) { "\($0)\($1)" }.subscribe(onNext: { received.append($0) })

        XCTAssertEqual(log, ["second", "first"])
        XCTAssertEqual(received, ["1a"], "second's synchronous element is there for first's")

        let subject = BehaviorSubject(value: "current")
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Observable.just(1).withLatestFrom(subject) }
        XCTAssertEqual(res.events, [.next(200, "current"), .completed(200)])
    }

    /// As in RxSwift: the first sequence is subscribed even though the sequence already failed,
    /// and released in the same tick.
    func testImmediateErrorFromSecondReleasesFirstAtOnce() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([Recorded<Event<Int>>.next(210, 1)])

        let res = scheduler.start { xs.withLatestFrom(Observable<Int>.error(testError)) }

        XCTAssertEqual(res.events, [.error(200, testError)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 200)])
    }

    func testSecondUpdatedFromInsideOnNextIsUsedNext() {
        let xs = PublishSubject<Int>()
        let ys = PublishSubject<String>()
        var received: [String] = []
        let subscription = xs.withLatestFrom(ys) { "\($0)\($1)" }
            .subscribe(onNext: { value in
                received.append(value)
                if value == "1a" {
                    ys.onNext("b")
                }
            })
        ys.onNext("a")
        xs.onNext(1)
        xs.onNext(2)
        subscription.dispose()

        XCTAssertEqual(received, ["1a", "2b"])
    }

    #if TRACE_RESOURCES
    func testEverythingIsReleasedAfterCompletionErrorAndDisposal() {
        let before = Resources.total
        do {
            _ = Observable.of(1, 2).withLatestFrom(Observable.just("a")).subscribe()
            _ = Observable.just(1).withLatestFrom(Observable<Int>.error(testError)).subscribe(onError: { _ in })
            let subject = PublishSubject<Int>()
            let subscription = subject.withLatestFrom(Observable.just(1)) { $0 + $1 }.subscribe()
            subject.onNext(1)
            subscription.dispose()
        }
        XCTAssertEqual(Resources.total, before)
    }
    #endif

    func testDisposingFromInsideOnNextStopsAtOnce() {
        let xs = PublishSubject<Int>()
        let ys = PublishSubject<Int>()
        var received: [Int] = []
        var subscription: Disposable?
        subscription = ys.withLatestFrom(xs) { $1 + $0 }.subscribe(onNext: { value in
            received.append(value)
            subscription?.dispose()
        })
        xs.onNext(1)
        ys.onNext(10)
        xs.onNext(2)
        ys.onNext(20)

        XCTAssertEqual(received, [11], "xs is the latest side, ys drives")
        XCTAssertFalse(xs.hasObservers)
        XCTAssertFalse(ys.hasObservers)
    }

    func testDisposalReleasesTheLatestElement() {
        final class Token {}
        weak var released: Token?
        let xs = PublishSubject<Int>()
        let ys = PublishSubject<Token>()
        let subscription = xs.withLatestFrom(ys).subscribe()
        do {
            let token = Token()
            released = token
            ys.onNext(token)
        }
        XCTAssertNotNil(released)
        subscription.dispose()
        XCTAssertNil(released)
    }
}
