import Foundation
import RxSwift
import RxTest
import XCTest

/// The checks `combineLatest` and `zip` of two sources must both pass, written once. Where the
/// two operators emit differently on the same timeline, the caller states what it expects.
struct TwoSourceCombiningChecks {
    /// The operator under test, with a result selector.
    let combine: (Observable<Int>, Observable<Int>, @escaping (Int, Int) throws -> Int) -> Observable<Int>
    /// The error the checks' sources and selectors fail with.
    let error = NSError(domain: "TwoSourceCombiningChecks", code: 1)

    /// A source that never terminates with one that completes empty: no event; the completed
    /// source is disposed and the sequence waits for the other, as in RxSwift 6.
    func neverWithEmptyNeverTerminates(file: StaticString = #filePath, line: UInt = #line) {
        let scheduler = TestScheduler(initialClock: 0)
        let never = scheduler.createHotObservable([.next(150, 1)])
        let empty = scheduler.createHotObservable([.next(150, 1), .completed(210)])

        let res = scheduler.start { combine(never.asObservable(), empty.asObservable()) { $0 + $1 } }

        XCTAssertEqual(res.events, [], file: file, line: line)
        XCTAssertEqual(never.subscriptions, [Subscription(200, 1000)], file: file, line: line)
        XCTAssertEqual(empty.subscriptions, [Subscription(200, 210)], file: file, line: line)
    }

    /// A first source failing during subscription: the error at once, and the second source is
    /// subscribed all the same and released in the same tick (RxSwift 6.10.2: `(200, 200)`).
    func immediateErrorStillSubscribesAndReleasesTheLaterSources(file: StaticString = #filePath, line: UInt = #line) {
        let scheduler = TestScheduler(initialClock: 0)
        let never = scheduler.createHotObservable([Recorded<Event<Int>>]())

        let res = scheduler.start { combine(Observable<Int>.error(error), never.asObservable()) { $0 + $1 } }

        XCTAssertEqual(res.events, [.error(200, error)], file: file, line: line)
        XCTAssertEqual(never.subscriptions, [Subscription(200, 200)], file: file, line: line)
    }

    /// xs: 1 at 210, 2 at 230; ys: 10 at 220, 20 at 240; the selector throws for x == 2. The
    /// error ends the sequence at `errorTime` (after `elements`) and disposes both sources then.
    func throwingResultSelectorErrorsAndDisposesEverySource(elements: [Recorded<Event<Int>>], errorTime: TestTime, file: StaticString = #filePath, line: UInt = #line) {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(230, 2), .completed(300)])
        let ys = scheduler.createHotObservable([.next(220, 10), .next(240, 20), .completed(300)])

        let res = scheduler.start {
            combine(xs.asObservable(), ys.asObservable()) { x, y -> Int in
                if x == 2 { throw error }
                return x + y
            }
        }

        XCTAssertEqual(res.events, elements + [.error(errorTime, error)], file: file, line: line)
        XCTAssertEqual(xs.subscriptions, [Subscription(200, errorTime)], file: file, line: line)
        XCTAssertEqual(ys.subscriptions, [Subscription(200, errorTime)], file: file, line: line)
    }

    /// xs: 1 at 210, 2 at 240; ys: 10 at 220, 20 at 250; disposed at 245: `elements` before it,
    /// both sources disposed at 245.
    func disposalMidStreamDisposesEverySource(elements: [Recorded<Event<Int>>], file: StaticString = #filePath, line: UInt = #line) {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(240, 2), .completed(300)])
        let ys = scheduler.createHotObservable([.next(220, 10), .next(250, 20), .completed(300)])

        let res = scheduler.start(disposed: 245) { combine(xs.asObservable(), ys.asObservable()) { $0 + $1 } }

        XCTAssertEqual(res.events, elements, file: file, line: line)
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 245)], file: file, line: line)
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 245)], file: file, line: line)
    }

    /// Disposing from inside the first `onNext`: nothing more arrives, both sources let go.
    func disposingFromInsideOnNextStopsAtOnce(file: StaticString = #filePath, line: UInt = #line) {
        let xs = PublishSubject<Int>()
        let ys = PublishSubject<Int>()
        var received: [Int] = []
        var subscription: Disposable?
        subscription = combine(xs, ys) { $0 + $1 }.subscribe(onNext: { value in
            received.append(value)
            subscription?.dispose()
        })
        xs.onNext(1)
        ys.onNext(10)
        xs.onNext(2)
        ys.onNext(20)

        XCTAssertEqual(received, [11], file: file, line: line)
        XCTAssertFalse(xs.hasObservers, file: file, line: line)
        XCTAssertFalse(ys.hasObservers, file: file, line: line)
    }
}
