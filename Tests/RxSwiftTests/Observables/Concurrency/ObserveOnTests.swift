import Dispatch
import Foundation
import RxSwift
import RxTestSupport
import XCTest

final class ObserveOnTests: RxTestCase {
    private enum Received: Equatable {
        case next(Int)
        case error(RealTime.Failure)
        case completed
    }

    /// Subscribes and records the events, and whether each one arrived on the queue tagged `label`.
    private func record(_ source: Observable<Int>, onQueue label: String? = nil) -> (RealTime.Log<Received>, RealTime.Counter, Disposable) {
        let log = RealTime.Log<Received>()
        let offQueue = RealTime.Counter()
        let check = {
            if let label, QueueTag.current != label { offQueue.increment() }
        }
        let subscription = source.subscribe(onNext: { element in
            check()
            log.append(.next(element))
        }, onError: { error in
            check()
            log.append(.error(error as? RealTime.Failure ?? RealTime.Failure(id: -1)))
        }, onCompleted: {
            check()
            log.append(.completed)
        })
        return (log, offQueue, subscription)
    }

    /// Emits 1 and 2 synchronously, then fails with `RealTime.Failure(id: id)`.
    private func oneTwoThenFailure(id: Int) -> Observable<Int> {
        Observable<Int>.create { observer in
            observer.onNext(1)
            observer.onNext(2)
            observer.onError(RealTime.Failure(id: id))
            return Disposables.create()
        }
    }

    private func makeScheduler(_ label: String) -> SerialDispatchQueueScheduler {
        SerialDispatchQueueScheduler(internalSerialQueueName: label, serialQueueConfiguration: { QueueTag.tag($0, label) })
    }

    // MARK: serial schedulers

    func testSerialSchedulerDeliversEveryElementInOrderThenCompletion() {
        let subject = PublishSubject<Int>()
        let (log, offQueue, _) = record(subject.observe(on: makeScheduler("observeOn.order")), onQueue: "observeOn.order")
        DispatchQueue.global().async {
            for element in 0..<10_000 { subject.onNext(element) }
            subject.onCompleted()
        }
        XCTAssertTrue(RealTime.wait(until: { log.all.last == .completed }))
        XCTAssertEqual(log.all, (0..<10_000).map(Received.next) + [.completed])
        XCTAssertEqual(offQueue.value, 0, "every event arrives on the scheduler's queue")
    }

    func testSerialSchedulerDeliversTheErrorAfterTheQueuedElements() {
        let scheduler = makeScheduler("observeOn.error")
        let source = Observable<Int>.create { observer in
            for element in 1...3 { observer.onNext(element) }
            observer.onError(RealTime.Failure(id: 7))
            observer.onNext(4)
            return Disposables.create()
        }
        let (log, offQueue, _) = record(source.observe(on: scheduler), onQueue: "observeOn.error")
        XCTAssertTrue(RealTime.wait(until: { log.count == 4 }))
        Thread.sleep(forTimeInterval: 0.05)
        XCTAssertEqual(log.all, [.next(1), .next(2), .next(3), .error(RealTime.Failure(id: 7))])
        XCTAssertEqual(offQueue.value, 0)
    }

    func testABurstOnASerialSchedulerIsDeliveredByOneScheduledBlock() {
        var schedulerQueue: DispatchQueue?
        let scheduler = SerialDispatchQueueScheduler(internalSerialQueueName: "observeOn.burst", serialQueueConfiguration: { schedulerQueue = $0 })
        guard let queue = schedulerQueue else { return XCTFail("the configuration closure was not called") }
        let subject = PublishSubject<Int>()
        let delivered = RealTime.Counter()
        let completed = RealTime.Counter()
        let seenByMarker = RealTime.Log<Int>()
        _ = subject.observe(on: scheduler).subscribe(onNext: { _ in delivered.increment() }, onCompleted: { completed.increment() })
        queue.async {
            subject.onNext(0)
            // The drain was scheduled by the first element, so it runs before this marker. Had
            // each element its own block, the marker would run after the first element only.
            queue.async { seenByMarker.append(delivered.value) }
            for element in 1..<100_000 { subject.onNext(element) }
            subject.onCompleted()
        }
        XCTAssertTrue(RealTime.wait(until: { seenByMarker.count == 1 }))
        XCTAssertEqual(seenByMarker.all, [100_000])
        XCTAssertEqual(completed.value, 1)
    }

