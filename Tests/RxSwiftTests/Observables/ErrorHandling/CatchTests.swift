import Foundation
import RxSwift
import RxTest
import XCTest
import RxTestSupport

private let sourceError = NSError(domain: "CatchTests.source", code: 1)
private let recoveryError = NSError(domain: "CatchTests.recovery", code: 2)
private let thrownError = NSError(domain: "CatchTests.thrown", code: 3)

final class CatchTests: RxTestCase {
    func testWithoutErrorPassesEverythingAndNeverCallsTheHandler() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 0), .next(210, 1), .next(220, 2), .completed(250)])
        var handlerCalls = 0
        let res = scheduler.start {
            xs.catch { _ in
                handlerCalls += 1
                return .just(99)
            }
        }
        XCTAssertEqual(res.events, [.next(210, 1), .next(220, 2), .completed(250)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
        XCTAssertEqual(handlerCalls, 0)
    }

    func testErrorSwitchesToTheHandlersSequence() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .error(230, sourceError), .next(240, 3)])
        let ys = scheduler.createColdObservable([.next(10, 8), .next(20, 9), .completed(30)])
        var received: [NSError] = []
        let res = scheduler.start {
            xs.catch { error in
                received.append(error as NSError)
                return ys.asObservable()
            }
        }
        XCTAssertEqual(res.events, [.next(210, 1), .next(220, 2), .next(240, 8), .next(250, 9), .completed(260)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
        XCTAssertEqual(ys.subscriptions, [Subscription(230, 260)])
        XCTAssertEqual(received, [sourceError])
    }

    func testErrorOfTheHandlersSequenceIsForwardedNotCaughtAgain() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(230, sourceError)])
        let ys = scheduler.createColdObservable([.next(10, 8), .error(20, recoveryError)])
        var handlerCalls = 0
        let res = scheduler.start {
            xs.catch { _ in
                handlerCalls += 1
                return ys.asObservable()
            }
        }
        XCTAssertEqual(res.events, [.next(210, 1), .next(240, 8), .error(250, recoveryError)])
        XCTAssertEqual(ys.subscriptions, [Subscription(230, 250)])
        XCTAssertEqual(handlerCalls, 1)
    }

    func testHandlerThatThrowsEndsTheSequenceWithTheThrownError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(230, sourceError)])
        let res = scheduler.start {
            xs.catch { _ in throw thrownError }
        }
        XCTAssertEqual(res.events, [.next(210, 1), .error(230, thrownError)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    func testDisposalBeforeTheErrorUnsubscribesTheSourceAndNeverCallsTheHandler() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(230, sourceError)])
        let ys = scheduler.createColdObservable([.next(10, 8)])
        var handlerCalls = 0
        let res = scheduler.start(disposed: 225) {
            xs.catch { _ in
                handlerCalls += 1
                return ys.asObservable()
            }
        }
        XCTAssertEqual(res.events, [.next(210, 1)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 225)])
        XCTAssertEqual(ys.subscriptions, [])
        XCTAssertEqual(handlerCalls, 0)
    }

    func testDisposalDuringRecoveryUnsubscribesTheRecoverySequence() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([Recorded<Event<Int>>.error(230, sourceError)])
        let ys = scheduler.createColdObservable([.next(10, 8), .next(30, 9), .completed(40)])
        let res = scheduler.start(disposed: 250) {
            xs.catch { _ in ys.asObservable() }
        }
        XCTAssertEqual(res.events, [.next(240, 8)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
        XCTAssertEqual(ys.subscriptions, [Subscription(230, 250)])
    }

    func testImmediateErrorRecoversSynchronously() {
        var events: [Event<Int>] = []
        _ = Observable<Int>.error(sourceError)
            .catch { _ in .of(1, 2) }
            .subscribe { events.append($0) }
        XCTAssertEqual(events, [.next(1), .next(2), .completed])
    }

    func testEmptyCompletesAndNeverDoesNothing() {
        let scheduler = TestScheduler(initialClock: 0)
        let empty = scheduler.start { Observable<Int>.empty().catch { _ in .just(1) } }
        XCTAssertEqual(empty.events, [.completed(200)])

        let neverScheduler = TestScheduler(initialClock: 0)
        let xs = neverScheduler.createHotObservable([Recorded<Event<Int>>]())
        let never = neverScheduler.start(disposed: 500) { xs.catch { _ in .just(1) } }
        XCTAssertEqual(never.events, [])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 500)])
    }

    func testRecoveryEmittingSynchronouslyFromInsideTheErrorKeepsOrder() {
        let subject = PublishSubject<Int>()
        var events: [Event<Int>] = []
        let subscription = subject
            .catch { _ in .of(8, 9) }
            .subscribe { event in
                events.append(event)
                if event.element == 1 {
                    subject.onError(sourceError)
                }
            }
        // Feeding a subject from inside its own observer is reported (as in RxSwift) and queued.
        let anomalies = recordingAnomalies {
            subject.onNext(1)
        }
        XCTAssertEqual(anomalies, [.reentrancy])
        XCTAssertEqual(events, [.next(1), .next(8), .next(9), .completed])
        subscription.dispose()
    }

    func testSubscriberDisposingInsideTheRecoveryStopsIt() {
        let subject = PublishSubject<Int>()
        var received: [Int] = []
        var recoveryDisposed = false
        var subscription: Disposable?
        subscription = subject
            .catch { _ in
                Observable<Int>.create { observer in
                    observer.onNext(8)
                    observer.onNext(9)
                    observer.onCompleted()
                    return Disposables.create { recoveryDisposed = true }
                }
            }
            .subscribe(onNext: { element in
                received.append(element)
                subscription?.dispose()
            })
        subject.onError(sourceError)
        XCTAssertEqual(received, [8])
        XCTAssertTrue(recoveryDisposed)
        XCTAssertFalse(subject.hasObservers)
    }

    func testDeprecatedCatchErrorStillCatches() {
        struct Exercise: DeprecatedAPIExercise {
            @available(*, deprecated, message: "exercises catchError(_:)")
            func run() {
                var events: [Event<Int>] = []
                _ = Observable<Int>.error(sourceError)
                    .catchError { _ in .just(7) }
                    .subscribe { events.append($0) }
                XCTAssertEqual(events, [.next(7), .completed])
            }
        }
        (Exercise() as DeprecatedAPIExercise).run()
    }
}

