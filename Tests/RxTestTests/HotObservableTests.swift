import RxSwift
import RxTest
import RxTestSupport
import XCTest

final class HotObservableTests: RxTestCase {
    func testEventsHappenAtAbsoluteTimesAndEarlierOnesAreMissed() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 1), .next(210, 2), .next(240, 3), .completed(300)])
        let res = scheduler.start { xs.asObservable() }
        XCTAssertEqual(res.events, [.next(210, 2), .next(240, 3), .completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func testObserversShareTheTimelineAndEachSeesItsOwnWindow() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(110, 1), .next(210, 2), .next(310, 3), .next(410, 4)])
        let early = scheduler.createObserver(Int.self)
        let late = scheduler.createObserver(Int.self)
        var earlySubscription: Disposable?
        var lateSubscription: Disposable?
        scheduler.scheduleAt(100) { earlySubscription = xs.subscribe(early) }
        scheduler.scheduleAt(300) { lateSubscription = xs.subscribe(late) }
        scheduler.scheduleAt(350) { earlySubscription?.dispose() }
        scheduler.scheduleAt(500) { lateSubscription?.dispose() }
        scheduler.start()
        XCTAssertEqual(early.events, [.next(110, 1), .next(210, 2), .next(310, 3)])
        XCTAssertEqual(late.events, [.next(310, 3), .next(410, 4)])
        XCTAssertEqual(xs.subscriptions, [Subscription(100, 350), Subscription(300, 500)])
    }

    func testALiveSubscriptionEndsAtIntMax() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1)])
        scheduler.scheduleAt(200) { _ = xs.subscribe(scheduler.createObserver(Int.self)) }
        scheduler.start()
        XCTAssertEqual(xs.subscriptions, [Subscription(200)])
        XCTAssertEqual(xs.subscriptions.first?.unsubscribe, Int.max)
    }

    func testDisposingTwiceRecordsTheFirstTime() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([Recorded<Event<Int>>]())
        var subscription: Disposable?
        scheduler.scheduleAt(200) { subscription = xs.subscribe(scheduler.createObserver(Int.self)) }
        scheduler.scheduleAt(250) { subscription?.dispose() }
        scheduler.scheduleAt(300) { subscription?.dispose() }
        scheduler.start()
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testAnErrorPassesThroughOperatorsAndEndsTheSubscription() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(220, TestError()), .next(230, 2)])
        let res = scheduler.start { xs.map { $0 + 1 } }
        XCTAssertEqual(res.events, [.next(210, 2), .error(220, TestError())])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func testEventsAfterATerminalEventReachADirectObserverButNotAnOperatorChain() {
        // A test observable plays its script as written; the library's operators enforce the
        // grammar on what they receive.
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.completed(210), .next(220, 1)])
        let direct = scheduler.createObserver(Int.self)
        scheduler.scheduleAt(200) { _ = xs.subscribe(direct) }
        let res = scheduler.start { xs.asObservable() }
        XCTAssertEqual(direct.events, [.completed(210), .next(220, 1)])
        XCTAssertEqual(res.events, [.completed(210)])
    }

    func testSubscribingFromAnObserverDoesNotReceiveTheCurrentEvent() {
        skipResourceCheck(because: "the never-ending subscriptions stay undisposed and the observer closure captures the hot observable")
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2)])
        let second = scheduler.createObserver(Int.self)
        var firstReceived: [Int] = []
        scheduler.scheduleAt(200) {
            _ = xs.subscribe(onNext: { element in
                firstReceived.append(element)
                if element == 1 { _ = xs.subscribe(second) }
            })
        }
        scheduler.start()
        XCTAssertEqual(firstReceived, [1, 2])
        XCTAssertEqual(second.events, [.next(220, 2)])
    }

    func testUnsubscribingFromAnObserverStopsDeliveryToIt() {
        skipResourceCheck(because: "the never-ending subscriptions stay undisposed and the observer closure captures the hot observable")
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2)])
        let victim = scheduler.createObserver(Int.self)
        var victimSubscription: Disposable?
        scheduler.scheduleAt(200) {
            _ = xs.subscribe(onNext: { _ in victimSubscription?.dispose() })
            victimSubscription = xs.asObservable().subscribe(victim)
        }
        scheduler.start()
        XCTAssertEqual(victim.events, [], "disposed by the first observer before the event reached it")
        XCTAssertEqual(xs.subscriptions, [Subscription(200), Subscription(200, 210)])
    }

    func testFeedingASubjectDeliversTheEventsThroughIt() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, "a"), .next(220, "b"), .completed(230)])
        let subject = PublishSubject<String>()
        scheduler.scheduleAt(205) { _ = xs.subscribe(subject) }
        let res = scheduler.start { subject.map { $0.uppercased() } }
        XCTAssertEqual(res.events, [.next(210, "A"), .next(220, "B"), .completed(230)])
    }

    func testRecordedEventsAreTheScript() {
        let scheduler = TestScheduler(initialClock: 0)
        let script: [Recorded<Event<Int>>] = [.next(10, 1), .completed(20)]
        let xs = scheduler.createHotObservable(script)
        XCTAssertEqual(xs.recordedEvents, script)
        XCTAssertEqual(xs.subscriptions, [])
    }

    func testAReleasedHotObservableDoesNotBreakTheRun() {
        let scheduler = TestScheduler(initialClock: 0)
        weak var weakObservable: TestableObservable<Int>?
        do {
            let xs = scheduler.createHotObservable([.next(10, 1)])
            weakObservable = xs
        }
        XCTAssertNil(weakObservable, "pending events must not keep the observable alive")
        scheduler.start()
        XCTAssertEqual(scheduler.clock, 10)
    }
}
