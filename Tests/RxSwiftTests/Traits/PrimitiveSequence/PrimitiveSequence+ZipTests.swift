import Foundation
import RxSwift
import RxTest
import XCTest
import RxTestSupport

final class PrimitiveSequenceZipTests: RxTestCase {
    private var scheduler: TestScheduler!

    override func setUp() {
        super.setUp()
        scheduler = TestScheduler(initialClock: 0)
    }

    private func single(_ value: Int, at ticks: TestTime) -> TestableObservable<Int> {
        scheduler.createColdObservable([.next(ticks, value), .completed(ticks)])
    }

    // MARK: Single, arities

    func testSingleZipWaitsForAll() {
        let a = single(1, at: 10)
        let b = single(2, at: 30)
        let res = scheduler.start { Single.zip(a.asSingle(), b.asSingle()) { $0 * 10 + $1 } }
        XCTAssertEqual(res.events, [.next(230, 12), .completed(230)])
        XCTAssertEqual(a.subscriptions, [Subscription(200, 210)])
        XCTAssertEqual(b.subscriptions, [Subscription(200, 230)])
    }

    func testSingleZipTuple() {
        var results: [String] = []
        _ = Single.zip(Single.just(1), Single.just("a")).subscribe(onSuccess: { results.append("\($0.0)\($0.1)") })
        _ = Single.zip(Single.just(1), .just(2), .just(3), .just(4), .just(5), .just(6), .just(7), .just(8))
            .subscribe(onSuccess: { results.append("\($0.0 + $0.1 + $0.2 + $0.3 + $0.4 + $0.5 + $0.6 + $0.7)") })
        _ = Single.zip(Single.just(1), .just(2), .just(3)) { $0 + $1 + $2 }.subscribe(onSuccess: { results.append("\($0)") })
        XCTAssertEqual(results, ["1a", "36", "6"])
    }

    func testSingleZipFailsWithTheFirstErrorAndDisposesTheOthers() {
        let a = scheduler.createColdObservable([Recorded<Event<Int>>.error(10, TestError(1))])
        let b = single(2, at: 30)
        let res = scheduler.start { Single.zip(a.asSingle(), b.asSingle()) }
        XCTAssertEqual(res.events.count, 1)
        XCTAssertEqual(res.events.first?.time, 210)
        XCTAssertEqual(res.events.first?.value.error as? TestError, TestError(1))
        XCTAssertEqual(b.subscriptions, [Subscription(200, 210)])
    }

    func testSingleZipResultSelectorThrows() {
        var events: [SingleEvent<Int>] = []
        _ = Single.zip(Single.just(1), .just(2)) { _, _ -> Int in throw TestError(2) }.subscribe { events.append($0) }
        XCTAssertEqual(events, [.failure(TestError(2))])
    }

    func testSingleZipDisposed() {
        let a = single(1, at: 10)
        let b = single(2, at: 100)
        let res = scheduler.start(disposed: 250) { Single.zip(a.asSingle(), b.asSingle()) { $0 + $1 } }
        XCTAssertEqual(res.events, [])
        XCTAssertEqual(b.subscriptions, [Subscription(200, 250)])
    }

    // MARK: Single, collection

    func testSingleZipCollection() {
        let a = single(1, at: 20)
        let b = single(2, at: 10)
        let res = scheduler.start { Single.zip([a.asSingle(), b.asSingle()]) }
        XCTAssertEqual(res.events, [.next(220, [1, 2]), .completed(220)])
        var sums: [Int] = []
        _ = Single.zip([Single.just(1), .just(2), .just(3)]) { $0.reduce(0, +) }.subscribe(onSuccess: { sums.append($0) })
        XCTAssertEqual(sums, [6])
    }

    func testSingleZipOfAnEmptyCollectionSucceeds() {
        var results: [String] = []
        _ = Single.zip([Single<Int>]()).subscribe(onSuccess: { results.append("\($0)") })
        _ = Single.zip([Single<Int>]()) { "\($0.count) elements" }.subscribe(onSuccess: { results.append($0) })
        var events: [SingleEvent<Int>] = []
        _ = Single.zip([Single<Int>]()) { _ -> Int in throw TestError(3) }.subscribe { events.append($0) }
        XCTAssertEqual(results, ["[]", "0 elements"])
        XCTAssertEqual(events, [.failure(TestError(3))])
    }

    // MARK: Maybe

    func testMaybeZip() {
        var events: [MaybeEvent<Int>] = []
        _ = Maybe.zip(Maybe.just(1), Maybe.just(2)) { $0 + $1 }.subscribe { events.append($0) }
        _ = Maybe.zip(Maybe.just(1), Maybe<Int>.empty()) { $0 + $1 }.subscribe { events.append($0) }
        _ = Maybe.zip(Maybe.just(1), Maybe<Int>.error(TestError(1))) { $0 + $1 }.subscribe { events.append($0) }
        _ = Maybe.zip([Maybe.just(1), .just(2)]) { $0.reduce(0, +) }.subscribe { events.append($0) }
        XCTAssertEqual(events, [.success(3), .completed, .error(TestError(1)), .success(3)])

        var tuples: [String] = []
        _ = Maybe.zip(Maybe.just(1), Maybe.just("b")).subscribe(onSuccess: { tuples.append("\($0.0)\($0.1)") })
        _ = Maybe.zip([Maybe<Int>]()).subscribe(onSuccess: { tuples.append("\($0)") })
        XCTAssertEqual(tuples, ["1b", "[]"])
    }

    func testMaybeZipDisposed() {
        let a = scheduler.createColdObservable([.next(100, 1), .completed(100)])
        let res = scheduler.start(disposed: 250) { Maybe.zip(a.asMaybe(), Maybe<Int>.never()) { $0 + $1 } }
        XCTAssertEqual(res.events, [])
        XCTAssertEqual(a.subscriptions, [Subscription(200, 250)])
    }
}
