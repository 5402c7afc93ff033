import Foundation
@testable import RxSwift
import RxTest
import XCTest
import RxTestSupport

private let testError = NSError(domain: "CombineLatestTests", code: 1)

/// combineLatest's rules, on two sources with a result selector and on collections. The forms of
/// each arity are checked in CombineLatest+arityTests.swift.
final class CombineLatestTests: RxTestCase {
    private let checks = TwoSourceCombiningChecks { Observable.combineLatest($0, $1, resultSelector: $2) }

    // MARK: Emission

    func testEmitsOnceEverySourceHasEmittedThenOnEachElement() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 1), .next(215, 2), .next(225, 4), .completed(240)])
        let ys = scheduler.createHotObservable([.next(150, 10), .next(220, 30), .next(230, 50), .next(250, 60), .completed(260)])

        let res = scheduler.start { Observable.combineLatest(xs, ys) { $0 + $1 } }

        XCTAssertEqual(res.events, [
            .next(220, 32),
            .next(225, 34),
            .next(230, 54),
            .next(250, 64), // xs completed at 240: its last element keeps taking part
            .completed(260),
        ])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 240)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 260)])
    }

    func testResultSelectorReceivesElementsInSourceOrder() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, "a"), .completed(300)])
        let ys = scheduler.createHotObservable([.next(220, 1), .next(230, 2), .completed(300)])

        let res = scheduler.start { Observable.combineLatest(xs, ys) { "\($0)\($1)" } }

        XCTAssertEqual(res.events, [.next(220, "a1"), .next(230, "a2"), .completed(300)])
    }

    func testTupleFormMixesElementTypes() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(230, 2), .completed(300)])
        let ys = scheduler.createHotObservable([.next(220, "a"), .completed(300)])

        let res = scheduler.start { Observable.combineLatest(xs, ys).map { "\($0.0)\($0.1)" } }

        XCTAssertEqual(res.events, [.next(220, "1a"), .next(230, "2a"), .completed(300)])
    }

    // MARK: Completion

    func testNeverWithEmptyNeverTerminates() {
        checks.neverWithEmptyNeverTerminates()
    }

    func testEmptyWithEmptyCompletesWhenBothCompleted() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 1), .completed(210)])
        let ys = scheduler.createHotObservable([.next(150, 1), .completed(215)])

        let res = scheduler.start { Observable.combineLatest(xs, ys) { $0 + $1 } }

        XCTAssertEqual(res.events, [.completed(215)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 210)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 215)])
    }

    func testElementAfterTheOtherSourceCompletedEmptyCompletes() {
        let scheduler = TestScheduler(initialClock: 0)
        let empty = scheduler.createHotObservable([.next(150, 1), .completed(210)])
        let xs = scheduler.createHotObservable([.next(150, 1), .next(215, 2), .completed(220)])

        let res = scheduler.start { Observable.combineLatest(empty, xs) { $0 + $1 } }

        XCTAssertEqual(res.events, [.completed(215)])
        XCTAssertEqual(empty.subscriptions, [Subscription(200, 210)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 215)])
    }

    func testWillNeverBeAbleToCombineCompletesAtTheNextElement() {
        let scheduler = TestScheduler(initialClock: 0)
        let e0 = scheduler.createHotObservable([.next(150, 1), .completed(250)])
        let e1 = scheduler.createHotObservable([.next(150, 1), .completed(260)])
        let e2 = scheduler.createHotObservable([.next(150, 1), .next(500, 2), .completed(800)])

        let res = scheduler.start { Observable.combineLatest(e0, e1, e2) { $0 + $1 + $2 } }

        XCTAssertEqual(res.events, [.completed(500)])
        XCTAssertEqual(e0.subscriptions, [Subscription(200, 250)])
        XCTAssertEqual(e1.subscriptions, [Subscription(200, 260)])
        XCTAssertEqual(e2.subscriptions, [Subscription(200, 500)])
    }

    func testSourceThatCompletedAfterEmittingKeepsItsElement() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(215)])
        let ys = scheduler.createHotObservable([.next(220, 10), .next(230, 20), .completed(240)])

        let res = scheduler.start { Observable.combineLatest(xs, ys) { $0 + $1 } }

        XCTAssertEqual(res.events, [.next(220, 11), .next(230, 21), .completed(240)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 215)])
    }

    func testSynchronousSources() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Observable.combineLatest(Observable.just(1), Observable.of(10, 20)) { $0 + $1 } }
        XCTAssertEqual(res.events, [.next(200, 11), .next(200, 21), .completed(200)])
    }

    // MARK: Errors

    func testErrorFromEitherSourceEndsEverything() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(230, 2), .completed(300)])
        let ys = scheduler.createHotObservable([.next(220, 10), .error(225, testError)])

        let res = scheduler.start { Observable.combineLatest(xs, ys) { $0 + $1 } }

        XCTAssertEqual(res.events, [.next(220, 11), .error(225, testError)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 225)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 225)])
    }

    func testErrorAfterTheOtherSourceCompleted() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([Recorded<Event<Int>>.completed(210)])
        let ys = scheduler.createHotObservable([Recorded<Event<Int>>.error(220, testError)])

        let res = scheduler.start { Observable.combineLatest(xs, ys) { $0 + $1 } }

        XCTAssertEqual(res.events, [.error(220, testError)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 210)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 220)])
    }

    func testErrorBeforeAnyElementWins() {
        let scheduler = TestScheduler(initialClock: 0)
        let never = scheduler.createHotObservable([Recorded<Event<Int>>]())
        let failing = scheduler.createHotObservable([Recorded<Event<Int>>.error(210, testError)])

        let res = scheduler.start { Observable.combineLatest(never, failing) { $0 + $1 } }

        XCTAssertEqual(res.events, [.error(210, testError)])
        XCTAssertEqual(never.subscriptions, [Subscription(200, 210)])
    }

    func testImmediateErrorStillSubscribesAndReleasesTheLaterSources() {
        checks.immediateErrorStillSubscribesAndReleasesTheLaterSources()
    }

    func testThrowingResultSelectorErrorsAndDisposesEverySource() {
        checks.throwingResultSelectorErrorsAndDisposesEverySource(elements: [.next(220, 11)], errorTime: 230)
    }

    // MARK: Disposal

    func testDisposalMidStreamDisposesEverySource() {
        checks.disposalMidStreamDisposesEverySource(elements: [.next(220, 11), .next(240, 12)])
    }

    func testDisposalReleasesTheKeptElements() {
        final class Token {}
        weak var released: Token?
        let subject = PublishSubject<Token>()
        let subscription: Disposable
        do {
            let token = Token()
            released = token
            subscription = Observable.combineLatest(subject, Observable<Int>.never()) { _, _ in 0 }.subscribe()
            subject.onNext(token)
        }
        XCTAssertNotNil(released, "the latest element is kept while subscribed")
        subscription.dispose()
        XCTAssertNil(released)
    }

    // MARK: Reentrancy

    func testElementEmittedFromInsideOnNextKeepsOrder() {
        let xs = PublishSubject<Int>()
        let ys = PublishSubject<Int>()
        var received: [Int] = []
        let subscription = Observable.combineLatest(xs, ys) { $0 * 10 + $1 }
            .subscribe(onNext: { value in
                received.append(value)
                if value == 11 {
                    xs.onNext(2)
                }
            })
        xs.onNext(1)
        ys.onNext(1)
        ys.onNext(2)
        subscription.dispose()

        XCTAssertEqual(received, [11, 21, 22])
    }

    func testDisposingFromInsideOnNextStopsAtOnce() {
        checks.disposingFromInsideOnNextStopsAtOnce()
    }

    // MARK: Threads and resources

    func testConcurrentSourcesNeverOverlapDownstream() {
        let count = 20_000
        let xs = PublishSubject<Int>()
        let ys = PublishSubject<Int>()
        // Delivered one combination at a time, but not always on the same thread (a rescue may
        // run the last ones), hence under a lock.
        let last = LockedBox((x: -1, y: -1))
        let isMonotonic = LockedBox(true)
        let emissions = LockedBox(0)
        let anomalies = LockedBox(0)
        RxDiagnostics.withReporter({ _ in anomalies.add(1) }) {
            let subscription = Observable.combineLatest(xs, ys) { ($0, $1) }.subscribe(onNext: { x, y in
                let previous = last.value
                if x < previous.x || y < previous.y { isMonotonic.mutate { $0 = false } }
                last.mutate { $0 = (x, y) }
                emissions.add(1)
            })
            DispatchQueue.concurrentPerform(iterations: 2) { side in
                let subject = side == 0 ? xs : ys
                for value in 0..<count {
                    subject.onNext(value)
                }
            }
            // Work a feeding thread left in the operator's lane when it returned is run by a
            // rescue, on another thread, soon after.
            XCTAssertTrue(waitUntil { last.value == (x: count - 1, y: count - 1) }, "the last combination delivered (\(last.value))")
            subscription.dispose()
        }

        XCTAssertTrue(isMonotonic.value)
        XCTAssertEqual(last.value.x, count - 1)
        XCTAssertEqual(last.value.y, count - 1)
        XCTAssertGreaterThanOrEqual(emissions.value, count)
        XCTAssertEqual(anomalies.value, 0, "downstream never receives two events at once")
    }

    #if TRACE_RESOURCES
    func testEverythingIsReleasedAfterCompletionErrorAndDisposal() {
        let before = Resources.total
        do {
            _ = Observable.combineLatest(Observable.just(1), Observable.of(2, 3)) { $0 + $1 }.subscribe()
            _ = Observable.combineLatest(Observable.just(1), Observable<Int>.error(testError)).subscribe(onError: { _ in })
            _ = Observable.combineLatest([Observable.just(1), Observable.just(2)]).subscribe()
            let subject = PublishSubject<Int>()
            let subscription = Observable.combineLatest(subject, Observable<Int>.never()) { $0 + $1 }.subscribe()
            subject.onNext(1)
            subscription.dispose()
        }
        XCTAssertEqual(Resources.total, before)
    }
    #endif

    // MARK: Collections

    func testCollectionCombinesInCollectionOrder() {
        let scheduler = TestScheduler(initialClock: 0)
        let sources = [
            scheduler.createHotObservable([.next(210, 1), .next(240, 4), .completed(400)]),
            scheduler.createHotObservable([.next(220, 2), .completed(300)]),
            scheduler.createHotObservable([.next(230, 3), .completed(500)]),
        ]

        let res = scheduler.start { Observable.combineLatest(sources) }

        XCTAssertEqual(res.events, [.next(230, [1, 2, 3]), .next(240, [4, 2, 3]), .completed(500)])
        XCTAssertEqual(sources.map(\.subscriptions), [[Subscription(200, 400)], [Subscription(200, 300)], [Subscription(200, 500)]])
    }

    func testCollectionWithResultSelector() {
        let scheduler = TestScheduler(initialClock: 0)
        let sources = [
            scheduler.createHotObservable([.next(210, 1), .completed(400)]),
            scheduler.createHotObservable([.next(220, 2), .next(230, 3), .completed(300)]),
        ]

        let res = scheduler.start { Observable.combineLatest(sources) { $0.reduce(0, +) } }

        XCTAssertEqual(res.events, [.next(220, 3), .next(230, 4), .completed(400)])
    }

    func testEmptyCollectionCombinesNothingOnceAndCompletes() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Observable<Int>.combineLatest([Observable<Int>]()) { $0.count + 7 } }
        XCTAssertEqual(res.events, [.next(200, 7), .completed(200)])

        let arrays = scheduler.createObserver([Int].self)
        _ = Observable.combineLatest([Observable<Int>]()).subscribe(arrays)
        XCTAssertEqual(arrays.events.map(\.value.element), [[], nil], "[] then completed")
    }

    func testCollectionErrorAndThrowingSelector() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(230, 2), .completed(400)])
        let ys = scheduler.createHotObservable([.next(220, 2), .error(240, testError)])

        let failing = scheduler.start { Observable.combineLatest([xs, ys]) { $0.reduce(0, +) } }
        XCTAssertEqual(failing.events, [.next(220, 3), .next(230, 4), .error(240, testError)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 240)])

        let scheduler2 = TestScheduler(initialClock: 0)
        let zs = scheduler2.createHotObservable([.next(210, 1), .next(230, 2), .completed(400)])
        let ws = scheduler2.createHotObservable([.next(220, 2), .completed(400)])
        let throwing = scheduler2.start {
            Observable.combineLatest([zs, ws]) { values -> Int in
                if values[0] == 2 { throw testError }
                return values[0] + values[1]
            }
        }
        XCTAssertEqual(throwing.events, [.next(220, 3), .error(230, testError)])
        XCTAssertEqual(ws.subscriptions, [Subscription(200, 230)])
    }

    func testCollectionCompletionRulesMatchTheArityForms() {
        let scheduler = TestScheduler(initialClock: 0)
        let empty = scheduler.createHotObservable([Recorded<Event<Int>>.completed(210)])
        let xs = scheduler.createHotObservable([.next(220, 1), .completed(300)])
        let never = scheduler.createHotObservable([Recorded<Event<Int>>]())

        let res = scheduler.start { Observable.combineLatest([empty, xs, never]) }

        XCTAssertEqual(res.events, [], "`never` can still complete without emitting: no early completion")
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
        XCTAssertEqual(never.subscriptions, [Subscription(200, 1000)])
    }

    func testCollectionDisposalMidStream() {
        let scheduler = TestScheduler(initialClock: 0)
        let sources = (0..<3).map { offset in
            scheduler.createHotObservable([.next(210 + offset, offset), .next(260 + offset, offset), .completed(400)])
        }

        let res = scheduler.start(disposed: 250) { Observable.combineLatest(sources) }

        XCTAssertEqual(res.events, [.next(212, [0, 1, 2])])
        XCTAssertEqual(sources.map(\.subscriptions), Array(repeating: [Subscription(200, 250)], count: 3))
    }

    // MARK: sources that deliver at once

    /// `just` sources take part without an input of their own: same events, and their elements
    /// are released with the subscription.
    func testJustSourcesCombineAndTheirElementsAreReleasedWithTheSubscription() {
        var releases = 0
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 10), .next(220, 20), .completed(230)])
        var source: Observable<(Token, Int)>? = .just((Token { releases += 1 }, 1))
        let res = scheduler.start { [source] in
            Observable.combineLatest(source!, Observable.just(2), xs) { tracked, two, x in tracked.1 + two + x }
        }
        XCTAssertEqual(res.events, [.next(210, 13), .next(220, 23), .completed(230)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
        source = nil
        XCTAssertEqual(releases, 1, "the element a `just` delivered is released once the subscription is")
    }

    /// A `just` whose element arrives after the sequence was disposed is not stored.
    func testJustAfterAnErrorIsIgnored() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start {
            Observable.combineLatest(Observable<Int>.error(TestError.boom), Observable.just(1)) { $0 + $1 }
        }
        XCTAssertEqual(res.events, [Recorded.error(200, TestError.boom, Int.self)])
    }

    // MARK: Where the latest elements are kept

    /// The sink keeps its sources' latest elements inside itself when they fit (up to 8 words)
    /// and in a buffer of its own otherwise: wide and over-aligned elements combine the same way,
    /// and each is released once replaced, or with the subscription.
    func testElementsTooWideOrTooAlignedForTheSinkCombineAndAreReleased() {
        typealias Wide = (token: Token, first: Int, padding: (Int, Int, Int, Int, Int, Int), last: Int)
        var releases = 0
        let wide = PublishSubject<Wide>()
        let aligned = PublishSubject<SIMD4<Float>>()
        var received: [String] = []
        let subscription = Observable.combineLatest(wide, aligned, Observable.just("x")) { wide, vector, text in
            "\(wide.first + wide.last) \(vector.w) \(text)"
        }
        .subscribe(onNext: { received.append($0) })
        wide.onNext((Token { releases += 1 }, 1, (0, 0, 0, 0, 0, 0), 2))
        aligned.onNext(SIMD4(1, 2, 3, 4))
        wide.onNext((Token { releases += 1 }, 3, (0, 0, 0, 0, 0, 0), 4))

        XCTAssertEqual(received, ["3 4.0 x", "7 4.0 x"])
        XCTAssertEqual(releases, 1, "the replaced element is released")
        subscription.dispose()
        XCTAssertEqual(releases, 2, "the latest element is released with the subscription")
    }

    /// A wide element alone (5 words: two of them cannot share the 8 inline words), with an
    /// element of ordinary alignment: the slots are in a buffer of their own, every field of each
    /// element comes back intact, at the right ticks.
    func testWideElementAloneCombinesFromASlotBuffer() {
        assertSlots(of: WideElement.self, Int.self, go: .bufferTooWide)
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(150, WideElement(id: 0, name: "z", x: 0, y: 0)),
            .next(210, WideElement(id: 1, name: "a", x: 2, y: 3)),
            .next(230, WideElement(id: 4, name: "b", x: 5, y: 6)),
            .completed(260),
        ])
        let ys = scheduler.createHotObservable([.next(150, 0), .next(220, 10), .next(240, 20), .completed(280)])

        let res = scheduler.start { Observable.combineLatest(xs, ys) { "\($0.description)|\($1)" } }

        XCTAssertEqual(res.events, [
            .next(220, "1a23|10"),
            .next(230, "4b56|10"),
            .next(240, "4b56|20"),
            .completed(280),
        ])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 260)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 280)])
    }

    /// An over-aligned element alone (16-byte alignment, 16 bytes: two slots would fit in the
    /// 8 inline words by size): the slots are in a buffer of their own.
    func testOverAlignedElementAloneCombinesFromASlotBuffer() {
        assertSlots(of: SIMD2<Double>.self, Int.self, go: .bufferOverAligned)
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([Recorded.next(150, 1), .next(210, 1), .next(230, 2), .next(250, 3), .completed(290)])
        let ys = scheduler.createHotObservable([
            .next(150, SIMD2<Double>(0, 0)),
            .next(220, SIMD2<Double>(1.5, -2.25)),
            .next(240, SIMD2<Double>(3, 4)),
            .completed(270),
        ])

        let res = scheduler.start { Observable.combineLatest(xs, ys) { "\($0)|\($1.x),\($1.y)" } }

        XCTAssertEqual(res.events, [
            .next(220, "1|1.5,-2.25"),
            .next(230, "2|1.5,-2.25"),
            .next(240, "2|3.0,4.0"),
            .next(250, "3|3.0,4.0"),
            .completed(290),
        ])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 290)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 270)])
    }

    /// Elements kept in the slots inside the sink (references: one word each) are released as
    /// soon as a newer one replaces them, whether a combination used them or not, and the rest
    /// when the subscription is disposed.
    func testInlineSlotsReleaseAReplacedElementAtOnceAndTheRestOnDisposal() {
        assertSlots(of: Token.self, Token.self, go: .inline)
        var released: [String] = []
        var combined: [String] = []
        let xs = PublishSubject<Token>()
        let ys = PublishSubject<Token>()
        weak var x2: Token?
        weak var y2: Token?
        let subscription = Observable.combineLatest(xs, ys) { x, y in (x === x2 ? "x2" : "x?") + (y === y2 ? "y2" : "y?") }
            .subscribe(onNext: { combined.append($0) })

        xs.onNext(Token { released.append("x1") })
        XCTAssertEqual(released, [], "the latest element is kept")
        xs.onNext(Token { released.append("x2") }.named(&x2))
        XCTAssertEqual(released, ["x1"], "replaced before any combination: released at once")
        ys.onNext(Token { released.append("y1") })
        XCTAssertEqual(released, ["x1"])
        ys.onNext(Token { released.append("y2") }.named(&y2))
        XCTAssertEqual(released, ["x1", "y1"], "replaced after a combination: released at once")
        XCTAssertEqual(combined, ["x2y?", "x2y2"])

        subscription.dispose()
        XCTAssertEqual(released.sorted(), ["x1", "x2", "y1", "y2"], "disposal mid-stream releases both latest elements")
        XCTAssertNil(x2)
        XCTAssertNil(y2)
    }

    /// When the sequence completes, the latest elements kept in the slots inside the sink are
    /// released, the subscription not yet disposed; a source that completed keeps its element
    /// until then.
    func testInlineSlotsReleaseEverythingOnCompletion() {
        var released: [String] = []
        var events: [String] = []
        let xs = PublishSubject<Token>()
        let ys = PublishSubject<Token>()
        let subscription = Observable.combineLatest(xs, ys) { _, _ in "next" }
            .subscribe(onNext: { events.append($0) }, onCompleted: { events.append("completed") })

        xs.onNext(Token { released.append("x1") })
        ys.onNext(Token { released.append("y1") })
        xs.onCompleted()
        XCTAssertEqual(released, [], "a completed source's last element still takes part")
        ys.onNext(Token { released.append("y2") })
        XCTAssertEqual(released, ["y1"])
        XCTAssertEqual(events, ["next", "next"])
        ys.onCompleted()
        XCTAssertEqual(events, ["next", "next", "completed"])
        XCTAssertEqual(released.sorted(), ["x1", "y1", "y2"], "released on completion, before the subscription is disposed")
        subscription.dispose()
        XCTAssertEqual(released.count, 3)
    }

    /// An error releases the latest elements kept in the slots inside the sink at once.
    func testInlineSlotsReleaseEverythingOnError() {
        var released: [String] = []
        var events: [String] = []
        let xs = PublishSubject<Token>()
        let ys = PublishSubject<Token>()
        let subscription = Observable.combineLatest(xs, ys) { _, _ in "next" }
            .subscribe(onNext: { events.append($0) }, onError: { _ in events.append("error") })

        xs.onNext(Token { released.append("x1") })
        ys.onNext(Token { released.append("y1") })
        xs.onNext(Token { released.append("x2") })
        XCTAssertEqual(released, ["x1"])
        ys.onError(testError)
        XCTAssertEqual(events, ["next", "next", "error"])
        XCTAssertEqual(released.sorted(), ["x1", "x2", "y1"], "released on the error, before the subscription is disposed")
        subscription.dispose()
        XCTAssertEqual(released.count, 3)
    }
}
