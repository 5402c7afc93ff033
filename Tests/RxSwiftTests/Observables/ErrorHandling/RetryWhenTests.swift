import Foundation
import RxSwift
import RxTest
import XCTest
import RxTestSupport

private let testError = NSError(domain: "RetryWhenTests", code: 1)
private let triggerError = NSError(domain: "RetryWhenTests.trigger", code: 2)

private enum Transient: Error, Equatable {
    case timeout
}

final class RetryWhenTests: RxTestCase {
    func testTriggerElementResubscribesAtOnce() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .next(20, 2), .error(30, testError)])
        let res = scheduler.start(disposed: 300) {
            xs.retry(when: { (errors: Observable<Swift.Error>) in errors })
        }
        XCTAssertEqual(res.events, [
            .next(210, 1), .next(220, 2), .next(240, 1), .next(250, 2), .next(270, 1), .next(280, 2),
        ])
        XCTAssertEqual(xs.subscriptions, [
            Subscription(200, 230), Subscription(230, 260), Subscription(260, 290), Subscription(290, 300),
        ])
    }

    func testDelayedTriggerLeavesAGapBetweenSubscriptionWindows() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .error(20, testError)])
        let res = scheduler.start(disposed: 290) {
            xs.retry(when: { errors in
                errors.flatMap { _ in Observable<Int>.timer(.seconds(5), scheduler: scheduler) }
            })
        }
        XCTAssertEqual(res.events, [.next(210, 1), .next(235, 1), .next(260, 1), .next(285, 1)])
        XCTAssertEqual(xs.subscriptions, [
            Subscription(200, 220), Subscription(225, 245), Subscription(250, 270), Subscription(275, 290),
        ])
    }

    func testSourceCompletionCompletesWhateverTheTriggerDoes() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 1), .next(220, 2), .completed(250)])
        let trigger = scheduler.createHotObservable([.next(150, 0), .next(215, 0), .completed(230)])
        let res = scheduler.start {
            xs.retry(when: { (_: Observable<Swift.Error>) in trigger })
        }
        XCTAssertEqual(res.events, [.next(220, 2), .completed(250)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
        XCTAssertEqual(trigger.subscriptions, [Subscription(200, 230)])
    }

    func testNeverTriggeringTriggerSwallowsTheErrorUntilDisposal() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(250, testError)])
        let trigger = scheduler.createHotObservable([Recorded<Event<Int>>]())
        let res = scheduler.start {
            xs.retry(when: { (_: Observable<Swift.Error>) in trigger })
        }
        XCTAssertEqual(res.events, [.next(210, 1)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
        XCTAssertEqual(trigger.subscriptions, [Subscription(200, 1000)])
    }

    func testTriggerElementWhileTheSourceRunsIsIgnored() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(5, 1), .error(30, testError)])
        let trigger = scheduler.createHotObservable([.next(215, 0), .next(240, 0), .next(250, 0)])
        let res = scheduler.start(disposed: 300) {
            xs.retry(when: { (_: Observable<Swift.Error>) in trigger })
        }
        XCTAssertEqual(res.events, [.next(205, 1), .next(245, 1)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230), Subscription(240, 270)])
    }

    func testTriggerCompletionWhileWaitingCompletesAtOnce() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .error(20, testError)])
        let trigger = scheduler.createHotObservable([Recorded<Event<Int>>.completed(240)])
        let res = scheduler.start {
            xs.retry(when: { (_: Observable<Swift.Error>) in trigger })
        }
        XCTAssertEqual(res.events, [.next(210, 1), .completed(240)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
        XCTAssertEqual(trigger.subscriptions, [Subscription(200, 240)])
    }

    func testTriggerErrorWhileWaitingFailsAtOnce() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .error(20, testError)])
        let trigger = scheduler.createHotObservable([Recorded<Event<Int>>.error(240, triggerError)])
        let res = scheduler.start {
            xs.retry(when: { (_: Observable<Swift.Error>) in trigger })
        }
        XCTAssertEqual(res.events, [.next(210, 1), .error(240, triggerError)])
    }

    func testTriggerCompletionWhileTheSourceRunsEndsTheSequenceAtTheNextFailure() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(230, 2), .error(250, testError)])
        let trigger = scheduler.createHotObservable([Recorded<Event<Int>>.completed(220)])
        let res = scheduler.start {
            xs.retry(when: { (_: Observable<Swift.Error>) in trigger })
        }
        XCTAssertEqual(res.events, [.next(210, 1), .next(230, 2), .completed(250)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
        XCTAssertEqual(trigger.subscriptions, [Subscription(200, 220)])
    }

    func testTriggerErrorWhileTheSourceRunsIsDeliveredAtTheNextFailure() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(250, testError)])
        let trigger = scheduler.createHotObservable([Recorded<Event<Int>>.error(220, triggerError)])
        let res = scheduler.start {
            xs.retry(when: { (_: Observable<Swift.Error>) in trigger })
        }
        XCTAssertEqual(res.events, [.next(210, 1), .error(250, triggerError)])
    }

    func testEmptyTriggerCompletesAtTheFirstFailure() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(100, 1), .next(150, 2), .error(200, testError)])
        let res = scheduler.start {
            xs.retry(when: { (_: Observable<Swift.Error>) in Observable<Int>.empty() })
        }
        XCTAssertEqual(res.events, [.next(300, 1), .next(350, 2), .completed(400)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 400)])
    }

    func testErrorThrownInTheTriggerPipelineEndsTheSequence() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .next(20, 2), .error(30, testError)])
        let res = scheduler.start(disposed: 300) {
            xs.retry(when: { (errors: Observable<Swift.Error>) in
                var failures = 0
                return errors.map { _ -> Int in
                    failures += 1
                    if failures == 2 { throw triggerError }
                    return failures
                }
            })
        }
        XCTAssertEqual(res.events, [.next(210, 1), .next(220, 2), .next(240, 1), .next(250, 2), .error(260, triggerError)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230), Subscription(230, 260)])
    }

    func testHandlerRunsOncePerSubscriptionAndSubscribesTheTriggerBeforeTheSource() {
        var log: [String] = []
        let source = Observable<Int>.never().do(onSubscribe: { log.append("source") })
        let retried = source.retry(when: { (errors: Observable<Swift.Error>) -> Observable<Int> in
            log.append("handler")
            return Observable<Int>.never().do(onSubscribe: { log.append("trigger") })
        })
        let first = retried.subscribe()
        let second = retried.subscribe()
        XCTAssertEqual(log, ["handler", "trigger", "source", "handler", "trigger", "source"])
        first.dispose()
        second.dispose()
    }

    func testDisposalWhileWaitingDisposesTheTrigger() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .error(20, testError)])
        let trigger = scheduler.createHotObservable([Recorded<Event<Int>>.next(300, 0)])
        let res = scheduler.start(disposed: 250) {
            xs.retry(when: { (_: Observable<Swift.Error>) in trigger })
        }
        XCTAssertEqual(res.events, [.next(210, 1)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
        XCTAssertEqual(trigger.subscriptions, [Subscription(200, 250)])
    }

    func testDisposalWhileTheSourceRunsDisposesBoth() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .error(20, testError)])
        let res = scheduler.start(disposed: 235) {
            xs.retry(when: { (errors: Observable<Swift.Error>) in errors })
        }
        XCTAssertEqual(res.events, [.next(210, 1), .next(230, 1)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220), Subscription(220, 235)])
    }

    func testElementEmittedFromInsideOnNextKeepsOrder() {
        let subject = PublishSubject<Int>()
        var received: [Int] = []
        let subscription = subject
            .retry(when: { (errors: Observable<Swift.Error>) in errors })
            .subscribe(onNext: { element in
                received.append(element)
                if element == 1 { subject.onNext(2) }
                received.append(-element)
            })
        let anomalies = recordingAnomalies { subject.onNext(1) }
        XCTAssertEqual(anomalies, [.reentrancy])
        XCTAssertEqual(received, [1, -1, 2, -2])
        subscription.dispose()
        XCTAssertFalse(subject.hasObservers)
    }

    // MARK: The typed-error form

    func testTypedFormRetriesMatchingErrors() {
        var attempt = 0
        let source = Observable<Int>.deferred {
            attempt += 1
            return attempt < 3 ? .error(Transient.timeout) : .just(attempt)
        }
        var seen: [Transient] = []
        var events: [Event<Int>] = []
        _ = source
            .retry(when: { (errors: Observable<Transient>) in
                errors.map { error -> Transient in
                    seen.append(error)
                    return error
                }
            })
            .subscribe { events.append($0) }
        XCTAssertEqual(events, [.next(3), .completed])
        XCTAssertEqual(seen, [.timeout, .timeout])
    }

    func testTypedFormForwardsOtherErrorsAtOnce() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .error(20, testError)])
        var notified = 0
        let res = scheduler.start {
            xs.retry(when: { (errors: Observable<Transient>) in
                errors.do(onNext: { _ in notified += 1 })
            })
        }
        XCTAssertEqual(res.events, [.next(210, 1), .error(220, testError)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
        XCTAssertEqual(notified, 0)
    }

    // MARK: Synchronous sources and threads

    func testHundredThousandSynchronousRetriesRunWithoutGrowingTheStackOrReentrancy() {
        var subscriptions = 0
        let source = Observable<Int>.deferred {
            subscriptions += 1
            return subscriptions < 100_000 ? .error(testError) : .just(subscriptions)
        }
        var events: [Event<Int>] = []
        let anomalies = recordingAnomalies {
            _ = source.retry(when: { (errors: Observable<Swift.Error>) in errors }).subscribe { events.append($0) }
        }
        XCTAssertEqual(anomalies, [])
        XCTAssertEqual(subscriptions, 100_000)
        XCTAssertEqual(events, [.next(100_000), .completed])
    }

    func testSourceFailingSynchronouslyAfterAnAsynchronousFailureDoesNotNestTheErrorsDelivery() {
        // The first failure comes later from a subject; retries then fail at once. Notifying
        // the trigger again from inside its previous notification would be reported.
        let start = PublishSubject<Int>()
        var attempt = 0
        let source = Observable<Int>.deferred {
            attempt += 1
            if attempt == 1 { return start.asObservable() }
            return attempt < 5 ? .error(testError) : .just(attempt)
        }
        var events: [Event<Int>] = []
        _ = source.retry(when: { (errors: Observable<Swift.Error>) in errors }).subscribe { events.append($0) }
        let anomalies = recordingAnomalies {
            start.onError(testError)
        }
        XCTAssertEqual(anomalies, [])
        XCTAssertEqual(events, [.next(5), .completed])
    }

    func testTriggerOnAnotherThreadRetriesUntilItGivesUp() {
        let queue = DispatchQueue(label: "RetryWhenTests.trigger")
        let subscriptions = Locked(0)
        let source = Observable<Int>.create { observer in
            subscriptions.add(1)
            observer.onNext(subscriptions.value)
            observer.onError(testError)
            return Disposables.create()
        }
        let retried = source.retry(when: { (errors: Observable<Swift.Error>) in
            Observable<Int>.create { trigger in
                var failures = 0
                return errors.subscribe(onNext: { error in
                    failures += 1
                    let failure = failures
                    queue.async {
                        if failure < 20 {
                            trigger.onNext(failure)
                        } else {
                            trigger.onError(error)
                        }
                    }
                })
            }
        })
        let received = Locked<[Int]>([])
        let done = expectation(description: "gave up")
        let subscription = retried.subscribe(
            onNext: { element in received.withLock { $0.append(element) } },
            onError: { _ in done.fulfill() }
        )
        wait(for: [done], timeout: 10)
        subscription.dispose()
        XCTAssertEqual(received.value, Array(1...20))
        XCTAssertEqual(subscriptions.value, 20)
    }

    // MARK: Deprecated spellings

    func testDeprecatedRetryWhenBothForms() {
        struct Exercise: DeprecatedAPIExercise {
            @available(*, deprecated, message: "exercises retryWhen(_:)")
            func run() {
                var attempt = 0
                let source = Observable<Int>.deferred {
                    attempt += 1
                    return attempt < 3 ? .error(Transient.timeout) : .just(attempt)
                }
                var untyped: [Event<Int>] = []
                _ = source.retryWhen { (errors: Observable<Swift.Error>) in errors }.subscribe { untyped.append($0) }
                XCTAssertEqual(untyped, [.next(3), .completed])

                attempt = 0
                var typed: [Event<Int>] = []
                _ = source.retryWhen { (errors: Observable<Transient>) in errors }.subscribe { typed.append($0) }
                XCTAssertEqual(typed, [.next(3), .completed])
            }
        }
        (Exercise() as DeprecatedAPIExercise).run()
    }

    func testDisposalRacingWithTheTriggerLeavesNothingSubscribed() {
        let queue = DispatchQueue(label: "RetryWhenTests.race", attributes: .concurrent)
        for _ in 0..<50 {
            let active = Locked(0)
            let subscriptions = Locked(0)
            let source = Observable<Int>.create { observer in
                active.add(1)
                subscriptions.add(1)
                observer.onError(testError)
                return Disposables.create { active.add(-1) }
            }
            let triggers = Locked(0)
            let retried = source.retry(when: { (errors: Observable<Swift.Error>) in
                Observable<Int>.create { trigger in
                    errors.subscribe(onNext: { _ in
                        queue.async {
                            triggers.add(1)
                            trigger.onNext(0)
                        }
                    })
                }
            })
            let subscription = retried.subscribe()
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
extension RetryWhenTests {
    func testEverythingIsReleasedAfterwards() {
        let before = Resources.total
        do {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createColdObservable([.next(10, 1), .error(20, testError)])
            let trigger = scheduler.createHotObservable([Recorded<Event<Int>>.completed(300)])
            let completed = scheduler.start { xs.retry(when: { (_: Observable<Swift.Error>) in trigger }) }
            let secondScheduler = TestScheduler(initialClock: 0)
            let ys = secondScheduler.createColdObservable([.next(10, 1), .error(20, testError)])
            let disposed = secondScheduler.start(disposed: 260) {
                ys.retry(when: { (errors: Observable<Swift.Error>) in errors })
            }
            XCTAssertEqual(completed.events.last, .completed(300))
            XCTAssertEqual(disposed.events.count, 3)
            _ = Observable<Int>.error(testError).retry(when: { (errors: Observable<Swift.Error>) in errors.take(firstOf: 3) }).subscribe()
        }
        XCTAssertEqual(Resources.total, before)
    }
}

private extension Observable where Element == Swift.Error {
    /// Passes the first `count` errors, then completes (a small `take` for this test).
    func take(firstOf count: Int) -> Observable<Swift.Error> {
        Observable.create { observer in
            var seen = 0
            return self.subscribe(onNext: { error in
                seen += 1
                if seen <= count { observer.onNext(error) } else { observer.onCompleted() }
            })
        }
    }
}
#endif
