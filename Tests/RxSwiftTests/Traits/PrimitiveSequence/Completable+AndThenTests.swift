import Foundation
import RxSwift
import RxTest
import XCTest
import RxTestSupport

final class CompletableAndThenTests: RxTestCase {
    private var scheduler: TestScheduler!

    override func setUp() {
        super.setUp()
        scheduler = TestScheduler(initialClock: 0)
    }

    func testSingleIsSubscribedOnlyAfterCompletion() {
        let first = scheduler.createColdObservable([Recorded<Event<Never>>.completed(10)])
        let second = scheduler.createColdObservable([.next(5, 1), .completed(5)])
        let res = scheduler.start { first.asCompletable().andThen(second.asSingle()) }
        XCTAssertEqual(res.events, [.next(215, 1), .completed(215)])
        XCTAssertEqual(first.subscriptions, [Subscription(200, 210)])
        XCTAssertEqual(second.subscriptions, [Subscription(210, 215)])
    }

    func testMaybe() {
        let first = scheduler.createColdObservable([Recorded<Event<Never>>.completed(10)])
        let second = scheduler.createColdObservable([Recorded<Event<Int>>.completed(5)])
        let res = scheduler.start { first.asCompletable().andThen(second.asMaybe()) }
        XCTAssertEqual(res.events, [.completed(215)])
        XCTAssertEqual(second.subscriptions, [Subscription(210, 215)])
    }

    func testCompletable() {
        let first = scheduler.createColdObservable([Recorded<Event<Never>>.completed(10)])
        let second = scheduler.createColdObservable([Recorded<Event<Never>>.completed(5)])
        let res = scheduler.start { first.asCompletable().andThen(second.asCompletable()).andThen(Observable.just(7)) }
        XCTAssertEqual(res.events, [.next(215, 7), .completed(215)])
        XCTAssertEqual(second.subscriptions, [Subscription(210, 215)])
    }

    func testObservableKeepsEveryElement() {
        let first = scheduler.createColdObservable([Recorded<Event<Never>>.completed(10)])
        let second = scheduler.createColdObservable([.next(5, 1), .next(6, 2), .completed(7)])
        let res = scheduler.start { first.asCompletable().andThen(second.asObservable()) }
        XCTAssertEqual(res.events, [.next(215, 1), .next(216, 2), .completed(217)])
    }

    func testAnErrorSkipsTheSecond() {
        let first = scheduler.createColdObservable([Recorded<Event<Never>>.error(10, TestError(1))])
        let second = scheduler.createColdObservable([.next(5, 1), .completed(5)])
        let res = scheduler.start { first.asCompletable().andThen(second.asSingle()) }
        XCTAssertEqual(res.events, [.error(210, TestError(1))])
        XCTAssertEqual(second.subscriptions, [])

        var log: [String] = []
        _ = Completable.error(TestError(2)).andThen(Maybe.just(1)).subscribe(onSuccess: { log.append("success \($0)") }, onError: { log.append("error \($0)") })
        _ = Completable.error(TestError(3)).andThen(Completable.empty()).subscribe(onCompleted: { log.append("completed") }, onError: { log.append("error \($0)") })
        XCTAssertEqual(log, ["error TestError(2)", "error TestError(3)"])
    }

    func testTheSecondsErrorIsDelivered() {
        var log: [String] = []
        _ = Completable.empty().andThen(Single<Int>.error(TestError(4))).subscribe(onSuccess: { log.append("success \($0)") }, onFailure: { log.append("failure \($0)") })
        XCTAssertEqual(log, ["failure TestError(4)"])
    }

    func testDisposalBeforeCompletionNeverSubscribesTheSecond() {
        let first = scheduler.createColdObservable([Recorded<Event<Never>>.completed(100)])
        let second = scheduler.createColdObservable([.next(5, 1), .completed(5)])
        let res = scheduler.start(disposed: 250) { first.asCompletable().andThen(second.asSingle()) }
        XCTAssertEqual(res.events, [])
        XCTAssertEqual(first.subscriptions, [Subscription(200, 250)])
        XCTAssertEqual(second.subscriptions, [])
    }

    func testDisposalWhileTheSecondRuns() {
        let first = scheduler.createColdObservable([Recorded<Event<Never>>.completed(10)])
        let second = scheduler.createColdObservable([.next(100, 1), .completed(100)])
        let res = scheduler.start(disposed: 250) { first.asCompletable().andThen(second.asSingle()) }
        XCTAssertEqual(res.events, [])
        XCTAssertEqual(second.subscriptions, [Subscription(210, 250)])
    }

    func testChainRunsInOrder() {
        var log: [String] = []
        func step(_ name: String) -> Completable {
            Completable.create { observer in
                log.append(name)
                observer(.completed)
                return Disposables.create()
            }
        }
        _ = step("a").andThen(step("b")).andThen(step("c")).andThen(Single.deferred {
            log.append("single")
            return .just(1)
        }).subscribe(onSuccess: { log.append("success \($0)") })
        XCTAssertEqual(log, ["a", "b", "c", "single", "success 1"])
    }

    /// Once the first completable completed, the subscription lets go of it while the second
    /// runs: its subscription ends at its completion (210), and what its closures hold (here an
    /// object captured by the subscribe closure and by the disposable it returned) is released
    /// then, not when the second ends (400). The chain is built inside `subscribe` so that only
    /// the subscription holds it. RxSwift's `ConcatCompletable` ends the first subscription at
    /// 210 too.
    func testTheFirstIsReleasedOnceItCompletedWhileTheSecondRuns() {
        var releasedAt: [TestTime] = []
        var disposedAt: [TestTime] = []
        let second = scheduler.createColdObservable([.next(200, 1), .completed(200)])
        let observer = scheduler.createObserver(Int.self)
        var subscription: Disposable?
        scheduler.scheduleAt(200) { [scheduler = scheduler!] in
            let tracked = Token { releasedAt.append(scheduler.clock) }
            let first = Completable.create { completed in
                let work = scheduler.scheduleRelative(tracked, dueTime: .seconds(10)) { _ in
                    completed(.completed)
                    return Disposables.create()
                }
                return Disposables.create {
                    _ = tracked
                    work.dispose()
                    disposedAt.append(scheduler.clock)
                }
            }
            subscription = first.andThen(second.asSingle()).asObservable().subscribe(observer)
        }
        scheduler.scheduleAt(1000) { subscription?.dispose() }
        scheduler.start()
        XCTAssertEqual(observer.events, [.next(410, 1), .completed(410)])
        XCTAssertEqual(disposedAt, [210])
        XCTAssertEqual(releasedAt, [210])
        XCTAssertEqual(second.subscriptions, [Subscription(210, 410)])
    }
}
