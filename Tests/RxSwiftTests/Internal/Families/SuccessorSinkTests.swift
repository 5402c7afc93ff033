@testable import RxSwift
import RxTest
import RxTestSupport
import XCTest

/// `SuccessorSink` (through `retry`, `catch` and `ifEmpty(switchTo:)`): one sequence at a time;
/// successors of sequences ending at once are subscribed in a loop; the ended subscription is
/// released before its successor (`retry`), after it (`catch`), or lets itself go
/// (`ifEmpty(switchTo:)`); nothing starts after a disposal.
final class SuccessorSinkTests: RxTestCase {
    /// A source that traces its subscriptions and releases, and fails (or completes) at once.
    private func immediate(_ name: String, failing: Bool, in trace: Trace) -> Observable<Int> {
        Observable<Int>.create { observer in
            trace("subscribe \(name)")
            if failing { observer.onError(TestError.boom) } else { observer.onCompleted() }
            return Disposables.create()
        }
        .tracingRelease("release \(name)", in: trace)
    }

    func testSuccessorsOfSequencesFailingAtOnceAreSubscribedInALoop() {
        var depth = 0
        var maxDepth = 0
        var subscriptions = 0
        let failing = Observable<Int>.create { observer in
            depth += 1
            subscriptions += 1
            maxDepth = max(maxDepth, depth)
            observer.onError(TestError.boom)
            depth -= 1
            return Disposables.create()
        }
        XCTAssertEqual(recordSynchronously(failing.retry(500)), [.error(TestError.boom)])
        XCTAssertEqual(subscriptions, 500)
        XCTAssertEqual(maxDepth, 1)
    }

    /// The last error passes once the failed subscription was released.
    func testRetryReleasesEachAttemptBeforeTheNextAndBeforeTheLastError() {
        let trace = Trace()
        _ = immediate("a", failing: true, in: trace).retry(2).subscribe(onError: { _ in trace("error") })
        XCTAssertEqual(trace.entries, ["subscribe a", "release a", "subscribe a", "release a", "error"])
    }

    func testRetryResubscribesInTheTickOfTheError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .error(20, TestError.boom)])
        let res = scheduler.start { xs.retry(2) }
        XCTAssertEqual(res.events, [.next(210, 1), .next(230, 1), .error(240, TestError.boom)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220), Subscription(220, 240)])
    }

    /// As in RxSwift: the source that failed is released before the handler hears of the error,
    /// and the retry it asks for comes once that delivery returned.
    func testRetryWhenReleasesTheFailedSourceBeforeTheHandlerHearsOfIt() {
        let trace = Trace()
        // A subject of its own per attempt: a failed subject fails every later subscriber at once.
        let attempts = [PublishSubject<Int>(), PublishSubject<Int>()]
        var attempt = 0
        let source = Observable.deferred {
            defer { attempt += 1 }
            return attempts[attempt].do(onSubscribe: { [attempt] in trace("subscribe \(attempt)") })
                .tracingRelease("release \(attempt)", in: trace)
        }
        let subscription = source
            .retry(when: { (errors: Observable<TestError>) in
                errors.do(onNext: { _ in trace("handler hears") }, afterNext: { _ in trace("handler returns") })
            })
            .subscribe()
        attempts[0].onError(TestError.boom)
        XCTAssertEqual(trace.entries, ["subscribe 0", "release 0", "handler hears", "handler returns", "subscribe 1"])
        subscription.dispose()
    }

    /// As RxSwift's serial disposable: the failed subscription goes once the handler's sequence
    /// is subscribed.
    func testCatchReleasesTheFailedSequenceAfterItsSuccessorIsSubscribed() {
        let trace = Trace()
        let a = PublishSubject<Int>()
        let subscription = a.tracingRelease("release a", in: trace)
            .catch { _ in Observable<Int>.never().do(onSubscribe: { trace("subscribe b") }) }
            .subscribe()
        a.onError(TestError.boom)
        XCTAssertEqual(trace.entries, ["subscribe b", "release a"])
        subscription.dispose()
    }

    /// The ended sink ends itself once its terminal event returned, after its
    /// `do(afterCompleted:)`, as in RxSwift, which releases nothing itself there.
    func testIfEmptyLetsTheEndedSequenceGoByItself() {
        let trace = Trace()
        let a = PublishSubject<Int>()
        let subscription = a.do(afterCompleted: { trace("a after completed") }, onDispose: { trace("release a") })
            .ifEmpty(switchTo: Observable<Int>.never().do(onSubscribe: { trace("subscribe b") }))
            .subscribe()
        a.onCompleted()
        XCTAssertEqual(trace.entries, ["subscribe b", "a after completed", "release a"])
        subscription.dispose()
    }

    func testDisposalReleasesTheRunningSequenceAndStartsNoSuccessor() {
        let trace = Trace()
        let a = PublishSubject<Int>()
        let subscription = a.tracingRelease("release a", in: trace)
            .catch { _ in Observable<Int>.never().do(onSubscribe: { trace("subscribe b") }) }
            .subscribe()
        subscription.dispose()
        a.onError(TestError.boom)
        XCTAssertEqual(trace.entries, ["release a"])
        XCTAssertFalse(a.hasObservers)
    }

    func testCatchSequenceEndsWithTheFirstCompletion() {
        let trace = Trace()
        let sources = [
            immediate("a", failing: true, in: trace),
            immediate("b", failing: false, in: trace),
            immediate("c", failing: true, in: trace),
        ]
        _ = Observable.catch(sequence: sources).subscribe(onCompleted: { trace("completed") })
        XCTAssertEqual(trace.entries, ["subscribe a", "release a", "subscribe b", "completed", "release b"])
    }
}
