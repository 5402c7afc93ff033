import RxRelay
@testable import RxSwift
import RxTest
import RxTestSupport
import XCTest

/// Which sequences run their subscription inside the current thread's trampoline, as RxSwift
/// 6.10.2 does (measured there with these same chains). Each chain is subscribed outside any
/// trampoline, and its observer subscribes `from([1, 2])` at its first event: the inner sequence
/// runs at once when the outer subscription runs no trampoline, and after the outer event's
/// delivery (queued on `CurrentThreadScheduler`) when it does.
final class ObservableSubscriptionTrampolineTests: RxTestCase {
    private enum Failure: Error { case failed }

    private func trace(_ source: Observable<Int>) -> [String] {
        var log: [String] = []
        var nested = false
        func subscribeInner() {
            guard !nested else { return }
            nested = true
            _ = Observable.from([1, 2]).subscribe(onNext: { log.append("inner \($0)") }, onCompleted: { log.append("inner completed") })
            log.append("after")
        }
        let subscription = source.subscribe(
            onNext: { log.append("next \($0)"); subscribeInner() },
            onError: { _ in log.append("error"); subscribeInner() },
            onCompleted: { log.append("completed"); subscribeInner() }
        )
        log.append("returned")
        subscription.dispose()
        return log
    }

    private let innerAtOnce = ["inner 1", "inner 2", "inner completed", "after"]

    // MARK: Subscribed without a trampoline: the observer's work runs at once

    func testJustEmptyAndErrorRunNoTrampoline() {
        XCTAssertEqual(trace(.just(1)), ["next 1"] + innerAtOnce + ["completed", "returned"])
        XCTAssertEqual(trace(.empty()), ["completed"] + innerAtOnce + ["returned"])
        XCTAssertEqual(trace(.error(Failure.failed)), ["error"] + innerAtOnce + ["returned"])
    }

    func testTheTraitsJustAndEmptyRunNoTrampoline() {
        XCTAssertEqual(trace(Single.just(1).asObservable()), ["next 1"] + innerAtOnce + ["completed", "returned"])
        XCTAssertEqual(trace(Maybe<Int>.empty().asObservable()), ["completed"] + innerAtOnce + ["returned"])
        XCTAssertEqual(trace(Infallible.just(1).asObservable()), ["next 1"] + innerAtOnce + ["completed", "returned"])
    }

    func testASubjectsReplayRunsNoTrampoline() {
        XCTAssertEqual(trace(BehaviorSubject(value: 1).asObservable()), ["next 1"] + innerAtOnce + ["returned"])
        let replay = ReplaySubject<Int>.create(bufferSize: 2)
        replay.onNext(1)
        replay.onNext(2)
        XCTAssertEqual(trace(replay.asObservable()), ["next 1"] + innerAtOnce + ["next 2", "returned"])
        let async = AsyncSubject<Int>()
        async.onNext(1)
        async.onCompleted()
        XCTAssertEqual(trace(async.asObservable()), ["next 1"] + innerAtOnce + ["completed", "returned"])
        XCTAssertEqual(trace(BehaviorRelay(value: 1).asObservable()), ["next 1"] + innerAtOnce + ["returned"])
    }

    func testShareWhileConnectedOfZeroOrOneRunsNoTrampoline() {
        XCTAssertEqual(trace(Observable.just(1).share()), ["next 1"] + innerAtOnce + ["completed", "returned"])
        let shared = BehaviorSubject(value: 1).share(replay: 1)
        let first = shared.subscribe()
        defer { first.dispose() }
        XCTAssertEqual(trace(shared), ["next 1"] + innerAtOnce + ["returned"])
    }

    /// The chain the fidelity oracle found: `just` subscribed by `subscribe(on:)`'s scheduled
    /// action runs no trampoline, so the inner `from([])` that `flatMap` (or `concatMap`)
    /// subscribes for its element completes at once, and the source's completion completes the
    /// sequence inside `do`'s `onCompleted`, before `afterCompleted`: RxSwift 6.10.2's order.
    func testAnInnerSequenceSubscribedInJustsDeliveryOnASchedulerCompletesAtOnce() {
        let expectations: [(String, (Observable<Int>) -> Observable<Int>, [String])] = [
            ("flatMap", { $0.flatMap { _ in Observable<Int>.from([]) } },
             ["31 onNext", "31 afterNext", "31 onCompleted", "31 onDispose", "31 completed", "31 afterCompleted"]),
            ("concatMap", { $0.concatMap { _ in Observable<Int>.from([]) } },
             ["31 onNext", "31 afterNext", "31 onCompleted", "31 completed", "31 onDispose", "31 afterCompleted"]),
        ]
        for (name, flatten, expected) in expectations {
            let scheduler = TestScheduler(initialClock: 0)
            var log: [String] = []
            func note(_ fact: String) { log.append("\(scheduler.clock) \(fact)") }
            let logged = Observable.just(3).subscribe(on: scheduler).do(
                onNext: { _ in note("onNext") },
                afterNext: { _ in note("afterNext") },
                onCompleted: { note("onCompleted") },
                afterCompleted: { note("afterCompleted") },
                onDispose: { note("onDispose") }
            )
            scheduler.scheduleAt(30) {
                _ = flatten(logged).subscribe(onCompleted: { note("completed") })
            }
            scheduler.start()
            XCTAssertEqual(log, expected, name)
        }
    }

    // MARK: Subscribed in a trampoline: the observer's work waits for the delivery to return

    func testOperatorsAndGeneratedSequencesRunInATrampoline() {
        XCTAssertEqual(trace(.of(1, 2)), ["next 1", "after", "inner 1", "next 2", "inner 2", "completed", "inner completed", "returned"])
        let created = Observable<Int>.create { observer in
            observer.onNext(1)
            observer.onNext(2)
            observer.onCompleted()
            return Disposables.create()
        }
        XCTAssertEqual(trace(created), ["next 1", "after", "next 2", "completed", "inner 1", "inner 2", "inner completed", "returned"])
        XCTAssertEqual(trace(.deferred { .just(1) }), ["next 1", "after", "completed", "inner 1", "inner 2", "inner completed", "returned"])
        XCTAssertEqual(trace(Observable.just(1).map { $0 }), ["next 1", "after", "completed", "inner 1", "inner 2", "inner completed", "returned"])
    }

    func testTheOtherSharingFormsRunInATrampoline() {
        let late = ["next 1", "after", "inner 1", "inner 2", "inner completed", "returned"]
        for shared in [
            BehaviorSubject(value: 1).share(replay: 2),
            BehaviorSubject(value: 1).share(replay: 1, scope: .forever),
        ] {
            let first = shared.subscribe()
            XCTAssertEqual(trace(shared), late)
            first.dispose()
        }
        XCTAssertEqual(trace(BehaviorSubject(value: 1).publish().refCount()), late)
    }

    /// Inside an active trampoline (here `of`'s delivery), a subject's replay queues the inner
    /// subscription like everything else.
    func testASubjectSubscribedInsideATrampolineQueuesAsEverythingThere() {
        let subject = BehaviorSubject(value: 10)
        var log: [String] = []
        let subscriptions = CompositeDisposable()
        _ = Observable.of(1).subscribe(onNext: { _ in
            _ = subscriptions.insert(subject.subscribe(onNext: { value in
                log.append("replay \(value)")
                _ = Observable.from([1]).subscribe(onNext: { log.append("inner \($0)") })
                log.append("after")
            }))
        })
        XCTAssertEqual(log, ["replay 10", "after", "inner 1"])
        subscriptions.dispose()
    }
}
