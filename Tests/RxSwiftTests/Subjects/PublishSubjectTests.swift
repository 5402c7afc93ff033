import Dispatch
import Foundation
@testable import RxSwift
import RxTestSupport
import Synchronization
import XCTest

final class PublishSubjectTests: RxTestCase {
    // MARK: Basics

    func testObserversReceiveOnlyLaterEvents() {
        let subject = PublishSubject<Int>()
        var first: [Recording<Int>] = []
        var second: [Recording<Int>] = []
        _ = subject.subscribe { first.append(Recording($0)) }
        subject.onNext(1)
        _ = subject.subscribe { second.append(Recording($0)) }
        subject.onNext(2)
        subject.onCompleted()
        XCTAssertEqual(first, [.next(1), .next(2), .completed])
        XCTAssertEqual(second, [.next(2), .completed])
    }

    func testEventsAfterTerminalAreIgnored() {
        let subject = PublishSubject<Int>()
        var events: [Recording<Int>] = []
        _ = subject.subscribe { events.append(Recording($0)) }
        subject.onError(TestError(1))
        subject.onNext(2)
        subject.onCompleted()
        subject.onError(TestError(2))
        XCTAssertEqual(events, [.error(TestError(1))])
    }

    func testLateObserverReceivesTheTerminalEventOnly() {
        let subject = PublishSubject<Int>()
        subject.onNext(1)
        subject.onError(TestError(3))
        var events: [Recording<Int>] = []
        _ = subject.subscribe { events.append(Recording($0)) }
        XCTAssertEqual(events, [.error(TestError(3))])

        let completed = PublishSubject<Int>()
        completed.onCompleted()
        events = []
        _ = completed.subscribe { events.append(Recording($0)) }
        XCTAssertEqual(events, [.completed])
    }

    func testHasObservers() {
        let subject = PublishSubject<Int>()
        XCTAssertFalse(subject.hasObservers)
        let first = subject.subscribe()
        let second = subject.subscribe()
        XCTAssertTrue(subject.hasObservers)
        first.dispose()
        XCTAssertTrue(subject.hasObservers)
        second.dispose()
        XCTAssertFalse(subject.hasObservers)
        _ = subject.subscribe()
        subject.onCompleted()
        XCTAssertFalse(subject.hasObservers, "terminal events detach every observer")
    }

    func testDisposedSubjectIgnoresEventsAndRejectsObservers() {
        let subject = PublishSubject<Int>()
        var events: [Recording<Int>] = []
        _ = subject.subscribe { events.append(Recording($0)) }
        subject.onNext(1)
        XCTAssertFalse(subject.isDisposed)
        subject.dispose()
        XCTAssertTrue(subject.isDisposed)
        XCTAssertFalse(subject.hasObservers)
        subject.onNext(2)
        subject.onCompleted()
        XCTAssertEqual(events, [.next(1)])

        var late: Error?
        _ = subject.subscribe(onError: { late = $0 })
        guard case .disposed(let object)? = late as? RxError else {
            return XCTFail("expected RxError.disposed, got \(String(describing: late))")
        }
        XCTAssertTrue(object === subject)
    }

    func testAsObserverFeedsTheSubject() {
        let subject = PublishSubject<String>()
        var received: [String] = []
        _ = subject.subscribe(onNext: { received.append($0) })
        let observer = subject.asObserver()
        observer.onNext("x")
        subject.on(.next("y"))
        let erased = subject.asObserver().asObserver() as AnyObserver<String>
        erased.onNext("z")
        XCTAssertEqual(received, ["x", "y", "z"])
    }

    func testObserverOrderIsSubscriptionOrder() {
        let subject = PublishSubject<Int>()
        var log: [String] = []
        for name in ["a", "b", "c"] {
            _ = subject.subscribe(onNext: { log.append("\(name)\($0)") })
        }
        subject.onNext(1)
        XCTAssertEqual(log, ["a1", "b1", "c1"])
    }

