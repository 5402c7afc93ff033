import Dispatch
import Foundation
import RxSwift
import RxTest
import RxTestSupport
import XCTest

final class SubscribeOnTests: RxTestCase {
    private func makeScheduler(_ label: String) -> SerialDispatchQueueScheduler {
        SerialDispatchQueueScheduler(internalSerialQueueName: label, serialQueueConfiguration: { QueueTag.tag($0, label) })
    }

    /// A source that records on which tagged queue it is subscribed and disposed.
    private func recordingSource(_ subscribedOn: RealTime.Log<String?>, _ disposedOn: RealTime.Log<String?>) -> Observable<Int> {
        Observable<Int>.create { observer in
            subscribedOn.append(QueueTag.current)
            observer.onNext(1)
            return Disposables.create { disposedOn.append(QueueTag.current) }
        }
    }

    func testSubscribesAndDisposesOnTheScheduler() {
        let subscribedOn = RealTime.Log<String?>()
        let disposedOn = RealTime.Log<String?>()
        let received = RealTime.Log<Int>()
        let subscription = recordingSource(subscribedOn, disposedOn)
            .subscribe(on: makeScheduler("subscribeOn.queue"))
            .subscribe(onNext: { received.append($0) })
        XCTAssertTrue(RealTime.wait(until: { received.count == 1 }))
        XCTAssertEqual(subscribedOn.all, ["subscribeOn.queue"])
        XCTAssertEqual(disposedOn.count, 0)
        subscription.dispose()
        XCTAssertTrue(RealTime.wait(until: { disposedOn.count == 1 }))
        XCTAssertEqual(disposedOn.all, ["subscribeOn.queue"])
    }

    func testSubscriptionHappensLaterOnTheScheduler() {
        let scheduler = makeScheduler("subscribeOn.async")
        let gate = RealTime.Gate()
        _ = scheduler.schedule(()) { _ in
            gate.wait()
            return Disposables.create()
        }
        let subscribed = RealTime.Counter()
        let source = Observable<Int>.create { _ in
            subscribed.increment()
            return Disposables.create()
        }
        let subscription = source.subscribe(on: scheduler).subscribe()
        XCTAssertEqual(subscribed.value, 0, "subscribe(on:) returns before the source is subscribed")
        gate.open()
        XCTAssertTrue(RealTime.wait(until: { subscribed.value == 1 }))
        subscription.dispose() // the source never ends
    }

    func testDisposingBeforeTheSubscriptionRanCancelsIt() {
        let scheduler = makeScheduler("subscribeOn.cancel")
        let gate = RealTime.Gate()
        _ = scheduler.schedule(()) { _ in
            gate.wait()
            return Disposables.create()
        }
        let subscribed = RealTime.Counter()
        let source = Observable<Int>.create { _ in
            subscribed.increment()
            return Disposables.create()
        }
        source.subscribe(on: scheduler).subscribe().dispose()
        gate.open()
        let sentinel = RealTime.Counter()
        _ = scheduler.schedule(()) { _ in
            sentinel.increment()
            return Disposables.create()
        }
        XCTAssertTrue(RealTime.wait(until: { sentinel.value == 1 }))
        XCTAssertEqual(subscribed.value, 0)
    }

    func testForwardsElementsAndCompletion() {
        let received = RealTime.Log<String>()
        _ = Observable.of(1, 2, 3)
            .subscribe(on: makeScheduler("subscribeOn.forward"))
            .subscribe(onNext: { received.append("\($0)") }, onCompleted: { received.append("completed") })
        XCTAssertTrue(RealTime.wait(until: { received.count == 4 }))
        XCTAssertEqual(received.all, ["1", "2", "3", "completed"])
    }

