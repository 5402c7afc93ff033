import Foundation
import RxSwift
import RxTest
import XCTest
import RxTestSupport

private let testError = NSError(domain: "ShareTests", code: 1)

final class ShareTests: RxTestCase {
    // MARK: One subscription for all subscribers

    func testTwoSubscribersShareOneSourceSubscription() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(230, 2), .next(250, 3), .completed(300)])
        let shared = xs.share()
        let first = scheduler.createObserver(Int.self)
        let second = scheduler.createObserver(Int.self)
        scheduler.scheduleAt(200) { _ = shared.subscribe(first) }
        scheduler.scheduleAt(220) { _ = shared.subscribe(second) }
        scheduler.start()
        XCTAssertEqual(first.events, [.next(210, 1), .next(230, 2), .next(250, 3), .completed(300)])
        XCTAssertEqual(second.events, [.next(230, 2), .next(250, 3), .completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func testReplayOneGivesALateSubscriberTheLatestElementFirst() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(250, 3)])
        let shared = xs.share(replay: 1)
        let first = scheduler.createObserver(Int.self)
        let second = scheduler.createObserver(Int.self)
        var subscriptions: [Disposable] = []
        scheduler.scheduleAt(200) { subscriptions.append(shared.subscribe(first)) }
        scheduler.scheduleAt(240) { subscriptions.append(shared.subscribe(second)) }
        scheduler.scheduleAt(300) { subscriptions.forEach { $0.dispose() } }
        scheduler.start()
        XCTAssertEqual(second.events, [.next(240, 2), .next(250, 3)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func testReplayOneKeepsOnlyTheLatestElementAlive() {
        final class Token {}
        let subject = PublishSubject<Token>()
        let shared = subject.share(replay: 1)
        let subscription = shared.subscribe()
        weak var first: Token?
        weak var second: Token?
        do {
            let token = Token()
            first = token
            subject.onNext(token)
        }
        XCTAssertNotNil(first, "the latest element is kept for the replay")
        do {
            let token = Token()
            second = token
            subject.onNext(token)
        }
        XCTAssertNil(first, "a newer element replaces it")
        var replayed: [Token] = []
        let late = shared.subscribe(onNext: { replayed.append($0) })
        XCTAssertTrue(replayed.count == 1 && replayed[0] === second)
        replayed = []
        late.dispose()
        subscription.dispose()
        XCTAssertNil(second, "released with the connection")
    }

    func testLastSubscriberLeavingDisconnects() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(230, 2)])
        let shared = xs.share(replay: 1)
        var first: Disposable?
        var second: Disposable?
        scheduler.scheduleAt(200) { first = shared.subscribe() }
        scheduler.scheduleAt(205) { second = shared.subscribe() }
        scheduler.scheduleAt(215) { first?.dispose() }
        scheduler.scheduleAt(225) { second?.dispose() }
        scheduler.start()
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 225)])
    }

    // MARK: Scopes

    func testWhileConnectedReconnectsAndReplaysNothingFromTheOldConnection() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .next(20, 2)])
        let shared = xs.share(replay: 1, scope: .whileConnected)
        let first = scheduler.createObserver(Int.self)
        let second = scheduler.createObserver(Int.self)
        var subscription: Disposable?
        scheduler.scheduleAt(200) { subscription = shared.subscribe(first) }
        scheduler.scheduleAt(250) { subscription?.dispose() }
        scheduler.scheduleAt(300) { subscription = shared.subscribe(second) }
        scheduler.scheduleAt(350) { subscription?.dispose() }
        scheduler.start()
        XCTAssertEqual(first.events, [.next(210, 1), .next(220, 2)])
        XCTAssertEqual(second.events, [.next(310, 1), .next(320, 2)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250), Subscription(300, 350)])
    }

    func testForeverKeepsTheSubjectAcrossConnections() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .next(20, 2)])
        let shared = xs.share(replay: 1, scope: .forever)
        let second = scheduler.createObserver(Int.self)
        var subscription: Disposable?
        scheduler.scheduleAt(200) { subscription = shared.subscribe() }
        scheduler.scheduleAt(250) { subscription?.dispose() }
        scheduler.scheduleAt(300) { subscription = shared.subscribe(second) }
        scheduler.scheduleAt(350) { subscription?.dispose() }
        scheduler.start()
        XCTAssertEqual(second.events, [.next(300, 2), .next(310, 1), .next(320, 2)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250), Subscription(300, 350)])
    }

    func testWhileConnectedSourceTerminationEndsTheConnectionAndTheNextSubscriberReconnects() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .completed(20)])
        let shared = xs.share(replay: 1)
        let first = scheduler.createObserver(Int.self)
        let second = scheduler.createObserver(Int.self)
        scheduler.scheduleAt(200) { _ = shared.subscribe(first) }
        scheduler.scheduleAt(300) { _ = shared.subscribe(second) }
        scheduler.start()
        XCTAssertEqual(first.events, [.next(210, 1), .completed(220)])
        XCTAssertEqual(second.events, [.next(310, 1), .completed(320)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220), Subscription(300, 320)])
    }

    func testForeverAfterTheSourceTerminatedReplaysWithoutResubscribing() {
        // As in RxSwift: the subscriber receives the kept subject's replay and terminal event,
        // and the source is not subscribed again (nobody would ever dispose that subscription).
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .completed(20)])
        let shared = xs.share(replay: 1, scope: .forever)
        let first = scheduler.createObserver(Int.self)
        let second = scheduler.createObserver(Int.self)
        scheduler.scheduleAt(200) { _ = shared.subscribe(first) }
        scheduler.scheduleAt(300) { _ = shared.subscribe(second) }
        scheduler.start()
        XCTAssertEqual(first.events, [.next(210, 1), .completed(220)])
        XCTAssertEqual(second.events, [.next(300, 1), .completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func testForeverAfterTheSourceTerminatedLeavesNoSubscriptionBehind() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(220), .next(310, 2)])
        let shared = xs.share(replay: 1, scope: .forever)
        let late = scheduler.createObserver(Int.self)
        scheduler.scheduleAt(200) { _ = shared.subscribe() }
        scheduler.scheduleAt(300) { _ = shared.subscribe(late) }
        scheduler.start()
        XCTAssertEqual(late.events, [.next(300, 1), .completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func testErrorReachesEverySubscriber() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(230, testError)])
        let shared = xs.share(replay: 1)
        let first = scheduler.createObserver(Int.self)
        let second = scheduler.createObserver(Int.self)
        scheduler.scheduleAt(200) { _ = shared.subscribe(first) }
        scheduler.scheduleAt(220) { _ = shared.subscribe(second) }
        scheduler.start()
        XCTAssertEqual(first.events, [.next(210, 1), .error(230, testError)])
        XCTAssertEqual(second.events, [.next(220, 1), .error(230, testError)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    func testSubscribingFromInsideOnNextGetsTheReplayInOrder() {
        let subject = PublishSubject<Int>()
        let shared = subject.share(replay: 1)
        var log: [String] = []
        var inner: Disposable?
        let outer = shared.subscribe(onNext: { element in
            log.append("outer \(element)")
            if inner == nil {
                inner = shared.subscribe(onNext: { log.append("inner \($0)") })
            }
        })
        subject.onNext(1)
        subject.onNext(2)
        XCTAssertEqual(log, ["outer 1", "inner 1", "outer 2", "inner 2"])
        outer.dispose()
        inner?.dispose()
        XCTAssertFalse(subject.hasObservers)
    }

    /// RxSwift makes a `ReplaySubject` of size -1, which loops forever on the first element (it
    /// trims its buffer until it holds fewer than -1); here it replays nothing, as 0 does, and is
    /// reported in debug builds.
    func testNegativeReplayReplaysNothing() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(300)])
        var shared: Observable<Int>?
        let reports = anomalies { shared = xs.share(replay: -1) }
        #if DEBUG
        XCTAssertEqual(reports, [.meaninglessArgument("share(replay:scope:): replay is negative (-1): nothing is replayed, as with 0.")])
        #endif
        _ = reports
        guard let shared else { return XCTFail("no sequence") }
        let res = scheduler.start { Observable.merge(shared, shared.delaySubscription(.seconds(25), scheduler: scheduler)) }
        XCTAssertEqual(res.events, [.next(210, 1), .next(220, 2), .completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    // MARK: Older spellings

    func testDeprecatedShareReplayAliases() {
        struct Exercise: DeprecatedAPIExercise {
            @available(*, deprecated, message: "exercises shareReplay(_:) and shareReplayLatestWhileConnected()")
            func run() {
                for makeShared in [{ (source: Observable<Int>) in source.shareReplay(1) }, { $0.shareReplayLatestWhileConnected() }] {
                    let subject = PublishSubject<Int>()
                    var subscriptions = 0
                    let source = Observable<Int>.deferred {
                        subscriptions += 1
                        return subject.asObservable()
                    }
                    let shared = makeShared(source)
                    var first: [Int] = []
                    var second: [Int] = []
                    let a = shared.subscribe(onNext: { first.append($0) })
                    subject.onNext(1)
                    let b = shared.subscribe(onNext: { second.append($0) })
                    subject.onNext(2)
                    XCTAssertEqual(first, [1, 2])
                    XCTAssertEqual(second, [1, 2])
                    XCTAssertEqual(subscriptions, 1)
                    a.dispose()
                    b.dispose()
                    XCTAssertFalse(subject.hasObservers)
                }
            }
        }
        (Exercise() as DeprecatedAPIExercise).run()
    }

    func testGuidesShareReplayExamplePrintsOneSubscribedAndOneDisposed() {
        struct Exercise: DeprecatedAPIExercise {
            @available(*, deprecated, message: "the guide's example uses shareReplay(_:)")
            func run() {
                let log = Locked<[String]>([])
                // The guide's `myInterval`, logging instead of printing.
                func myInterval(_ interval: TimeInterval) -> Observable<Int> {
                    Observable.create { observer in
                        log.withLock { $0.append("Subscribed") }
                        // A serial queue rather than the guide's global one: the handler mutates
                        // `next`, and ThreadSanitizer does not see that a timer source's handler
                        // never overlaps itself on a concurrent queue (it reported a race on
                        // `next` in one CI run).
                        let timer = DispatchSource.makeTimerSource(queue: DispatchQueue(label: "share.myInterval"))
                        timer.schedule(deadline: .now() + interval, repeating: interval)
                        let cancel = Disposables.create {
                            log.withLock { $0.append("Disposed") }
                            timer.cancel()
                        }
                        var next = 0
                        timer.setEventHandler {
                            if cancel.isDisposed { return }
                            observer.on(.next(next))
                            next += 1
                        }
                        timer.resume()
                        return cancel
                    }
                }

                let counter = myInterval(0.01).shareReplay(1)
                let subscription1 = counter.subscribe(onNext: { n in log.withLock { $0.append("First \(n)") } })
                let subscription2 = counter.subscribe(onNext: { n in log.withLock { $0.append("Second \(n)") } })
                func count(_ prefix: String) -> Int { log.value.filter { $0.hasPrefix(prefix) }.count }
                // Conditions rather than fixed sleeps: ticks come late on a loaded machine, or
                // under a sanitizer.
                XCTAssertTrue(RealTime.wait(until: { count("First") >= 3 }), "the first subscriber receives ticks")
                subscription1.dispose()
                let firstAtDisposal = count("First")
                XCTAssertTrue(RealTime.wait(until: { count("Second") > firstAtDisposal + 1 }), "the second subscriber goes on receiving ticks")
                subscription2.dispose()

                let entries = log.value
                XCTAssertEqual(entries.filter { $0 == "Subscribed" }.count, 1)
                XCTAssertEqual(entries.filter { $0 == "Disposed" }.count, 1)
                XCTAssertEqual(entries.first, "Subscribed")
                XCTAssertEqual(entries.last, "Disposed")
                XCTAssertTrue(entries.contains("First 0"))
                XCTAssertTrue(entries.contains("Second 0"))
                let seconds = entries.filter { $0.hasPrefix("Second") }
                XCTAssertGreaterThan(seconds.count, entries.filter { $0.hasPrefix("First") }.count)
            }
        }
        (Exercise() as DeprecatedAPIExercise).run()
    }

    // MARK: Threads

    func testShareReplayWithSubscribersArrivingAndLeavingFromSeveralThreads() {
        let report = SharingStress.run(sharing: { $0.share(replay: 1) }, threads: 3, iterations: 150)
        report.assertValid()
    }

    func testShareReplayWithASourceThatCompletesEveryFewElements() {
        let report = SharingStress.run(sharing: { $0.share(replay: 1) }, threads: 3, iterations: 150, completeAfter: 4)
        report.assertValid()
    }

    func testShareWithoutReplayWithSubscribersArrivingAndLeavingFromSeveralThreads() {
        let report = SharingStress.run(sharing: { $0.share() }, threads: 3, iterations: 150)
        report.assertValid()
    }

    func testJoiningWhileTheSourceEmitsFromAnotherThreadReplaysStrictlyFirst() {
        let source = SharingStress.Source(completeAfter: nil)
        let shared = source.observable.share(replay: 1)
        // Keeps the connection up for the whole test.
        let firstTick = DispatchSemaphore(value: 0)
        let keeper = shared.take(firstOf: firstTick)
        XCTAssertEqual(firstTick.wait(timeout: .now() + 5), .success)

        for round in 0..<200 {
            let ticks = Locked<[Int]>([])
            let inside = Locked(false)
            let overlapped = Locked(false)
            let enough = DispatchSemaphore(value: 0)
            let subscription = shared.subscribe(onNext: { tick in
                var wasInside = false
                inside.withLock { wasInside = $0; $0 = true }
                if wasInside { overlapped.withLock { $0 = true } }
                var count = 0
                ticks.withLock { $0.append(tick.value); count = $0.count }
                inside.withLock { $0 = false }
                if count == 3 { enough.signal() }
            })
            // A replayed element was produced before `subscribe` returned; without the replay the
            // first element would mostly be produced later (the source pauses between elements).
            let valueAfterSubscribing = source.nextValue.value
            XCTAssertEqual(enough.wait(timeout: .now() + 5), .success, "round \(round)")
            subscription.dispose()
            let values = ticks.value
            XCTAssertLessThan(values[0], valueAfterSubscribing, "round \(round): the first element is not the replayed one: \(values)")
            XCTAssertEqual(values, Array(values[0]..<values[0] + values.count), "round \(round): not consecutive")
            XCTAssertFalse(overlapped.value, "round \(round)")
        }
        keeper.dispose()
        let deadline = Date().addingTimeInterval(5)
        while source.active.value != 0, Date() < deadline { usleep(1000) }
        XCTAssertEqual(source.subscriptions.value, 1)
        XCTAssertEqual(source.active.value, 0)
    }

    /// Where RxSwift places a new subscriber among the others: `share(replay: 1)` (its own
    /// connection) before replaying to it, a `ReplaySubject` (`share(replay: 2)`, any `.forever`
    /// share) after. So the inner subscription `flatMapLatest` makes during the replay is served
    /// after the outer one, or before it, and then sees 11 before the switch.
    func testWhereASubscriberTakesItsPlaceAmongTheOthers() {
        let cases: [(replay: Int, scope: SubjectLifetimeScope, expected: [Recorded<Event<[Int]>>])] = [
            (1, .whileConnected, [.next(520, [4, 4]), .next(670, [11, 11])]),
            (2, .whileConnected, [.next(520, [4, 4]), .next(670, [4, 11]), .next(670, [11, 4]), .next(670, [11, 11])]),
            (1, .forever, [.next(520, [4, 4]), .next(670, [4, 11]), .next(670, [11, 11])]),
        ]
        for (replay, scope, expected) in cases {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.next(510, 4), .next(670, 11)])
            let shared = xs.share(replay: replay, scope: scope)
            var keeper: Disposable?
            scheduler.scheduleAt(500) { keeper = shared.subscribe() }
            let res = scheduler.start(created: 0, subscribed: 520, disposed: 1_000) {
                shared.flatMapLatest { x in shared.map { [x, $0] } }
            }
            XCTAssertEqual(res.events, expected, "share(replay: \(replay), scope: \(scope))")
            keeper?.dispose()
            XCTAssertEqual(xs.subscriptions, [Subscription(500, 1_000)])
        }
    }
}

