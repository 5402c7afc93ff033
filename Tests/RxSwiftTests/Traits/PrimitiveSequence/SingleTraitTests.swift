import Dispatch
import Foundation
import RxSwift
import RxTest
import XCTest
import RxTestSupport

final class SingleTraitTests: RxTestCase {
    // MARK: create

    func testCreateSuccessIsAnElementThenCompletion() {
        let single = Single<Int>.create { observer in
            observer(.success(1))
            return Disposables.create()
        }
        XCTAssertEqual(recordSynchronously(single.asObservable()), [.next(1), .completed])
    }

    func testCreateFailureIsAnError() {
        let single = Single<Int>.create { observer in
            observer(.failure(TestError(1)))
            return Disposables.create()
        }
        XCTAssertEqual(recordSynchronously(single.asObservable()), [.error(TestError(1))])
    }

    func testCreateIgnoresEveryResultAfterTheFirst() {
        let single = Single<Int>.create { observer in
            observer(.success(1))
            observer(.success(2))
            observer(.failure(TestError(1)))
            return Disposables.create()
        }
        XCTAssertEqual(recordSynchronously(single.asObservable()), [.next(1), .completed])

        let failing = Single<Int>.create { observer in
            observer(.failure(TestError(1)))
            observer(.success(2))
            return Disposables.create()
        }
        XCTAssertEqual(recordSynchronously(failing.asObservable()), [.error(TestError(1))])
    }

    func testCreateDeliversOneResultWhenResultsRace() {
        for _ in 0..<50 {
            let observerBox = Locked<((SingleEvent<Int>) -> Void)?>(nil)
            let single = Single<Int>.create { observer in
                observerBox.withLock { $0 = observer }
                return Disposables.create()
            }
            let received = Locked<[Int]>([])
            let disposed = Locked(0)
            _ = single.subscribe(onSuccess: { received.append($0) }, onDisposed: { disposed.increment() })
            let observer = observerBox.current!
            runConcurrently(threads: 2) { index in
                observer(.success(index))
            }
            XCTAssertEqual(received.current.count, 1)
            XCTAssertEqual(disposed.current, 1)
        }
    }

    func testCreateAcceptsAClosureWithAnExplicitNonSendableObserverType() {
        // RxSwift 6 spells the observer `(SingleEvent<Element>) -> Void`; code that writes that
        // type out keeps compiling although the function handed over is `@Sendable`.
        let single = Single<Int>.create { (observer: @escaping (SingleEvent<Int>) -> Void) -> Disposable in
            observer(.success(1))
            return Disposables.create()
        }
        XCTAssertEqual(recordSynchronously(single.asObservable()), [.next(1), .completed])
    }

    func testCreateRunsTheClosureAtEachSubscriptionAndDisposesItsResource() {
        var subscriptions = 0
        let resource = CountingDisposable()
        let single = Single<Int>.create { _ in
            subscriptions += 1
            return resource
        }
        XCTAssertEqual(subscriptions, 0, "nothing runs before subscribe")
        let first = single.subscribe()
        let second = single.subscribe()
        XCTAssertEqual(subscriptions, 2)
        first.dispose()
        XCTAssertEqual(resource.count, 1)
        second.dispose()
        XCTAssertEqual(resource.count, 2)
    }

    func testCreateResultAfterDisposalIsDropped() {
        var captured: ((SingleEvent<Int>) -> Void)?
        let single = Single<Int>.create { observer in
            captured = observer
            return Disposables.create()
        }
        var results: [String] = []
        let subscription = single.subscribe(onSuccess: { results.append("success \($0)") }, onFailure: { results.append("failure \($0)") })
        subscription.dispose()
        captured?(.success(1))
        captured?(.failure(TestError()))
        XCTAssertEqual(results, [])
    }

    // MARK: subscribe forms

    func testSubscribeWithEventFunction() {
        var events: [SingleEvent<Int>] = []
        _ = Single.just(1).subscribe { events.append($0) }
        _ = Single<Int>.error(TestError(2)).subscribe { events.append($0) }
        XCTAssertEqual(events, [.success(1), .failure(TestError(2))])
    }

    func testSubscribeOnSuccessThenOnDisposed() {
        var log: [String] = []
        _ = Single.just(1).subscribe(
            onSuccess: { log.append("success \($0)") },
            onFailure: { log.append("failure \($0)") },
            onDisposed: { log.append("disposed") }
        )
        XCTAssertEqual(log, ["success 1", "disposed"])
    }

    func testSubscribeOnFailureThenOnDisposed() {
        var log: [String] = []
        _ = Single<Int>.error(TestError(3)).subscribe(
            onSuccess: { log.append("success \($0)") },
            onFailure: { log.append("failure \($0)") },
            onDisposed: { log.append("disposed") }
        )
        XCTAssertEqual(log, ["failure TestError(3)", "disposed"])
    }

