import Foundation
import RxSwift
import RxTest
import XCTest
import RxTestSupport

private let testError = NSError(domain: "DoTests", code: 1)
private let thrownError = NSError(domain: "DoTests.thrown", code: 2)

/// Records every callback of `do` and of the subscriber, in order.
private final class Log {
    var entries: [String] = []

    func append(_ entry: String) {
        entries.append(entry)
    }

    func tapping(_ source: Observable<Int>) -> Observable<Int> {
        source.do(
            onNext: { self.append("onNext \($0)") },
            afterNext: { self.append("afterNext \($0)") },
            onError: { _ in self.append("onError") },
            afterError: { _ in self.append("afterError") },
            onCompleted: { self.append("onCompleted") },
            afterCompleted: { self.append("afterCompleted") },
            onSubscribe: { self.append("onSubscribe") },
            onSubscribed: { self.append("onSubscribed") },
            onDispose: { self.append("onDispose") }
        )
    }

    func subscribe(_ source: Observable<Int>) -> Disposable {
        source.subscribe(
            onNext: { self.append("next \($0)") },
            onError: { _ in self.append("error") },
            onCompleted: { self.append("completed") }
        )
    }
}

final class DoTests: RxTestCase {
    func testCallbackOrderForAnAsynchronousSource() {
        let subject = PublishSubject<Int>()
        let log = Log()
        _ = log.subscribe(log.tapping(subject.asObservable()))
        subject.onNext(1)
        subject.onNext(2)
        subject.onCompleted()
        XCTAssertEqual(log.entries, [
            "onSubscribe", "onSubscribed",
            "onNext 1", "next 1", "afterNext 1",
            "onNext 2", "next 2", "afterNext 2",
            "onCompleted", "completed", "afterCompleted", "onDispose",
        ])
    }

    func testSynchronousSourceReportsDisposalAfterOnSubscribedAsRxSwiftDoes() {
        let log = Log()
        _ = log.subscribe(log.tapping(.just(1)))
        XCTAssertEqual(log.entries, [
            "onSubscribe", "onNext 1", "next 1", "afterNext 1",
            "onCompleted", "completed", "afterCompleted", "onSubscribed", "onDispose",
        ])
    }

    func testCallbackOrderForAnError() {
        let log = Log()
        let subject = PublishSubject<Int>()
        _ = log.subscribe(log.tapping(subject.asObservable()))
        subject.onError(testError)
        XCTAssertEqual(log.entries, ["onSubscribe", "onSubscribed", "onError", "error", "afterError", "onDispose"])
    }

