import RxSwift
import RxTestSupport
import XCTest

/// The delivery rules every subject shares (SubjectCore): a replay on the subscribing thread,
/// and the catching up after it, with events sent meanwhile from inside the observers.
final class SubjectCoreTests: RxTestCase {
    /// An element sent from inside a new observer's replay reaches the other observers at once,
    /// and the new observer after its replay, never nested inside it.
    func testElementSentDuringAReplayReachesTheNewObserverAfterIt() {
        let subject = BehaviorSubject(value: 0)
        var log: [String] = []
        let old = subject.subscribe(onNext: { log.append("old \($0)") })
        var depth = 0
        let new = subject.subscribe(onNext: { value in
            depth += 1
            defer { depth -= 1 }
            log.append("new \(value) depth \(depth)")
            if value == 0 { subject.onNext(1) }
        })
        XCTAssertEqual(log, ["old 0", "new 0 depth 1", "old 1", "new 1 depth 1"])
        subject.onNext(2)
        XCTAssertEqual(log.suffix(2), ["old 2", "new 2 depth 1"])
        old.dispose()
        new.dispose()
    }

    /// Every element of a burst sent during a replay arrives after it, in order.
    func testBurstSentDuringAReplayArrivesInOrder() {
        let subject = ReplaySubject<Int>.create(bufferSize: 2)
        subject.onNext(1)
        subject.onNext(2)
        var received: [Int] = []
        let subscription = subject.subscribe(onNext: { value in
            received.append(value)
            if value == 1 {
                for element in 3...6 { subject.onNext(element) }
            }
        })
        XCTAssertEqual(received, [1, 2, 3, 4, 5, 6])
        subject.onNext(7)
        XCTAssertEqual(received.last, 7)
        subscription.dispose()
    }

    /// A terminal event sent during a replay ends the new observer's sequence after the replay
    /// and what was sent before it; the observer is then released.
    func testCompletionSentDuringAReplayArrivesAfterTheBacklog() {
        let subject = BehaviorSubject(value: 0)
        var events: [String] = []
        var otherEvents: [String] = []
        let other = subject.subscribe(onNext: { otherEvents.append("\($0)") }, onCompleted: { otherEvents.append("|") })
        let subscription = subject.subscribe(onNext: { value in
            events.append("\(value)")
            if value == 0 {
                subject.onNext(1)
                subject.onCompleted()
            }
        }, onCompleted: { events.append("|") })
        XCTAssertEqual(events, ["0", "1", "|"])
        XCTAssertEqual(otherEvents, ["0", "1", "|"])
        XCTAssertFalse(subject.hasObservers)
        subscription.dispose()
        other.dispose()
    }

    /// An error sent during a replay reaches the new observer after the replay.
    func testErrorSentDuringAReplayArrivesAfterTheReplay() {
        let subject = ReplaySubject<Int>.create(bufferSize: 1)
        subject.onNext(5)
        var events: [String] = []
        let subscription = subject.subscribe(onNext: { value in
            events.append("\(value)")
            subject.onError(TestError())
        }, onError: { events.append("error \($0)") })
        XCTAssertEqual(events, ["5", "error \(TestError())"])
        subscription.dispose()
    }

    /// `take(1)` of a replaying subject takes the replayed element and unsubscribes from inside
    /// the replay: what the subject received meanwhile, kept for it, is dropped.
    func testTakeOneOfAReplayIgnoresWhatIsSentDuringIt() {
        let subject = BehaviorSubject(value: 0)
        var received: [Int] = []
        var completed = false
        let subscription = subject
            .do(onNext: { if $0 == 0 { subject.onNext(1) } })
            .take(1)
            .subscribe(onNext: { received.append($0) }, onCompleted: { completed = true })
        XCTAssertEqual(received, [0])
        XCTAssertTrue(completed)
        XCTAssertFalse(subject.hasObservers)
        XCTAssertEqual(try subject.value(), 1)
        subscription.dispose()
    }

