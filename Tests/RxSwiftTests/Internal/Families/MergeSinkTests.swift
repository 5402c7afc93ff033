@testable import RxSwift
import RxTest
import RxTestSupport
import XCTest

/// `MergeSink`: completion once the outer sequence and every inner one completed, after all they
/// delivered; the first error ends everything; nothing delivered after the end or a disposal; an
/// event sent from inside a delivery comes after it; sources waiting for a slot are subscribed in
/// a loop, and a lazy source of sources is read only when a turn comes.
final class MergeSinkTests: RxTestCase {
    /// Sources that complete while subscribed, each tracing how deeply subscriptions nest.
    private final class NestingProbe {
        private var depth = 0
        private(set) var maxDepth = 0
        private(set) var subscribed = 0

        func source(_ element: Int) -> Observable<Int> {
            Observable.create { [self] observer in
                depth += 1
                subscribed += 1
                maxDepth = max(maxDepth, depth)
                observer.onNext(element)
                observer.onCompleted()
                depth -= 1
                return Disposables.create()
            }
        }
    }

    func testCompletesOnceTheOuterAndEveryInnerCompleted() {
        let merge = MergeHarness(.unlimited)
        merge.outer(0, 1)
        merge.inners[0].onNext(1)
        merge.outerCompletes()
        merge.inners[0].onCompleted()
        XCTAssertEqual(merge.downstream.events, [.next(1)])
        merge.inners[1].onNext(2)
        merge.inners[1].onCompleted()
        XCTAssertEqual(merge.downstream.events, [.next(1), .next(2), .completed])
        XCTAssertEqual(merge.running, [])
    }

    func testFirstErrorEndsTheSequenceAndReleasesEverything() {
        let merge = MergeHarness(.unlimited)
        merge.outer(0, 1)
        merge.inners[0].onError(TestError(1))
        merge.inners[1].onNext(1)
        merge.inners[1].onError(TestError(2))
        XCTAssertEqual(merge.downstream.events, [.error(TestError(1))])
        XCTAssertEqual(merge.running, [])
        // RxSwift's order: the outer subscription, then the inner ones in the order they started.
        XCTAssertEqual(merge.trace.entries, ["error(TestError(1))", "outer released", "inner 0 released", "inner 1 released"])
    }

    func testDisposalReleasesEveryInnerAndStartsNoMore() {
        let merge = MergeHarness(.unlimited)
        merge.outer(0, 1)
        merge.sink.dispose()
        XCTAssertEqual(merge.running, [])
        merge.inners[0].onNext(1)
        merge.outer(2)
        XCTAssertEqual(merge.running, [], "no inner may start once disposed")
        XCTAssertEqual(merge.downstream.events, [])
    }

    func testElementSentFromInsideADeliveryIsDeliveredAfterItReturns() {
        let merge = MergeHarness(.unlimited)
        merge.outer(0, 1)
        merge.downstream.onEvent = { [trace = merge.trace, inners = merge.inners] event in
            guard event == .next(1) else { return }
            inners[1].onNext(2)
            trace("delivery of 1 returns")
        }
        merge.inners[0].onNext(1)
        XCTAssertEqual(merge.trace.entries, ["next(1)", "delivery of 1 returns", "next(2)"])
        merge.end()
    }

    /// The completion decided inside a delivery waits for the elements queued behind it.
    func testCompletionComesAfterElementsQueuedBeforeIt() {
        let merge = MergeHarness(.unlimited)
        merge.outer(1)
        merge.downstream.onEvent = { [unowned merge] event in
            guard event == .next(100) else { return }
            merge.inners[1].onNext(2)
            merge.inners[1].onCompleted()
            merge.outerCompletes()
        }
        merge.outer(100)
        XCTAssertEqual(merge.downstream.events, [.next(100), .next(2), .completed])
    }

    func testInnerJustIsDeliveredWithoutASubscription() {
        let merge = MergeHarness(.unlimited)
        merge.outer(100)
        merge.outerCompletes()
        XCTAssertEqual(merge.downstream.events, [.next(100), .completed])
        XCTAssertEqual(merge.selections, [])
    }