    func testDisposingFromTheObserverOnTheSerialSchedulerStopsDeliveryAtOnce() {
        let subject = PublishSubject<Int>()
        let scheduler = makeScheduler("observeOn.dispose.inside")
        let received = RealTime.Log<Int>()
        let completed = RealTime.Counter()
        let subscription = SingleAssignmentDisposable()
        subscription.setDisposable(subject.observe(on: scheduler).subscribe(onNext: { element in
            received.append(element)
            if element == 100 { subscription.dispose() }
        }, onCompleted: { completed.increment() }))
        let produced = RealTime.Counter()
        DispatchQueue.global().async {
            for element in 0..<10_000 { subject.onNext(element) }
            subject.onCompleted()
            produced.increment()
        }
        XCTAssertTrue(RealTime.wait(until: { produced.value == 1 && received.count >= 101 }))
        Thread.sleep(forTimeInterval: 0.05)
        XCTAssertEqual(received.all, Array(0...100), "nothing is delivered after dispose() returned")
        XCTAssertEqual(completed.value, 0)
        XCTAssertFalse(subject.hasObservers, "disposal reaches the source")
    }

    func testDisposingFromAnotherBlockOnTheSameSerialQueueStopsDelivery() {
        let producer = SerialDispatchQueueScheduler(internalSerialQueueName: "observeOn.producer")
        let scheduler = makeScheduler("observeOn.dispose.block")
        let received = RealTime.Counter()
        let subscription = Observable<Int>.interval(.milliseconds(2), scheduler: producer)
            .observe(on: scheduler)
            .subscribe(onNext: { _ in received.increment() })
        XCTAssertTrue(RealTime.wait(until: { received.value >= 5 }))
        let countAtDisposal = RealTime.Log<Int>()
        _ = scheduler.schedule(()) { _ in
            subscription.dispose()
            countAtDisposal.append(received.value)
            return Disposables.create()
        }
        XCTAssertTrue(RealTime.wait(until: { countAtDisposal.count == 1 }))
        Thread.sleep(forTimeInterval: 0.1)
        XCTAssertEqual(received.value, countAtDisposal.all[0])
    }

    func testDisposingReleasesTheSourceSubscriptionAndQueuedElements() {
        let scheduler = makeScheduler("observeOn.release")
        let gate = RealTime.Gate()
        _ = scheduler.schedule(()) { _ in
            gate.wait()
            return Disposables.create()
        }
        let sourceDisposed = RealTime.Counter()
        let source = Observable<Int>.create { observer in
            observer.onNext(1)
            observer.onNext(2)
            return Disposables.create { sourceDisposed.increment() }
        }
        let (log, _, subscription) = record(source.observe(on: scheduler))
        subscription.dispose()
        XCTAssertEqual(sourceDisposed.value, 1)
        gate.open()
        let sentinel = RealTime.Counter()
        _ = scheduler.schedule(()) { _ in
            sentinel.increment()
            return Disposables.create()
        }
        XCTAssertTrue(RealTime.wait(until: { sentinel.value == 1 }))
        XCTAssertEqual(log.all, [], "elements queued before the disposal are dropped")
    }

    func testElementsEmittedByTheObserverAreQueuedNotNested() {
        let subject = PublishSubject<Int>()
        let scheduler = makeScheduler("observeOn.reentrant")
        let received = RealTime.Log<Int>()
        let overlap = RealTime.Overlap()
        _ = subject.observe(on: scheduler).subscribe(onNext: { element in
            overlap.enter()
            received.append(element)
            if element < 5 { subject.onNext(element + 1) }
            overlap.leave()
        })
        subject.onNext(0)
        XCTAssertTrue(RealTime.wait(until: { received.count == 6 }))
        XCTAssertEqual(received.all, [0, 1, 2, 3, 4, 5])
        XCTAssertEqual(overlap.maximumOverlap, 1)
        subject.onCompleted() // the subscriber's closure captures the subject: end the chain
    }

    // MARK: the main scheduler

