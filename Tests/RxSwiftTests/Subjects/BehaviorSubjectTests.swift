import Dispatch
@testable import RxSwift
import RxTest
import RxTestSupport
import XCTest

final class BehaviorSubjectTests: RxTestCase {
    func testNewObserverReceivesCurrentValueThenLaterOnes() {
        let subject = BehaviorSubject(value: 0)
        var first: [Int] = []
        var second: [Int] = []
        let bag = DisposeBag()
        subject.subscribe(onNext: { first.append($0) }).disposed(by: bag)
        subject.on(.next(1))
        subject.subscribe(onNext: { second.append($0) }).disposed(by: bag)
        subject.on(.next(2))
        XCTAssertEqual(first, [0, 1, 2])
        XCTAssertEqual(second, [1, 2])
    }

    func testValueReflectsLatestElementAndThrowsAfterErrorOrDispose() throws {
        let subject = BehaviorSubject(value: "a")
        XCTAssertEqual(try subject.value(), "a")
        subject.onNext("b")
        XCTAssertEqual(try subject.value(), "b")

        struct Failure: Error {}
        subject.onError(Failure())
        XCTAssertThrowsError(try subject.value()) { XCTAssertTrue($0 is Failure) }

        let disposed = BehaviorSubject(value: 1)
        disposed.dispose()
        XCTAssertThrowsError(try disposed.value()) { error in
            guard case RxError.disposed = error else { return XCTFail("expected RxError.disposed, got \(error)") }
        }
    }

    func testObserverAfterCompletionReceivesOnlyCompletion() {
        let subject = BehaviorSubject(value: 1)
        subject.onCompleted()
        var events: [String] = []
        _ = subject.subscribe { events.append($0.debugDescription) }
        XCTAssertEqual(events, ["completed"])
        XCTAssertFalse(subject.hasObservers)
    }

    func testSubscribingAfterDisposeFailsWithDisposedError() {
        let subject = BehaviorSubject(value: 1)
        subject.dispose()
        var received: Error?
        _ = subject.subscribe(onError: { received = $0 })
        guard case RxError.disposed? = received as? RxError else { return XCTFail("expected RxError.disposed") }
        XCTAssertTrue(subject.isDisposed)
    }

    func testEventsAfterTerminalAreIgnored() {
        let subject = BehaviorSubject(value: 0)
        var events: [String] = []
        _ = subject.subscribe { events.append($0.debugDescription) }
        subject.onCompleted()
        subject.onNext(5)
        subject.onCompleted()
        XCTAssertEqual(events, ["next(0)", "completed"])
    }

    /// A subscriber joining from inside an observer's `onNext` gets the current value exactly
    /// once, then the later elements, in order.
    func testReentrantSubscribeReceivesReplayBeforeNewerElements() {
        let subject = BehaviorSubject(value: 0)
        var late: [Int] = []
        var lateSubscription: Disposable?
        let first = subject.subscribe(onNext: { value in
            if value == 1, lateSubscription == nil {
                lateSubscription = subject.subscribe(onNext: { late.append($0) })
                subject.onNext(2)
            }
        })
        let reports = Locked<[RxDiagnostics.Anomaly]>([])
        RxDiagnostics.withReporter({ anomaly in reports.withLock { $0.append(anomaly) } }) {
            subject.onNext(1)
        }
        subject.onNext(3)
        XCTAssertEqual(late, [1, 2, 3])
        #if DEBUG
        // Feeding the subject from inside its own observer is reported (and queued).
        XCTAssertEqual(reports.current, [.reentrancy])
        #endif
        first.dispose()
        lateSubscription?.dispose()
    }

    /// Subscribers arriving from other threads while elements are emitted see a strictly
    /// increasing sequence that starts with a replayed value and never goes back.
    func testReplayIsSerializedWithConcurrentDelivery() {
        let subject = BehaviorSubject(value: 0)
        let count = 20_000
        let group = DispatchGroup()
        let violations = Locked(0)
        DispatchQueue.global().async(group: group) {
            for i in 1...count { subject.onNext(i) }
        }
        for _ in 0..<4 {
            DispatchQueue.global().async(group: group) {
                for _ in 0..<200 {
                    var last = -1
                    var inside = false
                    let subscription = subject.subscribe(onNext: { value in
                        if inside || value <= last { violations.increment() }
                        inside = true
                        last = value
                        inside = false
                    })
                    subscription.dispose()
                }
            }
        }
        XCTAssertEqual(group.wait(timeout: .now() + 60), .success)
        XCTAssertEqual(violations.current, 0)
        XCTAssertEqual(try subject.value(), count)
    }