    /// `concatMap` of sources that complete at once, waiting behind a running one: once it
    /// completes, they are subscribed one after another, never one inside another.
    func testWaitingSourcesAreSubscribedInALoop() {
        let probe = NestingProbe()
        let gate = PublishSubject<Int>()
        let outer = PublishSubject<Int>()
        var received: [Int] = []
        let subscription = outer.concatMap { $0 == 0 ? gate.asObservable() : probe.source($0) }
            .subscribe(onNext: { received.append($0) })
        outer.onNext(0)
        for element in 1...300 {
            outer.onNext(element)
        }
        XCTAssertEqual(probe.subscribed, 0)
        gate.onCompleted()
        XCTAssertEqual(probe.subscribed, 300)
        XCTAssertEqual(probe.maxDepth, 1)
        XCTAssertEqual(received, Array(1...300))
        subscription.dispose()
    }

    func testSourcesOfALazySequenceAreSubscribedInALoop() {
        let probe = NestingProbe()
        let sources = (1...300).lazy.map { probe.source($0) }
        XCTAssertEqual(recordSynchronously(Observable.concat(sources)).count, 301)
        XCTAssertEqual(probe.maxDepth, 1)
    }

    /// `concat` of a Swift sequence: the next source is read when the previous one completed.
    func testLazySourceIsReadOnlyWhenItsTurnComes() {
        let subjects = (0..<3).map { _ in PublishSubject<Int>() }
        var reads = 0
        let sources = AnySequence { () -> AnyIterator<Observable<Int>> in
            var index = 0
            return AnyIterator {
                reads += 1
                defer { index += 1 }
                return index < subjects.count ? subjects[index].asObservable() : nil
            }
        }
        var events: [Recording<Int>] = []
        let subscription = Observable.concat(sources).subscribe { events.append(Recording($0)) }
        XCTAssertEqual(reads, 1)
        subjects[0].onCompleted()
        XCTAssertEqual(reads, 2)
        subjects[1].onCompleted()
        XCTAssertEqual(reads, 3)
        XCTAssertEqual(events, [])
        subjects[2].onCompleted()
        XCTAssertEqual(events, [.completed])
        subscription.dispose()
    }

    func testEndlessLazySourceEndsWithItsSubscription() {
        var reads = 0
        let sources = AnySequence { AnyIterator { () -> Observable<Int>? in
            reads += 1
            return .just(reads)
        } }
        XCTAssertEqual(recordSynchronously(Observable.concat(sources).take(3)), [.next(1), .next(2), .next(3), .completed])
        XCTAssertEqual(reads, 4, "the source whose turn came as the sequence ended is read too, and released at once")
    }

    /// Every inner subscription ends in the tick its sequence ends; the outer one with the outer
    /// sequence; all of them with the first error.
    func testEverySubscriptionIsReleasedInItsTick() {
        let scheduler = TestScheduler(initialClock: 0)
        let a = scheduler.createColdObservable([.next(10, 1), .completed(20)])
        let b = scheduler.createColdObservable([.next(10, 2), .error(80, TestError.boom)])
        let c = scheduler.createColdObservable([.next(10, 3)])
        let xs = scheduler.createHotObservable([.next(210, 0), .next(220, 1), .next(230, 2), .completed(240)])
        let inners = [a, b, c]
        let res = scheduler.start { xs.flatMap { inners[$0] } }
        XCTAssertEqual(res.events, [.next(220, 1), .next(230, 2), .next(240, 3), .error(300, TestError.boom)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 240)])
        XCTAssertEqual(a.subscriptions, [Subscription(210, 230)])
        XCTAssertEqual(b.subscriptions, [Subscription(220, 300)])
        XCTAssertEqual(c.subscriptions, [Subscription(230, 300)])
    }

    /// A lazy sequence that returned nil ended: it is not read again, as in RxSwift.
    func testExhaustedLazySourceIsNotReadAgain() {
        let subject = PublishSubject<Int>()
        var reads = 0
        let sources = AnySequence { () -> AnyIterator<Observable<Int>> in
            AnyIterator {
                reads += 1
                return reads == 1 ? subject.asObservable() : nil
            }
        }
        let subscription = Observable.concat(sources).subscribe()
        XCTAssertEqual(reads, 1)
        subject.onCompleted()
        XCTAssertEqual(reads, 2)
        subscription.dispose()
        XCTAssertEqual(reads, 2)
    }
}
