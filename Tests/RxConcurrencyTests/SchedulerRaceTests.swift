import Dispatch
import Foundation
import RxSwift
import RxTestSupport
import XCTest

/// `observe(on:)` and `subscribe(on:)` with sources on other threads, and disposal racing with
/// the scheduled work.
final class SchedulerRaceTests: RxTestCase {
    private var count: Int { Stress.count(50_000, minimum: 5_000) }

    func testObserveOnSerialSchedulerFromEightProducers() {
        let subject = PublishSubject<Int>()
        let scheduler = SerialDispatchQueueScheduler(qos: .default)
        let probe = GrammarProbe<Int>(keepsElements: true)
        _ = subject.observe(on: scheduler).subscribe(probe)
        let perThread = count / 8
        _ = countingAnomalies {
            runThreads(8) { thread in
                for index in 0..<perThread { subject.onNext(thread * 1_000_000 + index) }
            }
        }
        subject.onCompleted()
        XCTAssertTrue(waitUntil { probe.isTerminated })
        probe.assertGrammar()
        XCTAssertEqual(probe.count, perThread * 8)
        // Each producer's elements keep their order through the queue.
        var last = [Int: Int]()
        for element in probe.elements {
            if let previous = last[element / 1_000_000] { XCTAssertLessThan(previous, element); if previous >= element { break } }
            last[element / 1_000_000] = element
        }
    }

    func testObserveOnConcurrentSchedulerDeliversOneAtATimeInOrder() {
        for scheduler in [ConcurrentDispatchQueueScheduler(qos: .default) as ImmediateSchedulerType, OperationQueueScheduler(operationQueue: OperationQueue())] {
            let probe = GrammarProbe<Int>(check: strictlyIncreasing)
            let count = self.count / 5
            let source = Observable<Int>.create { observer in
                let thread = Thread {
                    for index in 0..<count { observer.onNext(index) }
                    observer.onCompleted()
                }
                thread.start()
                return Disposables.create()
            }
            _ = source.observe(on: scheduler).subscribe(probe)
            XCTAssertTrue(waitUntil(timeout: 60) { probe.isTerminated })
            probe.assertGrammar("\(type(of: scheduler))")
            XCTAssertEqual(probe.count, count)
            XCTAssertTrue(probe.isCompleted)
        }
    }

    /// A chain hopping between schedulers: every element arrives, in order, once.
    func testChainAcrossSchedulers() {
        let first = SerialDispatchQueueScheduler(qos: .default)
        let second = ConcurrentDispatchQueueScheduler(qos: .userInitiated)
        let third = SerialDispatchQueueScheduler(qos: .utility)
        let probe = GrammarProbe<Int>(check: strictlyIncreasing)
        let count = self.count / 5
        _ = Observable.range(start: 0, count: count)
            .subscribe(on: first)
            .observe(on: second)
            .map { $0 * 2 }
            .observe(on: third)
            .filter { $0 % 4 == 0 }
            .observe(on: second)
            .subscribe(probe)
        XCTAssertTrue(waitUntil(timeout: 60) { probe.isTerminated })
        probe.assertGrammar()
        XCTAssertEqual(probe.count, (count + 1) / 2)
    }

    /// Disposing from the delivering serial queue stops delivery at once; disposing from another
    /// thread stops it soon, and never breaks the grammar.
    func testObserveOnDisposedWhileDelivering() {
        for round in 0..<Stress.count(200, minimum: 40) {
            let scheduler = SerialDispatchQueueScheduler(qos: .default)
            let source = PublishSubject<Int>()
            let holder = Guarded<Disposable?>(nil)
            let probe = GrammarProbe<Int>(onElement: { element in
                if round % 2 == 0, element == 100 {
                    holder.snapshot?.dispose()
                }
            })
            let subscription = source.observe(on: scheduler).subscribe(probe)
            holder.withLock { $0 = subscription }
            runThreads(2) { thread in
                if thread == 0 {
                    for index in 0..<1_000 { source.onNext(index) }
                    source.onCompleted()
                } else if round % 2 == 1 {
                    for _ in 0..<(round * 13 % 500) { sched_yield() }
                    subscription.dispose()
                }
            }
            // Let the queue run dry.
            let drained = DispatchSemaphore(value: 0)
            _ = scheduler.schedule(()) { _ in drained.signal(); return Disposables.create() }
            XCTAssertEqual(drained.wait(timeout: .now() + 10), .success)
            probe.assertGrammar()
            if round % 2 == 0 {
                XCTAssertEqual(probe.count, 101, "nothing after a dispose on the delivering queue")
                XCTAssertFalse(probe.isTerminated)
            } else {
                XCTAssertTrue(probe.isCompleted || !probe.isTerminated)
            }
            holder.withLock { $0 = nil }
        }
    }

