import Foundation
import RxSwift
import RxTest
import XCTest
import RxTestSupport

final class PrimitiveSequenceDoTests: RxTestCase {
    func testSingleCallbacksInOrder() {
        var log: [String] = []
        _ = Single.just(1)
            .do(
                onSuccess: { log.append("onSuccess \($0)") },
                afterSuccess: { log.append("afterSuccess \($0)") },
                onError: { _ in log.append("onError") },
                afterError: { _ in log.append("afterError") },
                onSubscribe: { log.append("onSubscribe") },
                onSubscribed: { log.append("onSubscribed") },
                onDispose: { log.append("onDispose") }
            )
            .subscribe(onSuccess: { log.append("success \($0)") }, onDisposed: { log.append("disposed") })
        // RxSwift 6.10.2: `onDisposed` right after the success; a `just` ends while it is being
        // subscribed, so `do` reports the disposal after `onSubscribed`, as for an `Observable`.
        XCTAssertEqual(log, ["onSubscribe", "onSuccess 1", "success 1", "disposed", "afterSuccess 1", "onSubscribed", "onDispose"])
    }

    func testSingleFailureCallbacks() {
        var log: [String] = []
        _ = Single<Int>.error(TestError(1))
            .do(onSuccess: { _ in log.append("onSuccess") }, onError: { log.append("onError \($0)") }, afterError: { log.append("afterError \($0)") })
            .subscribe(onFailure: { log.append("failure \($0)") })
        XCTAssertEqual(log, ["onError TestError(1)", "failure TestError(1)", "afterError TestError(1)"])
    }

    func testSingleOnSuccessThatThrowsFails() {
        var events: [SingleEvent<Int>] = []
        _ = Single.just(1).do(onSuccess: { _ in throw TestError(2) }).subscribe { events.append($0) }
        XCTAssertEqual(events, [.failure(TestError(2))])
    }

    func testOnDisposedRunsRightAfterTheResultUnlikeTheSameObservable() {
        var single: [String] = []
        _ = Single.just(1)
            .do(afterSuccess: { _ in single.append("after") }, onDispose: { single.append("do.onDispose") })
            .subscribe(onSuccess: { _ in single.append("success") }, onDisposed: { single.append("onDisposed") })
        var observable: [String] = []
        _ = Observable.just(1)
            .do(afterNext: { _ in observable.append("after") }, onDispose: { observable.append("do.onDispose") })
            .subscribe(onNext: { _ in observable.append("success") }, onDisposed: { observable.append("onDisposed") })
        // RxSwift 6.10.2: a trait's subscriber runs `onDisposed` as soon as it has the result; an
        // observable's, once the sequence completed (after the element's `afterNext`).
        XCTAssertEqual(single, ["success", "onDisposed", "after", "do.onDispose"])
        XCTAssertEqual(observable, ["success", "after", "onDisposed", "do.onDispose"])
    }

    func testMaybeCallbacks() {
        var log: [String] = []
        func subscribe(_ maybe: Maybe<Int>) {
            _ = maybe.do(
                onNext: { log.append("onNext \($0)") },
                afterNext: { log.append("afterNext \($0)") },
                onError: { log.append("onError \($0)") },
                onCompleted: { log.append("onCompleted") },
                afterCompleted: { log.append("afterCompleted") }
            ).subscribe()
        }
        subscribe(.just(1))
        subscribe(.empty())
        subscribe(.error(TestError(1)))
        XCTAssertEqual(log, [
            "onNext 1", "afterNext 1", "onCompleted", "afterCompleted",
            "onCompleted", "afterCompleted",
            "onError TestError(1)",
        ])
    }

    func testCompletableCallbacks() {
        var log: [String] = []
        _ = Completable.empty().do(onCompleted: { log.append("onCompleted") }, afterCompleted: { log.append("afterCompleted") }, onDispose: { log.append("onDispose") }).subscribe()
        _ = Completable.error(TestError(1)).do(onError: { log.append("onError \($0)") }, afterError: { log.append("afterError \($0)") }).subscribe(onError: { _ in })
        _ = Completable.empty().do(onCompleted: { throw TestError(2) }).subscribe(onError: { log.append("error \($0)") })
        XCTAssertEqual(log, ["onCompleted", "afterCompleted", "onDispose", "onError TestError(1)", "afterError TestError(1)", "error TestError(2)"])
    }

    // RxSwift 6.10.2's order for each result of a trait: the subscriber's callback, its
    // `onDisposed`, then `do`'s `after…`, then `do`'s `onDispose`.

    func testMaybeAndCompletableCallbacksRunInRxSwiftsOrder() {
        var log: [String] = []
        for maybe in [Maybe.just(1), Maybe<Int>.empty(), Maybe<Int>.error(TestError(1))] {
            _ = maybe.do(
                onNext: { log.append("onNext \($0)") }, afterNext: { log.append("afterNext \($0)") },
                onError: { _ in log.append("onError") }, afterError: { _ in log.append("afterError") },
                onCompleted: { log.append("onCompleted") }, afterCompleted: { log.append("afterCompleted") },
                onDispose: { log.append("onDispose") }
            ).subscribe(
                onSuccess: { log.append("success \($0)") }, onError: { _ in log.append("error") },
                onCompleted: { log.append("completed") }, onDisposed: { log.append("disposed") }
            )
        }
        XCTAssertEqual(log, [
            "onNext 1", "success 1", "disposed", "afterNext 1", "onCompleted", "afterCompleted", "onDispose",
            "onCompleted", "completed", "disposed", "afterCompleted", "onDispose",
            "onError", "error", "disposed", "afterError", "onDispose",
        ])
        log = []
        for completable in [Completable.empty(), Completable.error(TestError(1))] {
            _ = completable.do(
                onError: { _ in log.append("onError") }, afterError: { _ in log.append("afterError") },
                onCompleted: { log.append("onCompleted") }, afterCompleted: { log.append("afterCompleted") },
                onDispose: { log.append("onDispose") }
            ).subscribe(onCompleted: { log.append("completed") }, onError: { _ in log.append("error") }, onDisposed: { log.append("disposed") })
        }
        XCTAssertEqual(log, [
            "onCompleted", "completed", "disposed", "afterCompleted", "onDispose",
            "onError", "error", "disposed", "afterError", "onDispose",
        ])
        log = []
        _ = Single<Int>.error(TestError(1)).do(onError: { _ in log.append("onError") }, afterError: { _ in log.append("afterError") }, onDispose: { log.append("onDispose") })
            .subscribe(onFailure: { _ in log.append("failure") }, onDisposed: { log.append("disposed") })
        XCTAssertEqual(log, ["onError", "failure", "disposed", "afterError", "onDispose"])
    }

    func testDoOnDisposeWhenDisposedEarly() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(300, 1), .completed(300)])
        var disposals = 0
        let res = scheduler.start(disposed: 250) { xs.asSingle().do(onDispose: { disposals += 1 }) }
        XCTAssertEqual(res.events, [])
        XCTAssertEqual(disposals, 1)
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }
}