    /// Unlike its `ReplaySubject`, RxSwift's `BehaviorSubject` places a new observer among the
    /// others before replaying to it: the outer subscription of `flatMapLatest` is served before
    /// the inner one it made during its replay, and switches away from 4 before that one sees 11.
    func testANewObserverIsServedBeforeThoseSubscribingDuringItsReplay() {
        let scheduler = TestScheduler(initialClock: 0)
        let subject = BehaviorSubject(value: 4)
        scheduler.scheduleAt(670) { subject.onNext(11) }
        let res = scheduler.start(created: 0, subscribed: 510, disposed: 1_000) {
            subject.flatMapLatest { x in subject.map { [x, $0] } }
        }
        XCTAssertEqual(res.events, [.next(510, [4, 4]), .next(670, [11, 11])])
        XCTAssertFalse(subject.hasObservers)
    }

    /// As in RxSwift, subscribing from inside the subject's own delivery (`flatMap`'s inner
    /// subscription) replays at once, nested in that delivery: before the outer element's
    /// `afterNext`, and before the observers after it receive the element.
    func testSubscribingFromInsideItsDeliveryReplaysAtOnce() {
        let scheduler = TestScheduler(initialClock: 0)
        let subject = BehaviorSubject(value: 0)
        var log: [String] = []
        scheduler.scheduleAt(400) { subject.onNext(12) }
        let res = scheduler.start(created: 0, subscribed: 80, disposed: 1_000) {
            subject
                .do(onNext: { log.append("\(scheduler.clock) onNext(\($0))") }, afterNext: { log.append("\(scheduler.clock) afterNext(\($0))") })
                .flatMap { x in subject.map { [x, $0] }.do(onNext: { log.append("\(scheduler.clock) next(\($0))") }) }
        }
        XCTAssertEqual(log, [
            "80 onNext(0)", "80 next([0, 0])", "80 afterNext(0)",
            "400 onNext(12)", "400 next([12, 12])", "400 afterNext(12)", "400 next([0, 12])",
        ])
        XCTAssertEqual(res.events, [.next(80, [0, 0]), .next(400, [12, 12]), .next(400, [0, 12])])
    }

    /// `retry` resubscribing to the subject from inside its delivery gets the replay at once, as
    /// in RxSwift: the element that failed is delivered again before the failed delivery's
    /// `afterNext`.
    func testRetryResubscribingFromInsideItsDeliveryReplaysAtOnce() {
        let scheduler = TestScheduler(initialClock: 0)
        let subject = BehaviorSubject(value: 1)
        var log: [String] = []
        var attempts = 0
        scheduler.scheduleAt(300) { subject.onNext(2) }
        scheduler.scheduleAt(400) { subject.onNext(3) }
        let res = scheduler.start {
            subject
                .do(onNext: { log.append("\(scheduler.clock) onNext(\($0))") }, afterNext: { log.append("\(scheduler.clock) afterNext(\($0))") })
                .map { element -> Int in
                    attempts += 1
                    if attempts == 2 { throw TestError() }
                    return element
                }
                .retry(3)
        }
        XCTAssertEqual(log, [
            "200 onNext(1)", "200 afterNext(1)",
            "300 onNext(2)", "300 onNext(2)", "300 afterNext(2)", "300 afterNext(2)",
            "400 onNext(3)", "400 afterNext(3)",
        ])
        XCTAssertEqual(res.events, [.next(200, 1), .next(300, 2), .next(400, 3)])
    }
}

extension BehaviorSubjectTests {
    /// A thread subscribing while another keeps feeding the subject returns at once and gets its
    /// replay: on this thread if no delivery is in progress, otherwise from the delivering thread,
    /// before that thread's next event. Neither thread waits for the other, and the subscriber
    /// is never left delivering the feeder's stream.
    func testSubscribingWhileAnotherThreadFeedsReturnsPromptly() {
        let subject = BehaviorSubject(value: 0)
        let keep = subject.subscribe(onNext: { _ in })
        let stop = Locked(false)
        let longest = Locked<TimeInterval>(0)
        let feeder = DispatchGroup()
        DispatchQueue.global().async(group: feeder) {
            var element = 0
            let deadline = Date(timeIntervalSinceNow: 10)
            while !stop.current, Date() < deadline {
                subject.onNext(element)
                element += 1
            }
        }
        let until = Date(timeIntervalSinceNow: 1)
        var previous = -1
        while Date() < until {
            let started = Date()
            let first = Locked<Int?>(nil)
            let subscription = subject.subscribe(onNext: { value in
                first.withLock { if $0 == nil { $0 = value } }
            })
            let took = Date().timeIntervalSince(started)
            longest.withLock { $0 = max($0, took) }
            let deadline = Date(timeIntervalSinceNow: 10)
            while first.current == nil, Date() < deadline {
                usleep(10)
            }
            subscription.dispose()
            // Each subscriber starts from a replayed value no older than the previous one's.
            XCTAssertGreaterThanOrEqual(first.current ?? -1, previous)
            previous = first.current ?? previous
        }
        stop.withLock { $0 = true }
        XCTAssertEqual(feeder.wait(timeout: .now() + 30), .success)
        keep.dispose()
        XCTAssertLessThan(longest.current, 0.5, "a subscribe call was kept delivering other threads' events for \(longest.current) s")
    }
}
