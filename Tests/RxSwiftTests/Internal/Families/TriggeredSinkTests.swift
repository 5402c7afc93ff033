@testable import RxSwift
import RxTest
import RxTestSupport
import XCTest

/// `TriggeredSink` (through `take(until:)` and `skip(until:)`): the trigger's first event acts,
/// then its subscription ends; a trigger that ends the sequence is released after the source; a
/// trigger that emits while subscribed is released once its subscription returned.
final class TriggeredSinkTests: RxTestCase {
    private let scheduler = TestScheduler(initialClock: 0)

    private func source() -> TestableObservable<Int> {
        scheduler.createHotObservable([.next(210, 1), .next(230, 2), .next(250, 3), .completed(300)])
    }

    func testTriggerIsReleasedInTheTickOfItsFirstElement() {
        let xs = source()
        let trigger = scheduler.createHotObservable([.next(220, "go"), .next(240, "again")])
        let res = scheduler.start { xs.skip(until: trigger) }
        XCTAssertEqual(res.events, [.next(230, 2), .next(250, 3), .completed(300)])
        XCTAssertEqual(trigger.subscriptions, [Subscription(200, 220)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func testTriggerCompletingWithoutAnElementChangesNothingAndIsReleased() {
        let xs = source()
        let trigger = scheduler.createHotObservable([.completed(220)] as [Recorded<Event<String>>])
        let res = scheduler.start { xs.take(until: trigger) }
        XCTAssertEqual(res.events, [.next(210, 1), .next(230, 2), .next(250, 3), .completed(300)])
        XCTAssertEqual(trigger.subscriptions, [Subscription(200, 220)])
    }

    func testTriggerErrorFailsTheSequenceAndReleasesBoth() {
        let xs = source()
        let trigger = scheduler.createHotObservable([.error(220, TestError.boom)] as [Recorded<Event<String>>])
        let res = scheduler.start { xs.take(until: trigger) }
        XCTAssertEqual(res.events, [.next(210, 1), .error(220, TestError.boom)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
        XCTAssertEqual(trigger.subscriptions, [Subscription(200, 220)])
    }

    /// As in RxSwift: the sink's disposal releases the source first, then the trigger.
    func testTriggerThatEndsTheSequenceIsReleasedAfterTheSource() {
        let trace = Trace()
        let source = PublishSubject<Int>()
        let trigger = PublishSubject<Void>()
        _ = source.tracingRelease("source released", in: trace)
            .take(until: trigger.tracingRelease("trigger released", in: trace))
            .subscribe(onCompleted: { trace("completed") })
        trigger.onNext(())
        XCTAssertEqual(trace.entries, ["completed", "source released", "trigger released"])
    }

    /// A trigger replaying an element and then an error while subscribed: its subscription is
    /// released only once it returned, so the error is reported too.
    func testTriggerEmittingWhileSubscribedIsReleasedOnceItsSubscriptionReturned() {
        let xs = source()
        let trigger = ReplaySubject<String>.createUnbound()
        trigger.onNext("go")
        trigger.onError(TestError.boom)
        let res = scheduler.start { xs.skip(until: trigger) }
        XCTAssertEqual(res.events, [.error(200, TestError.boom)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 200)])
    }

    /// The source's element sent from inside the delivery that fires the trigger is not delivered:
    /// it waits in the lane behind the trigger, which ended the sequence.
    func testSourceElementQueuedBehindTheTriggerIsDropped() {
        let source = PublishSubject<Int>()
        let trigger = PublishSubject<Void>()
        let events = Locked<[Recording<Int>]>([])
        _ = source.take(until: trigger).subscribe { event in
            events.append(Recording(event))
            if event.element == 1 {
                trigger.onNext(())
                silencingReentrancyReports { source.onNext(2) }
            }
        }
        source.onNext(1)
        XCTAssertEqual(events.value, [.next(1), .completed])
    }
}