    func testObserverDisposedDuringDeliveryDoesNotReceiveTheEvent() {
        let subject = PublishSubject<Int>()
        var log: [String] = []
        var second: Disposable?
        _ = subject.subscribe(onNext: { element in
            log.append("a\(element)")
            second?.dispose()
        })
        second = subject.subscribe(onNext: { log.append("b\($0)") })
        subject.onNext(1)
        subject.onNext(2)
        XCTAssertEqual(log, ["a1", "a2"])
    }

    /// The same for an operator's sink: `take(until:)`, served first, ends the chain that the
    /// second observer feeds, whose `do` then sees nothing more (RxSwift's sinks drop what they
    /// receive once disposed; found by the fidelity oracle with a `ReplayRelay`).
    func testOperatorChainEndedDuringDeliveryDoesNotReceiveTheEvent() {
        let subject = PublishSubject<Int>()
        var log: [String] = []
        let chain = subject.catchAndReturn(5)
            .do(onNext: { log.append("do.onNext \($0)") }, onDispose: { log.append("do.onDispose") })
            .take(until: subject.filter { $0 == 18 })
        let subscription = chain.subscribe(onNext: { log.append("next \($0)") }, onCompleted: { log.append("completed") })
        subject.onNext(1)
        subject.onNext(18)
        subject.onNext(19)
        XCTAssertEqual(log, ["do.onNext 1", "next 1", "completed", "do.onDispose"])
        subscription.dispose()
    }

    /// And for a terminal event: the chain ended by the trigger's error gets no error of its own
    /// (RxSwift calls the `do`'s `onError` after its `onDispose`: README, "Differences").
    func testOperatorChainEndedDuringTerminalDeliveryDoesNotReceiveTheEvent() {
        let subject = PublishSubject<Int>()
        var log: [String] = []
        let chain = subject
            .do(onError: { _ in log.append("do.onError") }, onDispose: { log.append("do.onDispose") })
            .take(until: subject)
        let subscription = chain.subscribe(onError: { _ in log.append("error") })
        subject.onError(TestError())
        XCTAssertEqual(log, ["error", "do.onDispose"])
        subscription.dispose()
    }

    func testObserverAddedDuringDeliveryGetsOnlyLaterEvents() {
        let subject = PublishSubject<Int>()
        var log: [String] = []
        var added = false
        _ = subject.subscribe(onNext: { element in
            log.append("a\(element)")
            if !added {
                added = true
                _ = subject.subscribe(onNext: { log.append("b\($0)") })
            }
        })
        subject.onNext(1)
        subject.onNext(2)
        XCTAssertEqual(log, ["a1", "a2", "b2"])
        subject.dispose() // the subscribers' closures capture the subject: break the cycle
    }

    func testManyObserversSubscribeAndLeave() {
        let subject = PublishSubject<Int>()
        var count = 0
        var subscriptions: [Disposable] = []
        for _ in 0..<1_000 {
            subscriptions.append(subject.subscribe(onNext: { _ in count += 1 }))
        }
        for (index, subscription) in subscriptions.enumerated() where index % 10 != 0 {
            subscription.dispose()
        }
        subject.onNext(1)
        XCTAssertEqual(count, 100)
    }

    // MARK: Reentrancy: queued, in order, reported

    #if DEBUG
    func testReentrantEventsAreQueuedAfterTheCurrentOne() {
        let subject = PublishSubject<Int>()
        var log: [String] = []
        _ = subject.subscribe(onNext: { element in
            log.append("A\(element) begins")
            if element == 1 {
                subject.onNext(2)
                subject.onNext(3)
            }
            log.append("A\(element) ends")
        })
        _ = subject.subscribe(onNext: { log.append("B\($0)") })
        let reported = anomalies { subject.onNext(1) }
        XCTAssertEqual(log, [
            "A1 begins", "A1 ends", "B1",
            "A2 begins", "A2 ends", "B2",
            "A3 begins", "A3 ends", "B3",
        ])
        XCTAssertEqual(reported, [.reentrancy, .reentrancy])
        subject.dispose() // the subscribers' closures capture the subject: break the cycle
    }

