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
        // A `just` ends while it is being subscribed: `do` reports the disposal after
        // `onSubscribed`, as for an `Observable`.
        XCTAssertEqual(log, ["onSubscribe", "onSuccess 1", "success 1", "afterSuccess 1", "disposed", "onSubscribed", "onDispose"])
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

    func testSideEffectsRunInTheOrderOfTheSameObservable() {
        var single: [String] = []
        _ = Single.just(1)
            .do(afterSuccess: { _ in single.append("after") }, onDispose: { single.append("do.onDispose") })
            .subscribe(onSuccess: { _ in single.append("success") }, onDisposed: { single.append("onDisposed") })
        var observable: [String] = []
        _ = Observable.just(1)
            .do(afterNext: { _ in observable.append("after") }, onDispose: { observable.append("do.onDispose") })
            .subscribe(onNext: { _ in observable.append("success") }, onDisposed: { observable.append("onDisposed") })
        XCTAssertEqual(single, observable)
        // `just` ends during its subscription, so `do` reports the disposal once subscribed.
        XCTAssertEqual(single, ["success", "after", "onDisposed", "do.onDispose"])
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
