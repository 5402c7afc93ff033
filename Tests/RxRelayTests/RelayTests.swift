import RxRelay
import RxSwift
import RxTest
import RxTestSupport
import XCTest

final class PublishRelayTests: RxTestCase {
    func testRelaysAcceptedElementsToCurrentObservers() {
        let relay = PublishRelay<Int>()
        var first: [Int] = []
        var second: [Int] = []
        let a = relay.subscribe(onNext: { first.append($0) })
        relay.accept(1)
        let b = relay.asObservable().subscribe(onNext: { second.append($0) })
        relay.accept(2)
        a.dispose()
        relay.accept(3)
        b.dispose()
        XCTAssertEqual(first, [1, 2])
        XCTAssertEqual(second, [2, 3])
    }

    func testAsInfallibleDeliversWhatIsAcceptedWhileSubscribed() {
        let scheduler = TestScheduler(initialClock: 0)
        let relay = PublishRelay<Int>()
        for (time, element) in [(150, 0), (210, 1), (220, 2), (1_010, 3)] {
            scheduler.scheduleAt(time) { relay.accept(element) }
        }
        let res = scheduler.start { relay.asInfallible() }
        // Never completes: only the disposal at 1000 ends the subscription.
        XCTAssertEqual(res.events, [.next(210, 1), .next(220, 2)])
    }
}

final class BehaviorRelayTests: RxTestCase {
    func testHoldsCurrentValueAndReplaysItToNewObservers() {
        let relay = BehaviorRelay(value: "a")
        XCTAssertEqual(relay.value, "a")
        relay.accept("b")
        XCTAssertEqual(relay.value, "b")
        var received: [String] = []
        let subscription = relay.subscribe(onNext: { received.append($0) })
        relay.accept("c")
        subscription.dispose()
        XCTAssertEqual(received, ["b", "c"])
    }

    func testAsInfallibleStartsWithTheCurrentValue() {
        let scheduler = TestScheduler(initialClock: 0)
        let relay = BehaviorRelay(value: 0)
        for (time, element) in [(150, 1), (210, 2), (1_010, 3)] {
            scheduler.scheduleAt(time) { relay.accept(element) }
        }
        let res = scheduler.start { relay.asInfallible() }
        XCTAssertEqual(res.events, [.next(200, 1), .next(210, 2)])
        XCTAssertEqual(relay.value, 3)
    }
}

final class ReplayRelayTests: RxTestCase {
    func testReplaysBufferedElements() {
        let relay = ReplayRelay<Int>.create(bufferSize: 2)
        (1...4).forEach(relay.accept)
        var received: [Int] = []
        _ = relay.subscribe(onNext: { received.append($0) })
        XCTAssertEqual(received, [3, 4])

        let unbounded = ReplayRelay<Int>.createUnbound()
        (1...4).forEach(unbounded.accept)
        var all: [Int] = []
        _ = unbounded.subscribe(onNext: { all.append($0) })
        XCTAssertEqual(all, [1, 2, 3, 4])
    }

    func testAsInfallibleReplaysTheBufferThenDeliversWhatIsAccepted() {
        let scheduler = TestScheduler(initialClock: 0)
        let relay = ReplayRelay<Int>.create(bufferSize: 2)
        for (time, element) in [(110, 1), (120, 2), (130, 3), (210, 4), (1_010, 5)] {
            scheduler.scheduleAt(time) { relay.accept(element) }
        }
        let res = scheduler.start { relay.asInfallible() }
        XCTAssertEqual(res.events, [.next(200, 2), .next(200, 3), .next(210, 4)])
    }

    /// As in RxSwift, a new observer takes its place among the relay's observers once its replay
    /// is done: the inner subscription `flatMapLatest` makes during the replay of 4 is served
    /// before the outer one, so it still sees 11 before the switch to 11's.
    func testAnObserverSubscribingDuringAReplayIsServedBeforeTheReplayedOne() {
        let scheduler = TestScheduler(initialClock: 0)
        let relay = ReplayRelay<Int>.create(bufferSize: 1)
        scheduler.scheduleAt(510) { relay.accept(4) }
        scheduler.scheduleAt(670) { relay.accept(11) }
        let res = scheduler.start(created: 0, subscribed: 510, disposed: 1_000) {
            relay.flatMapLatest { x in relay.map { [x, $0] } }
        }
        XCTAssertEqual(res.events, [.next(510, [4, 4]), .next(670, [4, 11]), .next(670, [11, 11])])
    }

