import Foundation
import RxSwift
import RxTest
import XCTest
import RxTestSupport

final class SampleTests: RxTestCase {
    private let scheduler = TestScheduler(initialClock: 0)

    func testEmitsTheLatestElementAtEachSample() {
        let xs = scheduler.createHotObservable("1----^-2-3----456--------|", values: marbleDigits)
        let ys = scheduler.createHotObservable("e----^b---fq-----z-----------------|", values: ["e": "", "b": "bar", "f": "foo", "q": "qux", "z": "baz"])
        let res = scheduler.start { xs.sample(ys) }
        assertMarbles(res,                     "     -----3------6-----------------|", values: marbleDigits)
        // The source is released when it completes; the sequence completes at the next sample.
        assertMarbles(xs, subscriptions:       "     ^-------------------!")
        assertMarbles(ys, subscriptions:       "     ^-----------------------------!")
    }

    func testSamplerCompletionSamplesOnce() {
        let xs = scheduler.createHotObservable("^1----------2-------|", values: marbleDigits)
        let ys = scheduler.createHotObservable("^---------|")
        let res = scheduler.start { xs.sample(ys) }
        // As in RxSwift: with the sampler done, the sequence never samples nor completes again;
        // the sampler's subscription ends with it.
        assertMarbles(res,                     "----------1", values: marbleDigits)
        assertMarbles(xs, subscriptions:       "^-------------------!")
        assertMarbles(ys, subscriptions:       "^---------!")
    }

    func testSourceCompletedBeforeTheSamplerEndsAtTheSamplerCompletion() {
        let xs = scheduler.createHotObservable("^1|", values: marbleDigits)
        let ys = scheduler.createHotObservable("^---------|")
        let res = scheduler.start { xs.sample(ys) }
        assertMarbles(res,                     "----------(1|)", values: marbleDigits)
        assertMarbles(xs, subscriptions:       "^-!")
        assertMarbles(ys, subscriptions:       "^---------!")
    }

    func testDefaultValueFillsSamplesWithoutANewElement() {
        let xs = scheduler.createHotObservable("^-2-----------------|", values: marbleDigits)
        let ys = scheduler.createHotObservable("^a-b-c------------------------|")
        let res = scheduler.start { xs.sample(ys, defaultValue: 0) }
        assertMarbles(res,                     "-0-2-0------------------------(0|)", values: marbleDigits)
    }

    func testSourceErrorIsForwarded() {
        let xs = scheduler.createHotObservable("^1#", values: marbleDigits, error: TestError())
        let ys = scheduler.createHotObservable("^--a")
        let res = scheduler.start { xs.sample(ys) }
        assertMarbles(res,                     "--#", error: TestError())
        assertMarbles(xs, subscriptions:       "^-!")
        assertMarbles(ys, subscriptions:       "^-!")
    }

    func testSamplerErrorIsForwarded() {
        let xs = scheduler.createHotObservable("^1--------2", values: marbleDigits)
        let ys = scheduler.createHotObservable("^--#", error: TestError())
        let res = scheduler.start { xs.sample(ys) }
        assertMarbles(res,                     "---#", error: TestError())
        assertMarbles(xs, subscriptions:       "^--!")
        assertMarbles(ys, subscriptions:       "^--!")
    }

    func testDisposalDisposesBoth() {
        let xs = scheduler.createHotObservable("^1----2-------------|", values: marbleDigits)
        let ys = scheduler.createHotObservable("^-a-------b")
        let res = scheduler.start(disposed: 250) { xs.sample(ys) }
        assertMarbles(res,                     "--1", values: marbleDigits)
        assertMarbles(xs, subscriptions:       "^----!")
        assertMarbles(ys, subscriptions:       "^----!")
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
        XCTAssertEqual(quiet.subscriptions, [Subscription(200, 200)], "subscribed and released at once, as in RxSwift 6")
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