    func testMainSchedulerInstanceDeliversAtOnceOnTheMainThread() {
        XCTAssertTrue(Thread.isMainThread)
        RealTime.runMainLoop(for: 0.01)
        let (log, _, _) = record(Observable.of(1, 2, 3).observe(on: MainScheduler.instance))
        XCTAssertEqual(log.all, [.next(1), .next(2), .next(3), .completed])
    }

    func testMainSchedulerElementsEmittedByTheObserverFollowInTheSameCallNotNested() {
        XCTAssertTrue(Thread.isMainThread)
        RealTime.runMainLoop(for: 0.01)
        let subject = PublishSubject<Int>()
        var received: [Int] = []
        var depth = 0
        var maximumDepth = 0
        let subscription = subject.observe(on: MainScheduler.instance).subscribe(onNext: { element in
            depth += 1
            maximumDepth = max(maximumDepth, depth)
            received.append(element)
            if element < 5 { subject.onNext(element + 1) }
            depth -= 1
        })
        subject.onNext(0)
        XCTAssertEqual(received, [0, 1, 2, 3, 4, 5], "delivered before onNext returns")
        XCTAssertEqual(maximumDepth, 1)
        subject.onNext(10)
        XCTAssertEqual(received, [0, 1, 2, 3, 4, 5, 10], "inline again once the burst is over")
        subscription.dispose()
    }

    func testMainSchedulerInlineDeliveryDoesNotOvertakeWorkQueuedEarlier() {
        XCTAssertTrue(Thread.isMainThread)
        RealTime.runMainLoop(for: 0.01)
        let order = RealTime.Log<String>()
        let subject = PublishSubject<Int>()
        let subscription = subject.observe(on: MainScheduler.instance).subscribe(onNext: { element in
            order.append("element \(element)")
        })
        RealTime.queueOnMainScheduler { order.append("queued from background") }
        subject.onNext(1)
        XCTAssertEqual(order.all, [], "work is pending on the main queue: the element waits behind it")
        XCTAssertTrue(RealTime.runMainLoop(until: { order.count == 2 }))
        XCTAssertEqual(order.all, ["queued from background", "element 1"])
        subject.onNext(2)
        XCTAssertEqual(order.all, ["queued from background", "element 1", "element 2"], "inline again")
        subscription.dispose()
    }

    func testMainSchedulerDisposingFromTheObserverDropsWhatItEmittedMeanwhile() {
        XCTAssertTrue(Thread.isMainThread)
        RealTime.runMainLoop(for: 0.01)
        let subject = PublishSubject<Int>()
        var received: [Int] = []
        var subscription: Disposable?
        subscription = subject.observe(on: MainScheduler.instance).subscribe(onNext: { element in
            received.append(element)
            subject.onNext(element + 1)
            subscription?.dispose()
        })
        subject.onNext(1)
        XCTAssertEqual(received, [1])
        subject.onNext(5)
        RealTime.runMainLoop(for: 0.02)
        XCTAssertEqual(received, [1])
        XCTAssertFalse(subject.hasObservers)
    }

    func testMainSchedulerInstanceDeliversTheTerminalEventAfterInlineElements() {
        XCTAssertTrue(Thread.isMainThread)
        RealTime.runMainLoop(for: 0.01)
        let (log, _, _) = record(oneTwoThenFailure(id: 7).observe(on: MainScheduler.instance))
        XCTAssertEqual(log.all, [.next(1), .next(2), .error(RealTime.Failure(id: 7))])
    }

    func testMainSchedulerAsyncInstanceDeliversLaterOnTheMainThread() {
        let onMain = RealTime.Counter()
        let (log, _, _) = record(Observable.of(1, 2, 3).observe(on: MainScheduler.asyncInstance)
            .map { element -> Int in
                if Thread.isMainThread { onMain.increment() }
                return element
            })
        XCTAssertEqual(log.all, [])
        XCTAssertTrue(RealTime.runMainLoop(until: { log.count == 4 }))
        XCTAssertEqual(log.all, [.next(1), .next(2), .next(3), .completed])
        XCTAssertEqual(onMain.value, 3)
    }

