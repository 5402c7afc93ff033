import Foundation
import RxSwift
import RxTest
import XCTest
import RxTestSupport

final class PrimitiveSequenceTests: RxTestCase {
    private var scheduler: TestScheduler!

    override func setUp() {
        super.setUp()
        scheduler = TestScheduler(initialClock: 0)
    }

    // MARK: the wrapper

    func testAsObservableAndPrimitiveSequenceAreTheWrappedSequence() {
        let single = Single.just(1)
        XCTAssertTrue(single.asObservable() === single.primitiveSequence.asObservable())
        XCTAssertEqual(recordSynchronously(single.asObservable()), [.next(1), .completed])
    }

    func testTraitsAreSendable() {
        func requireSendable<T: Sendable>(_ value: T) -> T { value }
        _ = requireSendable(Single.just(1))
        _ = requireSendable(Maybe<Int>.empty())
        _ = requireSendable(Completable.empty())
    }

    func testDeprecatedAssociatedTypeNames() {
        (AssociatedTypeNames() as DeprecatedAPIExercise).run()
    }

    private struct AssociatedTypeNames: DeprecatedAPIExercise {
        @available(*, deprecated, message: "exercises TraitType and ElementType")
        func run() {
            XCTAssertTrue(Single<Int>.TraitType.self == SingleTrait.self)
            XCTAssertTrue(Single<Int>.ElementType.self == Int.self)
        }
    }

    // MARK: deferred

    func testDeferredCallsTheFactoryAtEachSubscription() {
        var calls = 0
        let single = Single<Int>.deferred {
            calls += 1
            return .just(calls)
        }
        XCTAssertEqual(calls, 0)
        var results: [Int] = []
        _ = single.subscribe(onSuccess: { results.append($0) })
        _ = single.subscribe(onSuccess: { results.append($0) })
        XCTAssertEqual(results, [1, 2])
    }

    func testDeferredFactoryErrorFails() {
        var events: [MaybeEvent<Int>] = []
        _ = Maybe<Int>.deferred { throw TestError(1) }.subscribe { events.append($0) }
        XCTAssertEqual(events, [.error(TestError(1))])
    }