final class CatchSequenceTests: RxTestCase {
    func testSubscribesTheSourcesInTurnWhileTheyFail() {
        let scheduler = TestScheduler(initialClock: 0)
        let a = scheduler.createColdObservable([.next(10, 1), .error(20, sourceError)])
        let b = scheduler.createColdObservable([.next(10, 2), .error(20, recoveryError)])
        let c = scheduler.createColdObservable([.next(10, 3), .completed(20)])
        let d = scheduler.createColdObservable([.next(10, 4), .completed(20)])
        let res = scheduler.start {
            Observable.catch(sequence: [a, b, c, d].map { $0.asObservable() })
        }
        XCTAssertEqual(res.events, [.next(210, 1), .next(230, 2), .next(250, 3), .completed(260)])
        XCTAssertEqual(a.subscriptions, [Subscription(200, 220)])
        XCTAssertEqual(b.subscriptions, [Subscription(220, 240)])
        XCTAssertEqual(c.subscriptions, [Subscription(240, 260)])
        XCTAssertEqual(d.subscriptions, [])
    }

    func testForwardsTheLastErrorWhenEverySourceFails() {
        let scheduler = TestScheduler(initialClock: 0)
        let a = scheduler.createColdObservable([Recorded<Event<Int>>.error(10, sourceError)])
        let b = scheduler.createColdObservable([Recorded<Event<Int>>.error(10, recoveryError)])
        let res = scheduler.start { Observable.catch(sequence: [a.asObservable(), b.asObservable()]) }
        XCTAssertEqual(res.events, [.error(220, recoveryError)])
    }

    func testEmptySequenceCompletesAtOnce() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Observable<Int>.catch(sequence: [Observable<Int>]()) }
        XCTAssertEqual(res.events, [.completed(200)])
    }

    func testSourcesArePulledOneAtATime() {
        let subjects = [PublishSubject<Int>(), PublishSubject<Int>(), PublishSubject<Int>()]
        var pulled = 0
        let sources = subjects.lazy.map { subject -> Observable<Int> in
            pulled += 1
            return subject.asObservable()
        }
        let subscription = Observable.catch(sequence: sources).subscribe()
        XCTAssertEqual(pulled, 1)
        subjects[0].onError(sourceError)
        XCTAssertEqual(pulled, 2)
        XCTAssertTrue(subjects[1].hasObservers)
        XCTAssertFalse(subjects[2].hasObservers)
        subscription.dispose()
    }

    func testDisposalMidStreamUnsubscribesTheCurrentSource() {
        let scheduler = TestScheduler(initialClock: 0)
        let a = scheduler.createColdObservable([Recorded<Event<Int>>.error(10, sourceError)])
        let b = scheduler.createColdObservable([.next(10, 2), .next(100, 3)])
        let res = scheduler.start(disposed: 250) { Observable.catch(sequence: [a.asObservable(), b.asObservable()]) }
        XCTAssertEqual(res.events, [.next(220, 2)])
        XCTAssertEqual(b.subscriptions, [Subscription(210, 250)])
    }

    func testDeprecatedStaticCatchError() {
        struct Exercise: DeprecatedAPIExercise {
            @available(*, deprecated, message: "exercises Observable.catchError(_:)")
            func run() {
                var events: [Event<Int>] = []
                _ = Observable.catchError([Observable<Int>.error(sourceError), .just(5)]).subscribe { events.append($0) }
                XCTAssertEqual(events, [.next(5), .completed])
            }
        }
        (Exercise() as DeprecatedAPIExercise).run()
    }
}

#if TRACE_RESOURCES
extension CatchTests {
    func testEverythingIsReleasedAfterwards() {
        let before = Resources.total
        do {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.next(210, 1), .error(230, sourceError)])
            let ys = scheduler.createColdObservable([.next(10, 8), .next(500, 9)])
            _ = scheduler.start(disposed: 300) { xs.catch { _ in ys.asObservable() } }
            _ = Observable<Int>.error(sourceError).catchAndReturn(1).subscribe()
            _ = Observable.catch(sequence: [Observable<Int>.error(sourceError), .just(1)]).subscribe()
            _ = Observable<Int>.empty().ifEmpty(switchTo: .just(1)).ifEmpty(default: 2).subscribe()
        }
        XCTAssertEqual(Resources.total, before)
    }
}
#endif
