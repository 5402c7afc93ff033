import Foundation
import RxSwift
import RxTest
import XCTest
import RxTestSupport

private let testError = NSError(domain: "CatchAndReturnTests", code: 1)

final class CatchAndReturnTests: RxTestCase {
    func testErrorIsReplacedByTheElementAndCompletion() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 0), .next(210, 1), .next(220, 2), .error(230, testError), .next(240, 3)])
        let res = scheduler.start { xs.catchAndReturn(9) }
        XCTAssertEqual(res.events, [.next(210, 1), .next(220, 2), .next(230, 9), .completed(230)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    func testCompletionPassesWithoutTheElement() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(230)])
        let res = scheduler.start { xs.catchAndReturn(9) }
        XCTAssertEqual(res.events, [.next(210, 1), .completed(230)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    func testDisposalMidStreamUnsubscribesTheSource() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(230, testError)])
        let res = scheduler.start(disposed: 220) { xs.catchAndReturn(9) }
        XCTAssertEqual(res.events, [.next(210, 1)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func testImmediateErrorEmptyAndNever() {
        var events: [Event<Int>] = []
        _ = Observable<Int>.error(testError).catchAndReturn(9).subscribe { events.append($0) }
        XCTAssertEqual(events, [.next(9), .completed])

        events = []
        _ = Observable<Int>.empty().catchAndReturn(9).subscribe { events.append($0) }
        XCTAssertEqual(events, [.completed])

        events = []
        let never = Observable<Int>.never().catchAndReturn(9).subscribe { events.append($0) }
        XCTAssertEqual(events, [])
        never.dispose()
    }

    func testSubscriberDisposingOnTheReplacementElementStillSeesNoCompletion() {
        let subject = PublishSubject<Int>()
        var events: [Event<Int>] = []
        var subscription: Disposable?
        subscription = subject.catchAndReturn(9).subscribe { event in
            events.append(event)
            subscription?.dispose()
        }
        subject.onError(testError)
        XCTAssertEqual(events, [.next(9)])
        XCTAssertFalse(subject.hasObservers)
    }

    func testElementEmittedFromInsideOnNextKeepsOrder() {
        let subject = PublishSubject<Int>()
        var events: [Event<Int>] = []
        let subscription = subject.catchAndReturn(9).subscribe { event in
            events.append(event)
            if event.element == 1 {
                subject.onNext(2)
                subject.onError(testError)
            }
        }
        let anomalies = recordingAnomalies { subject.onNext(1) }
        XCTAssertEqual(anomalies, [.reentrancy, .reentrancy])
        XCTAssertEqual(events, [.next(1), .next(2), .next(9), .completed])
        subscription.dispose()
    }

    func testDeprecatedCatchErrorJustReturn() {
        struct Exercise: DeprecatedAPIExercise {
            @available(*, deprecated, message: "exercises catchErrorJustReturn(_:)")
            func run() {
                var events: [Event<Int>] = []
                _ = Observable<Int>.error(testError).catchErrorJustReturn(4).subscribe { events.append($0) }
                XCTAssertEqual(events, [.next(4), .completed])
            }
        }
        (Exercise() as DeprecatedAPIExercise).run()
    }
}