    func testDeferredDisposal() {
        let xs = scheduler.createColdObservable([.next(100, 1), .completed(100)])
        let res = scheduler.start(disposed: 250) { Single.deferred { xs.asSingle() } }
        XCTAssertEqual(res.events, [])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    // MARK: using

    func testUsingDisposesTheResourceAfterTheResult() {
        let resource = CountingDisposable()
        var log: [String] = []
        _ = Single.using({ resource }, primitiveSequenceFactory: { _ in Single.just(1) })
            .subscribe(onSuccess: { log.append("success \($0) disposed: \(resource.count)") })
        XCTAssertEqual(log, ["success 1 disposed: 0"])
        XCTAssertEqual(resource.count, 1)
    }

    func testUsingDisposesTheResourceOnDisposal() {
        let resource = CountingDisposable()
        let subscription = Completable.using({ resource }, primitiveSequenceFactory: { _ in Completable.never() }).subscribe()
        XCTAssertEqual(resource.count, 0)
        subscription.dispose()
        XCTAssertEqual(resource.count, 1)
    }

    func testUsingFactoryErrors() {
        var events: [SingleEvent<Int>] = []
        _ = Single<Int>.using({ () -> CountingDisposable in throw TestError(1) }, primitiveSequenceFactory: { _ in .just(1) }).subscribe { events.append($0) }
        let resource = CountingDisposable()
        _ = Single<Int>.using({ resource }, primitiveSequenceFactory: { _ in throw TestError(2) }).subscribe { events.append($0) }
        XCTAssertEqual(events, [.failure(TestError(1)), .failure(TestError(2))])
        XCTAssertEqual(resource.count, 1)
    }

    // MARK: timer

    func testTimer() {
        let res = scheduler.start { Single<Int>.timer(.seconds(30), scheduler: self.scheduler) }
        XCTAssertEqual(res.events, [.next(230, 0), .completed(230)])
        let maybe = TestScheduler(initialClock: 0)
        XCTAssertEqual(maybe.start(disposed: 220) { Maybe<Int64>.timer(.seconds(30), scheduler: maybe) }.events, [])
    }

    // MARK: observe(on:) and subscribe(on:)

    func testObserveOnDeliversOnTheScheduler() {
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(210)])
        let res = scheduler.start { xs.asSingle().observe(on: self.scheduler) }
        // One scheduled action per event, as RxSwift: the success's element, then its completion.
        XCTAssertEqual(res.events, [.next(211, 1), .completed(212)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 210)])
    }

    func testSubscribeOnSubscribesOnTheScheduler() {
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(210)])
        let res = scheduler.start(disposed: 300) { xs.asMaybe().subscribe(on: self.scheduler) }
        XCTAssertEqual(res.events, [.next(210, 1), .completed(210)])
        XCTAssertEqual(xs.subscriptions, [Subscription(201, 210)])
    }

    func testObserveOnAndSubscribeOnDisposal() {
        let xs = scheduler.createHotObservable([Recorded<Event<Never>>.completed(400)])
        let res = scheduler.start(disposed: 250) { xs.asCompletable().subscribe(on: self.scheduler).observe(on: self.scheduler).andThen(Observable<Int>.empty()) }
        XCTAssertEqual(res.events, [])
        XCTAssertEqual(xs.subscriptions, [Subscription(201, 251)])
    }

    func testDeprecatedSchedulerSpellings() {
        (SchedulerSpellings(scheduler: scheduler) as DeprecatedAPIExercise).run()
    }

    private struct SchedulerSpellings: DeprecatedAPIExercise {
        let scheduler: TestScheduler

        @available(*, deprecated, message: "exercises observeOn(_:) and subscribeOn(_:)")
        func run() {
            let res = scheduler.start { Single.just(1).subscribeOn(scheduler).observeOn(scheduler) }
            XCTAssertEqual(res.events, [.next(202, 1), .completed(203)])
        }
    }

    // MARK: debug

    func testDebugPassesEventsThrough() {
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(210)])
        let res = scheduler.start { xs.asSingle().debug("single", trimOutput: true) }
        XCTAssertEqual(res.events, [.next(210, 1), .completed(210)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 210)])
    }

    // MARK: materialize

    func testMaterializeSuccess() {
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(210)])
        let res = scheduler.start { xs.asSingle().materialize() }
        XCTAssertEqual(res.events, [.next(210, Event.next(1)), .completed(210)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 210)])
    }

    func testMaterializeNeverFails() {
        var results: [Event<Int>] = []
        _ = Single<Int>.error(TestError(1)).materialize().subscribe(onSuccess: { results.append($0) })
        _ = Maybe<Int>.empty().materialize().subscribe(onSuccess: { results.append($0) })
        _ = Maybe.just(2).materialize().subscribe(onSuccess: { results.append($0) })
        XCTAssertEqual(results, [.error(TestError(1)), .completed, .next(2)])

        var completables: [Event<Never>] = []
        _ = Completable.empty().materialize().subscribe(onSuccess: { completables.append($0) })
        _ = Completable.error(TestError(2)).materialize().subscribe(onSuccess: { completables.append($0) })
        XCTAssertEqual(completables.count, 2)
        XCTAssertTrue(completables.first?.isCompleted == true)
        XCTAssertEqual(completables.last?.error as? TestError, TestError(2))
    }

    func testMaterializeDisposed() {
        let xs = scheduler.createHotObservable([.next(310, 1), .completed(310)])
        let res = scheduler.start(disposed: 250) { xs.asSingle().materialize() }
        XCTAssertEqual(res.events, [])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }
}