    /// As in RxSwift, subscribing from inside the relay's own delivery (`flatMap`'s inner
    /// subscription to the relay) replays at once, nested in that delivery: before the outer
    /// element's `afterNext`.
    func testSubscribingFromInsideItsDeliveryReplaysAtOnce() {
        let scheduler = TestScheduler(initialClock: 0)
        let relay = ReplayRelay<Int>.create(bufferSize: 1)
        var log: [String] = []
        scheduler.scheduleAt(400) { relay.accept(12) }
        scheduler.scheduleAt(500) { relay.accept(13) }
        let res = scheduler.start(created: 0, subscribed: 80, disposed: 1_000) {
            relay
                .do(onNext: { log.append("\(scheduler.clock) onNext(\($0))") }, afterNext: { log.append("\(scheduler.clock) afterNext(\($0))") })
                .flatMap { x in relay.map { [x, $0] }.do(onNext: { log.append("\(scheduler.clock) next(\($0))") }) }
        }
        XCTAssertEqual(log, [
            "400 onNext(12)", "400 next([12, 12])", "400 afterNext(12)",
            "500 onNext(13)", "500 next([13, 13])", "500 afterNext(13)", "500 next([12, 13])",
        ])
        XCTAssertEqual(res.events, [.next(400, [12, 12]), .next(500, [13, 13]), .next(500, [12, 13])])
    }
}

final class BindToRelayTests: RxTestCase {
    func testBindSendsElementsToEveryRelayAndKeepsThemAlive() {
        let publish = PublishRelay<Int>()
        let behavior = BehaviorRelay(value: 0)
        let optional = BehaviorRelay<Int?>(value: nil)
        let replay = ReplayRelay<Int>.create(bufferSize: 10)
        var published: [Int] = []
        _ = publish.subscribe(onNext: { published.append($0) })

        _ = Observable.of(1, 2, 3).bind(to: publish)
        _ = Observable.of(4, 5).bind(to: behavior)
        _ = Observable.of(6).bind(to: optional)
        _ = Observable.of(7, 8).bind(to: replay)

        XCTAssertEqual(published, [1, 2, 3])
        XCTAssertEqual(behavior.value, 5)
        XCTAssertEqual(optional.value, 6)
        var replayed: [Int] = []
        _ = replay.subscribe(onNext: { replayed.append($0) })
        XCTAssertEqual(replayed, [7, 8])

        // The source completed, but a relay never completes: it still accepts elements.
        behavior.accept(9)
        XCTAssertEqual(behavior.value, 9)
    }

    /// Each element goes to every relay, in the order they were given, before the next element.
    func testBindToSeveralRelaysSendsEachElementToEachInOrder() {
        let first = PublishRelay<Int>()
        let second = PublishRelay<Int>()
        var log: [String] = []
        _ = first.subscribe(onNext: { log.append("first \($0)") })
        _ = second.subscribe(onNext: { log.append("second \($0)") })
        let optionals = [BehaviorRelay<Int?>(value: nil), BehaviorRelay<Int?>(value: nil)]

        _ = Observable.of(1, 2).bind(to: first, second)
        _ = Observable.of(3).bind(to: optionals[0], optionals[1])

        XCTAssertEqual(log, ["first 1", "second 1", "first 2", "second 2"])
        XCTAssertEqual(optionals.map(\.value), [3, 3])
    }

    func testDisposingTheBindingStopsForwarding() {
        let source = PublishSubject<Int>()
        let relay = BehaviorRelay(value: 0)
        let binding = source.bind(to: relay)
        source.onNext(1)
        binding.dispose()
        source.onNext(2)
        XCTAssertEqual(relay.value, 1)
    }
}

extension ReplayRelayTests {
    /// A negative buffer size replays nothing, as 0 does (RxSwift loops forever with -1), and is
    /// reported in debug builds.
    func testNegativeBufferSizeReplaysNothingAndIsReported() {
        var relay: ReplayRelay<Int>?
        let reports = anomalies { relay = ReplayRelay<Int>.create(bufferSize: -1) }
        #if DEBUG
        XCTAssertEqual(reports, [.meaninglessArgument("ReplayRelay.create(bufferSize:): bufferSize is negative (-1): nothing is replayed, as with 0.")])
        #endif
        _ = reports
        guard let relay else { return XCTFail("no relay") }
        var early: [Int] = []
        var late: [Int] = []
        let first = relay.subscribe(onNext: { early.append($0) })
        relay.accept(1)
        relay.accept(2)
        let second = relay.subscribe(onNext: { late.append($0) })
        relay.accept(3)
        XCTAssertEqual(early, [1, 2, 3])
        XCTAssertEqual(late, [3], "nothing replayed to a late subscriber")
        first.dispose()
        second.dispose()
    }
}
