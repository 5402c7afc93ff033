import Foundation
import RxSwift
import RxTest
import XCTest
import RxTestSupport

private let testError = NSError(domain: "MergeTests", code: 1)

final class MergeTests: RxTestCase {
    // MARK: Static merge of a fixed list

    func testStaticMergeInterleavesAndCompletesWhenAllComplete() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 0), .next(210, 1), .next(230, 3), .completed(250)])
        let ys = scheduler.createHotObservable([.next(220, 2), .next(240, 4), .completed(260)])

        let res = scheduler.start { Observable.merge(xs.asObservable(), ys.asObservable()) }

        XCTAssertEqual(res.events, [.next(210, 1), .next(220, 2), .next(230, 3), .next(240, 4), .completed(260)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 260)])
    }

    func testStaticMergeOfArrayAndOfCollection() {
        let scheduler = TestScheduler(initialClock: 0)
        let sources = (0..<3).map { index in
            scheduler.createHotObservable([.next(210 + index, index), .completed(300 + index)]).asObservable()
        }

        let array = scheduler.start { Observable.merge(sources) }
        XCTAssertEqual(array.events, [.next(210, 0), .next(211, 1), .next(212, 2), .completed(302)])

        let scheduler2 = TestScheduler(initialClock: 0)
        let others = (0..<3).map { index in
            scheduler2.createHotObservable([.next(210 + index, index), .completed(300 + index)]).asObservable()
        }
        let slice = scheduler2.start { Observable.merge(others[1...]) }
        XCTAssertEqual(slice.events, [.next(211, 1), .next(212, 2), .completed(302)])
    }

    func testStaticMergeOfNothingCompletesAtOnce() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Observable<Int>.merge([Observable<Int>]()) }
        XCTAssertEqual(res.events, [.completed(200)])
    }

    func testStaticMergeErrorDisposesTheOthers() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(230, testError)])
        let ys = scheduler.createHotObservable([.next(220, 2), .next(240, 4), .completed(260)])

        let res = scheduler.start { Observable.merge(xs.asObservable(), ys.asObservable()) }

        XCTAssertEqual(res.events, [.next(210, 1), .next(220, 2), .error(230, testError)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 230)])
    }

    func testStaticMergeDisposalMidStream() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(240, 3), .completed(300)])
        let ys = scheduler.createHotObservable([.next(220, 2), .completed(300)])

        let res = scheduler.start(disposed: 230) { Observable.merge(xs.asObservable(), ys.asObservable()) }

        XCTAssertEqual(res.events, [.next(210, 1), .next(220, 2)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 230)])
    }

    func testStaticMergeOfSynchronousSourcesInterleavesOnTheTrampoline() {
        var received: [Int] = []
        var completed = false
        _ = Observable.merge(Observable.of(1, 2), Observable.of(3, 4))
            .subscribe(onNext: { received.append($0) }, onCompleted: { completed = true })
        XCTAssertEqual(received, [1, 3, 2, 4])
        XCTAssertTrue(completed)
    }

    /// RxSwift's merge subscribes every source in its run; its sink learns that it failed only once
    /// the run returned, so the next source is still subscribed, and released at once.
    func testStaticMergeImmediateErrorStillSubscribesTheNextSourceAndReleasesIt() {
        let scheduler = TestScheduler(initialClock: 0)
        let ys = scheduler.createHotObservable([.next(210, 1), .completed(300)])

        let res = scheduler.start { Observable.merge(Observable<Int>.error(testError), ys.asObservable()) }

        XCTAssertEqual(res.events, [.error(200, testError)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 200)])
    }

    /// The same when the downstream ends the sequence at the first source's element; what the
    /// later sources emit while being subscribed goes nowhere.
    func testStaticMergeEndedWhileSubscribingStillSubscribesEverySource() {
        let scheduler = TestScheduler(initialClock: 0)
        let ys = scheduler.createHotObservable([.next(210, 1), .completed(300)])
        let zs = scheduler.createColdObservable([.next(0, 5), .completed(0)])

        let res = scheduler.start { Observable.merge(Observable.just(1), ys.asObservable(), zs.asObservable(), Observable.of(2, 3)).take(1) }

        XCTAssertEqual(res.events, [.next(200, 1), .completed(200)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 200)])
        XCTAssertEqual(zs.subscriptions, [Subscription(200, 200)])
    }

    /// Once the run returned, disposal is immediate in RxSwift too: nothing is subscribed after it.
    func testMergeOfAnOuterSequenceEndedLaterSubscribesNothingMore() {
        let scheduler = TestScheduler(initialClock: 0)
        let ys = scheduler.createHotObservable([.next(210, 1), .completed(300)])
        let xs = scheduler.createHotObservable([.next(205, Observable.just(0)), .next(206, ys.asObservable()), .completed(300)])

        let res = scheduler.start { xs.merge().take(1) }

        XCTAssertEqual(res.events, [.next(205, 0), .completed(205)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 205)])
        XCTAssertEqual(ys.subscriptions, [])
    }

    // MARK: merge() of an observable of observables

    func testMergeOfInnerSequencesCompletesWhenOuterAndInnersComplete() {
        let scheduler = TestScheduler(initialClock: 0)
        let ys1 = scheduler.createColdObservable([.next(10, 1), .next(30, 2), .completed(40)])
        let ys2 = scheduler.createColdObservable([.next(5, 10), .completed(50)])
        let xs = scheduler.createHotObservable([.next(210, ys1), .next(230, ys2), .completed(260)])

        let res = scheduler.start { xs.merge() }

        XCTAssertEqual(res.events, [.next(220, 1), .next(235, 10), .next(240, 2), .completed(280)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 260)])
        XCTAssertEqual(ys1.subscriptions, [Subscription(210, 250)])
        XCTAssertEqual(ys2.subscriptions, [Subscription(230, 280)])
    }

    func testMergeCompletesWithTheOuterWhenInnersAreDone() {
        let scheduler = TestScheduler(initialClock: 0)
        let ys = scheduler.createColdObservable([.next(5, 1), .completed(10)])
        let xs = scheduler.createHotObservable([.next(210, ys), .completed(250)])

        let res = scheduler.start { xs.merge() }

        XCTAssertEqual(res.events, [.next(215, 1), .completed(250)])
        XCTAssertEqual(ys.subscriptions, [Subscription(210, 220)])
    }

    func testMergeOuterErrorDisposesRunningInners() {
        let scheduler = TestScheduler(initialClock: 0)
        let ys1 = scheduler.createColdObservable([.next(10, 1), .next(100, 2), .completed(200)])
        let ys2 = scheduler.createColdObservable([.next(5, 10), .completed(200)])
        let xs = scheduler.createHotObservable([.next(210, ys1), .next(230, ys2), .error(245, testError)])

        let res = scheduler.start { xs.merge() }

        XCTAssertEqual(res.events, [.next(220, 1), .next(235, 10), .error(245, testError)])
        XCTAssertEqual(ys1.subscriptions, [Subscription(210, 245)])
        XCTAssertEqual(ys2.subscriptions, [Subscription(230, 245)])
    }

    func testMergeInnerErrorDisposesOuterAndOtherInners() {
        let scheduler = TestScheduler(initialClock: 0)
        let ys1 = scheduler.createColdObservable([.next(10, 1), .next(100, 2), .completed(200)])
        let ys2 = scheduler.createColdObservable([Recorded<Event<Int>>.error(10, testError)])
        let xs = scheduler.createHotObservable([.next(210, ys1), .next(230, ys2), .completed(400)])

        let res = scheduler.start { xs.merge() }

        XCTAssertEqual(res.events, [.next(220, 1), .error(240, testError)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 240)])
        XCTAssertEqual(ys1.subscriptions, [Subscription(210, 240)])
        XCTAssertEqual(ys2.subscriptions, [Subscription(230, 240)])
    }

    func testMergeDisposalMidStreamDisposesOuterAndInners() {
        let scheduler = TestScheduler(initialClock: 0)
        let ys1 = scheduler.createColdObservable([.next(10, 1), .next(100, 2), .completed(200)])
        let ys2 = scheduler.createColdObservable([.next(5, 10), .completed(200)])
        let xs = scheduler.createHotObservable([.next(210, ys1), .next(230, ys2), .completed(400)])

        let res = scheduler.start(disposed: 237) { xs.merge() }

        XCTAssertEqual(res.events, [.next(220, 1), .next(235, 10)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 237)])
        XCTAssertEqual(ys1.subscriptions, [Subscription(210, 237)])
        XCTAssertEqual(ys2.subscriptions, [Subscription(230, 237)])
    }

    func testMergeElementEmittedFromInsideOnNextKeepsOrder() {
        let outer = PublishSubject<Observable<Int>>()
        let first = PublishSubject<Int>()
        let second = PublishSubject<Int>()
        var received: [Int] = []
        let subscription = outer.merge().subscribe(onNext: { value in
            received.append(value)
            if value == 1 {
                second.onNext(2)
                second.onNext(3)
            }
        })
        outer.onNext(first)
        outer.onNext(second)
        first.onNext(1)
        second.onNext(4)
        subscription.dispose()

        XCTAssertEqual(received, [1, 2, 3, 4])
    }

    // MARK: merge(maxConcurrent:)

    func testMaxConcurrentQueuesInnersUntilASlotFrees() {
        let scheduler = TestScheduler(initialClock: 0)
        let ys1 = scheduler.createColdObservable([.next(10, 1), .completed(50)])
        let ys2 = scheduler.createColdObservable([.next(10, 2), .completed(20)])
        let ys3 = scheduler.createColdObservable([.next(5, 3), .completed(10)])
        let xs = scheduler.createHotObservable([.next(210, ys1), .next(220, ys2), .next(230, ys3), .completed(235)])

        let res = scheduler.start { xs.merge(maxConcurrent: 2) }

        XCTAssertEqual(res.events, [.next(220, 1), .next(230, 2), .next(245, 3), .completed(260)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 235)])
        XCTAssertEqual(ys1.subscriptions, [Subscription(210, 260)])
        XCTAssertEqual(ys2.subscriptions, [Subscription(220, 240)])
        XCTAssertEqual(ys3.subscriptions, [Subscription(240, 250)], "started when ys2 completed")
    }

    func testMaxConcurrentQueueDrainsInOrder() {
        let scheduler = TestScheduler(initialClock: 0)
        let inners = (1...4).map { index in scheduler.createColdObservable([.next(5, index), .completed(10)]) }
        let xs = scheduler.createHotObservable([.next(210, inners[0]), .next(211, inners[1]), .next(212, inners[2]), .next(213, inners[3]), .completed(214)])

        let res = scheduler.start { xs.merge(maxConcurrent: 1) }

        XCTAssertEqual(res.events, [.next(215, 1), .next(225, 2), .next(235, 3), .next(245, 4), .completed(250)])
        XCTAssertEqual(inners.map(\.subscriptions), [[Subscription(210, 220)], [Subscription(220, 230)], [Subscription(230, 240)], [Subscription(240, 250)]])
    }

    func testMaxConcurrentErrorDropsTheQueue() {
        let scheduler = TestScheduler(initialClock: 0)
        let ys1 = scheduler.createColdObservable([.next(10, 1), .error(20, testError)])
        let ys2 = scheduler.createColdObservable([.next(10, 2), .completed(20)])
        let xs = scheduler.createHotObservable([.next(210, ys1), .next(215, ys2), .completed(300)])

        let res = scheduler.start { xs.merge(maxConcurrent: 1) }

        XCTAssertEqual(res.events, [.next(220, 1), .error(230, testError)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
        XCTAssertEqual(ys2.subscriptions, [], "a queued inner is never subscribed")
    }

    func testMaxConcurrentDisposalDropsTheQueue() {
        let scheduler = TestScheduler(initialClock: 0)
        let ys1 = scheduler.createColdObservable([.next(10, 1), .completed(100)])
        let ys2 = scheduler.createColdObservable([.next(10, 2), .completed(20)])
        let xs = scheduler.createHotObservable([.next(210, ys1), .next(215, ys2), .completed(300)])

        let res = scheduler.start(disposed: 250) { xs.merge(maxConcurrent: 1) }

        XCTAssertEqual(res.events, [.next(220, 1)])
        XCTAssertEqual(ys1.subscriptions, [Subscription(210, 250)])
        XCTAssertEqual(ys2.subscriptions, [])
    }

    /// RxSwift's limited merge subscribes an inner sequence only while fewer than `maxConcurrent`
    /// run: with zero or less, never; it queues them and completes with the outer sequence, whose
    /// subscription ends there.
    func testMaxConcurrentZeroOrLessNeverSubscribesAnInnerSequence() {
        for maxConcurrent in [0, -3] {
            let scheduler = TestScheduler(initialClock: 0)
            let ys = scheduler.createColdObservable([.next(5, 1), .completed(10)])
            let xs = scheduler.createHotObservable([.next(210, ys.asObservable()), .next(220, Observable.just(2)), .completed(250)])
            let res = scheduler.start { xs.merge(maxConcurrent: maxConcurrent) }
            XCTAssertEqual(res.events, [.completed(250)], "\(maxConcurrent)")
            XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)], "\(maxConcurrent)")
            XCTAssertEqual(ys.subscriptions, [], "\(maxConcurrent)")
        }
    }

    /// And fails with the outer sequence.
    func testMaxConcurrentZeroFailsWithTheOuterSequence() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, Observable.just(1)), .error(250, testError)])
        let res = scheduler.start { xs.merge(maxConcurrent: 0) }
        XCTAssertEqual(res.events, [.error(250, testError)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }
}
