import Foundation
import RxSwift
import RxTestSupport
import XCTest

/// A subject fed without pause from one thread while another subscribes to it.
final class SubjectReplayLivenessTests: RxTestCase {
    /// A thread subscribing to a `BehaviorSubject` while another thread feeds it without pause
    /// returns promptly: neither waits for the other, and the subscriber delivers no more of the
    /// feeder's stream than what arrived during its own replay. (An early design left the
    /// subscriber delivering the feeder's events, and the queue grew without bound; a later one
    /// made each wait for the other, which could deadlock.)
    func testSubscribingWhileAnotherThreadFeedsReturnsPromptly() {
        let subject = BehaviorSubject<Int>(value: 0)
        let keep = subject.subscribe(onNext: { _ in })
        let stop = Flag()
        let longest = Guarded<TimeInterval>(0)
        let rssBefore = currentResidentMiB()
        runThreads(2, timeout: 120) { thread in
            if thread == 0 {
                // Stops by itself too: the subscriber may be trapped until the feeder stops.
                let feedUntil = Date(timeIntervalSinceNow: 3)
                var element = 0
                while !stop.isSet, Date() < feedUntil {
                    subject.onNext(element)
                    element += 1
                }
            } else {
                let until = Date(timeIntervalSinceNow: 2)
                while Date() < until {
                    let started = Date()
                    let subscription = subject.subscribe(onNext: { _ in })
                    let took = Date().timeIntervalSince(started)
                    longest.withLock { $0 = max($0, took) }
                    subscription.dispose()
                }
                stop.set()
            }
        }
        keep.dispose()
        // The defect looked for keeps a subscriber delivering for as long as the feeder feeds
        // (seconds); a thread of a shared two-core machine can lose a tenth of a second to the
        // scheduler, so half a second tells the two apart.
        XCTAssertLessThan(longest.snapshot, 0.5, "a subscribe call delivered other threads' events for \(longest.snapshot) s")
        XCTAssertLessThan(currentResidentMiB() - rssBefore, 100, "the subject's queue grew")
    }

    /// A thread subscribing while another is inside a delivery does not wait for it: `subscribe`
    /// returns at once with the replay (the value recorded for the delivery in progress, which
    /// the new observer does not receive twice), and the delivering thread delivers the next
    /// event to it.
    func testSubscribingDuringAnotherThreadsDeliveryReplaysAtOnce() {
        let subject = BehaviorSubject<Int>(value: 0)
        let deliveryStarted = DispatchSemaphore(value: 0)
        let finishDelivery = DispatchSemaphore(value: 0)
        let keep = subject.subscribe(onNext: { value in
            if value == 1 {
                deliveryStarted.signal()
                finishDelivery.wait()
            }
        })
        let received = Guarded<[(Int, UInt)]>([])
        let delivererThread = Guarded<UInt>(0)
        runThreads(2, timeout: 30) { thread in
            if thread == 0 {
                delivererThread.withLock { $0 = currentThreadIdentifier() }
                subject.onNext(1)
                subject.onNext(2)
            } else {
                deliveryStarted.wait()
                let subscription = subject.subscribe(onNext: { value in
                    received.withLock { $0.append((value, currentThreadIdentifier())) }
                })
                // Returned while the other thread is still inside its delivery, with the replay.
                XCTAssertEqual(received.snapshot.map(\.0), [1])
                XCTAssertEqual(received.snapshot.first?.1, currentThreadIdentifier())
                finishDelivery.signal()
                XCTAssertTrue(waitUntil(timeout: 10) { received.snapshot.count == 2 })
                subscription.dispose()
            }
        }
        keep.dispose()
        XCTAssertEqual(received.snapshot.map(\.0), [1, 2])
        XCTAssertEqual(received.snapshot.last?.1, delivererThread.snapshot, "the next event comes from the delivering thread")
    }

