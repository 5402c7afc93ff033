@testable import RxSwift
import RxTest
import RxTestSupport
import XCTest

/// `SwitchSink` (through `flatMapLatest`, its smallest operator): each new inner sequence releases
/// the previous one before it is subscribed; events of a replaced inner still in flight are
/// dropped; completion once the outer sequence and the latest inner completed.
final class SwitchSinkTests: RxTestCase {
    /// An inner sequence that traces its subscription and its release.
    private func traced(_ subject: PublishSubject<Int>, _ name: String, in trace: Trace) -> Observable<Int> {
        subject.do(onSubscribe: { trace("subscribe \(name)") }).tracingRelease("release \(name)", in: trace)
    }

    func testPreviousInnerIsReleasedBeforeTheNextIsSubscribed() {
        let trace = Trace()
        let a = PublishSubject<Int>()
        let b = PublishSubject<Int>()
        let outer = PublishSubject<Observable<Int>>()
        let subscription = outer.flatMapLatest { $0 }.subscribe()
        outer.onNext(traced(a, "a", in: trace))
        outer.onNext(traced(b, "b", in: trace))
        XCTAssertEqual(trace.entries, ["subscribe a", "release a", "subscribe b"])
        subscription.dispose()
        XCTAssertEqual(trace.entries.last, "release b")
    }

    /// Sent from inside a delivery, `b`'s element waits in the lane; `c` replaces `b` meanwhile,
    /// and the element, now stale, is dropped.
    func testElementOfAReplacedInnerStillInFlightIsDropped() {
        let outer = PublishSubject<Observable<Int>>()
        let a = PublishSubject<Int>()
        let b = PublishSubject<Int>()
        let c = PublishSubject<Int>()
        var received: [Int] = []
        let subscription = outer.flatMapLatest { $0 }.subscribe(onNext: { element in
            received.append(element)
            guard element == 1 else { return }
            outer.onNext(b)
            b.onNext(2)
            outer.onNext(c)
            c.onNext(3)
        })
        outer.onNext(a)
        a.onNext(1)
        XCTAssertEqual(received, [1, 3])
        subscription.dispose()
    }

    /// The inner subscription ends before its terminal event is handed on, as in RxSwift.
    func testInnerIsReleasedBeforeItsTerminalEventIsHandedOn() {
        let trace = Trace()
        let a = PublishSubject<Int>()
        let outer = PublishSubject<Observable<Int>>()
        _ = outer.flatMapLatest { $0 }.subscribe(onError: { _ in trace("error") }, onCompleted: { trace("completed") })
        outer.onNext(traced(a, "a", in: trace))
        outer.onCompleted()
        a.onCompleted()
        XCTAssertEqual(trace.entries, ["subscribe a", "release a", "completed"])

        let failing = PublishSubject<Int>()
        let trace2 = Trace()
        _ = Observable.just(()).concat(Observable.never()).flatMapLatest { failing.tracingRelease("release", in: trace2) }
            .subscribe(onError: { _ in trace2("error") })
        failing.onError(TestError.boom)
        XCTAssertEqual(trace2.entries, ["release", "error"])
    }

    /// An inner `just` replaces the running inner and is over at once: the outer completion then
    /// completes.
    func testInnerJustReplacesTheRunningInnerAndIsOverAtOnce() {
        let a = PublishSubject<Int>()
        let outer = PublishSubject<Observable<Int>>()
        let events = Locked<[Recording<Int>]>([])
        let subscription = outer.flatMapLatest { $0 }.subscribe { events.append(Recording($0)) }
        outer.onNext(a)
        outer.onNext(.just(5))
        XCTAssertFalse(a.hasObservers)
        a.onNext(1)
        outer.onCompleted()
        XCTAssertEqual(events.value, [.next(5), .completed])
        subscription.dispose()
    }

    func testSubscriptionsAreReleasedInTheirTicks() {
        let scheduler = TestScheduler(initialClock: 0)
        let a = scheduler.createColdObservable([.next(10, 1), .next(50, 2), .completed(60)])
        let b = scheduler.createColdObservable([.next(10, 3), .completed(30)])
        let xs = scheduler.createHotObservable([.next(210, a), .next(240, b), .completed(250)])
        let res = scheduler.start { xs.flatMapLatest { $0 } }
        XCTAssertEqual(res.events, [.next(220, 1), .next(250, 3), .completed(270)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
        XCTAssertEqual(a.subscriptions, [Subscription(210, 240)])
        XCTAssertEqual(b.subscriptions, [Subscription(240, 270)])
    }

    func testOuterErrorEndsTheSequenceAndReleasesTheInnerInItsTick() {
        let scheduler = TestScheduler(initialClock: 0)
        let a = scheduler.createColdObservable([.next(10, 1), .next(50, 2)])
        let xs = scheduler.createHotObservable([.next(210, a), .error(230, TestError.boom)])
        let res = scheduler.start { xs.flatMapLatest { $0 } }
        XCTAssertEqual(res.events, [.next(220, 1), .error(230, TestError.boom)])
        XCTAssertEqual(a.subscriptions, [Subscription(210, 230)])
    }
}