    func testReentrantEventsReachEveryObserverInTheSameOrder() {
        let subject = PublishSubject<Int>()
        var first: [Int] = []
        var second: [Int] = []
        var third: [Int] = []
        _ = subject.subscribe(onNext: { element in
            first.append(element)
            if element == 1 { subject.onNext(10) }
        })
        _ = subject.subscribe(onNext: { element in
            second.append(element)
            if element == 1 || element == 10 { subject.onNext(element + 1) }
        })
        _ = subject.subscribe(onNext: { third.append($0) })
        _ = anomalies { subject.onNext(1) }
        XCTAssertEqual(first, [1, 10, 2, 11])
        XCTAssertEqual(second, first)
        XCTAssertEqual(third, first)
        subject.dispose() // the subscribers' closures capture the subject: break the cycle
    }

    func testReentrantTerminalEventIsQueued() {
        let subject = PublishSubject<Int>()
        var log: [String] = []
        _ = subject.subscribe(onNext: { element in
            log.append("A\(element)")
            subject.onCompleted()
            subject.onNext(99)
        }, onCompleted: { log.append("A completed") })
        _ = subject.subscribe(onNext: { log.append("B\($0)") }, onCompleted: { log.append("B completed") })
        let reported = anomalies { subject.onNext(1) }
        XCTAssertEqual(log, ["A1", "B1", "A completed", "B completed"])
        XCTAssertEqual(reported, [.reentrancy, .reentrancy])
    }

    func testObserverSubscribedAfterAQueuedEventWasSentDoesNotReceiveIt() throws {
        // A PublishSubject emits to an observer the events that arrive after it subscribed.
        // Here `2` is sent (and queued) before `late` subscribes, so `late` must not get it.
        let subject = PublishSubject<Int>()
        var late: [Int] = []
        var subscribed = false
        _ = subject.subscribe(onNext: { element in
            if element == 1 {
                subject.onNext(2)
                if !subscribed {
                    subscribed = true
                    _ = subject.subscribe(onNext: { late.append($0) })
                }
                subject.onNext(3)
            }
        })
        _ = anomalies { subject.onNext(1) }
        XCTAssertEqual(late, [3])
        subject.dispose() // the subscribers' closures capture the subject: break the cycle
    }

    func testObserverSubscribedAfterAQueuedTerminalEventStillReceivesIt() {
        let subject = PublishSubject<Int>()
        var late: [Recording<Int>] = []
        _ = subject.subscribe(onNext: { _ in
            subject.onCompleted()
            _ = subject.subscribe { late.append(Recording($0)) }
        })
        _ = anomalies { subject.onNext(1) }
        XCTAssertEqual(late, [.completed], "no observer is left without a terminal event")
        XCTAssertFalse(subject.hasObservers)
    }

    func testSequentialFeedingIsNotReported() {
        let subject = PublishSubject<Int>()
        _ = subject.subscribe()
        let reported = anomalies {
            let queue = DispatchQueue(label: "feeder")
            for element in 0..<100 {
                queue.async { subject.onNext(element) }
            }
            queue.sync {}
            subject.onNext(100)
            subject.onCompleted()
        }
        XCTAssertEqual(reported, [])
    }
    #endif

    func testReemittingFromInsideTheSubscriberDoesNotGrowTheStack() {
        let subject = PublishSubject<Int>()
        var received = 0
        var last = -1
        _ = subject.subscribe(onNext: { element in
            received += 1
            last = element
            if element < 100_000 {
                subject.onNext(element + 1)
            }
        })
        let reported = anomalies { subject.onNext(1) }
        XCTAssertEqual(received, 100_000)
        XCTAssertEqual(last, 100_000)
        #if DEBUG
        XCTAssertEqual(reported.count, 99_999)
        XCTAssertTrue(reported.allSatisfy { $0 == .reentrancy })
        #endif
        subject.dispose() // the subscribers' closures capture the subject: break the cycle
    }