    /// A subject disposed from inside a replay delivers nothing more to the replaying observer.
    func testSubjectDisposedDuringAReplay() {
        let subject = ReplaySubject<Int>.createUnbounded()
        subject.onNext(1)
        subject.onNext(2)
        var received: [Int] = []
        let subscription = subject.subscribe(onNext: { value in
            received.append(value)
            if value == 1 {
                subject.onNext(3)
                subject.dispose()
            }
        })
        // The replay was taken before the disposal: both of its elements arrive, nothing after.
        XCTAssertEqual(received, [1, 2])
        XCTAssertFalse(subject.hasObservers)
        subscription.dispose()
    }

    /// An observer subscribing from inside another observer's replay gets its own replay at
    /// once (the first observer's replay holds no role that could make it wait).
    func testSubscribingFromInsideAReplay() {
        let subject = BehaviorSubject(value: 0)
        var inner: [Int] = []
        var innerSubscription: Disposable?
        let outer = subject.subscribe(onNext: { value in
            if innerSubscription == nil {
                innerSubscription = subject.subscribe(onNext: { inner.append($0) })
                XCTAssertEqual(inner, [value])
            }
        })
        subject.onNext(1)
        XCTAssertEqual(inner, [0, 1])
        innerSubscription?.dispose()
        outer.dispose()
    }

    /// An element queued behind a delivery and dropped by a disposal is released after the
    /// subject's lock: its deinit may use the subject (here it asks `hasObservers`), which would
    /// deadlock under the lock.
    func testPendingElementsDroppedByDisposalAreReleasedOutsideTheLock() {
        let subject = PublishSubject<Token>()
        var releasedWhileAsking: Bool?
        var received = 0
        _ = subject.subscribe(onNext: { _ in
            received += 1
            guard received == 1 else { return }
            // Sent from inside a delivery: queued behind it, then dropped by the disposal.
            subject.onNext(Token { releasedWhileAsking = subject.hasObservers })
            subject.dispose()
        })
        subject.onNext(Token())
        XCTAssertEqual(received, 1, "the queued element is not delivered after the disposal")
        XCTAssertEqual(releasedWhileAsking, false, "the dropped element was released, and could use the subject")
    }

    /// An element a subject records replaces the one before it, or pushes the oldest out of a
    /// replay buffer: the element let go is released after the subject's lock, since its deinit
    /// may use the subject (here it asks `hasObservers`, which takes the lock). One case per
    /// kind of recording, and one for an element recorded by the deliverer from its queue. Each
    /// runs on a thread of its own, with a deadline, so that a regression fails instead of
    /// hanging the suite.
    func testElementsARecordingLetsGoAreReleasedOutsideTheLock() {
        func check(_ name: String, line: UInt = #line, _ scenario: @escaping @Sendable (_ released: @escaping @Sendable (Bool) -> Void) -> Void) {
            let answers = Locked<[Bool]>([])
            runConcurrently(threads: 1, timeout: 10, line: line) { _ in
                scenario { answer in answers.withLock { $0.append(answer) } }
            }
            XCTAssertEqual(answers.withLock { $0 }, [true], "\(name): the element let go was released, once, and could use the subject", line: line)
        }
        check("BehaviorSubject") { released in
            let subject = BehaviorSubject(value: Token())
            let subscription = subject.subscribe()
            subject.onNext(Token { released(subject.hasObservers) })
            subject.onNext(Token())
            subscription.dispose()
        }
        check("share(replay: 1)") { released in
            let source = PublishSubject<Token>()
            let shared = source.share(replay: 1)
            let subscription = shared.subscribe()
            source.onNext(Token {
                // Subscribing replays the latest element: the share's subject takes its lock.
                let late = shared.subscribe()
                late.dispose()
                released(true)
            })
            source.onNext(Token())
            subscription.dispose()
        }
        check("ReplaySubject of two") { released in
            let subject = ReplaySubject<Token>.create(bufferSize: 2)
            subject.onNext(Token { released(!subject.hasObservers) })
            subject.onNext(Token())
            subject.onNext(Token())
        }
        check("AsyncSubject") { released in
            let subject = AsyncSubject<Token>()
            subject.onNext(Token { released(!subject.hasObservers) })
            subject.onNext(Token())
            subject.onCompleted()
        }
        check("ReplaySubject disposed") { released in
            let subject = ReplaySubject<Token>.create(bufferSize: 3)
            subject.onNext(Token { released(subject.isDisposed) })
            subject.dispose()
        }
        check("recorded from the deliverer's queue") { released in
            let subject = BehaviorSubject(value: Token())
            var deliveries = 0
            let subscription = subject.subscribe(onNext: { _ in
                deliveries += 1
                guard deliveries == 2 else { return }
                // Sent from inside a live delivery: queued behind it, then recorded by the
                // deliverer, each one replacing the one before.
                subject.onNext(Token { released(subject.hasObservers) })
                subject.onNext(Token())
            })
            subject.onNext(Token())
            subscription.dispose()
        }
    }

