import Foundation
import RxSwift
import RxTest
import XCTest
import RxTestSupport

final class SingleOperatorsTests: RxTestCase {
    private var scheduler: TestScheduler!

    override func setUp() {
        super.setUp()
        scheduler = TestScheduler(initialClock: 0)
    }

    /// A `Single` from a hot source: succeeds with `element` at `time` (or fails).
    private func hotSingle(_ event: Recorded<Event<Int>>) -> (TestableObservable<Int>, Single<Int>) {
        var events = [event]
        if event.value.element != nil {
            events.append(.completed(event.time))
        }
        let xs = scheduler.createHotObservable(events)
        return (xs, xs.asSingle())
    }

    // MARK: map

    func testMap() {
        let (xs, single) = hotSingle(.next(210, 2))
        let res = scheduler.start { single.map { $0 * 10 } }
        XCTAssertEqual(res.events, [.next(210, 20), .completed(210)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 210)])
    }

    func testMapError() {
        let (xs, single) = hotSingle(.error(210, TestError(1)))
        let res = scheduler.start { single.map { $0 * 10 } }
        XCTAssertEqual(res.events, [.error(210, TestError(1))])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 210)])
    }

    func testMapThrows() {
        let (xs, single) = hotSingle(.next(210, 2))
        let res = scheduler.start { single.map { _ -> Int in throw TestError(2) } }
        XCTAssertEqual(res.events, [.error(210, TestError(2))])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 210)])
    }

    func testMapDisposedBeforeSuccess() {
        let (xs, single) = hotSingle(.next(310, 2))
        let res = scheduler.start(disposed: 250) { single.map { $0 * 10 } }
        XCTAssertEqual(res.events, [])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    // MARK: filter

    func testFilterKeepsOrEmpties() {
        let (xs, single) = hotSingle(.next(210, 2))
        let kept = scheduler.start { single.filter { $0 == 2 } }
        XCTAssertEqual(kept.events, [.next(210, 2), .completed(210)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 210)])

        let dropped = TestScheduler(initialClock: 0).start { Single.just(3).filter { $0 == 2 } }
        XCTAssertEqual(dropped.events, [.completed(200)])
    }

    func testFilterErrorAndThrow() {
        let (_, failing) = hotSingle(.error(210, TestError(1)))
        XCTAssertEqual(scheduler.start { failing.filter { _ in true } }.events, [.error(210, TestError(1))])
        let thrown = TestScheduler(initialClock: 0).start { Single.just(1).filter { _ in throw TestError(2) } }
        XCTAssertEqual(thrown.events, [.error(200, TestError(2))])
    }

    func testFilterDisposedBeforeSuccess() {
        let (xs, single) = hotSingle(.next(310, 2))
        let res = scheduler.start(disposed: 250) { single.filter { _ in true } }
        XCTAssertEqual(res.events, [])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    // MARK: flatMap family

    func testFlatMapContinuesWithTheInnerSingle() {
        let (xs, single) = hotSingle(.next(210, 2))
        let inner = scheduler.createColdObservable([.next(20, 100), .completed(20)])
        let res = scheduler.start { single.flatMap { element in inner.asSingle().map { $0 + element } } }
        XCTAssertEqual(res.events, [.next(230, 102), .completed(230)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 210)])
        XCTAssertEqual(inner.subscriptions, [Subscription(210, 230)])
    }

    func testFlatMapErrors() {
        let (_, failing) = hotSingle(.error(210, TestError(1)))
        XCTAssertEqual(scheduler.start { failing.flatMap { Single.just($0) } }.events, [.error(210, TestError(1))])

        let thrown = TestScheduler(initialClock: 0).start { Single.just(1).flatMap { _ -> Single<Int> in throw TestError(2) } }
        XCTAssertEqual(thrown.events, [.error(200, TestError(2))])

        let innerFails = TestScheduler(initialClock: 0).start { Single.just(1).flatMap { _ in Single<Int>.error(TestError(3)) } }
        XCTAssertEqual(innerFails.events, [.error(200, TestError(3))])
    }

    func testFlatMapDisposedWhileTheInnerRuns() {
        let (xs, single) = hotSingle(.next(210, 2))
        let inner = scheduler.createColdObservable([.next(100, 100), .completed(100)])
        let res = scheduler.start(disposed: 250) { single.flatMap { _ in inner.asSingle() } }
        XCTAssertEqual(res.events, [])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 210)])
        XCTAssertEqual(inner.subscriptions, [Subscription(210, 250)])
    }

    func testFlatMapMaybe() {
        let (xs, single) = hotSingle(.next(210, 2))
        let inner = scheduler.createColdObservable([Recorded<Event<Int>>.completed(10)])
        let res = scheduler.start { single.flatMapMaybe { _ in inner.asMaybe() } }
        XCTAssertEqual(res.events, [.completed(220)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 210)])
        XCTAssertEqual(inner.subscriptions, [Subscription(210, 220)])

        let success = TestScheduler(initialClock: 0).start { Single.just(2).flatMapMaybe { Maybe.just($0 * 3) } }
        XCTAssertEqual(success.events, [.next(200, 6), .completed(200)])
        let thrown = TestScheduler(initialClock: 0).start { Single.just(2).flatMapMaybe { _ -> Maybe<Int> in throw TestError(1) } }
        XCTAssertEqual(thrown.events, [.error(200, TestError(1))])
    }

    func testFlatMapCompletable() {
        let (xs, single) = hotSingle(.next(210, 2))
        let inner = scheduler.createColdObservable([Recorded<Event<Never>>.completed(10)])
        var received: [Int] = []
        let res = scheduler.start { () -> Observable<Int> in
            single.flatMapCompletable { element in
                received.append(element)
                return inner.asCompletable()
            }.andThen(Observable.just(0))
        }
        XCTAssertEqual(received, [2])
        XCTAssertEqual(res.events, [.next(220, 0), .completed(220)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 210)])
        XCTAssertEqual(inner.subscriptions, [Subscription(210, 220)])

        var events: [CompletableEvent] = []
        _ = Single.just(1).flatMapCompletable { _ in Completable.error(TestError(1)) }.subscribe { events.append($0) }
        _ = Single.just(1).flatMapCompletable { _ -> Completable in throw TestError(2) }.subscribe { events.append($0) }
        _ = Single<Int>.error(TestError(3)).flatMapCompletable { _ in Completable.empty() }.subscribe { events.append($0) }
        XCTAssertEqual(events, [.error(TestError(1)), .error(TestError(2)), .error(TestError(3))])
    }

    // MARK: conversions

    func testAsMaybe() {
        var events: [MaybeEvent<Int>] = []
        _ = Single.just(1).asMaybe().subscribe { events.append($0) }
        _ = Single<Int>.error(TestError(1)).asMaybe().subscribe { events.append($0) }
        XCTAssertEqual(events, [.success(1), .error(TestError(1))])
    }

    func testAsCompletable() {
        let (xs, single) = hotSingle(.next(210, 2))
        let res = scheduler.start { single.asCompletable().andThen(Observable.just(0)) }
        XCTAssertEqual(res.events, [.next(210, 0), .completed(210)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 210)])

        var events: [CompletableEvent] = []
        _ = Single<Int>.error(TestError(1)).asCompletable().subscribe { events.append($0) }
        XCTAssertEqual(events, [.error(TestError(1))])
    }

    func testAsCompletableDisposed() {
        let (xs, single) = hotSingle(.next(310, 2))
        let res = scheduler.start(disposed: 250) { single.asCompletable().andThen(Observable.just(0)) }
        XCTAssertEqual(res.events, [])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    // MARK: compactMap

    func testCompactMap() {
        let (xs, single) = hotSingle(.next(210, 2))
        let res = scheduler.start { single.compactMap { $0 > 1 ? "\($0)" : nil } }
        XCTAssertEqual(res.events, [.next(210, "2"), .completed(210)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 210)])

        var events: [MaybeEvent<String>] = []
        _ = Single.just(0).compactMap { $0 > 1 ? "\($0)" : nil }.subscribe { events.append($0) }
        _ = Single<Int>.error(TestError(1)).compactMap { "\($0)" }.subscribe { events.append($0) }
        _ = Single.just(0).compactMap { _ -> String? in throw TestError(2) }.subscribe { events.append($0) }
        XCTAssertEqual(events, [.completed, .error(TestError(1)), .error(TestError(2))])
    }

    func testCompactMapDisposed() {
        let (xs, single) = hotSingle(.next(310, 2))
        let res = scheduler.start(disposed: 250) { single.compactMap { $0 } }
        XCTAssertEqual(res.events, [])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }
}