private extension Observable {
    /// Subscribes and signals `semaphore` at the first element (test helper).
    func take(firstOf semaphore: DispatchSemaphore) -> Disposable {
        let signaled = Locked(false)
        return subscribe(onNext: { _ in
            var first = false
            signaled.withLock { first = !$0; $0 = true }
            if first { semaphore.signal() }
        })
    }
}

#if TRACE_RESOURCES
extension ShareTests {
    func testEverythingIsReleasedAfterwards() {
        let before = Resources.total
        do {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createColdObservable([.next(10, 1), .next(20, 2), .completed(300)])
            for scope in [SubjectLifetimeScope.whileConnected, .forever] {
                let shared = xs.share(replay: 1, scope: scope)
                var subscriptions: [Disposable] = []
                scheduler.scheduleAt(scheduler.clock + 1) { subscriptions.append(shared.subscribe()) }
                scheduler.scheduleAt(scheduler.clock + 15) { subscriptions.append(shared.subscribe()) }
                scheduler.scheduleAt(scheduler.clock + 50) { subscriptions.forEach { $0.dispose() } }
                scheduler.start()
            }
            let published = Observable.of(1, 2).publish()
            _ = published.subscribe()
            _ = published.connect()
            _ = Observable.of(1, 2).replay(1).refCount().subscribe()
        }
        XCTAssertEqual(Resources.total, before)
    }
}
#endif
