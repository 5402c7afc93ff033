@testable import RxSwift
import RxTest
import RxTestSupport
import XCTest

final class ReplaySubjectTests: RxTestCase {
    func testReplaysLastBufferSizeElements() {
        let subject = ReplaySubject<Int>.create(bufferSize: 2)
        for i in 1...5 { subject.onNext(i) }
        var received: [Int] = []
        _ = subject.subscribe(onNext: { received.append($0) })
        subject.onNext(6)
        XCTAssertEqual(received, [4, 5, 6])
    }

    func testUnboundedReplaysEverythingThenTerminal() {
        for subject in [ReplaySubject<Int>.createUnbounded(), ReplaySubject<Int>.createUnbound()] {
            for i in 1...100 { subject.onNext(i) }
            subject.onCompleted()
            var events: [Event<Int>] = []
            _ = subject.subscribe { events.append($0) }
            XCTAssertEqual(events.compactMap(\.element), Array(1...100))
            XCTAssertTrue(events.last?.isCompleted ?? false)
        }
    }

    func testBufferSizeZeroBehavesLikePublish() {
        let subject = ReplaySubject<Int>.create(bufferSize: 0)
        subject.onNext(1)
        var received: [Int] = []
        _ = subject.subscribe(onNext: { received.append($0) })
        subject.onNext(2)
        XCTAssertEqual(received, [2])
    }

    func testBufferAndErrorAreReplayedAfterFailure() {
        struct Failure: Error {}
        let subject = ReplaySubject<Int>.create(bufferSize: 1)
        subject.onNext(1)
        subject.onNext(2)
        subject.onError(Failure())
        var events: [String] = []
        _ = subject.subscribe { events.append($0.debugDescription) }
        XCTAssertEqual(events, ["next(2)", "error(Failure())"])
    }

    func testDisposeForgetsBufferAndRejectsSubscribers() {
        let subject = ReplaySubject<Int>.create(bufferSize: 3)
        subject.onNext(1)
        var received: [Int] = []
        let subscription = subject.subscribe(onNext: { received.append($0) })
        subject.dispose()
        subject.onNext(2)
        XCTAssertEqual(received, [1])
        XCTAssertTrue(subject.isDisposed)
        XCTAssertFalse(subject.hasObservers)
        var error: Error?
        _ = subject.subscribe(onError: { error = $0 })
        XCTAssertNotNil(error)
        subscription.dispose()
    }

    func testDisposingSubscriptionStopsDelivery() {
        let subject = ReplaySubject<Int>.create(bufferSize: 1)
        var received: [Int] = []
        let subscription = subject.subscribe(onNext: { received.append($0) })
        subject.onNext(1)
        subscription.dispose()
        subject.onNext(2)
        XCTAssertEqual(received, [1])
        XCTAssertFalse(subject.hasObservers)
    }

    /// As in RxSwift, a new observer takes its place among the observers once its replay is
    /// done: the inner subscription `flatMapLatest` makes during the replay is served before the
    /// outer one, so the inner sequence of 4 still sees 11 before the switch (with a buffer of
    /// two, the inner sequence of 11 then replays 4 and 11).
    func testAnObserverSubscribingDuringAReplayIsServedBeforeTheReplayedOne() {
        for (subject, expected) in [
            (ReplaySubject<Int>.create(bufferSize: 1), [Recorded.next(510, [4, 4]), .next(670, [4, 11]), .next(670, [11, 11])]),
            (.createUnbounded(), [.next(510, [4, 4]), .next(670, [4, 11]), .next(670, [11, 4]), .next(670, [11, 11])]),
        ] {
            let scheduler = TestScheduler(initialClock: 0)
            scheduler.scheduleAt(510) { subject.onNext(4) }
            scheduler.scheduleAt(670) { subject.onNext(11) }
            let res = scheduler.start(created: 0, subscribed: 510, disposed: 1_000) {
                subject.flatMapLatest { x in subject.map { [x, $0] } }
            }
            XCTAssertEqual(res.events, expected)
            // Each observer left, the one that took a new place included.
            XCTAssertFalse(subject.hasObservers)
        }
    }

    /// The order RxSwift serves observers in when some subscribe during the replays of others:
    /// each takes its place once its own replay is done, so nested ones come first.
    func testObserversSubscribingDuringReplaysComeBeforeTheReplayedOnes() {
        let scheduler = TestScheduler(initialClock: 0)
        let subject = ReplaySubject<Int>.create(bufferSize: 2)
        var log: [String] = []
        var subscriptions: [Disposable] = []
        func observe(_ name: String) -> Disposable {
            subject.subscribe(onNext: { log.append("\(scheduler.clock) \(name) \($0)") })
        }
        scheduler.scheduleAt(100) {
            subject.onNext(1)
            subject.onNext(2)
        }
        scheduler.scheduleAt(200) {
            subscriptions.append(observe("a"))
            subscriptions.append(subject.subscribe(onNext: { element in
                log.append("\(scheduler.clock) b \(element)")
                if element == 1 {
                    subscriptions.append(subject.subscribe(onNext: { inner in
                        log.append("\(scheduler.clock) c \(inner)")
                        if inner == 1 { subscriptions.append(observe("d")) }
                    }))
                }
            }))
            subscriptions.append(observe("e"))
        }
        scheduler.scheduleAt(300) { subject.onNext(3) }
        scheduler.start()
        XCTAssertEqual(log.filter { $0.hasPrefix("300") }, ["300 a 3", "300 d 3", "300 c 3", "300 b 3", "300 e 3"])
        subscriptions.forEach { $0.dispose() }
        XCTAssertFalse(subject.hasObservers)
    }
}
