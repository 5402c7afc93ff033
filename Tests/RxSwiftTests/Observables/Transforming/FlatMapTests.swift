import Foundation
import RxSwift
import RxTest
import XCTest
import RxTestSupport

private let testError = NSError(domain: "FlatMapTests", code: 1)

final class FlatMapTests: RxTestCase {
    func testMergesTheInnerSequencesOfEveryElement() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 0), .next(210, 1), .next(220, 2), .completed(240)])

        let res = scheduler.start {
            xs.flatMap { value in
                scheduler.createColdObservable([.next(10, value * 10), .next(25, value * 100), .completed(30)])
            }
        }

        XCTAssertEqual(res.events, [.next(220, 10), .next(230, 20), .next(235, 100), .next(245, 200), .completed(250)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 240)])
    }

    func testInnerSubscriptionsAndCompletionWaitForTheLastInner() {
        let scheduler = TestScheduler(initialClock: 0)
        let ys1 = scheduler.createColdObservable([.next(10, 1), .completed(20)])
        let ys2 = scheduler.createColdObservable([.next(50, 2), .completed(60)])
        let xs = scheduler.createHotObservable([.next(210, ys1), .next(220, ys2), .completed(230)])

        let res = scheduler.start { xs.flatMap { $0 } }

        XCTAssertEqual(res.events, [.next(220, 1), .next(270, 2), .completed(280)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
        XCTAssertEqual(ys1.subscriptions, [Subscription(210, 230)])
        XCTAssertEqual(ys2.subscriptions, [Subscription(220, 280)])
    }

    func testOuterCompletingAfterItsInnersCompletesAtOnce() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(300)])

        let res = scheduler.start { xs.flatMap { Observable.just($0) } }

        XCTAssertEqual(res.events, [.next(210, 1), .completed(300)])
    }

    func testOuterErrorDisposesTheInners() {
        let scheduler = TestScheduler(initialClock: 0)
        let ys = scheduler.createColdObservable([.next(10, 1), .next(100, 2), .completed(200)])
        let xs = scheduler.createHotObservable([.next(210, ys), .error(250, testError)])

        let res = scheduler.start { xs.flatMap { $0 } }

        XCTAssertEqual(res.events, [.next(220, 1), .error(250, testError)])
        XCTAssertEqual(ys.subscriptions, [Subscription(210, 250)])
    }

    func testInnerErrorDisposesTheOuterAndTheOtherInners() {
        let scheduler = TestScheduler(initialClock: 0)
        let ys1 = scheduler.createColdObservable([.next(10, 1), .completed(200)])
        let ys2 = scheduler.createColdObservable([Recorded<Event<Int>>.error(20, testError)])
        let xs = scheduler.createHotObservable([.next(210, ys1), .next(220, ys2), .completed(400)])

        let res = scheduler.start { xs.flatMap { $0 } }

        XCTAssertEqual(res.events, [.next(220, 1), .error(240, testError)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 240)])
        XCTAssertEqual(ys1.subscriptions, [Subscription(210, 240)])
    }

    func testThrowingSelectorErrorsAndDisposesEverything() {
        let scheduler = TestScheduler(initialClock: 0)
        let ys = scheduler.createColdObservable([.next(10, 1), .completed(200)])
        let xs = scheduler.createHotObservable([.next(210, 1), .next(230, 2), .completed(400)])

        let res = scheduler.start {
            xs.flatMap { value -> TestableObservable<Int> in
                if value == 2 { throw testError }
                return ys
            }
        }

        XCTAssertEqual(res.events, [.next(220, 1), .error(230, testError)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
        XCTAssertEqual(ys.subscriptions, [Subscription(210, 230)])
    }

    func testDisposalMidStreamDisposesTheOuterAndEveryInner() {
        let scheduler = TestScheduler(initialClock: 0)
        let ys1 = scheduler.createColdObservable([.next(10, 1), .completed(200)])
        let ys2 = scheduler.createColdObservable([.next(10, 2), .completed(200)])
        let xs = scheduler.createHotObservable([.next(210, ys1), .next(220, ys2), .completed(400)])

        let res = scheduler.start(disposed: 250) { xs.flatMap { $0 } }

        XCTAssertEqual(res.events, [.next(220, 1), .next(230, 2)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
        XCTAssertEqual(ys1.subscriptions, [Subscription(210, 250)])
        XCTAssertEqual(ys2.subscriptions, [Subscription(220, 250)])
    }

    func testSynchronousInnersAndEmptyOuter() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Observable.of(1, 2).flatMap { Observable.of($0, $0 * 10) } }
        // Each `of` emits one element per trampoline step, so the inner sequences interleave.
        XCTAssertEqual(res.events, [.next(200, 1), .next(200, 10), .next(200, 2), .next(200, 20), .completed(200)])

        let empty = scheduler.start(created: 1000, subscribed: 1100, disposed: 1200) { Observable<Int>.empty().flatMap { Observable.just($0) } }
        XCTAssertEqual(empty.events, [.completed(1100)])
    }

    /// A difference kept on purpose (README, "Differences from RxSwift 6"): once an inner
    /// sequence failed, the source's later synchronous elements are not selected and nothing is
    /// subscribed for them. RxSwift 6.10.2 selects 2 and 3 and subscribes (and at once releases)
    /// their inner sequences after the error.
    func testNothingIsSelectedOrSubscribedOnceAnInnerSequenceFailed() {
        var log: [String] = []
        let source = Observable<Int>.create { observer in
            observer.onNext(1)
            observer.onNext(2)
            observer.onNext(3)
            return Disposables.create { log.append("source released") }
        }
        let failing = { (element: Int) -> Observable<Int> in
            log.append("select \(element)")
            return Observable.create { observer in
                log.append("subscribe \(element)")
                observer.onError(testError)
                return Disposables.create()
            }
        }
        for (name, chain) in [("flatMap", source.flatMap(failing)), ("flatMapLatest", source.flatMapLatest(failing))] {
            log = []
            _ = chain.subscribe(onError: { _ in log.append("error") })
            XCTAssertEqual(log, ["select 1", "subscribe 1", "error", "source released"], name)
        }
    }

    func testInnerElementFromInsideOnNextKeepsOrder() {
        let outer = PublishSubject<Int>()
        let inner = PublishSubject<Int>()
        var received: [Int] = []
        let subscription = outer.flatMap { _ in inner }.subscribe(onNext: { value in
            received.append(value)
            if value == 1 {
                outer.onNext(0) // a second subscription to `inner`
                inner.onNext(2) // queued by the subject: it is delivering 1
            }
        })
        outer.onNext(0)
        let anomalies = LockedBox(0)
        RxDiagnostics.withReporter({ _ in anomalies.add(1) }) {
            inner.onNext(1)
        }
        inner.onNext(3)
        subscription.dispose()

        // 2 reaches both subscriptions, then 3 does.
        XCTAssertEqual(received, [1, 2, 2, 3, 3])
        XCTAssertEqual(anomalies.value, 1, "the subject reports the reentrant onNext it queued")
    }
}

/// Inner `just`s are delivered without an inner subscription.
extension FlatMapTests {
    func testChainedStagesOfJustDeliverEveryElementThenComplete() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(300)])
        let res = scheduler.start {
            xs.flatMap { Observable.just($0) }
                .flatMap { Observable.just($0 * 10) }
                .concatMap { Observable.just($0 + 1) }
        }
        XCTAssertEqual(res.events, [.next(210, 11), .next(220, 21), .completed(300)])
    }

    /// A `just` built once, outside the selector, is delivered for every element that selects it.
    func testSharedJustIsDeliveredForEveryElement() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(300)])
        let shared = Observable.just(7)
        let res = scheduler.start {
            Observable.merge(xs.flatMap { _ in shared }, xs.flatMapLatest { _ in shared })
        }
        XCTAssertEqual(res.events, [.next(210, 7), .next(210, 7), .next(220, 7), .next(220, 7), .completed(300)])
    }

    /// A selector failing on the first element a replaying subject sends while it is being
    /// subscribed ends the sequence: the subject's later replayed elements, which still arrive
    /// until that subscription returned, select nothing and subscribe nothing (a difference
    /// from RxSwift kept on purpose: README, "Differences from RxSwift 6").
    func testNothingIsSelectedAfterTheSelectorFailedDuringTheSourcesSubscription() {
        let replaying = ReplaySubject<Int>.create(bufferSize: 3)
        [1, 2, 3].forEach(replaying.onNext)
        var selected: [Int] = []
        var errors = 0
        let subscription = replaying.flatMap { element -> Observable<Int> in
            selected.append(element)
            throw testError
        }.subscribe(onError: { _ in errors += 1 })
        XCTAssertEqual(selected, [1])
        XCTAssertEqual(errors, 1)
        subscription.dispose()
    }
}
