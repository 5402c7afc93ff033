import Foundation
import RxSwift
import RxTest
import XCTest
import RxTestSupport

private let testError = NSError(domain: "RetryTests", code: 1)

final class RetryTests: RxTestCase {
    // MARK: retry()

    func testRetryResubscribesAfterEachErrorWithExactSubscriptionWindows() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .next(20, 2), .error(30, testError)])
        let res = scheduler.start(disposed: 300) { xs.retry() }
        XCTAssertEqual(res.events, [
            .next(210, 1), .next(220, 2),
            .next(240, 1), .next(250, 2),
            .next(270, 1), .next(280, 2),
        ])
        XCTAssertEqual(xs.subscriptions, [
            Subscription(200, 230), Subscription(230, 260), Subscription(260, 290), Subscription(290, 300),
        ])
    }

    func testRetryForwardsCompletion() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(210, 1), .error(220, testError), .next(230, 2), .completed(250), .next(260, 3),
        ])
        let res = scheduler.start { xs.retry() }
        XCTAssertEqual(res.events, [.next(210, 1), .next(230, 2), .completed(250)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220), Subscription(220, 250)])
    }

    func testRetryWithoutErrorSubscribesOnce() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .completed(20)])
        let res = scheduler.start { xs.retry() }
        XCTAssertEqual(res.events, [.next(210, 1), .completed(220)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func testRetryOnNeverWaitsUntilDisposal() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([Recorded<Event<Int>>]())
        let res = scheduler.start(disposed: 400) { xs.retry() }
        XCTAssertEqual(res.events, [])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 400)])
    }

    func testRetryOnEmptyCompletesAtOnce() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Observable<Int>.empty().retry() }
        XCTAssertEqual(res.events, [.completed(200)])
    }

    // MARK: retry(_:)

    func testRetryCountSubscribesThatManyTimesThenForwardsTheLastError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .error(20, testError)])
        let res = scheduler.start { xs.retry(3) }
        XCTAssertEqual(res.events, [.next(210, 1), .next(230, 1), .next(250, 1), .error(260, testError)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220), Subscription(220, 240), Subscription(240, 260)])
    }

    func testRetryCountForwardsTheLastAttemptsError() {
        var attempt = 0
        let source = Observable<Int>.deferred {
            attempt += 1
            return .error(NSError(domain: "attempt", code: attempt))
        }
        var events: [Event<Int>] = []
        _ = source.retry(4).subscribe { events.append($0) }
        XCTAssertEqual(events, [.error(NSError(domain: "attempt", code: 4))])
    }

    func testRetryOneNeverResubscribes() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .error(20, testError)])
        let res = scheduler.start { xs.retry(1) }
        XCTAssertEqual(res.events, [.next(210, 1), .error(220, testError)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func testRetryZeroCompletesWithoutSubscribingAsRxSwiftDoes() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .error(20, testError)])
        let res = scheduler.start { xs.retry(0) }
        XCTAssertEqual(res.events, [.completed(200)])
        XCTAssertEqual(xs.subscriptions, [])
    }

    func testRetryCountStopsAtTheFirstCompletion() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .error(210, testError), .next(220, 1), .error(230, testError), .next(240, 2), .completed(250),
        ])
        let res = scheduler.start { xs.retry(5) }
        XCTAssertEqual(res.events, [.next(220, 1), .next(240, 2), .completed(250)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 210), Subscription(210, 230), Subscription(230, 250)])
    }

    func testRetryCountDisposedMidStream() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .error(20, testError)])
        let res = scheduler.start(disposed: 235) { xs.retry(10) }
        XCTAssertEqual(res.events, [.next(210, 1), .next(230, 1)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220), Subscription(220, 235)])
    }

    func testNegativeCountIsRejectedWithMessageNamingTheArgument() {
        assertPreconditionFailure(containing: "retry(_:): maxAttemptCount must not be negative (got -1)") {
            _ = Observable<Int>.never().retry(-1)
        }
    }

    // MARK: Synchronous failures and reentrancy

    func testHundredThousandSynchronousFailuresRunWithoutGrowingTheStack() {
        let attempts = 100_000
        var subscriptions = 0
        let source = Observable<Int>.create { observer in
            subscriptions += 1
            observer.onError(testError)
            return Disposables.create()
        }
        var events: [Event<Int>] = []
        _ = source.retry(attempts).subscribe { events.append($0) }
        XCTAssertEqual(subscriptions, attempts)
        XCTAssertEqual(events, [.error(testError)])
    }

    func testInfiniteRetryOfASynchronousSourceUntilItSucceeds() {
        var subscriptions = 0
        let source = Observable<Int>.deferred {
            subscriptions += 1
            return subscriptions < 100_000 ? .error(testError) : .of(1, 2)
        }
        var events: [Event<Int>] = []
        _ = source.retry().subscribe { events.append($0) }
        XCTAssertEqual(subscriptions, 100_000)
        XCTAssertEqual(events, [.next(1), .next(2), .completed])
    }

    func testRetryOfATrampolinedSourceKeepsOrder() {
        // `of` emits on the trampoline, so each error arrives after the subscription returned.
        let source = Observable.of(1, 2).concat(Observable<Int>.error(testError))
        var events: [Event<Int>] = []
        _ = source.retry(3).subscribe { events.append($0) }
        XCTAssertEqual(events, [.next(1), .next(2), .next(1), .next(2), .next(1), .next(2), .error(testError)])
    }

    func testElementEmittedFromInsideOnNextKeepsOrder() {
        let subject = PublishSubject<Int>()
        var received: [Int] = []
        let subscription = subject.retry().subscribe(onNext: { element in
            received.append(element)
            if element == 1 {
                subject.onNext(2)
            }
            received.append(-element)
        })
        let anomalies = recordingAnomalies {
            subject.onNext(1)
        }
        XCTAssertEqual(anomalies, [.reentrancy])
        XCTAssertEqual(received, [1, -1, 2, -2])
        subscription.dispose()
        XCTAssertFalse(subject.hasObservers)
    }

    // MARK: Threads

    func testFailureFromAnotherThreadWhileStillSubscribingIsRetriedByTheSubscribingThread() {
        // Each subscription fails from another thread and waits for that failure to be handled
        // before returning: the retry must not recurse into, nor wait for, the busy subscriber.
        let subscribingThreads = Locked<Set<ObjectIdentifier>>([])
        let count = Locked(0)
        let source = Observable<Int>.create { observer in
            count.add(1)
            subscribingThreads.withLock { $0.insert(ObjectIdentifier(Thread.current)) }
            let handled = DispatchSemaphore(value: 0)
            Thread {
                observer.onError(testError)
                handled.signal()
            }.start()
            XCTAssertEqual(handled.wait(timeout: .now() + 5), .success)
            return Disposables.create()
        }
        let done = expectation(description: "error")
        let thread = Thread {
            _ = source.retry(50).subscribe(onError: { _ in done.fulfill() })
        }
        thread.start()
        wait(for: [done], timeout: 10)
        XCTAssertEqual(count.value, 50)
        XCTAssertEqual(subscribingThreads.value.count, 1)
    }

    func testFailuresOnBackgroundQueuesAreRetriedInOrder() {
        let queue = DispatchQueue(label: "RetryTests.source", attributes: .concurrent)
        let attempts = Locked(0)
        let source = Observable<Int>.create { observer in
            let attempt = attempts.value
            attempts.add(1)
            queue.async {
                observer.onNext(attempt)
                if attempt < 200 {
                    observer.onError(testError)
                } else {
                    observer.onCompleted()
                }
            }
            return Disposables.create()
        }
        let received = Locked<[Int]>([])
        let done = expectation(description: "completed")
        let subscription = source.retry().subscribe(
            onNext: { element in received.withLock { $0.append(element) } },
            onCompleted: { done.fulfill() }
        )
        wait(for: [done], timeout: 10)
        subscription.dispose()
        XCTAssertEqual(received.value, Array(0...200))
        XCTAssertEqual(attempts.value, 201)
    }

    func testDisposalRacingWithResubscriptionLeavesNothingSubscribed() {
        let queue = DispatchQueue(label: "RetryTests.race", attributes: .concurrent)
        for _ in 0..<50 {
            let active = Locked(0)
            let subscriptions = Locked(0)
            let source = Observable<Int>.create { observer in
                active.add(1)
                subscriptions.add(1)
                queue.async { observer.onError(testError) }
                return Disposables.create { active.add(-1) }
            }
            let subscription = source.retry().subscribe()
            let deadline = Date().addingTimeInterval(5)
            while subscriptions.value < 20, Date() < deadline { usleep(10) }
            subscription.dispose()
            // A subscription already under way when `dispose()` ran may still reach the source
            // (and is disposed at once); nothing may follow it.
            let atDisposal = subscriptions.value
            usleep(2000)
            while active.value != 0, Date() < deadline { usleep(100) }
            XCTAssertEqual(active.value, 0)
            XCTAssertLessThanOrEqual(subscriptions.value, atDisposal + 1, "resubscribed after disposal")
        }
    }
}

#if TRACE_RESOURCES
extension RetryTests {
    func testEverythingIsReleasedAfterwards() {
        let before = Resources.total
        do {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createColdObservable([.next(10, 1), .error(20, testError)])
            _ = scheduler.start(disposed: 300) { xs.retry() }
            let secondScheduler = TestScheduler(initialClock: 0)
            let ys = secondScheduler.createColdObservable([.next(10, 1), .error(20, testError)])
            XCTAssertEqual(secondScheduler.start { ys.retry(3) }.events.last, .error(260, testError))
            _ = Observable<Int>.error(testError).retry(1_000).subscribe(onError: { _ in })
        }
        XCTAssertEqual(Resources.total, before)
    }
}
#endif