    func testSubscribeDisposedBeforeResultRunsOnlyOnDisposed() {
        var log: [String] = []
        let subscription = Single<Int>.never().subscribe(
            onSuccess: { log.append("success \($0)") },
            onFailure: { log.append("failure \($0)") },
            onDisposed: { log.append("disposed") }
        )
        XCTAssertEqual(log, [])
        subscription.dispose()
        subscription.dispose()
        XCTAssertEqual(log, ["disposed"])
    }

    func testUnhandledFailureGoesToTheDefaultErrorHandler() {
        let previous = Hooks.defaultErrorHandler
        defer { Hooks.defaultErrorHandler = previous }
        var unhandled: [String] = []
        Hooks.defaultErrorHandler = { _, error in unhandled.append("\(error)") }
        _ = Single<Int>.error(TestError(4)).subscribe(onSuccess: { _ in })
        _ = Single<Int>.error(TestError(5)).subscribe(onSuccess: { _ in }, onFailure: { _ in })
        XCTAssertEqual(unhandled, ["TestError(4)"])
    }

    func testSubscribeWithObjectPassesTheObject() {
        final class Owner {}
        let owner = Owner()
        var log: [String] = []
        _ = Single.just(1).subscribe(
            with: owner,
            onSuccess: { object, element in log.append("success \(element) \(object === owner)") },
            onFailure: { _, error in log.append("failure \(error)") },
            onDisposed: { object in log.append("disposed \(object === owner)") }
        )
        _ = Single<Int>.error(TestError(6)).subscribe(with: owner, onFailure: { _, error in log.append("failure \(error)") })
        XCTAssertEqual(log, ["success 1 true", "disposed true", "failure TestError(6)"])
    }

    func testSubscribeWithObjectSkipsCallbacksOnceTheObjectIsGone() {
        final class Owner {}
        var owner: Owner? = Owner()
        var captured: ((SingleEvent<Int>) -> Void)?
        let single = Single<Int>.create { observer in
            captured = observer
            return Disposables.create()
        }
        var log: [String] = []
        _ = single.subscribe(with: owner!, onSuccess: { _, element in log.append("success \(element)") }, onDisposed: { _ in log.append("disposed") })
        owner = nil
        captured?(.success(1))
        XCTAssertEqual(log, [])
    }

    func testSubscribeWithObjectHandlesTheErrorEvenWithoutOnFailure() {
        final class Owner {}
        let previous = Hooks.defaultErrorHandler
        defer { Hooks.defaultErrorHandler = previous }
        var unhandled = 0
        Hooks.defaultErrorHandler = { _, _ in unhandled += 1 }
        let owner = Owner()
        _ = Single<Int>.error(TestError()).subscribe(with: owner, onSuccess: { _, _ in })
        XCTAssertEqual(unhandled, 0, "as in RxSwift, the with: form always installs an error handler")
    }

    func testDeprecatedOnErrorSpelling() {
        (OnErrorSpelling() as DeprecatedAPIExercise).run()
    }

    private struct OnErrorSpelling: DeprecatedAPIExercise {
        @available(*, deprecated, message: "exercises subscribe(onSuccess:onError:onDisposed:)")
        func run() {
            var log: [String] = []
            _ = Single<Int>.error(TestError(7)).subscribe(onSuccess: { log.append("success \($0)") }, onError: { log.append("error \($0)") }, onDisposed: { log.append("disposed") })
            _ = Single.just(2).subscribe(onError: { log.append("error \($0)") })
            XCTAssertEqual(log, ["error TestError(7)", "disposed"])
        }
    }

    // MARK: creation

    func testJust() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Single.just(42) }
        XCTAssertEqual(res.events, [.next(200, 42), .completed(200)])
    }

    func testJustOnScheduler() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Single.just(42, scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(201, 42), .completed(202)], "as Observable.just(_:scheduler:), completion is a step of its own")
    }

    func testError() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Single<Int>.error(TestError(1)) }
        XCTAssertEqual(res.events, [.error(200, TestError(1))])
    }

    func testNever() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Single<Int>.never() }
        XCTAssertEqual(res.events, [])
    }

    // MARK: the subscriber enforces the grammar

    func testOnlyTheFirstElementIsDeliveredAndTheRestIgnored() {
        // `asSingle` makes this impossible from the outside; the subscriber still guarantees it.
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .error(230, TestError()), .completed(240)])
        var results: [Int] = []
        scheduler.scheduleAt(200) {
            _ = PrimitiveSequenceProbe.single(xs).subscribe(onSuccess: { results.append($0) })
        }
        scheduler.start()
        XCTAssertEqual(results, [1])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)], "the subscription ends with the source's terminal event")
    }

    func testCompletionWithoutElementIsAProgrammingError() {
        assertPreconditionFailure(containing: "Singles can't emit a completion event") {
            _ = PrimitiveSequenceProbe.single(Observable<Int>.empty()).subscribe()
        }
    }

    func testSingleIsSendable() {
        let single: any Sendable = Single.just(1)
        XCTAssertNotNil(single as? Single<Int>)
    }
}
