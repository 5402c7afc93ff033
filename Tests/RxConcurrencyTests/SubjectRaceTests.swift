import Foundation
import RxSwift
import RxTestSupport
import XCTest

/// Subjects fed from eight threads at once while subscribers come and go.
///
/// Feeding a subject from several threads at once breaks the observer contract (debug builds
/// report it), but the subjects of this library serialize delivery anyway: these tests hold them
/// to it. Element `feeder * stride + index` tells which thread sent it, so each subscriber can
/// check that every feeder's elements arrive in the order they were sent.
final class SubjectRaceTests: RxTestCase {
    private let feeders = 8
    private let stride = 1_000_000
    private var perFeeder: Int { Stress.count(2_000, minimum: 200) }

    /// Which subjects to race, with the element a new subscriber may receive first.
    private enum Kind: CaseIterable {
        case publish, behavior, replay, replayAll
    }

    private func make(_ kind: Kind) -> (observable: Observable<Int>, observer: AnyObserver<Int>, dispose: () -> Void) {
        switch kind {
        case .publish:
            let subject = PublishSubject<Int>()
            return (subject.asObservable(), subject.asObserver(), subject.dispose)
        case .behavior:
            let subject = BehaviorSubject<Int>(value: -1)
            return (subject.asObservable(), subject.asObserver(), subject.dispose)
        case .replay:
            let subject = ReplaySubject<Int>.create(bufferSize: 3)
            return (subject.asObservable(), subject.asObserver(), subject.dispose)
        case .replayAll:
            let subject = ReplaySubject<Int>.createUnbounded()
            return (subject.asObservable(), subject.asObserver(), subject.dispose)
        }
    }

    /// Checks that each feeder's elements are in the order it sent them; returns a problem.
    private func perFeederOrderProblem(_ elements: [Int]) -> String? {
        var last = [Int: Int]()
        for element in elements where element >= 0 {
            let feeder = element / stride
            if let previous = last[feeder], element <= previous {
                return "feeder \(feeder): \(element) after \(previous)"
            }
            last[feeder] = element
        }
        return nil
    }

    func testEightFeedersWhileSubscribersComeAndGo() {
        for kind in Kind.allCases {
            let (observable, observer, disposeSubject) = make(kind)
            let permanent = GrammarProbe<Int>(keepsElements: true)
            let permanentSubscription = observable.subscribe(permanent)
            let churned = Guarded<[GrammarProbe<Int>]>([])
            let perFeeder = self.perFeeder
            let feeders = self.feeders
            let stride = self.stride
            let feedersDone = Counter()
            _ = countingAnomalies {
                runThreads(feeders + 3) { thread in
                    if thread < feeders {
                        for index in 0..<perFeeder {
                            observer.onNext(thread * stride + index)
                        }
                        feedersDone.increment()
                    } else {
                        // Subscribers arriving and leaving while the feeders run.
                        // A subscriber's replay is synchronous (as in RxSwift), and with
                        // `createUnbounded` it is the whole history so far: fewer rounds keep the
                        // cost of that kind bounded.
                        let maximumRounds = kind == .replayAll ? 30 : 300
                        var rounds = 0
                        while feedersDone.value < feeders, rounds < maximumRounds {
                            rounds += 1
                            let probe = GrammarProbe<Int>(keepsElements: true)
                            let subscription = observable.subscribe(probe)
                            for _ in 0..<(thread * 7 % 50) { sched_yield() }
                            subscription.dispose()
                            probe.disposed()
                            churned.withLock { $0.append(probe) }
                        }
                    }
                }
            }
            observer.onCompleted()
            // A dispatch queue may still be delivering what a deliverer left behind while the
            // feeders ran at once: the completion is queued behind it.
            _ = waitUntil(timeout: 10) { permanent.isCompleted }
            permanent.assertGrammar("\(kind) permanent")
            XCTAssertTrue(permanent.isCompleted, "\(kind)")
            let received = permanent.elements.filter { $0 >= 0 }
            XCTAssertEqual(received.count, feeders * perFeeder, "\(kind): every element reaches a subscriber that stayed")
            XCTAssertEqual(Set(received).count, feeders * perFeeder, "\(kind): no element twice")
            XCTAssertNil(perFeederOrderProblem(received), "\(kind)")
            let probes = churned.snapshot
            XCTAssertGreaterThan(probes.count, 0)
            for probe in probes {
                probe.assertGrammar("\(kind) churned")
                XCTAssertFalse(probe.isTerminated, "\(kind): disposed before the completion")
                if let problem = perFeederOrderProblem(probe.elements) {
                    XCTFail("\(kind) churned: \(problem)")
                }
            }
            permanentSubscription.dispose()
            disposeSubject()
        }
    }