    func testForwardsTheErrorAndDisposesTheSourceOnce() {
        let received = RealTime.Log<String>()
        let sourceDisposed = RealTime.Counter()
        let subscription = Observable<Int>.create { observer in
            observer.onNext(1)
            observer.onError(RealTime.Failure(id: 3))
            return Disposables.create { sourceDisposed.increment() }
        }
        .subscribe(on: makeScheduler("subscribeOn.error"))
        .subscribe(onNext: { received.append("\($0)") }, onError: { received.append("error \(($0 as? RealTime.Failure)?.id ?? -1)") })
        XCTAssertTrue(RealTime.wait(until: { received.count == 2 && sourceDisposed.value == 1 }))
        subscription.dispose()
        Thread.sleep(forTimeInterval: 0.05)
        XCTAssertEqual(received.all, ["1", "error 3"])
        XCTAssertEqual(sourceDisposed.value, 1)
    }

    /// After `dispose()` the source's subscription lasts until the scheduled disposal (the next
    /// tick on `TestScheduler`), but, as in RxSwift, nothing it sends meanwhile is delivered.
    func testNothingIsDeliveredAfterDisposalWhileTheSourceWaitsForItsScheduledDisposal() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(30, 5), .next(31, 6), .completed(40)])
        var log: [String] = []
        let res = scheduler.start(created: 100, subscribed: 130, disposed: 160) {
            xs.subscribe(on: scheduler).do(onNext: { log.append("\(scheduler.clock) next \($0)") }, onDispose: { log.append("\(scheduler.clock) dispose") })
        }
        XCTAssertEqual(res.events, [])
        XCTAssertEqual(log, ["160 dispose"])
        XCTAssertEqual(xs.subscriptions, [Subscription(131, 161)])

        let failing = TestScheduler(initialClock: 0)
        let ys = failing.createHotObservable([.next(160, 5), .next(161, 6), .error(161, TestError())])
        let failed = failing.start(created: 100, subscribed: 130, disposed: 160) { ys.subscribe(on: failing) }
        XCTAssertEqual(failed.events, [.next(160, 5)])
        XCTAssertEqual(ys.subscriptions, [Subscription(131, 161)])
    }

    /// A source that keeps emitting in the subscription's own action, after the observer disposed
    /// the subscription from `onNext`, delivers nothing more, not even to the operators between
    /// (the subscriber drops what reaches it anyway); it is released by the disposal scheduled on
    /// the scheduler, once that action returned, as in RxSwift.
    func testDisposingFromOnNextStopsTheDeliveryAtOnce() {
        let scheduler = TestScheduler(initialClock: 0)
        var log: [String] = []
        var subscription: Disposable?
        scheduler.scheduleAt(200) {
            subscription = Observable.range(start: 0, count: 5)
                .do(onDispose: { log.append("\(scheduler.clock) source disposed") })
                .subscribe(on: scheduler)
                .do(onNext: { log.append("\(scheduler.clock) do \($0)") })
                .subscribe(onNext: { element in
                    log.append("\(scheduler.clock) next \(element)")
                    subscription?.dispose()
                })
        }
        scheduler.start()
        XCTAssertEqual(log, ["201 do 0", "201 next 0", "201 source disposed"])
    }

    func testSubscribesOnTheMainThreadThroughMainScheduler() {
        XCTAssertTrue(Thread.isMainThread)
        let subscribedOnMain = RealTime.Log<Bool>()
        let ready = DispatchSemaphore(value: 0)
        let subscriptions = RealTime.Log<Disposable>()
        DispatchQueue.global().async {
            subscriptions.append(Observable<Int>.create { _ in
                subscribedOnMain.append(Thread.isMainThread)
                return Disposables.create()
            }
            .subscribe(on: MainScheduler.instance)
            .subscribe())
            ready.signal()
        }
        XCTAssertEqual(ready.wait(timeout: .now() + RealTime.timeout), .success)
        XCTAssertTrue(RealTime.runMainLoop(until: { subscribedOnMain.count == 1 }))
        XCTAssertEqual(subscribedOnMain.all, [true])
        subscriptions.all.forEach { $0.dispose() }
    }

    // The library's dispatch-queue schedulers run the subscription and its disposal without
    // `schedule` (`ScheduledWork`); any other scheduler gets both through `schedule`. The cases
    // below go through each kind.

    func testSubscribesAndDisposesOnAConcurrentScheduler() {
        let queue = RealTime.taggedQueue("subscribeOn.concurrent.target")
        let concurrent = DispatchQueue(label: "subscribeOn.concurrent", attributes: .concurrent, target: queue)
        QueueTag.tag(concurrent, "subscribeOn.concurrent")
        let subscribedOn = RealTime.Log<String?>()
        let disposedOn = RealTime.Log<String?>()
        let received = RealTime.Log<String>()
        _ = Observable<Int>.create { observer in
            subscribedOn.append(QueueTag.current)
            observer.onNext(1)
            observer.onCompleted()
            return Disposables.create { disposedOn.append(QueueTag.current) }
        }
        .subscribe(on: ConcurrentDispatchQueueScheduler(queue: concurrent))
        .subscribe(onNext: { received.append("\($0)") }, onCompleted: { received.append("completed") })
        XCTAssertTrue(RealTime.wait(until: { disposedOn.count == 1 }))
        XCTAssertEqual(received.all, ["1", "completed"])
        XCTAssertEqual(subscribedOn.all, ["subscribeOn.concurrent"])
        XCTAssertEqual(disposedOn.all, ["subscribeOn.concurrent"], "the source ended: its subscription is disposed on the scheduler")
    }

    /// A concurrent queue (no serial target), tagged with `label`.
    private func makeConcurrentScheduler(_ label: String) -> ConcurrentDispatchQueueScheduler {
        let queue = DispatchQueue(label: label, attributes: .concurrent)
        QueueTag.tag(queue, label)
        return ConcurrentDispatchQueueScheduler(queue: queue)
    }

    func testForwardsAnErrorDuringTheSubscriptionOnAConcurrentSchedulerAndDisposesTheSourceThere() {
        let label = "subscribeOn.concurrent.error"
        let subscribedOn = RealTime.Log<String?>()
        let disposedOn = RealTime.Log<String?>()
        let received = RealTime.Log<String>()
        let subscription = Observable<Int>.create { observer in
            subscribedOn.append(QueueTag.current)
            observer.onNext(1)
            observer.onError(RealTime.Failure(id: 5))
            observer.onNext(2)
            observer.onCompleted()
            return Disposables.create { disposedOn.append(QueueTag.current) }
        }
        .subscribe(on: makeConcurrentScheduler(label))
        .subscribe(
            onNext: { received.append("\($0)") },
            onError: { received.append("error \(($0 as? RealTime.Failure)?.id ?? -1)") },
            onCompleted: { received.append("completed") }
        )
        XCTAssertTrue(RealTime.wait(until: { received.count == 2 && disposedOn.count == 1 }), "received \(received.all), disposed \(disposedOn.all)")
        Thread.sleep(forTimeInterval: 0.05)
        XCTAssertEqual(received.all, ["1", "error 5"], "nothing after the error")
        XCTAssertEqual(subscribedOn.all, [label])
        XCTAssertEqual(disposedOn.all, [label], "the source failed: its subscription is disposed on the scheduler")
        subscription.dispose()
        Thread.sleep(forTimeInterval: 0.05)
        XCTAssertEqual(disposedOn.count, 1, "disposed once")
        XCTAssertEqual(received.count, 2)
    }

    func testAnotherSchedulerGetsTheSubscriptionAndItsDisposalThroughSchedule() {
        let scheduler = RecordingScheduler(makeScheduler("subscribeOn.other"))
        let subscribedOn = RealTime.Log<String?>()
        let disposedOn = RealTime.Log<String?>()
        let received = RealTime.Log<Int>()
        _ = Observable<Int>.create { observer in
            subscribedOn.append(QueueTag.current)
            observer.onNext(1)
            observer.onCompleted()
            return Disposables.create { disposedOn.append(QueueTag.current) }
        }
        .subscribe(on: scheduler)
        .subscribe(onNext: { received.append($0) })
        XCTAssertTrue(RealTime.wait(until: { disposedOn.count == 1 }))
        XCTAssertEqual(received.all, [1])
        XCTAssertEqual(subscribedOn.all, ["subscribeOn.other"])
        XCTAssertEqual(disposedOn.all, ["subscribeOn.other"])
        XCTAssertEqual(scheduler.scheduled.value, 2, "the subscription, then the disposal")
    }

    func testDisposingBeforeTheSubscriptionRanDisposesTheActionOfAnotherScheduler() {
        let base = makeScheduler("subscribeOn.other.cancel")
        let scheduler = RecordingScheduler(base)
        let gate = RealTime.Gate()
        _ = base.schedule(()) { _ in
            gate.wait()
            return Disposables.create()
        }
        let subscribed = RealTime.Counter()
        Observable<Int>.create { _ in
            subscribed.increment()
            return Disposables.create()
        }
        .subscribe(on: scheduler)
        .subscribe()
        .dispose()
        XCTAssertEqual(scheduler.disposedActions.value, 1, "the scheduled subscription is cancelled through its disposable")
        gate.open()
        let sentinel = RealTime.Counter()
        _ = base.schedule(()) { _ in
            sentinel.increment()
            return Disposables.create()
        }
        XCTAssertTrue(RealTime.wait(until: { sentinel.value == 1 }))
        XCTAssertEqual(subscribed.value, 0)
        XCTAssertEqual(scheduler.scheduled.value, 1, "nothing was subscribed, so nothing is disposed on the scheduler")
    }

    func testMainSchedulerInstanceSubscribesAndDisposesAtOnceOnTheMainThread() {
        XCTAssertTrue(Thread.isMainThread)
        let subscribedOnMain = RealTime.Log<Bool>()
        let disposedOnMain = RealTime.Log<Bool>()
        let subscription = Observable<Int>.create { _ in
            subscribedOnMain.append(Thread.isMainThread)
            return Disposables.create { disposedOnMain.append(Thread.isMainThread) }
        }
        .subscribe(on: MainScheduler.instance)
        .subscribe()
        XCTAssertEqual(subscribedOnMain.all, [true], "with nothing pending, MainScheduler.instance runs the subscription at once, as RxSwift's does")
        subscription.dispose()
        XCTAssertEqual(disposedOnMain.all, [true], "and the disposal")
    }

    #if TRACE_RESOURCES
    func testReleasesEverythingAfterDisposal() {
        let scheduler = makeScheduler("subscribeOn.resources")
        let baseline = Resources.total
        do {
            let received = RealTime.Counter()
            let subscription = Observable<Int>.never().startWithOne()
                .subscribe(on: scheduler)
                .subscribe(onNext: { _ in received.increment() })
            XCTAssertTrue(RealTime.wait(until: { received.value == 1 }))
            subscription.dispose()
            _ = Observable.of(1).subscribe(on: scheduler).subscribe()
        }
        XCTAssertTrue(RealTime.wait(until: { Resources.total == baseline }), "left: \(Resources.total - baseline)")
    }
    #endif

    @available(*, deprecated, message: "exercises the deprecated spelling")
    func testSubscribeOnIsTheGuidesSpelling() {
        let received = RealTime.Log<Int>()
        _ = Observable.of(1, 2).subscribeOn(CurrentThreadScheduler.instance).subscribe(onNext: { received.append($0) })
        XCTAssertEqual(received.all, [1, 2])
    }
}

extension ObservableType where Element == Int {
    /// Emits 1 on subscription, then what this sequence emits.
    fileprivate func startWithOne() -> Observable<Int> {
        Observable.create { observer in
            observer.onNext(1)
            return self.subscribe(observer)
        }
    }
}

/// A scheduler of the test's own around `base`: counts the actions scheduled through it and the
/// disposals of what `schedule` returned.
private final class RecordingScheduler: ImmediateSchedulerType, @unchecked Sendable {
    // @unchecked Sendable: immutable; the counters are thread-safe.
    let base: ImmediateSchedulerType
    let scheduled = RealTime.Counter()
    let disposedActions = RealTime.Counter()

    init(_ base: ImmediateSchedulerType) {
        self.base = base
    }

    func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable) -> Disposable {
        scheduled.increment()
        let scheduledAction = base.schedule(state, action: action)
        let disposedActions = self.disposedActions
        return Disposables.create {
            disposedActions.increment()
            scheduledAction.dispose()
        }
    }
}
