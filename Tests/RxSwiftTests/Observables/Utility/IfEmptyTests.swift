import Foundation
import RxSwift
import RxTest
import XCTest
import RxTestSupport

private let testError = NSError(domain: "IfEmptyTests", code: 1)
private let otherError = NSError(domain: "IfEmptyTests.other", code: 2)

final class IfEmptyDefaultTests: RxTestCase {
    func testEmptySourceEmitsTheDefaultThenCompletes() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 1), .completed(250)])
        let res = scheduler.start { xs.ifEmpty(default: 9) }
        XCTAssertEqual(res.events, [.next(250, 9), .completed(250)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testNonEmptySourcePassesUnchanged() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(250)])
        let res = scheduler.start { xs.ifEmpty(default: 9) }
        XCTAssertEqual(res.events, [.next(210, 1), .next(220, 2), .completed(250)])
    }

    func testErrorPassesWithoutTheDefault() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([Recorded<Event<Int>>.error(250, testError)])
        let res = scheduler.start { xs.ifEmpty(default: 9) }
        XCTAssertEqual(res.events, [.error(250, testError)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testNeverAndDisposal() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([Recorded<Event<Int>>.completed(500)])
        let res = scheduler.start(disposed: 400) { xs.ifEmpty(default: 9) }
        XCTAssertEqual(res.events, [])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 400)])
    }

    func testSynchronousEmpty() {
        var events: [Event<Int>] = []
        _ = Observable<Int>.empty().ifEmpty(default: 3).subscribe { events.append($0) }
        XCTAssertEqual(events, [.next(3), .completed])
    }

    func testSubscriberDisposingOnTheDefaultGetsNoCompletion() {
        let subject = PublishSubject<Int>()
        var events: [Event<Int>] = []
        var subscription: Disposable?
        subscription = subject.ifEmpty(default: 3).subscribe { event in
            events.append(event)
            subscription?.dispose()
        }
        subject.onCompleted()
        XCTAssertEqual(events, [.next(3)])
    }
}

final class IfEmptySwitchToTests: RxTestCase {
    func testEmptySourceSwitchesToTheOtherSequence() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 1), .completed(250)])
        let ys = scheduler.createColdObservable([.next(10, 8), .next(20, 9), .completed(30)])
        let res = scheduler.start { xs.ifEmpty(switchTo: ys.asObservable()) }
        XCTAssertEqual(res.events, [.next(260, 8), .next(270, 9), .completed(280)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
        XCTAssertEqual(ys.subscriptions, [Subscription(250, 280)])
    }

    func testNonEmptySourceNeverSubscribesTheOther() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(250)])
        let ys = scheduler.createColdObservable([.next(10, 8), .completed(30)])
        let res = scheduler.start { xs.ifEmpty(switchTo: ys.asObservable()) }
        XCTAssertEqual(res.events, [.next(210, 1), .completed(250)])
        XCTAssertEqual(ys.subscriptions, [])
    }

    func testSourceErrorIsForwardedWithoutSwitching() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([Recorded<Event<Int>>.error(250, testError)])
        let ys = scheduler.createColdObservable([.next(10, 8), .completed(30)])
        let res = scheduler.start { xs.ifEmpty(switchTo: ys.asObservable()) }
        XCTAssertEqual(res.events, [.error(250, testError)])
        XCTAssertEqual(ys.subscriptions, [])
    }

    func testOtherSequencesErrorIsForwarded() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([Recorded<Event<Int>>.completed(250)])
        let ys = scheduler.createColdObservable([.next(10, 8), .error(20, otherError)])
        let res = scheduler.start { xs.ifEmpty(switchTo: ys.asObservable()) }
        XCTAssertEqual(res.events, [.next(260, 8), .error(270, otherError)])
        XCTAssertEqual(ys.subscriptions, [Subscription(250, 270)])
    }

    func testEmptyOtherCompletesWithoutSwitchingAgain() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([Recorded<Event<Int>>.completed(250)])
        let ys = scheduler.createColdObservable([Recorded<Event<Int>>.completed(30)])
        let res = scheduler.start { xs.ifEmpty(switchTo: ys.asObservable()) }
        XCTAssertEqual(res.events, [.completed(280)])
        XCTAssertEqual(ys.subscriptions, [Subscription(250, 280)])
    }

    func testDisposalWhileOnTheOtherSequence() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([Recorded<Event<Int>>.completed(250)])
        let ys = scheduler.createColdObservable([.next(10, 8), .next(100, 9)])
        let res = scheduler.start(disposed: 300) { xs.ifEmpty(switchTo: ys.asObservable()) }
        XCTAssertEqual(res.events, [.next(260, 8)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
        XCTAssertEqual(ys.subscriptions, [Subscription(250, 300)])
    }

    func testDisposalBeforeTheSourceEnds() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([Recorded<Event<Int>>.completed(250)])
        let ys = scheduler.createColdObservable([.next(10, 8)])
        let res = scheduler.start(disposed: 240) { xs.ifEmpty(switchTo: ys.asObservable()) }
        XCTAssertEqual(res.events, [])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 240)])
        XCTAssertEqual(ys.subscriptions, [])
    }

    func testSynchronousSwitchAndNever() {
        var events: [Event<Int>] = []
        _ = Observable<Int>.empty().ifEmpty(switchTo: .of(1, 2)).subscribe { events.append($0) }
        XCTAssertEqual(events, [.next(1), .next(2), .completed])

        events = []
        let subscription = Observable<Int>.never().ifEmpty(switchTo: .just(1)).subscribe { events.append($0) }
        XCTAssertEqual(events, [])
        subscription.dispose()
    }

    func testElementEmittedFromInsideOnNextOfTheOtherKeepsOrder() {
        let other = PublishSubject<Int>()
        var received: [Int] = []
        let subscription = Observable<Int>.empty()
            .ifEmpty(switchTo: other.asObservable())
            .subscribe(onNext: { element in
                received.append(element)
                if element == 1 { other.onNext(2) }
                received.append(-element)
            })
        let anomalies = recordingAnomalies { other.onNext(1) }
        XCTAssertEqual(anomalies, [.reentrancy])
        XCTAssertEqual(received, [1, -1, 2, -2])
        subscription.dispose()
        XCTAssertFalse(other.hasObservers)
    }
}
