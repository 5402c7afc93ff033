import Foundation
import RxSwift
import RxTest
import XCTest
import RxTestSupport

final class PrimitiveSequenceErrorHandlingTests: RxTestCase {
    private var scheduler: TestScheduler!

    override func setUp() {
        super.setUp()
        scheduler = TestScheduler(initialClock: 0)
    }

    // MARK: catch

    func testCatchContinuesWithTheHandlersSingle() {
        let xs = scheduler.createHotObservable([Recorded<Event<Int>>.error(210, TestError(1))])
        let fallback = scheduler.createColdObservable([.next(10, 7), .completed(10)])
        var caught: [TestError] = []
        let res = scheduler.start {
            xs.asSingle().catch { error in
                caught.append(error as! TestError)
                return fallback.asSingle()
            }
        }
        XCTAssertEqual(res.events, [.next(220, 7), .completed(220)])
        XCTAssertEqual(caught, [TestError(1)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 210)])
        XCTAssertEqual(fallback.subscriptions, [Subscription(210, 220)])
    }

    func testCatchIsNotCalledOnSuccess() {
        var calls = 0
        var results: [Int] = []
        _ = Single.just(1).catch { _ in
            calls += 1
            return .just(2)
        }.subscribe(onSuccess: { results.append($0) })
        XCTAssertEqual(calls, 0)
        XCTAssertEqual(results, [1])
    }

    func testCatchHandlerThrowsOrFailsAgain() {
        var events: [MaybeEvent<Int>] = []
        _ = Maybe<Int>.error(TestError(1)).catch { _ in throw TestError(2) }.subscribe { events.append($0) }
        _ = Maybe<Int>.error(TestError(1)).catch { _ in .error(TestError(3)) }.subscribe { events.append($0) }
        _ = Maybe<Int>.error(TestError(1)).catch { _ in .empty() }.subscribe { events.append($0) }
        XCTAssertEqual(events, [.error(TestError(2)), .error(TestError(3)), .completed])

        var completables: [CompletableEvent] = []
        _ = Completable.error(TestError(1)).catch { _ in .empty() }.subscribe { completables.append($0) }
        XCTAssertEqual(completables, [.completed])
    }

    func testCatchDisposedWhileTheFallbackRuns() {
        let xs = scheduler.createHotObservable([Recorded<Event<Int>>.error(210, TestError(1))])
        let fallback = scheduler.createColdObservable([.next(100, 7), .completed(100)])
        let res = scheduler.start(disposed: 250) { xs.asSingle().catch { _ in fallback.asSingle() } }
        XCTAssertEqual(res.events, [])
        XCTAssertEqual(fallback.subscriptions, [Subscription(210, 250)])
    }

    // MARK: catchAndReturn

    func testCatchAndReturn() {
        let xs = scheduler.createHotObservable([Recorded<Event<Int>>.error(210, TestError(1))])
        let res = scheduler.start { xs.asSingle().catchAndReturn(5) }
        XCTAssertEqual(res.events, [.next(210, 5), .completed(210)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 210)])

        var events: [MaybeEvent<Int>] = []
        _ = Maybe<Int>.error(TestError(1)).catchAndReturn(6).subscribe { events.append($0) }
        _ = Maybe<Int>.empty().catchAndReturn(6).subscribe { events.append($0) }
        _ = Maybe.just(1).catchAndReturn(6).subscribe { events.append($0) }
        XCTAssertEqual(events, [.success(6), .completed, .success(1)])
    }

    // MARK: retry

    func testRetryResubscribesUpToTheCount() {
        let xs = scheduler.createColdObservable([Recorded<Event<Int>>.error(10, TestError(1))])
        let res = scheduler.start { xs.asSingle().retry(3) }
        XCTAssertEqual(res.events, [.error(230, TestError(1))])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 210), Subscription(210, 220), Subscription(220, 230)])
    }

    func testRetrySucceedsOnALaterAttempt() {
        var attempts = 0
        let single = Single<Int>.create { observer in
            attempts += 1
            observer(attempts < 3 ? .failure(TestError(attempts)) : .success(attempts))
            return Disposables.create()
        }
        var events: [SingleEvent<Int>] = []
        _ = single.retry(5).subscribe { events.append($0) }
        XCTAssertEqual(events, [.success(3)])
        XCTAssertEqual(attempts, 3)
    }

    func testRetryDisposedBetweenAttempts() {
        let xs = scheduler.createColdObservable([Recorded<Event<Never>>.error(30, TestError(1))])
        let res = scheduler.start(disposed: 245) { xs.asCompletable().retry(5).andThen(Observable<Int>.empty()) }
        XCTAssertEqual(res.events, [])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230), Subscription(230, 245)])
    }

    // MARK: retry(when:)

    func testRetryWhenRetriesWhenTheTriggerEmits() {
        var attempts = 0
        let single = Single<Int>.create { observer in
            attempts += 1
            observer(attempts < 3 ? .failure(TestError(attempts)) : .success(attempts))
            return Disposables.create()
        }
        var events: [SingleEvent<Int>] = []
        _ = single.retry(when: { (errors: Observable<TestError>) in errors }).subscribe { events.append($0) }
        _ = Single<Int>.error(TestError(9)).retry(when: { errors in errors.flatMap { Observable<Int>.error($0) } }).subscribe { events.append($0) }
        XCTAssertEqual(events, [.success(3), .failure(TestError(9))])
    }

    func testRetryWhenOnVirtualTime() {
        let xs = scheduler.createColdObservable([Recorded<Event<Int>>.error(10, TestError(1))])
        let res = scheduler.start(disposed: 255) {
            xs.asMaybe().retry(when: { errors in errors.flatMap { _ in Observable<Int>.timer(.seconds(5), scheduler: self.scheduler) } })
        }
        XCTAssertEqual(res.events, [])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 210), Subscription(215, 225), Subscription(230, 240), Subscription(245, 255)])
    }

    func testRetryWhenTriggerCompletionCompletesAMaybe() {
        var events: [MaybeEvent<Int>] = []
        _ = Maybe<Int>.error(TestError()).retry(when: { errors in errors.take(1).ignoreElements() }).subscribe { events.append($0) }
        XCTAssertEqual(events, [.completed])
    }

    func testRetryWhenTriggerCompletionIsAProgrammingErrorForASingle() {
        assertPreconditionFailure(containing: "Singles can't emit a completion event") {
            _ = Single<Int>.error(TestError()).retry(when: { errors in errors.take(1).ignoreElements() }).subscribe()
        }
    }

    // MARK: deprecated spellings

    func testDeprecatedSpellings() {
        (Spellings() as DeprecatedAPIExercise).run()
    }

    private struct Spellings: DeprecatedAPIExercise {
        @available(*, deprecated, message: "exercises catchError, catchErrorJustReturn and retryWhen")
        func run() {
            var events: [SingleEvent<Int>] = []
            _ = Single<Int>.error(TestError(1)).catchError { _ in .just(1) }.subscribe { events.append($0) }
            _ = Single<Int>.error(TestError(1)).catchErrorJustReturn(2).subscribe { events.append($0) }
            _ = Single<Int>.error(TestError(3)).retryWhen { errors in errors.flatMap { Observable<Int>.error($0) } }.subscribe { events.append($0) }
            _ = Single<Int>.error(TestError(4)).retryWhen { (errors: Observable<TestError>) in errors.flatMap { Observable<Int>.error($0) } }.subscribe { events.append($0) }
            XCTAssertEqual(events, [.success(1), .success(2), .failure(TestError(3)), .failure(TestError(4))])

            var maybe: [MaybeEvent<Int>] = []
            _ = Maybe<Int>.error(TestError(1)).catchErrorJustReturn(5).subscribe { maybe.append($0) }
            XCTAssertEqual(maybe, [.success(5)])
        }
    }
}
