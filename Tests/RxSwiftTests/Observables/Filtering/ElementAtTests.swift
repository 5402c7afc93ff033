import Foundation
import RxSwift
import RxTest
import RxTestSupport
import XCTest

private let testError = NSError(domain: "ElementAtTests", code: 1)

final class ElementAtTests: RxTestCase {
    func testElementAt_EmitsTheElementAtIndexThenCompletesAndUnsubscribes() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 0), .next(210, 1), .next(220, 2), .next(230, 3), .completed(300)])
        let res = scheduler.start { xs.element(at: 2) }
        XCTAssertEqual(res.events, [.next(230, 3), .completed(230)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    func testElementAt_IndexZero() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(300)])
        let res = scheduler.start { xs.element(at: 0) }
        XCTAssertEqual(res.events, [.next(210, 1), .completed(210)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 210)])
    }

    func testElementAt_SourceEndingFirstFailsWithArgumentOutOfRange() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(300)])
        let res = scheduler.start { xs.element(at: 2) }
        XCTAssertEqual(res.events.count, 1)
        XCTAssertEqual(res.events.first?.time, 300)
        guard case .argumentOutOfRange? = res.events.first?.value.error as? RxError else {
            return XCTFail("expected RxError.argumentOutOfRange, got \(res.events)")
        }
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func testElementAt_EmptySourceFails() {
        var events: [Event<Int>] = []
        _ = Observable<Int>.empty().element(at: 0).subscribe { events.append($0) }
        guard events.count == 1, case .argumentOutOfRange? = events[0].error as? RxError else {
            return XCTFail("expected RxError.argumentOutOfRange, got \(events)")
        }
    }

    func testElementAt_ForwardsAnEarlierError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(220, testError), .next(230, 3)])
        let res = scheduler.start { xs.element(at: 2) }
        XCTAssertEqual(res.events, [.error(220, testError)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func testElementAt_DisposedBeforeReachingTheIndex() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(240, 2), .completed(300)])
        let res = scheduler.start(disposed: 230) { xs.element(at: 1) }
        XCTAssertEqual(res.events, [])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    func testElementAt_NeverEmitsNothing() {
        let res = TestScheduler(initialClock: 0).start { Observable<Int>.never().element(at: 0) }
        XCTAssertEqual(res.events, [])
    }

    func testElementAt_EventsFedFromInsideTheElementAreDropped() {
        let events = recordReentrantly({ $0.element(at: 0) }, feeding: [.next(1)]) { _, source in
            source.onNext(2)
            source.onCompleted()
        }
        XCTAssertEqual(events, [.next(1), .completed])
    }

    func testElementAt_NegativeIndexIsRejected() {
        assertPreconditionFailure(containing: "element(at:): index must not be negative (got -1)") {
            _ = Observable.of(1).element(at: -1)
        }
    }

    func testElementAt_DeprecatedAlias() {
        (ElementAtAlias() as DeprecatedAPIExercise).run()
    }
}

private struct ElementAtAlias: DeprecatedAPIExercise {
    @available(*, deprecated, message: "exercises elementAt(_:)")
    func run() {
        var events: [Event<String>] = []
        _ = Observable.of("a", "b", "c").elementAt(1).subscribe { events.append($0) }
        XCTAssertEqual(events, [.next("b"), .completed])
    }
}