    // MARK: Concurrency

    func testConcurrentFeedingDeliversEveryElementOnceWithoutOverlap() {
        let threads = 8
        let perThread = 5_000
        let subject = PublishSubject<Int>()
        let observers = (0..<2).map { _ in SerialityChecker(capacity: threads * perThread) }
        let subscriptions = observers.map { checker in
            subject.subscribe(onNext: { checker.receive($0) })
        }
        let unexpectedReports = Locked<[RxDiagnostics.Anomaly]>([])
        RxDiagnostics.withReporter({ anomaly in
            // Overlapping `on` calls from different threads are reported, never as reentrancy.
            if anomaly != .concurrentDelivery { unexpectedReports.append(anomaly) }
        }) {
            runConcurrently(threads: threads) { thread in
                for index in 0..<perThread {
                    subject.onNext(thread * perThread + index)
                }
            }
        }
        XCTAssertEqual(unexpectedReports.current, [])
        // A deliverer delivers a bounded share of what other threads queued, and leaves the rest
        // to the next feeder or to a dispatch queue, which may still be delivering it.
        XCTAssertTrue(waitUntil(timeout: 30) { observers.allSatisfy { $0.receivedCount == threads * perThread } })
        for checker in observers {
            XCTAssertEqual(checker.overlaps, 0, "an observer received two events at once")
            XCTAssertEqual(checker.received.count, threads * perThread)
            XCTAssertTrue(checker.deliveryCounts.allSatisfy { $0 == 1 }, "every element exactly once")
        }
        XCTAssertEqual(observers[0].received, observers[1].received, "every observer sees the same order")
        // Elements of one thread keep their order.
        let orderOfThread0 = observers[0].received.filter { $0 < perThread }
        XCTAssertEqual(orderOfThread0, Array(0..<perThread))
        subscriptions.forEach { $0.dispose() }
    }

    func testConcurrentSubscribeAndFeed() {
        let subject = PublishSubject<Int>()
        let received = Locked(0)
        runConcurrently(threads: 8) { thread in
            if thread % 2 == 0 {
                for _ in 0..<200 {
                    let subscription = subject.subscribe(onNext: { _ in received.increment() })
                    subscription.dispose()
                }
            } else {
                RxDiagnostics.withReporter({ _ in }) {
                    for element in 0..<2_000 { subject.onNext(element) }
                }
            }
        }
        XCTAssertFalse(subject.hasObservers)
    }
}

/// Records what one observer receives and counts overlapping deliveries with an atomic flag.
private final class SerialityChecker: @unchecked Sendable {
    // @unchecked Sendable: `received` and `deliveryCounts` are only touched inside `receive`,
    // which the subject serializes (and `overlaps` would reveal if it did not); read once
    // `receivedCount` (released after each append) says that everything arrived.
    private let inside = Atomic<Bool>(false)
    private let overlapCount = Atomic<Int>(0)
    private let receivedCounter = Atomic<Int>(0)
    private(set) var received: [Int] = []
    private(set) var deliveryCounts: [Int]

    init(capacity: Int) {
        deliveryCounts = Array(repeating: 0, count: capacity)
        received.reserveCapacity(capacity)
    }

    var overlaps: Int {
        overlapCount.load(ordering: .acquiring)
    }

    /// How many elements arrived.
    var receivedCount: Int {
        receivedCounter.load(ordering: .acquiring)
    }

    func receive(_ element: Int) {
        if inside.exchange(true, ordering: .acquiring) {
            overlapCount.wrappingAdd(1, ordering: .relaxed)
            return // do not touch the arrays concurrently
        }
        received.append(element)
        deliveryCounts[element] += 1
        receivedCounter.wrappingAdd(1, ordering: .releasing)
        inside.store(false, ordering: .releasing)
    }
}