    /// The sole observer of a subject is called without being retained: one that leaves from
    /// inside its own delivery stays alive until that delivery is over, and is released then.
    func testSoleObserverLeavingDuringItsDeliveryIsReleasedAfterIt() {
        let subject = PublishSubject<Int>()
        var received: [Int] = []
        var releasedDuringDelivery = false
        weak var weakObserver: SelfDisposingObserver?
        do {
            let released = Locked(false)
            let observer = SelfDisposingObserver(released: released) { value in
                // Read after the observer disposed its subscription: still not released.
                releasedDuringDelivery = releasedDuringDelivery || released.current
                received.append(value)
            }
            weakObserver = observer
            observer.subscription = subject.subscribe(observer)
        }
        // Held by the subject only.
        XCTAssertNotNil(weakObserver)
        subject.onNext(1)
        XCTAssertEqual(received, [1])
        XCTAssertFalse(releasedDuringDelivery, "the observer was released during its own delivery")
        XCTAssertFalse(subject.hasObservers)
        XCTAssertNil(weakObserver)
        subject.onNext(2)
        XCTAssertEqual(received, [1])
    }

    /// A shared sequence whose only subscriber ends from inside a delivery drops its subject
    /// during that delivery: the subject's observers are released once the delivery is over, and
    /// the source is released.
    func testShareDroppedDuringADeliveryReleasesItsObserverAfterIt() {
        let source = PublishSubject<Int>()
        var received: [Int] = []
        var releasedProbe = false
        do {
            let probe = Token { releasedProbe = true }
            _ = source.share(replay: 1).take(1).subscribe(onNext: { [probe] value in
                _ = probe
                received.append(value)
            })
        }
        XCTAssertTrue(source.hasObservers)
        source.onNext(1)
        XCTAssertEqual(received, [1])
        XCTAssertFalse(source.hasObservers)
        XCTAssertTrue(releasedProbe)
        source.onNext(2)
        XCTAssertEqual(received, [1])
    }

    /// A subscription from inside a delivery replays at once, as in RxSwift, unless an event
    /// waits behind that delivery (here sent from inside it, which RxSwift would have delivered
    /// nested, hence recorded, already): the replay then comes after that event, so that it
    /// holds it.
    func testSubscribingFromInsideADeliveryWithAnElementQueuedReplaysAfterIt() {
        let subject = ReplaySubject<Int>.create(bufferSize: 2)
        var log: [String] = []
        var inner: Disposable?
        let first = subject.subscribe(onNext: { element in
            log.append("a \(element)")
            if element == 1 {
                subject.onNext(2)
                inner = subject.subscribe(onNext: { log.append("inner \($0)") })
                log.append("a after")
            }
        })
        let second = subject.subscribe(onNext: { log.append("b \($0)") })
        RxDiagnostics.withReporter({ _ in }) {
            subject.onNext(1)
        }
        XCTAssertEqual(log, ["a 1", "a after", "b 1", "a 2", "b 2", "inner 1", "inner 2"])
        first.dispose()
        second.dispose()
        inner?.dispose()
        XCTAssertFalse(subject.hasObservers)
    }
}

/// Disposes its own subscription when it receives its first element, then hands the element
/// on; `released` becomes true when it is freed (kept outside it, so that reading it never
/// touches a freed object).
private final class SelfDisposingObserver: ObserverType {
    var subscription: Disposable?
    private let released: Locked<Bool>
    private let onReceive: (Int) -> Void

    init(released: Locked<Bool>, _ onReceive: @escaping (Int) -> Void) {
        self.released = released
        self.onReceive = onReceive
    }

    func on(_ event: Event<Int>) {
        if case .next(let value) = event {
            subscription?.dispose()
            subscription = nil
            onReceive(value)
        }
    }

    deinit {
        released.withLock { $0 = true }
    }
}