    /// Completion racing with feeders and with new subscribers: nothing after the terminal event,
    /// and every subscriber, early or late, gets exactly one.
    func testCompletionRacesWithFeedersAndSubscribers() {
        for kind in Kind.allCases {
            for _ in 0..<Stress.count(20, minimum: 5) {
                let (observable, observer, _) = make(kind)
                let probes = Guarded<[GrammarProbe<Int>]>([])
                let completed = Flag()
                let subscriptions = Guarded<[Disposable]>([])
                _ = countingAnomalies {
                    runThreads(6) { thread in
                        switch thread {
                        case 0:
                            for _ in 0..<50 { sched_yield() }
                            observer.onCompleted()
                            completed.set()
                        case 1, 2:
                            for index in 0..<300 {
                                if completed.isSet { break }
                                observer.onNext(thread * 1_000_000 + index)
                            }
                            if completed.isSet { observer.onNext(-7) }
                        default:
                            for _ in 0..<40 {
                                let probe = GrammarProbe<Int>(check: { previous, next in
                                    guard let previous, previous >= 0, next >= 0, previous / 1_000_000 == next / 1_000_000 else { return nil }
                                    return strictlyIncreasing(previous, next)
                                })
                                let subscription = observable.subscribe(probe)
                                probes.withLock { $0.append(probe) }
                                subscriptions.withLock { $0.append(subscription) }
                            }
                        }
                    }
                }
                // Feeding from several threads at once, a deliverer leaves what it did not
                // deliver to the next feeder or to a dispatch queue, which may deliver it once
                // the threads are done.
                _ = waitUntil(timeout: 10) { probes.snapshot.allSatisfy(\.isCompleted) }
                for probe in probes.snapshot {
                    probe.assertGrammar("\(kind)")
                    XCTAssertTrue(probe.isCompleted, "\(kind): a subscriber without the terminal event")
                }
                XCTAssertFalse(probes.snapshot.contains { $0.elements.contains(-7) }, "\(kind): element after completion")
                subscriptions.snapshot.forEach { $0.dispose() }
            }
        }
    }

    /// An AsyncSubject fed from several threads sends its last element and completion once to
    /// each subscriber.
    func testAsyncSubjectFedFromEightThreads() {
        let subject = AsyncSubject<Int>()
        let probes = Guarded<[GrammarProbe<Int>]>([])
        let lastSent = Guarded<Int?>(nil)
        _ = countingAnomalies {
            runThreads(feeders + 2) { thread in
                if thread < self.feeders {
                    for index in 0..<200 {
                        // Sending under the lock tells which element was last.
                        lastSent.withLock { last in
                            subject.onNext(thread * 1_000 + index)
                            last = thread * 1_000 + index
                        }
                    }
                } else {
                    for _ in 0..<100 {
                        let probe = GrammarProbe<Int>(keepsElements: true)
                        _ = subject.subscribe(probe)
                        probes.withLock { $0.append(probe) }
                    }
                }
            }
        }
        subject.onCompleted()
        for probe in probes.snapshot {
            probe.assertGrammar()
            XCTAssertEqual(probe.elements, [lastSent.snapshot!])
            XCTAssertTrue(probe.isCompleted)
        }
    }