    /// `observe(on:)` a serial queue: a drain that finds nothing left while its source is live
    /// yields once and looks again before it goes idle. A producer thread sends a few elements,
    /// then completion or an error, with short random pauses (`sched_yield`) in between, so drains
    /// find the queue empty (and yield) at any point of the stream, the terminal event included.
    /// In some rounds the subscription is disposed at a random point: from another thread, from a
    /// block queued on the delivering queue, or by the observer on receiving an element. The
    /// grammar always holds and everything arrives on the queue; undisposed, every element sent
    /// arrives, in order, then the terminal event; disposed on the delivering queue, nothing
    /// arrives after `dispose()` returned.
    func testObserveOnSerialQueueWithAProducerPausingAroundItsTerminalEvent() {
        let label = "schedulerRace.observing"
        for round in 0..<Stress.count(2_000, minimum: 300) {
            let scheduler = taggedSerialScheduler(label)
            let source = PublishSubject<Int>()
            let fails = round % 2 == 1
            // 0: nobody disposes; 1: another thread does; 2: a block queued on the delivering
            // queue; 3: the observer, on receiving element `disposingElement`.
            let disposal = round / 2 % 4
            let elementCount = Int.random(in: disposal == 3 ? 1...40 : 0...40)
            let disposingElement = Int.random(in: 0..<max(elementCount, 1))
            let context = "round \(round): \(elementCount) elements then \(fails ? "an error" : "completion"), disposal \(disposal)"
            // What the probe had received when `dispose()` returned on the delivering queue.
            let atDisposal = Guarded<(count: Int, isTerminated: Bool)?>(nil)
            let holder = Guarded<Disposable?>(nil)
            let probe = GrammarProbe<Int>(keepsElements: true, check: strictlyIncreasing, onElement: { element in
                guard disposal == 3, element == disposingElement else { return }
                holder.snapshot?.dispose()
                // The elements up to this one (in order: checked below), and no terminal event.
                atDisposal.withLock { $0 = (element + 1, false) }
            })
            let offQueue = Counter()
            let subscription = source.observe(on: scheduler)
                .do(onNext: { _ in if QueueTag.current != label { offQueue.increment() } },
                    onError: { _ in if QueueTag.current != label { offQueue.increment() } },
                    onCompleted: { if QueueTag.current != label { offQueue.increment() } })
                .subscribe(probe)
            holder.withLock { $0 = subscription }
            runThreads(2) { thread in
                if thread == 0 {
                    for element in 0..<elementCount {
                        source.onNext(element)
                        for _ in 0..<Int.random(in: 0...6) { sched_yield() }
                    }
                    if fails { source.onError(TestError(round)) } else { source.onCompleted() }
                } else if disposal == 1 || disposal == 2 {
                    for _ in 0..<Int.random(in: 0...(elementCount * 4 + 8)) { sched_yield() }
                    if disposal == 1 {
                        subscription.dispose()
                    } else {
                        _ = scheduler.schedule(()) { _ in
                            subscription.dispose()
                            probe.disposed()
                            atDisposal.withLock { $0 = (probe.count, probe.isTerminated) }
                            return Disposables.create()
                        }
                    }
                }
            }
            if disposal == 0 {
                XCTAssertTrue(waitUntil(timeout: 10) { probe.isTerminated }, "the terminal event never arrived, \(context) (\(probe.count) delivered)")
            }
            // Every send and the disposing block were queued before this block: once it ran,
            // whatever was going to be delivered was.
            let drained = DispatchSemaphore(value: 0)
            _ = scheduler.schedule(()) { _ in drained.signal(); return Disposables.create() }
            XCTAssertEqual(drained.wait(timeout: .now() + 10), .success, context)
            probe.assertGrammar(context)
            XCTAssertEqual(offQueue.value, 0, "delivered off the observing queue, \(context)")
            let elements = probe.elements
            let expected = Array(0..<elementCount)
            switch probe.terminal {
            case .error(let error)?:
                XCTAssertTrue(fails, context)
                XCTAssertEqual(error as? TestError, TestError(round), context)
                XCTAssertEqual(elements, expected, "every element comes before the error, \(context)")
            case .completed?:
                XCTAssertFalse(fails, context)
                XCTAssertEqual(elements, expected, "every element comes before completion, \(context)")
            case .next?, nil:
                XCTAssertNotEqual(disposal, 0, "undisposed, the terminal event arrives, \(context)")
                XCTAssertEqual(elements, Array(expected.prefix(elements.count)), "what arrives before a disposal is a prefix, in order, \(context)")
            }
            if disposal >= 2 {
                let seen = atDisposal.snapshot
                XCTAssertNotNil(seen, "disposed, \(context)")
                if let seen {
                    XCTAssertEqual(probe.count, seen.count, "elements delivered after dispose() returned on the delivering queue, \(context)")
                    XCTAssertEqual(probe.isTerminated, seen.isTerminated, "terminal event delivered after dispose() returned on the delivering queue, \(context)")
                }
            }
            holder.withLock { $0 = nil }
            // One failing round says it all (and a lost event would wait out every round).
            if testRun?.totalFailureCount ?? 0 > 0 { break }
        }
    }