    /// A thread that replays to its new observer while another thread delivers a newer event
    /// keeps that event for the observer and, once its replay is over, hands it to the delivering
    /// thread instead of waiting for it: `subscribe` returns while the other thread is still
    /// inside its delivery, and the observer receives the event after its replay.
    func testBacklogOfAReplayIsHandedToTheDeliveringThread() {
        let subject = BehaviorSubject<Int>(value: 0)
        let replayStarted = DispatchSemaphore(value: 0)
        let deliveryStarted = DispatchSemaphore(value: 0)
        let finishDelivery = DispatchSemaphore(value: 0)
        let keep = subject.subscribe(onNext: { value in
            if value == 1 {
                deliveryStarted.signal()
                finishDelivery.wait()
            }
        })
        let received = Guarded<[(Int, UInt)]>([])
        let delivererThread = Guarded<UInt>(0)
        runThreads(2, timeout: 30) { thread in
            if thread == 0 {
                delivererThread.withLock { $0 = currentThreadIdentifier() }
                replayStarted.wait()
                subject.onNext(1)
            } else {
                let subscription = subject.subscribe(onNext: { value in
                    received.withLock { $0.append((value, currentThreadIdentifier())) }
                    if value == 0 {
                        // The other thread sends 1 now and stays inside its delivery.
                        replayStarted.signal()
                        deliveryStarted.wait()
                    }
                })
                XCTAssertEqual(received.snapshot.map(\.0), [0], "subscribe returned with the replay only")
                finishDelivery.signal()
                XCTAssertTrue(waitUntil(timeout: 10) { received.snapshot.count == 2 })
                subscription.dispose()
            }
        }
        keep.dispose()
        XCTAssertEqual(received.snapshot.map(\.0), [0, 1])
        XCTAssertEqual(received.snapshot.last?.1, delivererThread.snapshot, "the backlog comes from the delivering thread")
    }

    /// An element queued behind another thread's delivery (sent from inside it) before a new
    /// observer subscribed, but recorded only after that observer's replay, still reaches it: the
    /// replay did not hold it. (It was delivered only to the observers older than the element,
    /// and the new observer of a `ReplaySubject` missed it for good.)
    func testAnElementQueuedBeforeASubscriptionButRecordedAfterItsReplayReachesIt() {
        for subject in [ReplaySubject<Int>.create(bufferSize: 1), .createUnbounded()] {
            let deliveryStarted = DispatchSemaphore(value: 0)
            let finishDelivery = DispatchSemaphore(value: 0)
            let keep = subject.subscribe(onNext: { value in
                if value == 1 {
                    // Queued behind this delivery (and reported, in debug builds).
                    subject.onNext(2)
                    deliveryStarted.signal()
                    finishDelivery.wait()
                }
            })
            let received = Guarded<[Int]>([])
            _ = countingAnomalies {
                runThreads(2, timeout: 30) { thread in
                    if thread == 0 {
                        subject.onNext(1)
                    } else {
                        deliveryStarted.wait()
                        let subscription = subject.subscribe(onNext: { value in
                            received.withLock { $0.append(value) }
                        })
                        XCTAssertEqual(received.snapshot, [1], "subscribe returned with the replay only")
                        finishDelivery.signal()
                        XCTAssertTrue(waitUntil(timeout: 10) { received.snapshot.count == 2 })
                        subscription.dispose()
                    }
                }
            }
            keep.dispose()
            XCTAssertEqual(received.snapshot, [1, 2])
        }
    }

    /// A thread delivering its own element does not go on to deliver all that another thread
    /// keeps queuing (two threads feeding one subject at once, which the observer contract
    /// forbids, yet happens): it delivers 32 of what was queued when it started and, since the
    /// other thread queued more meanwhile, leaves the rest, in order, to the next element that
    /// thread sends. (It used to deliver whatever the other thread kept queuing: a feeder faster
    /// than that thread kept it there for ever, and the queue grew without bound.)
    func testADelivererLeavesTheRestOfAnotherThreadsStreamBehind() {
        let run = queueBehindADelivery(feederGoesOn: true, sendsOneMore: true)
        XCTAssertEqual(run.received.map(\.0), Array(0...111), "every element, in order")
        let onDeliverer = run.received.filter { $0.1 == run.deliverer }.map(\.0)
        XCTAssertEqual(onDeliverer, Array(0...32), "its own element, then 32 of the other thread's")
    }

