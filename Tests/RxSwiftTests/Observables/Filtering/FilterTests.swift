import Foundation
@testable import RxSwift
import RxTest
import RxTestSupport
import XCTest

private let testError = NSError(domain: "FilterTests", code: 1)

final class FilterTests: RxTestCase {
    func testFilter_KeepsMatchingElementsAtTheirTimes() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 2), .next(210, 1), .next(220, 2), .next(230, 3), .next(240, 4), .completed(300)])
        let res = scheduler.start { xs.filter { $0.isMultiple(of: 2) } }
        XCTAssertEqual(res.events, [.next(220, 2), .next(240, 4), .completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func testFilter_NothingMatches() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 3), .completed(300)])
        let res = scheduler.start { xs.filter { _ in false } }
        XCTAssertEqual(res.events, [.completed(300)])
    }

    func testFilter_ForwardsTheSourceError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .error(230, testError)])
        let res = scheduler.start { xs.filter { $0 > 1 } }
        XCTAssertEqual(res.events, [.next(220, 2), .error(230, testError)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    func testFilter_ThrowingPredicateFailsAndUnsubscribesAtOnce() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3), .completed(300)])
        let res = scheduler.start {
            xs.filter { element in
                if element == 2 { throw testError }
                return true
            }
        }
        XCTAssertEqual(res.events, [.next(210, 1), .error(220, testError)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func testFilter_DisposedMidStream() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(240, 4), .completed(300)])
        let res = scheduler.start(disposed: 230) { xs.filter { _ in true } }
        XCTAssertEqual(res.events, [.next(210, 1), .next(220, 2)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    func testFilter_EmptyNeverAndImmediateError() {
        XCTAssertEqual(TestScheduler(initialClock: 0).start { Observable<Int>.empty().filter { _ in true } }.events, [.completed(200)])
        XCTAssertEqual(TestScheduler(initialClock: 0).start { Observable<Int>.never().filter { _ in true } }.events, [])
        XCTAssertEqual(TestScheduler(initialClock: 0).start { Observable<Int>.error(testError).filter { _ in true } }.events, [.error(200, testError)])
    }

    func testFilter_ReentrantElementKeepsOrder() {
        let events = recordReentrantly({ $0.filter { $0 != 0 } }, feeding: [.next(1), .next(0), .next(3), .completed]) { element, source in
            if element == 1 { source.onNext(2) }
        }
        XCTAssertEqual(events, [.next(1), .next(2), .next(3), .completed])
    }
}

/// Synchronous checks, without a scheduler.
extension FilterTests {
    func testFilterKeepsMatchingElements() {
        XCTAssertEqual(recordSynchronously(Observable.range(start: 1, count: 6).filter { $0 % 2 == 0 }), [.next(2), .next(4), .next(6), .completed])
    }

    func testFilterAllOut() {
        XCTAssertEqual(recordSynchronously(Observable.of(1, 3).filter { _ in false }), [.completed])
    }

    func testFilterPassesErrorsThrough() {
        XCTAssertEqual(recordSynchronously(Observable<Int>.error(TestError(4)).filter { _ in true }), [.error(TestError(4))])
    }

    func testThrowingPredicateEndsTheSequenceAndDisposesTheSource() {
        let subject = PublishSubject<Int>()
        var events: [Recording<Int>] = []
        _ = subject.filter { element in
            if element == 3 { throw TestError(3) }
            return element != 2
        }.subscribe { events.append(Recording($0)) }
        subject.onNext(1)
        subject.onNext(2)
        subject.onNext(3)
        XCTAssertFalse(subject.hasObservers, "the source subscription was disposed")
        subject.onNext(4)
        XCTAssertEqual(events, [.next(1), .error(TestError(3))])
    }

    func testMapAndFilterCompose() {
        let source = Observable.range(start: 0, count: 10).map { $0 * 3 }.filter { $0 % 2 == 1 }.map { "\($0)" }
        XCTAssertEqual(recordSynchronously(source), [.next("3"), .next("9"), .next("15"), .next("21"), .next("27"), .completed])
    }
}