    func testSubscribeOnDisposedWhileSubscribing() {
        let scheduler = ConcurrentDispatchQueueScheduler(qos: .default)
        let subscribed = Counter()
        let disposed = Counter()
        let source = Observable<Int>.create { observer in
            subscribed.increment()
            observer.onNext(1)
            return Disposables.create { disposed.increment() }
        }
        let rounds = Stress.count(2_000, minimum: 200)
        runThreads(4) { thread in
            for round in 0..<rounds {
                let probe = GrammarProbe<Int>()
                let subscription = source.subscribe(on: scheduler).subscribe(probe)
                for _ in 0..<((thread + round) % 40) { sched_yield() }
                subscription.dispose()
                probe.assertGrammar()
            }
        }
        XCTAssertTrue(waitUntil { disposed.value == subscribed.value }, "every subscription made on the scheduler is disposed (\(subscribed.value) made, \(disposed.value) disposed)")
    }

    /// Round trips, `subscribe(on:)` a serial queue then `observe(on:)` another: the callers'
    /// disposals race the subscription, the source's end (which schedules the disposal from inside
    /// the subscription) and the delivery. Every subscription made on the first queue is disposed
    /// there, and each round trip that is waited for delivers its element and completes.
    func testRoundTripsWithDisposalsRacingTheScheduledWork() {
        let subscribing = taggedSerialScheduler("schedulerRace.subscribing")
        let observing = SerialDispatchQueueScheduler(qos: .userInitiated)
        let subscribed = Counter()
        let disposed = Counter()
        // The tagged queue each subscription was made on and disposed on.
        let subscribedOn = Guarded<[String?]>([])
        let disposedOn = Guarded<[String?]>([])
        let endless = Observable<Int>.create { observer in
            subscribedOn.withLock { $0.append(QueueTag.current) }
            subscribed.increment()
            observer.onNext(1)
            return Disposables.create {
                disposedOn.withLock { $0.append(QueueTag.current) }
                disposed.increment()
            }
        }
        let rounds = Stress.count(2_000, minimum: 200)
        runThreads(2) { thread in
            for round in 0..<rounds {
                let probe = GrammarProbe<Int>()
                let source = round % 2 == 0 ? Observable.just(round) : endless
                let subscription = source.subscribe(on: subscribing).observe(on: observing).subscribe(probe)
                if round % 4 == 0 {
                    XCTAssertTrue(waitUntil { probe.isCompleted })
                    XCTAssertEqual(probe.count, 1)
                } else {
                    for _ in 0..<((thread + round) % 40) { sched_yield() }
                }
                subscription.dispose()
                probe.assertGrammar()
            }
        }
        XCTAssertTrue(waitUntil { disposed.value == subscribed.value }, "every subscription made on the scheduler is disposed (\(subscribed.value) made, \(disposed.value) disposed)")
        XCTAssertGreaterThan(subscribed.value, 0, "some round trips subscribed the endless source")
        let offQueueSubscriptions = subscribedOn.snapshot.filter { $0 != "schedulerRace.subscribing" }
        XCTAssertEqual(offQueueSubscriptions.count, 0, "subscribed off the subscribing queue, on: \(offQueueSubscriptions.prefix(5))")
        let disposals = disposedOn.snapshot
        XCTAssertEqual(disposals.count, subscribed.value)
        let offQueueDisposals = disposals.filter { $0 != "schedulerRace.subscribing" }
        XCTAssertEqual(offQueueDisposals.count, 0, "\(offQueueDisposals.count) of \(disposals.count) disposals ran off the subscribing queue, on: \(offQueueDisposals.prefix(5))")
    }

    func testSubscribeOnAndObserveOnWithSubjectFedFromThreads() {
        let subject = PublishSubject<Int>()
        let probe = GrammarProbe<Int>()
        let scheduler = SerialDispatchQueueScheduler(qos: .default)
        _ = subject
            .subscribe(on: scheduler)
            .observe(on: ConcurrentDispatchQueueScheduler(qos: .default))
            .subscribe(probe)
        XCTAssertTrue(waitUntil { subject.hasObservers })
        let perThread = count / 4
        _ = countingAnomalies {
            runThreads(4) { thread in
                for index in 0..<perThread { subject.onNext(thread * perThread + index) }
            }
        }
        subject.onCompleted()
        XCTAssertTrue(waitUntil { probe.isTerminated })
        probe.assertGrammar()
        XCTAssertEqual(probe.count, perThread * 4)
    }
}

/// A serial queue scheduler whose queue is tagged `label`.
private func taggedSerialScheduler(_ label: String) -> SerialDispatchQueueScheduler {
    SerialDispatchQueueScheduler(internalSerialQueueName: label, serialQueueConfiguration: { QueueTag.tag($0, label) })
}
