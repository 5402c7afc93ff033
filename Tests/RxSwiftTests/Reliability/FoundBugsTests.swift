import Foundation
@testable import RxSwift
import RxTestSupport
import XCTest

/// Deterministic reproductions of the bugs the reliability suite found (races reduced to one
/// thread, leaks reduced to one subscription), so that each fix stays fixed.
final class FoundBugsTests: RxTestCase {
    // MARK: Subjects

    /// A subscriber arriving during a delivery, after a terminal event was queued, got neither its
    /// replay nor the terminal event: it stayed attached to a finished subject forever.
    func testSubscriberQueuedBehindATerminalEventStillGetsIt() {
        let behavior = BehaviorSubject<Int>(value: 0)
        var late: [Recording<Int>] = []
        var lateSubscription: Disposable?
        let first = behavior.subscribe(onNext: { element in
            guard element == 1 else { return }
            behavior.onCompleted()
            lateSubscription = behavior.subscribe { late.append(Recording($0)) }
        })
        _ = anomalies { behavior.onNext(1) }
        XCTAssertEqual(late, [.completed])

        let replay = ReplaySubject<Int>.create(bufferSize: 2)
        var lateReplay: [Recording<Int>] = []
        let second = replay.subscribe(onNext: { element in
            guard element == 2 else { return }
            replay.onCompleted()
            _ = replay.subscribe { lateReplay.append(Recording($0)) }
        })
        replay.onNext(1)
        _ = anomalies { replay.onNext(2) }
        XCTAssertEqual(lateReplay, [.next(1), .next(2), .completed])
        first.dispose()
        second.dispose()
        lateSubscription?.dispose()
    }

    /// A subject's queue of pending events that never empties (it is fed again while it is
    /// delivered) kept every event already delivered, with its element, until it emptied.
    func testEventsDeliveredFromAQueueThatNeverEmptiesAreReleased() {
        final class Payload {
            let index: Int
            private let live: Locked<Int>
            init(_ index: Int, live: Locked<Int>) {
                self.index = index
                self.live = live
                live.increment()
            }
            deinit { live.withLock { $0 -= 1 } }
        }
        let live = Locked(0)
        let subject = PublishSubject<Payload>()
        var delivered = 0
        var mostAlive = 0
        let subscription = subject.subscribe(onNext: { payload in
            delivered += 1
            mostAlive = max(mostAlive, live.current)
            // Two events wait at any time: the queue is never empty while it is delivered.
            // Two chains of events, each element sending the next of its chain.
            if payload.index == 0 { subject.onNext(Payload(-1, live: live)) }
            if payload.index >= 0, payload.index < 5_000 { subject.onNext(Payload(payload.index + 1, live: live)) }
            if payload.index < 0, payload.index > -5_000 { subject.onNext(Payload(payload.index - 1, live: live)) }
        })
        _ = anomalies { subject.onNext(Payload(0, live: live)) }
        XCTAssertEqual(delivered, 10_001)
        XCTAssertLessThan(mostAlive, 500, "delivered events are released while the queue is still in use")
        subscription.dispose()
    }

    // MARK: Merging

    /// A source handed to `concat`/`concatMap` while an inner sequence had just completed (from
    /// inside its own subscription) started at once, ahead of the sources already waiting.
    func testConcatKeepsTheOrderOfWaitingSources() {
        var feed: AnyObserver<Observable<Int>>?
        let outer = Observable<Observable<Int>>.create { observer in
            feed = observer
            return Disposables.create()
        }
        let tricky = Observable<Int>.create { observer in
            feed?.onNext(.just(2))      // waits: this sequence is running
            observer.onCompleted()      // frees the slot
            feed?.onNext(.just(3))      // must wait behind `just(2)`
            return Disposables.create()
        }
        var received: [Int] = []
        let subscription = outer.concat().subscribe(onNext: { received.append($0) })
        _ = anomalies { feed?.onNext(tricky) }
        XCTAssertEqual(received, [2, 3])
        subscription.dispose()
        feed = nil
    }

    /// An inner sequence started by `flatMap` after the subscription was disposed (here by the
    /// selector; on another thread in real life) was subscribed and never disposed.
    func testInnerStartedAfterDisposalIsNotSubscribed() {
        for switching in [false, true] {
            let subscribed = Locked(0)
            let disposed = Locked(0)
            let inner = Observable<Int>.create { _ in
                subscribed.increment()
                return Disposables.create { disposed.increment() }
            }
            let subject = PublishSubject<Int>()
            var subscription: Disposable?
            let selector: (Int) -> Observable<Int> = { _ in
                subscription?.dispose()
                return inner
            }
            subscription = switching ? subject.flatMapLatest(selector).subscribe() : subject.flatMap(selector).subscribe()
            subject.onNext(1)
            XCTAssertEqual(subscribed.current, disposed.current, switching ? "flatMapLatest" : "flatMap")
            subscription = nil
        }
    }

    // MARK: Leaks (with the TraceResources trait)

    #if TRACE_RESOURCES
    /// Subscriptions whose handle is dropped, on a subject that is disposed or released without
    /// terminating: the subscriber and its handle held each other.
    func testDroppedSubscriptionsOnADisposedOrReleasedSubjectAreReleased() {
        let start = Resources.total
        weak var token: Token?
        do {
            let subject = PublishSubject<Int>()
            let held = Token()
            token = held
            _ = subject.subscribe(onNext: { _ in _ = held })
            subject.dispose()
        }
        XCTAssertNil(token, "the closures of a subscription to a disposed subject are released")
        do {
            let subject = BehaviorSubject<Int>(value: 1)
            _ = subject.subscribe(onNext: { _ in })
            _ = subject.subscribe(onNext: { _ in })
        }
        XCTAssertEqual(Resources.total, start)
    }

    /// `subscribe(on:)` on the current-thread scheduler: the scheduled item kept its state, which
    /// held the item.
    func testSubscribeOnTheCurrentThreadReleasesEverything() {
        let start = Resources.total
        var received: [Int] = []
        _ = Observable.of(1, 2).subscribe(on: CurrentThreadScheduler.instance).subscribe(onNext: { received.append($0) })
        XCTAssertEqual(received, [1, 2])
        XCTAssertEqual(Resources.total, start)
    }

    /// A group kept by the closure that received it kept the whole subscription alive.
    func testGroupKeptByTheReceivingClosureIsReleased() {
        let start = Resources.total
        do {
            var kept: [GroupedObservable<Int, Int>] = []
            _ = Observable.of(1, 2, 3).groupBy { $0 % 2 }.subscribe(onNext: { kept.append($0) })
            XCTAssertEqual(kept.count, 2)
        }
        XCTAssertEqual(Resources.total, start)
    }
    #endif
}