    /// What a deliverer leaves behind when no thread feeds the subject any more is delivered by
    /// a dispatch queue, in order, without waiting for another event.
    func testWorkLeftBehindWithNoFeederComingIsDeliveredByADispatchQueue() {
        let run = queueBehindADelivery(feederGoesOn: true, sendsOneMore: false)
        XCTAssertEqual(run.received.map(\.0), Array(0...110), "every element, in order")
        let byOthers = run.received.filter { $0.1 != run.deliverer && $0.1 != run.feeder }.map(\.0)
        XCTAssertEqual(byOthers, Array(33...110), "the rest, by a dispatch queue")
    }

    /// A deliverer whose other feeder stopped queuing while it delivered has nobody to hand the
    /// rest back to: it delivers all of it (leaving it would only make it wait for a dispatch
    /// queue, 32 elements at a time).
    func testADelivererWhoseOtherFeederStoppedDeliversAllItQueued() {
        let run = queueBehindADelivery(feederGoesOn: false, sendsOneMore: false)
        XCTAssertEqual(run.received.map(\.0), Array(0...100), "every element, in order")
        XCTAssertTrue(run.received.allSatisfy { $0.1 == run.deliverer }, "all on the delivering thread")
    }

    /// One thread sends 0 to a `PublishSubject`, whose observer stays inside that delivery until
    /// another thread queued 1...100 behind it; with `feederGoesOn`, that thread queues 101...110
    /// while 1 is being delivered (the observer waits for them); with `sendsOneMore`, it then
    /// sends one more element once the first call returned. Returns, once every element arrived,
    /// what the observer received (with the thread that delivered each) and the two threads.
    private func queueBehindADelivery(feederGoesOn: Bool, sendsOneMore: Bool) -> (received: [(Int, UInt)], deliverer: UInt, feeder: UInt) {
        let subject = PublishSubject<Int>()
        let queuedByFeeder = Counter()
        let firstDeliveryReturned = Flag()
        let received = Guarded<[(Int, UInt)]>([])
        let threads = Guarded<[Int: UInt]>([:])
        let keep = subject.subscribe(onNext: { value in
            received.withLock { $0.append((value, currentThreadIdentifier())) }
            if value == 0 {
                XCTAssertTrue(waitUntil(timeout: 30) { queuedByFeeder.value == 100 })
            }
            if value == 1, feederGoesOn {
                XCTAssertTrue(waitUntil(timeout: 30) { queuedByFeeder.value == 110 })
            }
        })
        let last = (feederGoesOn ? 110 : 100) + (sendsOneMore ? 1 : 0)
        _ = countingAnomalies {
            runThreads(2, timeout: 60) { thread in
                threads.withLock { $0[thread] = currentThreadIdentifier() }
                if thread == 0 {
                    subject.onNext(0)
                    firstDeliveryReturned.set()
                } else {
                    XCTAssertTrue(waitUntil(timeout: 30) { received.snapshot.count == 1 })
                    for element in 1...100 {
                        subject.onNext(element)
                        queuedByFeeder.increment()
                    }
                    if feederGoesOn {
                        XCTAssertTrue(waitUntil(timeout: 30) { received.snapshot.count == 2 })
                        for element in 101...110 {
                            subject.onNext(element)
                            queuedByFeeder.increment()
                        }
                    }
                    if sendsOneMore {
                        XCTAssertTrue(waitUntil(timeout: 30) { firstDeliveryReturned.isSet })
                        subject.onNext(last)
                    }
                }
            }
        }
        XCTAssertTrue(waitUntil(timeout: 30) { received.snapshot.count == last + 1 })
        keep.dispose()
        return (received.snapshot, threads.snapshot[0] ?? 0, threads.snapshot[1] ?? 0)
    }

    private func currentResidentMiB() -> Double {
        guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return 0 }
        let fields = text.split(separator: " ")
        guard fields.count > 1, let pages = Double(fields[1]) else { return 0 }
        return pages * 4_096 / 1_048_576
    }
}