    func testDisposingOnTheMainThreadStopsMainSchedulerDelivery() {
        let producer = SerialDispatchQueueScheduler(internalSerialQueueName: "observeOn.main.producer")
        var received = 0
        let subscription = Observable<Int>.interval(.milliseconds(2), scheduler: producer)
            .observe(on: MainScheduler.instance)
            .subscribe(onNext: { _ in
                XCTAssertTrue(Thread.isMainThread)
                received += 1
            })
        XCTAssertTrue(RealTime.runMainLoop(until: { received >= 5 }))
        subscription.dispose()
        let countAtDisposal = received
        RealTime.runMainLoop(for: 0.1)
        XCTAssertEqual(received, countAtDisposal)
    }

    // MARK: other schedulers

    func testOtherSchedulersDeliverEachEventThroughItsOwnScheduledActionOneAtATime() {
        let counting = CountingScheduler(ConcurrentDispatchQueueScheduler(qos: .default))
        let subject = PublishSubject<Int>()
        let overlap = RealTime.Overlap()
        let received = RealTime.Log<Received>()
        _ = subject.observe(on: counting).subscribe(onNext: { element in
            overlap.enter()
            received.append(.next(element))
            overlap.leave()
        }, onCompleted: {
            received.append(.completed)
        })
        for element in 0..<1_000 { subject.onNext(element) }
        subject.onCompleted()
        XCTAssertTrue(RealTime.wait(until: { received.all.last == .completed }))
        XCTAssertEqual(received.all, (0..<1_000).map(Received.next) + [.completed])
        XCTAssertEqual(overlap.maximumOverlap, 1, "a concurrent scheduler still delivers one event at a time")
        XCTAssertGreaterThanOrEqual(counting.scheduled.value, 1_000)
        XCTAssertLessThanOrEqual(counting.scheduled.value, 1_001)
    }

    func testCurrentThreadSchedulerDeliversSynchronouslyWithTheErrorLast() {
        let (log, _, _) = record(oneTwoThenFailure(id: 1).observe(on: CurrentThreadScheduler.instance))
        XCTAssertEqual(log.all, [.next(1), .next(2), .error(RealTime.Failure(id: 1))])
    }

    func testDisposingMidStreamOnAnotherSchedulerStopsTheSource() {
        let subject = PublishSubject<Int>()
        let scheduler = OperationQueueScheduler(operationQueue: OperationQueue())
        let received = RealTime.Log<Int>()
        let subscription = subject.observe(on: scheduler).subscribe(onNext: { received.append($0) })
        subject.onNext(1)
        XCTAssertTrue(RealTime.wait(until: { received.count == 1 }))
        subscription.dispose()
        XCTAssertFalse(subject.hasObservers)
        subject.onNext(2)
        Thread.sleep(forTimeInterval: 0.05)
        XCTAssertEqual(received.all, [1])
    }

    #if TRACE_RESOURCES
    func testReleasesEverythingAfterCompletionAndAfterDisposal() {
        let scheduler = makeScheduler("observeOn.resources")
        let baseline = Resources.total
        do {
            let (log, _, _) = record(Observable.of(1, 2, 3).observe(on: scheduler))
            XCTAssertTrue(RealTime.wait(until: { log.count == 4 }))
            let subject = PublishSubject<Int>()
            let (_, _, subscription) = record(subject.observe(on: scheduler).observe(on: ConcurrentDispatchQueueScheduler(qos: .default)))
            subject.onNext(1)
            subscription.dispose()
        }
        XCTAssertTrue(RealTime.wait(until: { Resources.total == baseline }), "left: \(Resources.total - baseline)")
    }
    #endif

    @available(*, deprecated, message: "exercises the deprecated spelling")
    func testObserveOnIsTheGuidesSpelling() {
        let (log, _, _) = record(Observable.of(1, 2).observeOn(CurrentThreadScheduler.instance))
        XCTAssertEqual(log.all, [.next(1), .next(2), .completed])
    }
}

/// Counts the actions scheduled through it.
private final class CountingScheduler: ImmediateSchedulerType, @unchecked Sendable {
    // @unchecked Sendable: immutable; the counter is atomic.
    let base: ImmediateSchedulerType
    let scheduled = RealTime.Counter()

    init(_ base: ImmediateSchedulerType) {
        self.base = base
    }

    func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable) -> Disposable {
        scheduled.increment()
        return base.schedule(state, action: action)
    }
}