    /// A BehaviorSubject's value reaches a new subscriber strictly before any newer element, even
    /// when the subscriber arrives while another thread is delivering.
    func testBehaviorSubjectReplayIsNeverOvertaken() {
        let subject = BehaviorSubject<Int>(value: 0)
        let probes = Guarded<[GrammarProbe<Int>]>([])
        let count = Stress.count(20_000, minimum: 2_000)
        let done = Flag()
        runThreads(4) { thread in
            if thread == 0 {
                for value in 1...count { subject.onNext(value) }
                done.set()
            } else {
                while !done.isSet {
                    let probe = GrammarProbe<Int>(check: strictlyIncreasing)
                    let subscription = subject.subscribe(probe)
                    probes.withLock { $0.append(probe) }
                    // The replay may wait for the delivery in progress.
                    _ = waitUntil(timeout: 10) { probe.count > 0 }
                    subscription.dispose()
                }
            }
        }
        for probe in probes.snapshot {
            probe.assertGrammar()
            XCTAssertGreaterThan(probe.count, 0, "a new subscriber always gets the current value")
        }
        subject.dispose()
    }

    /// A `ReplaySubject` observer takes its place once its replay is done, behind an observer
    /// that subscribed during that replay (as in RxSwift), while other threads feed the subject
    /// (two at once, against the contract, queue elements behind each other's delivery): neither
    /// observer misses an element of a feeder after its first one, and both leave when disposed.
    func testObserversPlacedAfterTheirReplayMissNothingWhileOtherThreadsFeed() {
        for (bufferSize, feeders) in [(1, 1), (3, 1), (1, 2), (3, 2)] {
            let label = "bufferSize \(bufferSize), \(feeders) feeders"
            let subject = ReplaySubject<Int>.create(bufferSize: bufferSize)
            // Something to replay from the start: the outer observer's first element is its
            // replay, on the subscribing thread.
            subject.onNext(-1)
            let rounds = Stress.count(400, minimum: 50)
            let subscribersDone = Counter()
            let probes = Guarded<[GrammarProbe<Int>]>([])
            let stride = self.stride
            _ = countingAnomalies {
                runThreads(feeders + 2) { thread in
                    if thread < feeders {
                        var index = 0
                        while subscribersDone.value < 2 {
                            subject.onNext(thread * stride + index)
                            index += 1
                            // Lets the subscribers run on a machine of two cores, and keeps what
                            // one feeder queues behind the other's delivery short.
                            if index % 64 == 0 { sched_yield() }
                        }
                        return
                    }
                    for _ in 0..<rounds {
                        let inner = GrammarProbe<Int>(keepsElements: true)
                        let innerSubscription = Guarded<Disposable?>(nil)
                        // The first element is the replay, on this thread: the outer observer
                        // goes live only after it, so no other thread gets here before the inner
                        // subscription is stored.
                        let outer = GrammarProbe<Int>(keepsElements: true, onElement: { _ in
                            guard innerSubscription.withLock({ $0 == nil }) else { return }
                            let subscription = subject.subscribe(inner)
                            innerSubscription.withLock { $0 = subscription }
                        })
                        let subscription = subject.subscribe(outer)
                        for _ in 0..<((thread - feeders) * 5) { sched_yield() }
                        subscription.dispose()
                        innerSubscription.withLock { $0 }?.dispose()
                        probes.withLock { $0.append(contentsOf: [outer, inner]) }
                    }
                    subscribersDone.increment()
                }
            }
            for probe in probes.snapshot {
                probe.assertGrammar(label)
                var last = [Int: Int]()
                for element in probe.elements where element >= 0 {
                    let feeder = element / stride
                    if let previous = last[feeder], element != previous + 1 {
                        XCTFail("\(label): \(element) arrived after \(previous)")
                        break
                    }
                    last[feeder] = element
                }
            }
            XCTAssertEqual(probes.snapshot.count, 4 * rounds, label)
            XCTAssertFalse(subject.hasObservers, "\(label): an observer stayed")
            subject.dispose()
        }
    }
}