    func testDisposalRunsOnDisposeOnceAfterTheSourceWasUnsubscribed() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(230, 2), .completed(250)])
        var disposals: [[Subscription]] = []
        let res = scheduler.start(disposed: 220) {
            xs.do(onDispose: { disposals.append(xs.subscriptions) })
        }
        XCTAssertEqual(res.events, [.next(210, 1)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
        XCTAssertEqual(disposals, [[Subscription(200, 220)]])
    }

    func testEventsPassUnchangedOnVirtualTime() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 0), .next(210, 1), .error(250, testError)])
        var seen: [Int] = []
        let res = scheduler.start { xs.do(onNext: { seen.append($0) }) }
        XCTAssertEqual(res.events, [.next(210, 1), .error(250, testError)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
        XCTAssertEqual(seen, [1])
    }

    func testThrowingOnNextReplacesTheElementWithTheError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3), .completed(250)])
        var afterNext: [Int] = []
        let res = scheduler.start {
            xs.do(onNext: { if $0 == 2 { throw thrownError } }, afterNext: { afterNext.append($0) })
        }
        XCTAssertEqual(res.events, [.next(210, 1), .error(220, thrownError)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
        XCTAssertEqual(afterNext, [1])
    }

    func testThrowingAfterNextErrorsAfterTheElement() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(250)])
        let res = scheduler.start {
            xs.do(afterNext: { _ in throw thrownError })
        }
        XCTAssertEqual(res.events, [.next(210, 1), .error(210, thrownError)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 210)])
    }

    func testThrowingOnErrorReplacesTheError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(220, testError)])
        var afterError = 0
        let res = scheduler.start {
            xs.do(onError: { _ in throw thrownError }, afterError: { _ in afterError += 1 })
        }
        XCTAssertEqual(res.events, [.next(210, 1), .error(220, thrownError)])
        XCTAssertEqual(afterError, 0)
    }

    func testThrowingOnCompletedReplacesCompletionWithTheError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(220)])
        let res = scheduler.start {
            xs.do(onCompleted: { throw thrownError })
        }
        XCTAssertEqual(res.events, [.next(210, 1), .error(220, thrownError)])
    }

    func testErrorsThrownAfterTheTerminalEventAreDropped() {
        let scheduler = TestScheduler(initialClock: 0)
        let completing = scheduler.createHotObservable([.next(210, 1), .completed(220)])
        let completed = scheduler.start {
            completing.do(afterCompleted: { throw thrownError })
        }
        XCTAssertEqual(completed.events, [.next(210, 1), .completed(220)])

        let failingScheduler = TestScheduler(initialClock: 0)
        let failing = failingScheduler.createHotObservable([.next(210, 1), .error(220, testError)])
        var disposed = 0
        let failed = failingScheduler.start {
            failing.do(afterError: { _ in throw thrownError }, onDispose: { disposed += 1 })
        }
        XCTAssertEqual(failed.events, [.next(210, 1), .error(220, testError)])
        XCTAssertEqual(disposed, 1)
    }

    func testSubscriberDisposingInsideOnNextStillRunsAfterNextButGetsNoError() {
        let subject = PublishSubject<Int>()
        let log = Log()
        var subscription: Disposable?
        subscription = subject
            .do(
                afterNext: { element in
                    log.append("afterNext \(element)")
                    throw thrownError
                },
                onDispose: { log.append("onDispose") }
            )
            .subscribe(
                onNext: { element in
                    log.append("next \(element)")
                    subscription?.dispose()
                },
                onError: { _ in log.append("error") }
            )
        subject.onNext(1)
        XCTAssertEqual(log.entries, ["next 1", "onDispose", "afterNext 1"])
        XCTAssertFalse(subject.hasObservers)
    }

    func testElementEmittedFromInsideOnNextKeepsOrder() {
        let subject = PublishSubject<Int>()
        var seen: [Int] = []
        var received: [Int] = []
        let subscription = subject
            .do(onNext: { seen.append($0) })
            .subscribe(onNext: { element in
                received.append(element)
                if element == 1 { subject.onNext(2) }
            })
        let anomalies = recordingAnomalies { subject.onNext(1) }
        XCTAssertEqual(anomalies, [.reentrancy])
        XCTAssertEqual(seen, [1, 2])
        XCTAssertEqual(received, [1, 2])
        subscription.dispose()
    }

    func testEmptyAndNever() {
        let log = Log()
        _ = log.subscribe(log.tapping(.empty()))
        XCTAssertEqual(log.entries, ["onSubscribe", "onCompleted", "completed", "afterCompleted", "onSubscribed", "onDispose"])

        let neverLog = Log()
        let subscription = neverLog.subscribe(neverLog.tapping(.never()))
        XCTAssertEqual(neverLog.entries, ["onSubscribe", "onSubscribed"])
        subscription.dispose()
        subscription.dispose()
        XCTAssertEqual(neverLog.entries, ["onSubscribe", "onSubscribed", "onDispose"])
    }

    func testEachSubscriptionRunsItsOwnCallbacks() {
        var subscribes = 0
        var disposes = 0
        let tapped = Observable<Int>.never().do(onSubscribe: { subscribes += 1 }, onDispose: { disposes += 1 })
        let first = tapped.subscribe()
        let second = tapped.subscribe()
        XCTAssertEqual(subscribes, 2)
        first.dispose()
        XCTAssertEqual(disposes, 1)
        second.dispose()
        XCTAssertEqual(disposes, 2)
    }

    func testTerminationOnAnotherThreadDuringSubscriptionReportsDisposalAfterOnSubscribed() {
        let log = Locked<[String]>([])
        let source = Observable<Int>.create { observer in
            let finished = DispatchSemaphore(value: 0)
            Thread {
                observer.onCompleted()
                finished.signal()
            }.start()
            XCTAssertEqual(finished.wait(timeout: .now() + 5), .success)
            return Disposables.create()
        }
        let subscription = source
            .do(
                onCompleted: { log.withLock { $0.append("onCompleted") } },
                onSubscribed: { log.withLock { $0.append("onSubscribed") } },
                onDispose: { log.withLock { $0.append("onDispose") } }
            )
            .subscribe()
        XCTAssertEqual(log.value, ["onCompleted", "onSubscribed", "onDispose"])
        subscription.dispose()
        XCTAssertEqual(log.value.count, 3)
    }
}

#if TRACE_RESOURCES
extension DoTests {
    func testEverythingIsReleasedAfterwards() {
        let before = Resources.total
        do {
            let log = Log()
            _ = log.subscribe(log.tapping(.just(1)))
            log.subscribe(log.tapping(.never())).dispose()
            _ = Observable<Int>.error(testError).do(onError: { _ in throw thrownError }).subscribe(onError: { _ in })
        }
        XCTAssertEqual(Resources.total, before)
    }
}
#endif
