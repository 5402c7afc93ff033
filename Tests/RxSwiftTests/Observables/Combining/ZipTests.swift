import Foundation
@testable import RxSwift
import RxTest
import XCTest
import RxTestSupport

private let testError = NSError(domain: "ZipTests", code: 1)

/// zip's rules, on two sources with a result selector and on collections. The forms of each
/// arity are checked in Zip+arityTests.swift.
final class ZipTests: RxTestCase {
    private let checks = TwoSourceCombiningChecks { Observable.zip($0, $1, resultSelector: $2) }

    // MARK: Emission

    func testPairsElementsByPositionQueueingTheFasterSource() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 0), .next(210, 1), .next(220, 2), .next(230, 3), .completed(300)])
        let ys = scheduler.createHotObservable([.next(150, "z"), .next(240, "a"), .next(250, "b"), .completed(400)])

        let res = scheduler.start { Observable.zip(xs, ys) { "\($0)\($1)" } }

        XCTAssertEqual(res.events, [.next(240, "1a"), .next(250, "2b"), .completed(400)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 400)])
    }

    func testTupleFormMixesElementTypes() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(300)])
        let ys = scheduler.createHotObservable([.next(230, "a"), .next(240, "b"), .completed(300)])

        let res = scheduler.start { Observable.zip(xs, ys).map { "\($0.0)\($0.1)" } }

        XCTAssertEqual(res.events, [.next(230, "1a"), .next(240, "2b"), .completed(300)])
    }

    func testManyQueuedElementsStayInOrder() {
        // A pseudo-random interleaving: the queue of either side grows, wraps around and drains.
        let xs = PublishSubject<Int>()
        let ys = PublishSubject<Int>()
        var pairs: [[Int]] = []
        let subscription = Observable.zip(xs, ys) { [$0, $1] }.subscribe(onNext: { pairs.append($0) })
        var sent = (x: 0, y: 0)
        var seed: UInt32 = 12345
        for _ in 0..<2000 {
            seed = seed &* 1_103_515_245 &+ 12345
            if (seed >> 16) % 3 == 0 {
                xs.onNext(sent.x)
                sent.x += 1
            } else if sent.y < sent.x + 40 {
                ys.onNext(sent.y)
                sent.y += 1
            }
        }
        subscription.dispose()

        XCTAssertGreaterThan(min(sent.x, sent.y), 500)
        XCTAssertEqual(pairs, (0..<min(sent.x, sent.y)).map { [$0, $0] })
    }

    func testSynchronousSources() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Observable.zip(Observable.of(1, 2, 3), Observable.of(10, 20)) { $0 + $1 } }
        XCTAssertEqual(res.events, [.next(200, 11), .next(200, 22), .completed(200)])
    }

    // MARK: Completion

    func testNeverWithEmptyNeverTerminates() {
        checks.neverWithEmptyNeverTerminates()
    }

    func testLeftCompletingFirstWaitsForTheRight() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 1), .next(210, 2), .completed(220)])
        let ys = scheduler.createHotObservable([.next(150, 1), .next(215, 4), .completed(225)])

        let res = scheduler.start { Observable.zip(xs, ys) { $0 + $1 } }

        // As in RxSwift 6: completion comes when both completed, not as soon as xs is exhausted.
        XCTAssertEqual(res.events, [.next(215, 6), .completed(225)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 225)])
    }

    /// As in RxSwift 6: zip completes when every source completed, even when one that completed
    /// empty makes any further combination impossible.
    func testElementAfterTheOtherSourceCompletedEmptyWaitsForEverySource() {
        let scheduler = TestScheduler(initialClock: 0)
        let empty = scheduler.createHotObservable([.next(150, 1), .completed(210)])
        let xs = scheduler.createHotObservable([.next(150, 1), .next(215, 2), .completed(220)])

        let res = scheduler.start { Observable.zip(xs, empty) { $0 + $1 } }

        XCTAssertEqual(res.events, [.completed(220)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    /// As in RxSwift 6: a source that ran out does not complete zip before the others completed.
    func testElementAfterTheOtherSourceRanOutWaitsForEverySource() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(230)])
        let ys = scheduler.createHotObservable([.next(240, 10), .next(250, 20), .next(260, 30), .next(270, 40), .completed(300)])

        let res = scheduler.start { Observable.zip(xs, ys) { $0 + $1 } }

        XCTAssertEqual(res.events, [.next(240, 11), .next(250, 22), .completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 300)])
    }

    // MARK: Errors

    func testErrorFromEitherSourceEndsEverything() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(300)])
        let ys = scheduler.createHotObservable([.next(215, 10), .error(230, testError)])

        let res = scheduler.start { Observable.zip(xs, ys) { $0 + $1 } }

        XCTAssertEqual(res.events, [.next(215, 11), .error(230, testError)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 230)])
    }

    func testErrorAfterTheOtherSourceCompleted() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(220)])
        let ys = scheduler.createHotObservable([Recorded<Event<Int>>.error(230, testError)])

        let res = scheduler.start { Observable.zip(xs, ys) { $0 + $1 } }

        XCTAssertEqual(res.events, [.error(230, testError)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 230)])
    }

    func testImmediateErrorStillSubscribesAndReleasesTheLaterSources() {
        checks.immediateErrorStillSubscribesAndReleasesTheLaterSources()
    }

    func testThrowingResultSelectorErrorsAndDisposesEverySource() {
        checks.throwingResultSelectorErrorsAndDisposesEverySource(elements: [.next(220, 11)], errorTime: 240)
    }

    // MARK: Disposal

    func testDisposalMidStreamDisposesEverySource() {
        checks.disposalMidStreamDisposesEverySource(elements: [.next(220, 11)])
    }

    func testCombinedAndDisposedElementsAreReleased() {
        final class Token {}
        weak var combined: Token?
        weak var queued: Token?
        let xs = PublishSubject<Token>()
        let ys = PublishSubject<Int>()
        let subscription = Observable.zip(xs, ys) { _, _ in 0 }.subscribe()
        do {
            let first = Token()
            let second = Token()
            combined = first
            queued = second
            xs.onNext(first)
            xs.onNext(second)
        }
        XCTAssertNotNil(combined)
        ys.onNext(1)
        XCTAssertNil(combined, "a combined element is not kept")
        XCTAssertNotNil(queued)
        subscription.dispose()
        XCTAssertNil(queued, "disposal releases what waits in the queues")
    }

    // MARK: Reentrancy

    func testElementEmittedFromInsideOnNextKeepsOrder() {
        let xs = PublishSubject<Int>()
        let ys = PublishSubject<Int>()
        var received: [Int] = []
        let anomalies = LockedBox<[RxDiagnostics.Anomaly]>([])
        RxDiagnostics.withReporter({ anomaly in anomalies.mutate { $0.append(anomaly) } }) {
            let subscription = Observable.zip(xs, ys) { $0 * 10 + $1 }
                .subscribe(onNext: { value in
                    received.append(value)
                    if value == 11 {
                        // ys is delivering 1: the subject queues these until it is done.
                        xs.onNext(2)
                        ys.onNext(2)
                        ys.onNext(3)
                    }
                })
            xs.onNext(1)
            ys.onNext(1)
            xs.onNext(3)
            subscription.dispose()
        }

        XCTAssertEqual(received, [11, 22, 33])
        XCTAssertFalse(anomalies.value.isEmpty)
        XCTAssertTrue(anomalies.value.allSatisfy { $0 == .reentrancy }, "\(anomalies.value)")
    }

    func testDisposingFromInsideOnNextStopsAtOnce() {
        checks.disposingFromInsideOnNextStopsAtOnce()
    }

    // MARK: Threads and resources

    func testConcurrentSourcesArePairedByPosition() {
        let count = 20_000
        let xs = PublishSubject<Int>()
        let ys = PublishSubject<Int>()
        // Delivered one pair at a time, but not always on the same thread (a rescue may run the
        // last pairs), hence under a lock.
        let pairs = LockedBox(0)
        let mismatches = LockedBox(0)
        let anomalies = LockedBox(0)
        RxDiagnostics.withReporter({ _ in anomalies.add(1) }) {
            let subscription = Observable.zip(xs, ys) { ($0, $1) }.subscribe(onNext: { x, y in
                let position = pairs.value
                if x != position || y != position { mismatches.add(1) }
                pairs.add(1)
            })
            DispatchQueue.concurrentPerform(iterations: 2) { side in
                let subject = side == 0 ? xs : ys
                for value in 0..<count {
                    subject.onNext(value)
                }
            }
            // Work a feeding thread left in the operator's lane when it returned is run by a
            // rescue, on another thread, soon after.
            XCTAssertTrue(waitUntil { pairs.value == count }, "every pair delivered (\(pairs.value) of \(count))")
            subscription.dispose()
        }

        XCTAssertEqual(pairs.value, count)
        XCTAssertEqual(mismatches.value, 0)
        XCTAssertEqual(anomalies.value, 0, "downstream never receives two events at once")
    }

    #if TRACE_RESOURCES
    func testEverythingIsReleasedAfterCompletionErrorAndDisposal() {
        let before = Resources.total
        do {
            _ = Observable.zip(Observable.of(1, 2, 3), Observable.of(2, 3)) { $0 + $1 }.subscribe()
            _ = Observable.zip(Observable.just(1), Observable<Int>.error(testError)).subscribe(onError: { _ in })
            _ = Observable.zip([Observable.just(1), Observable.just(2)]).subscribe()
            let subject = PublishSubject<Int>()
            let subscription = Observable.zip(subject, Observable<Int>.never()) { $0 + $1 }.subscribe()
            subject.onNext(1)
            subject.onNext(2)
            subscription.dispose()
        }
        XCTAssertEqual(Resources.total, before)
    }
    #endif

    // MARK: Collections

    func testCollectionZipsInCollectionOrder() {
        let scheduler = TestScheduler(initialClock: 0)
        let sources = [
            scheduler.createHotObservable([.next(210, 1), .next(220, 4), .completed(400)]),
            scheduler.createHotObservable([.next(230, 2), .next(240, 5), .completed(300)]),
            scheduler.createHotObservable([.next(250, 3), .next(260, 6), .next(270, 9), .completed(500)]),
        ]

        let res = scheduler.start { Observable.zip(sources) }

        // 9 waits at 270: the second source has not completed yet, it could still pair it.
        XCTAssertEqual(res.events, [.next(250, [1, 2, 3]), .next(260, [4, 5, 6]), .completed(500)])
        XCTAssertEqual(sources.map(\.subscriptions), [[Subscription(200, 400)], [Subscription(200, 300)], [Subscription(200, 500)]])
    }

    func testCollectionWithResultSelectorAndErrors() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(230, 2), .completed(400)])
        let ys = scheduler.createHotObservable([.next(220, 2), .next(235, 4), .error(240, testError)])

        let res = scheduler.start { Observable.zip([xs, ys]) { $0.reduce(0, +) } }

        XCTAssertEqual(res.events, [.next(220, 3), .next(235, 6), .error(240, testError)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 240)])

        let scheduler2 = TestScheduler(initialClock: 0)
        let zs = scheduler2.createHotObservable([.next(210, 1), .next(230, 2), .completed(400)])
        let ws = scheduler2.createHotObservable([.next(220, 2), .next(240, 3), .completed(400)])
        let throwing = scheduler2.start {
            Observable.zip([zs, ws]) { values -> Int in
                if values[0] == 2 { throw testError }
                return values[0] + values[1]
            }
        }
        XCTAssertEqual(throwing.events, [.next(220, 3), .error(240, testError)])
        XCTAssertEqual(zs.subscriptions, [Subscription(200, 240)])
    }

    func testEmptyCollectionCompletesAtOnce() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Observable<Int>.zip([Observable<Int>]()) { $0.count } }
        XCTAssertEqual(res.events, [.completed(200)])
    }

    func testCollectionDisposalMidStream() {
        let scheduler = TestScheduler(initialClock: 0)
        let sources = (0..<3).map { offset in
            scheduler.createHotObservable([.next(210 + offset, offset), .next(260 + offset, offset), .completed(400)])
        }

        let res = scheduler.start(disposed: 250) { Observable.zip(sources) }

        XCTAssertEqual(res.events, [.next(212, [0, 1, 2])])
        XCTAssertEqual(sources.map(\.subscriptions), Array(repeating: [Subscription(200, 250)], count: 3))
    }

    // MARK: Where the waiting elements are kept

    /// Elements too wide or too strictly aligned for the slots inside the sink (up to 8 words)
    /// are zipped in order from a buffer of their own, and released once combined or with the
    /// subscription.
    func testElementsTooWideOrTooAlignedForTheSinkZipInOrderAndAreReleased() {
        typealias Wide = (token: Token, first: Int, padding: (Int, Int, Int, Int, Int, Int), last: Int)
        var releases = 0
        let wide = PublishSubject<Wide>()
        let aligned = PublishSubject<SIMD4<Float>>()
        var received: [String] = []
        let subscription = Observable.zip(wide, aligned) { wide, vector in "\(wide.first + wide.last) \(vector.w)" }
            .subscribe(onNext: { received.append($0) })
        wide.onNext((Token { releases += 1 }, 1, (0, 0, 0, 0, 0, 0), 2))
        wide.onNext((Token { releases += 1 }, 3, (0, 0, 0, 0, 0, 0), 4))
        aligned.onNext(SIMD4(1, 2, 3, 4))

        XCTAssertEqual(received, ["3 4.0"])
        XCTAssertEqual(releases, 1, "the combined element is released")
        subscription.dispose()
        XCTAssertEqual(releases, 2, "the waiting element is released with the subscription")
    }

    /// A wide element alone (5 words: two of them cannot share the 8 inline words), with an
    /// element of ordinary alignment: zipped in order from a buffer of their own, every field
    /// intact, at the right ticks.
    func testWideElementAloneZipsFromASlotBuffer() {
        assertSlots(of: Int.self, WideElement.self, go: .bufferTooWide)
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 0), .next(220, 10), .next(230, 20), .next(255, 30), .completed(270)])
        let ys = scheduler.createHotObservable([
            .next(150, WideElement(id: 0, name: "z", x: 0, y: 0)),
            .next(210, WideElement(id: 1, name: "a", x: 2, y: 3)),
            .next(215, WideElement(id: 4, name: "b", x: 5, y: 6)),
            .next(250, WideElement(id: 7, name: "c", x: 8, y: 9)),
            .completed(260),
        ])

        let res = scheduler.start { Observable.zip(xs, ys) { "\($0)|\($1.description)" } }

        XCTAssertEqual(res.events, [
            .next(220, "10|1a23"),
            .next(230, "20|4b56"),
            .next(255, "30|7c89"),
            .completed(270),
        ])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 270)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 260)])
    }

    /// An over-aligned element alone (16-byte alignment, 16 bytes: two slots would fit in the
    /// 8 inline words by size): zipped in order from a buffer of their own.
    func testOverAlignedElementAloneZipsFromASlotBuffer() {
        assertSlots(of: Int.self, SIMD2<Double>.self, go: .bufferOverAligned)
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([Recorded.next(150, 0), .next(210, 1), .next(240, 2), .next(245, 3), .completed(300)])
        let ys = scheduler.createHotObservable([
            .next(150, SIMD2<Double>(0, 0)),
            .next(220, SIMD2<Double>(1.5, -2.25)),
            .next(225, SIMD2<Double>(3, 4)),
            .next(230, SIMD2<Double>(5, 6)),
            .completed(250),
        ])

        let res = scheduler.start { Observable.zip(xs, ys) { "\($0)|\($1.x),\($1.y)" } }

        XCTAssertEqual(res.events, [
            .next(220, "1|1.5,-2.25"),
            .next(240, "2|3.0,4.0"),
            .next(245, "3|5.0,6.0"),
            .completed(300),
        ])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 250)])
    }

    /// Elements kept in the slots inside the sink (references: one word each) are released once
    /// a combination consumed them (the next waiting one taking the slot), and what is still
    /// held when the subscription is disposed is released then.
    func testInlineSlotsReleaseConsumedElementsAtOnceAndTheRestOnDisposal() {
        assertSlots(of: Token.self, Token.self, go: .inline)
        var released: [String] = []
        var combined: [String] = []
        let xs = PublishSubject<Token>()
        let ys = PublishSubject<Token>()
        weak var x2: Token?
        weak var y2: Token?
        let subscription = Observable.zip(xs, ys) { x, y in (x === x2 ? "x2" : "x?") + (y === y2 ? "y2" : "y?") }
            .subscribe(onNext: { combined.append($0) })

        xs.onNext(Token { released.append("x1") })
        xs.onNext(Token { released.append("x2") }.named(&x2))
        XCTAssertEqual(released, [], "the first element is in the slot, the second waits")
        ys.onNext(Token { released.append("y1") })
        XCTAssertEqual(combined, ["x?y?"])
        XCTAssertEqual(released.sorted(), ["x1", "y1"], "consumed by the combination: released at once")
        ys.onNext(Token { released.append("y2") }.named(&y2))
        XCTAssertEqual(combined, ["x?y?", "x2y2"], "the waiting element took the slot")
        XCTAssertEqual(released.sorted(), ["x1", "x2", "y1", "y2"])
        xs.onNext(Token { released.append("x3") })
        XCTAssertEqual(released.count, 4, "kept until a combination or the end")

        subscription.dispose()
        XCTAssertEqual(released.count, 5)
        XCTAssertEqual(released.last, "x3", "disposal mid-stream releases the element in the slot")
    }

    /// When zip completes, the elements still in the slots inside the sink are released, the
    /// subscription not yet disposed; a source that completed keeps its elements until then.
    func testInlineSlotsReleaseEverythingOnCompletion() {
        var released: [String] = []
        var events: [String] = []
        let xs = PublishSubject<Token>()
        let ys = PublishSubject<Token>()
        let subscription = Observable.zip(xs, ys) { _, _ in "next" }
            .subscribe(onNext: { events.append($0) }, onCompleted: { events.append("completed") })

        xs.onNext(Token { released.append("x1") })
        xs.onNext(Token { released.append("x2") })
        xs.onCompleted()
        XCTAssertEqual(released, [], "a completed source's elements still take part")
        ys.onNext(Token { released.append("y1") })
        XCTAssertEqual(events, ["next"])
        XCTAssertEqual(released.sorted(), ["x1", "y1"])
        ys.onCompleted()
        XCTAssertEqual(events, ["next", "completed"])
        XCTAssertEqual(released.sorted(), ["x1", "x2", "y1"], "the element left in the slot is released on completion")
        subscription.dispose()
        XCTAssertEqual(released.count, 3)
    }

    /// An error releases the elements kept in the slots inside the sink at once.
    func testInlineSlotsReleaseEverythingOnError() {
        var released: [String] = []
        var events: [String] = []
        let xs = PublishSubject<Token>()
        let ys = PublishSubject<Token>()
        let subscription = Observable.zip(xs, ys) { _, _ in "next" }
            .subscribe(onNext: { events.append($0) }, onError: { _ in events.append("error") })

        xs.onNext(Token { released.append("x1") })
        ys.onNext(Token { released.append("y1") })
        XCTAssertEqual(released.sorted(), ["x1", "y1"])
        xs.onNext(Token { released.append("x2") })
        XCTAssertEqual(released.count, 2)
        ys.onError(testError)
        XCTAssertEqual(events, ["next", "error"])
        XCTAssertEqual(released.sorted(), ["x1", "x2", "y1"], "released on the error, before the subscription is disposed")
        subscription.dispose()
        XCTAssertEqual(released.count, 3)
    }
}
