import Foundation
import RxSwift
import RxTest
import XCTest
import RxTestSupport

final class SampleTests: RxTestCase {
    private let scheduler = TestScheduler(initialClock: 0)

    func testEmitsTheLatestElementAtEachSample() {
        let xs = scheduler.createHotObservable([
            .next(150, 1),
            .next(220, 2),
            .next(240, 3),
            .next(290, 4),
            .next(300, 5),
            .next(310, 6),
            .completed(400),
        ])
        let ys = scheduler.createHotObservable([
            .next(150, ""),
            .next(210, "bar"),
            .next(250, "foo"),
            .next(260, "qux"),
            .next(320, "baz"),
            .completed(500),
        ])
        let res = scheduler.start { xs.sample(ys) }
        XCTAssertEqual(res.events, [.next(250, 3), .next(320, 6), .completed(500)])
        // The source is released when it completes; the sequence completes at the next sample.
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 400)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 500)])
    }

    func testSamplerCompletionSamplesOnce() {
        let xs = scheduler.createHotObservable([.next(210, 1), .next(320, 2), .completed(400)])
        let ys = scheduler.createHotObservable([.completed(300)] as [Recorded<Event<String>>])
        let res = scheduler.start { xs.sample(ys) }
        // As in RxSwift: with the sampler done, the sequence never samples nor completes again.
        XCTAssertEqual(res.events, [.next(300, 1)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 400)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 1000)])
    }

    func testSourceCompletedBeforeTheSamplerEndsAtTheSamplerCompletion() {
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(220)])
        let ys = scheduler.createHotObservable([.completed(300)] as [Recorded<Event<String>>])
        let res = scheduler.start { xs.sample(ys) }
        XCTAssertEqual(res.events, [.next(300, 1), .completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 300)])
    }

    func testDefaultValueFillsSamplesWithoutANewElement() {
        let xs = scheduler.createHotObservable([.next(220, 2), .completed(400)])
        let ys = scheduler.createHotObservable([.next(210, "a"), .next(230, "b"), .next(250, "c"), .completed(500)])
        let res = scheduler.start { xs.sample(ys, defaultValue: 0) }
        XCTAssertEqual(res.events, [.next(210, 0), .next(230, 2), .next(250, 0), .next(500, 0), .completed(500)])
    }

    func testSourceErrorIsForwarded() {
        let xs = scheduler.createHotObservable([.next(210, 1), .error(220, TestError())])
        let ys = scheduler.createHotObservable([.next(230, "a")])
        let res = scheduler.start { xs.sample(ys) }
        XCTAssertEqual(res.events, [.error(220, TestError())])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 220)])
    }

    func testSamplerErrorIsForwarded() {
        let xs = scheduler.createHotObservable([.next(210, 1), .next(300, 2)])
        let ys = scheduler.createHotObservable([.error(230, TestError())] as [Recorded<Event<String>>])
        let res = scheduler.start { xs.sample(ys) }
        XCTAssertEqual(res.events, [.error(230, TestError())])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 230)])
    }

    func testDisposalDisposesBoth() {
        let xs = scheduler.createHotObservable([.next(210, 1), .next(260, 2), .completed(400)])
        let ys = scheduler.createHotObservable([.next(220, "a"), .next(300, "b")])
        let res = scheduler.start(disposed: 250) { xs.sample(ys) }
        XCTAssertEqual(res.events, [.next(220, 1)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 250)])
    }

    func testEmptyNeverAndErrorSources() {
        let ys = scheduler.createHotObservable([.next(210, "a"), .next(220, "b")])
        XCTAssertEqual(scheduler.start { Observable<Int>.empty().sample(ys) }.events, [.completed(210)])

        let never = TestScheduler(initialClock: 0)
        let ticks = never.createHotObservable([.next(210, "a"), .next(220, "b")])
        XCTAssertEqual(never.start { Observable<Int>.never().sample(ticks) }.events, [])
        XCTAssertEqual(never.start(created: 1100, subscribed: 1200, disposed: 1300) { Observable<Int>.never().sample(Observable<Int>.empty()) }.events, [])

        let failing = TestScheduler(initialClock: 0)
        let quiet = failing.createHotObservable([.next(210, "a")])
        XCTAssertEqual(failing.start { Observable<Int>.error(TestError()).sample(quiet) }.events, [.error(200, TestError())])
        XCTAssertEqual(quiet.subscriptions, [])
    }

    func testReentrantElementsKeepOrder() {
        let source = FedSource<Int>()
        let sampler = FedSource<Void>()
        let observer = scheduler.createObserver(Int.self)
        var subscription: Disposable?
        scheduler.scheduleAt(200) {
            subscription = source.observable.sample(sampler.observable).subscribe { event in
                observer.on(event)
                if case .next(1) = event {
                    source.send(2)
                    sampler.send(())
                    source.send(3)
                }
            }
        }
        scheduler.scheduleAt(210) { source.send(1) }
        scheduler.scheduleAt(220) { sampler.send(()) }
        scheduler.scheduleAt(230) { sampler.send(()) }
        scheduler.scheduleAt(400) { subscription?.dispose() }
        silencingReentrancyReports { scheduler.start() }
        XCTAssertEqual(observer.events, [.next(220, 1), .next(220, 2), .next(230, 3)])
    }

    func testSourceCompletingFromInsideASampleCompletesAtTheNextSample() {
        // Found by OperatorContractTests: the sample that delivered the element completed at once,
        // so the next sample's default value was lost.
        let source = FedSource<Int>()
        let sampler = FedSource<Void>()
        var events: [Event<Int>] = []
        silencingReentrancyReports {
            let subscription = source.observable.sample(sampler.observable, defaultValue: 0).subscribe { event in
                events.append(event)
                if case .next(1) = event { source.send(.completed) }
            }
            source.send(1)
            sampler.send(())
            XCTAssertEqual(events, [.next(1)])
            sampler.send(())
            subscription.dispose()
        }
        XCTAssertEqual(events, [.next(1), .next(0), .completed])
    }

    func testSourceAndSamplerOnDifferentThreads() {
        let ticks = SerialDispatchQueueScheduler(internalSerialQueueName: "sampler")
        let recording = recordConcurrently(0..<3000) { $0.sample(Observable<Int>.interval(.microseconds(100), scheduler: ticks)) }
        XCTAssertEqual(recording.violations, [])
        XCTAssertTrue(recording.completed)
        XCTAssertEqual(recording.elements, recording.elements.sorted())
        XCTAssertEqual(Set(recording.elements).count, recording.elements.count)
        XCTAssertEqual(recording.elements.last, 2999, "the sample after completion takes the last element")
    }

    #if TRACE_RESOURCES
    func testReleasesEverythingOnceTheSubscriptionEnds() {
        assertReleasesEverything { source, scheduler in
            source.sample(scheduler.createHotObservable([.next(215, ()), .next(260, ()), .completed(400)]))
        }
        assertReleasesEverything { source, scheduler in
            source.sample(scheduler.createHotObservable([.next(215, ()), .completed(230)]), defaultValue: 0)
        }
    }
    #endif
}
