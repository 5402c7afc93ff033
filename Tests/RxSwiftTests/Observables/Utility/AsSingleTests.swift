import Foundation
import RxSwift
import RxTest
import XCTest
import RxTestSupport

final class AsSingleTests: RxTestCase {
    private var scheduler: TestScheduler!

    override func setUp() {
        super.setUp()
        scheduler = TestScheduler(initialClock: 0)
    }

    func testOneElementSucceedsAtCompletion() {
        let xs = scheduler.createHotObservable([.next(150, 0), .next(210, 1), .completed(250)])
        let res = scheduler.start { xs.asSingle() }
        XCTAssertEqual(res.events, [.next(250, 1), .completed(250)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testEmptyFailsWithNoElements() {
        let xs = scheduler.createHotObservable([Recorded<Event<Int>>.completed(250)])
        let res = scheduler.start { xs.asSingle() }
        XCTAssertEqual(res.events, [.error(250, RxError.noElements)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testSecondElementFailsAtOnceWithMoreThanOneElement() {
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3), .completed(250)])
        let res = scheduler.start { xs.asSingle() }
        XCTAssertEqual(res.events, [.error(220, RxError.moreThanOneElement)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    /// A source that emits two elements and completes while it is being subscribed, behind an
    /// operator: the completion still reaches the sink that failed (the source is released only
    /// once its subscription returned), which must not deliver the first element then. RxSwift
    /// 6.10.2: the two attempts of `retry(2)` fail, nothing else.
    func testCompletionAfterMoreThanOneElementDuringSubscriptionDeliversNothing() {
        var released = 0
        let source = Observable<Int>.create { observer in
            observer.onNext(14)
            observer.onNext(12)
            observer.onCompleted()
            return Disposables.create { released += 1 }
        }
        let res = scheduler.start { source.map { $0 + 1 }.asSingle().retry(2) }
        XCTAssertEqual(res.events, [.error(200, RxError.moreThanOneElement)])
        XCTAssertEqual(released, 2)
    }

    func testErrorPassesThrough() {
        let xs = scheduler.createHotObservable([.next(210, 1), .error(230, TestError(1))])
        let res = scheduler.start { xs.asSingle() }
        XCTAssertEqual(res.events, [.error(230, TestError(1))])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    func testDisposedBeforeCompletion() {
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(300)])
        let res = scheduler.start(disposed: 250) { xs.asSingle() }
        XCTAssertEqual(res.events, [])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testSubscribeFormsSeeTheErrors() {
        var log: [String] = []
        _ = Observable<Int>.empty().asSingle().subscribe(onSuccess: { log.append("success \($0)") }, onFailure: { log.append("\($0)") })
        _ = Observable.of(1, 2).asSingle().subscribe(onSuccess: { log.append("success \($0)") }, onFailure: { log.append("\($0)") })
        _ = Observable.of(3).asSingle().subscribe(onSuccess: { log.append("success \($0)") }, onFailure: { log.append("\($0)") })
        XCTAssertEqual(log, ["Sequence doesn't contain any elements.", "Sequence contains more than one element.", "success 3"])
    }

    func testReentrantCompletionFromTheSuccessHandler() {
        // Disposing from inside the success handler must not deliver anything else.
        let subject = PublishSubject<Int>()
        var log: [String] = []
        var subscription: Disposable?
        subscription = subject.asSingle().subscribe(onSuccess: { element in
            log.append("success \(element)")
            subscription?.dispose()
        }, onDisposed: { log.append("disposed") })
        subject.onNext(1)
        subject.onCompleted()
        XCTAssertEqual(log, ["success 1", "disposed"])
        XCTAssertFalse(subject.hasObservers)
    }
}
