import Foundation
import RxSwift
import RxTest
import XCTest
import RxTestSupport

final class MaybeOperatorsTests: RxTestCase {
    private var scheduler: TestScheduler!

    override func setUp() {
        super.setUp()
        scheduler = TestScheduler(initialClock: 0)
    }

    // MARK: map

    func testMap() {
        let xs = scheduler.createHotObservable([.next(210, 2), .completed(210)])
        let res = scheduler.start { xs.asMaybe().map { $0 * 10 } }
        XCTAssertEqual(res.events, [.next(210, 20), .completed(210)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 210)])
    }

    func testMapEmptyErrorAndThrow() {
        var events: [MaybeEvent<Int>] = []
        _ = Maybe<Int>.empty().map { $0 * 10 }.subscribe { events.append($0) }
        _ = Maybe<Int>.error(TestError(1)).map { $0 * 10 }.subscribe { events.append($0) }
        _ = Maybe.just(1).map { _ -> Int in throw TestError(2) }.subscribe { events.append($0) }
        XCTAssertEqual(events, [.completed, .error(TestError(1)), .error(TestError(2))])
    }

    func testMapDisposedBeforeTheEvent() {
        let xs = scheduler.createHotObservable([.next(310, 2), .completed(310)])
        let res = scheduler.start(disposed: 250) { xs.asMaybe().map { $0 * 10 } }
        XCTAssertEqual(res.events, [])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    // MARK: filter

    func testFilter() {
        let xs = scheduler.createHotObservable([.next(210, 2), .completed(220)])
        let res = scheduler.start { xs.asMaybe().filter { $0 > 5 } }
        XCTAssertEqual(res.events, [.completed(220)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])

        var events: [MaybeEvent<Int>] = []
        _ = Maybe.just(7).filter { $0 > 5 }.subscribe { events.append($0) }
        _ = Maybe<Int>.error(TestError(1)).filter { $0 > 5 }.subscribe { events.append($0) }
        _ = Maybe.just(7).filter { _ in throw TestError(2) }.subscribe { events.append($0) }
        XCTAssertEqual(events, [.success(7), .error(TestError(1)), .error(TestError(2))])
    }

    func testFilterDisposedBeforeTheEvent() {
        let xs = scheduler.createHotObservable([.next(310, 2), .completed(310)])
        let res = scheduler.start(disposed: 250) { xs.asMaybe().filter { _ in true } }
        XCTAssertEqual(res.events, [])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    // MARK: flatMap

    func testFlatMapContinuesWithTheInnerMaybe() {
        let xs = scheduler.createHotObservable([.next(210, 2), .completed(210)])
        let inner = scheduler.createColdObservable([.next(15, 5), .completed(15)])
        let res = scheduler.start { xs.asMaybe().flatMap { element in inner.asMaybe().map { $0 * element } } }
        XCTAssertEqual(res.events, [.next(225, 10), .completed(225)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 210)])
        XCTAssertEqual(inner.subscriptions, [Subscription(210, 225)])
    }

    func testFlatMapOfEmptyCompletesWithoutCallingTheSelector() {
        var calls = 0
        var events: [MaybeEvent<Int>] = []
        _ = Maybe<Int>.empty().flatMap { element -> Maybe<Int> in
            calls += 1
            return .just(element)
        }.subscribe { events.append($0) }
        XCTAssertEqual(calls, 0)
        XCTAssertEqual(events, [.completed])
    }

    func testFlatMapErrors() {
        var events: [MaybeEvent<Int>] = []
        _ = Maybe<Int>.error(TestError(1)).flatMap { Maybe.just($0) }.subscribe { events.append($0) }
        _ = Maybe.just(1).flatMap { _ -> Maybe<Int> in throw TestError(2) }.subscribe { events.append($0) }
        _ = Maybe.just(1).flatMap { _ in Maybe<Int>.error(TestError(3)) }.subscribe { events.append($0) }
        _ = Maybe.just(1).flatMap { _ in Maybe<Int>.empty() }.subscribe { events.append($0) }
        XCTAssertEqual(events, [.error(TestError(1)), .error(TestError(2)), .error(TestError(3)), .completed])
    }

    func testFlatMapDisposedWhileTheInnerRuns() {
        let xs = scheduler.createHotObservable([.next(210, 2), .completed(210)])
        let inner = scheduler.createColdObservable([.next(100, 5), .completed(100)])
        let res = scheduler.start(disposed: 260) { xs.asMaybe().flatMap { _ in inner.asMaybe() } }
        XCTAssertEqual(res.events, [])
        XCTAssertEqual(inner.subscriptions, [Subscription(210, 260)])
    }

    // MARK: compactMap

    func testCompactMap() {
        let xs = scheduler.createHotObservable([.next(210, 2), .completed(210)])
        let res = scheduler.start { xs.asMaybe().compactMap { $0 > 1 ? $0 * 10 : nil } }
        XCTAssertEqual(res.events, [.next(210, 20), .completed(210)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 210)])

        var events: [MaybeEvent<Int>] = []
        _ = Maybe.just(0).compactMap { $0 > 1 ? $0 : nil }.subscribe { events.append($0) }
        _ = Maybe<Int>.empty().compactMap { $0 }.subscribe { events.append($0) }
        _ = Maybe<Int>.error(TestError(1)).compactMap { $0 }.subscribe { events.append($0) }
        _ = Maybe.just(0).compactMap { _ -> Int? in throw TestError(2) }.subscribe { events.append($0) }
        XCTAssertEqual(events, [.completed, .completed, .error(TestError(1)), .error(TestError(2))])
    }

    // MARK: asCompletable

    func testAsCompletable() {
        var events: [CompletableEvent] = []
        _ = Maybe.just(1).asCompletable().subscribe { events.append($0) }
        _ = Maybe<Int>.empty().asCompletable().subscribe { events.append($0) }
        _ = Maybe<Int>.error(TestError(1)).asCompletable().subscribe { events.append($0) }
        XCTAssertEqual(events, [.completed, .completed, .error(TestError(1))])
    }

    func testAsCompletableDisposed() {
        let xs = scheduler.createHotObservable([.next(310, 2), .completed(310)])
        let res = scheduler.start(disposed: 250) { xs.asMaybe().asCompletable().andThen(Observable.just(0)) }
        XCTAssertEqual(res.events, [])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    // MARK: ifEmpty

    func testIfEmptyDefault() {
        let xs = scheduler.createHotObservable([Recorded<Event<Int>>.completed(250)])
        let res = scheduler.start { xs.asMaybe().ifEmpty(default: 9) }
        XCTAssertEqual(res.events, [.next(250, 9), .completed(250)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])

        var events: [SingleEvent<Int>] = []
        _ = Maybe.just(1).ifEmpty(default: 9).subscribe { events.append($0) }
        _ = Maybe<Int>.error(TestError(1)).ifEmpty(default: 9).subscribe { events.append($0) }
        XCTAssertEqual(events, [.success(1), .failure(TestError(1))])
    }

    func testIfEmptySwitchToMaybe() {
        let xs = scheduler.createHotObservable([Recorded<Event<Int>>.completed(250)])
        let other = scheduler.createColdObservable([Recorded<Event<Int>>.completed(10)])
        let res = scheduler.start { xs.asMaybe().ifEmpty(switchTo: other.asMaybe()) }
        XCTAssertEqual(res.events, [.completed(260)])
        XCTAssertEqual(other.subscriptions, [Subscription(250, 260)])
    }

    func testIfEmptySwitchToSingle() {
        let xs = scheduler.createHotObservable([Recorded<Event<Int>>.completed(250)])
        let other = scheduler.createColdObservable([.next(10, 4), .completed(10)])
        let res = scheduler.start { xs.asMaybe().ifEmpty(switchTo: other.asSingle()) }
        XCTAssertEqual(res.events, [.next(260, 4), .completed(260)])
        XCTAssertEqual(other.subscriptions, [Subscription(250, 260)])

        var events: [SingleEvent<Int>] = []
        _ = Maybe.just(1).ifEmpty(switchTo: Single.just(2)).subscribe { events.append($0) }
        _ = Maybe<Int>.empty().ifEmpty(switchTo: Single.error(TestError(3))).subscribe { events.append($0) }
        XCTAssertEqual(events, [.success(1), .failure(TestError(3))])
    }

    func testIfEmptyDisposedWhileTheOtherRuns() {
        let xs = scheduler.createHotObservable([Recorded<Event<Int>>.completed(250)])
        let other = scheduler.createColdObservable([.next(100, 4), .completed(100)])
        let res = scheduler.start(disposed: 300) { xs.asMaybe().ifEmpty(switchTo: other.asSingle()) }
        XCTAssertEqual(res.events, [])
        XCTAssertEqual(other.subscriptions, [Subscription(250, 300)])
    }
}
