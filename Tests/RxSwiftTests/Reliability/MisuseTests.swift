import Foundation
@testable import RxSwift
import RxTest
import RxTestSupport
import XCTest

/// Every misuse listed in README.md ("Misuse and what you get"), with what the user gets: one
/// test per row. Preconditions are probed in a child process (`assertPreconditionFailure`), one
/// per test method.
final class MisuseTests: RxTestCase {
    // MARK: Calling an observer against the contract (reports, debug builds)

    func testReentrantOnIsReportedAndDeliveredAfterwards() {
        var feed: AnyObserver<Int>?
        var received: [Int] = []
        let subscription = Observable<Int>.create { observer in
            feed = observer
            return Disposables.create()
        }.subscribe(onNext: { element in
            received.append(element)
            if element == 1 { feed?.onNext(2) }
        })
        let reports = anomalies { feed?.onNext(1) }
        #if DEBUG
        XCTAssertEqual(reports, [.reentrancy])
        #endif
        XCTAssertEqual(received, [1, 2], "the reentrant element is delivered, nested")
        subscription.dispose()
        feed = nil
    }

    func testConcurrentOnIsReported() {
        let inside = DispatchSemaphore(value: 0)
        let secondDone = DispatchSemaphore(value: 0)
        var feed: AnyObserver<Int>?
        let received = Locked<[Int]>([])
        let subscription = Observable<Int>.create { observer in
            feed = observer
            return Disposables.create()
        }.subscribe(onNext: { element in
            received.append(element)
            if element == 1 {
                inside.signal()
                _ = secondDone.wait(timeout: .now() + 10)
            }
        })
        let observer = feed!
        let reports = anomalies {
            runConcurrently(threads: 2) { thread in
                if thread == 0 {
                    observer.onNext(1)
                } else {
                    _ = inside.wait(timeout: .now() + 10)
                    observer.onNext(2)
                    secondDone.signal()
                }
            }
        }
        #if DEBUG
        XCTAssertEqual(reports, [.concurrentDelivery])
        #endif
        XCTAssertEqual(Set(received.current), [1, 2])
        subscription.dispose()
        feed = nil
    }

    func testSubjectFedReentrantlyQueuesTheEventAndReports() {
        let subject = PublishSubject<Int>()
        var log: [String] = []
        let subscription = subject.subscribe(onNext: { element in
            log.append("begin \(element)")
            if element == 1 { subject.onNext(2) }
            log.append("end \(element)")
        })
        let reports = anomalies { subject.onNext(1) }
        #if DEBUG
        XCTAssertEqual(reports, [.reentrancy])
        #endif
        XCTAssertEqual(log, ["begin 1", "end 1", "begin 2", "end 2"], "queued after the current event, not nested")
        subscription.dispose()
    }

    func testSubjectFedConcurrentlySerializesAndReports() {
        let subject = PublishSubject<Int>()
        let inside = Locked(0)
        let overlapped = Locked(false)
        let count = Locked(0)
        let subscription = subject.subscribe(onNext: { _ in
            let now = inside.withLock { value -> Int in value += 1; return value }
            if now > 1 { overlapped.withLock { $0 = true } }
            usleep(50)
            inside.withLock { $0 -= 1 }
            count.increment()
        })
        let reports = anomalies {
            runConcurrently(threads: 4) { thread in
                for index in 0..<200 { subject.onNext(thread * 1_000 + index) }
            }
        }
        // What a deliverer left to the next feeder may still be delivered by a dispatch queue.
        XCTAssertTrue(waitUntil(timeout: 30) { count.current == 800 })
        XCTAssertFalse(overlapped.current, "observers never receive two events at once")
        XCTAssertEqual(count.current, 800)
        #if DEBUG
        XCTAssertTrue(reports.allSatisfy { $0 == .concurrentDelivery })
        #endif
        _ = reports
        subscription.dispose()
    }

    func testOnAfterCompletionIsIgnored() {
        var events: [Recording<Int>] = []
        _ = Observable<Int>.create { observer in
            observer.onCompleted()
            observer.onNext(1)
            observer.onError(TestError(1))
            observer.onCompleted()
            return Disposables.create()
        }.subscribe { events.append(Recording($0)) }
        XCTAssertEqual(events, [.completed])

        let subject = PublishSubject<Int>()
        var subjectEvents: [Recording<Int>] = []
        _ = subject.subscribe { subjectEvents.append(Recording($0)) }
        subject.onError(TestError(2))
        subject.onNext(3)
        subject.onCompleted()
        XCTAssertEqual(subjectEvents, [.error(TestError(2))])
    }

    // MARK: Bad arguments RxSwift stops on too (preconditions that name the operator and the argument)

    func testTakeNegativeCount() {
        assertPreconditionFailure(containing: "take(_:): count must not be negative (got -1)") { _ = Observable.just(1).take(-1) }
    }

    func testTakeLastNegativeCount() {
        assertPreconditionFailure(containing: "takeLast(_:): count must not be negative (got -2)") { _ = Observable.just(1).takeLast(-2) }
    }

    func testElementAtNegativeIndex() {
        assertPreconditionFailure(containing: "element(at:): index must not be negative (got -1)") { _ = Observable.just(1).element(at: -1) }
    }

    func testRangeNegativeCount() {
        assertPreconditionFailure(containing: "range(start:count:): count must not be negative (got -3)") { _ = Observable.range(start: 0, count: -3) }
    }

    func testRetryNegativeCount() {
        assertPreconditionFailure(containing: "retry(_:): maxAttemptCount must not be negative (got -1)") { _ = Observable.just(1).retry(-1) }
    }

    /// RxSwift converts a `TimeInterval` with `Int(seconds * 1000)`, which stops on NaN.
    func testNaNDurationInSeconds() {
        struct Exercise: DeprecatedAPIExercise {
            @available(*, deprecated, message: "exercises delay(_: TimeInterval, scheduler:)")
            func run() {
                _ = Observable.just(1).delay(.nan, scheduler: TestScheduler(initialClock: 0))
            }
        }
        assertPreconditionFailure(containing: "delay(_:scheduler:): dueTime must be a number (got nan)") {
            (Exercise() as DeprecatedAPIExercise).run()
        }
    }

    /// RxSwift's `TestScheduler` divides by its resolution to turn a time into ticks, and stops
    /// on the infinite or NaN result: not when it is made, only when an operator schedules work
    /// after a time interval.
    func testTestSchedulerOfResolutionZero() {
        let scheduler = TestScheduler(initialClock: 0, resolution: 0)
        let res = scheduler.start { Observable.just(1).map { $0 * 2 } }
        XCTAssertEqual(res.events, [.next(200, 2), .completed(200)], "usable until time is converted")
        assertPreconditionFailure(containing: "TestScheduler: a resolution of 0.0 seconds can't turn") {
            let scheduler = TestScheduler(initialClock: 0, resolution: 0)
            _ = scheduler.start { Observable.just(1).delay(.seconds(1), scheduler: scheduler) }
        }
    }

    // MARK: Bad arguments RxSwift runs (its behaviour, not a stop)

    /// RxSwift skips while its remaining count is positive.
    func testSkipNegativeCountSkipsNothing() {
        var received: [Int] = []
        _ = Observable.of(1, 2).skip(-1).subscribe(onNext: { received.append($0) })
        XCTAssertEqual(received, [1, 2])
    }

    /// RxSwift emits a buffer (closes a window) when it holds exactly `count` elements: never for
    /// a count of zero or less, so only time ends it.
    func testBufferNegativeCountSetsNoLimit() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(211, 2), .next(212, 3), .completed(220)])
        let res = scheduler.start { xs.buffer(timeSpan: .seconds(100), count: -1, scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(220, [1, 2, 3]), .completed(220)])
    }

    /// RxSwift hands a negative interval to the scheduler as it is: due at once (the next tick on
    /// `TestScheduler`, as for zero). Every time operator has a row for it in the timing table.
    func testNegativeDurationIsDueAtOnce() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Observable.just(1).delay(.seconds(-1), scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(201, 1), .completed(202)])
        let intervals = TestScheduler(initialClock: 0)
        let ticks = intervals.start(disposed: 203) { Observable<Int>.interval(.seconds(-1), scheduler: intervals) }
        XCTAssertEqual(ticks.events, [.next(201, 0), .next(202, 1)])
    }

    /// RxSwift's limited merge never subscribes an inner sequence with no slot, and completes with
    /// the outer sequence.
    func testMergeMaxConcurrentZeroNeverSubscribesAnInnerSequence() {
        var subscribed = false
        var events: [Recording<Int>] = []
        let inner = Observable<Int>.deferred { subscribed = true; return .just(1) }
        _ = Observable.of(inner, inner).merge(maxConcurrent: 0).subscribe { events.append(Recording($0)) }
        XCTAssertFalse(subscribed)
        XCTAssertEqual(events, [.completed])
    }

    /// RxSwift has no behaviour to keep there: `ReplaySubject.create(bufferSize: -1)` loops
    /// forever on the first element, under the subject's lock, and sizes below -1 stop the program
    /// when the subject is made. Here a negative size replays nothing, as 0 does, and is reported
    /// in debug builds.
    func testNegativeReplaySizesReplayNothingAndAreReported() {
        var subject: ReplaySubject<Int>?
        var shared: Observable<Int>?
        let reports = anomalies {
            subject = ReplaySubject<Int>.create(bufferSize: -1)
            shared = Observable.of(1, 2).share(replay: -2, scope: .forever)
        }
        #if DEBUG
        XCTAssertEqual(reports, [
            .meaninglessArgument("ReplaySubject.create(bufferSize:): bufferSize is negative (-1): nothing is replayed, as with 0."),
            .meaninglessArgument("share(replay:scope:): replay is negative (-2): nothing is replayed, as with 0."),
        ])
        #endif
        _ = reports
        guard let subject, let shared else { return XCTFail("not made") }
        subject.onNext(1)
        subject.onNext(2)
        var replayed: [Recording<Int>] = []
        _ = subject.subscribe { replayed.append(Recording($0)) }
        subject.onNext(3)
        subject.onCompleted()
        XCTAssertEqual(replayed, [.next(3), .completed])
        _ = shared.subscribe()
        var late: [Recording<Int>] = []
        _ = shared.subscribe { late.append(Recording($0)) }
        XCTAssertEqual(late, [.completed], "the terminal event only, as ReplaySubject of size 0 replays it")
    }

    func testSingleAssignmentDisposableSetTwice() {
        assertPreconditionFailure(containing: "SingleAssignmentDisposable.setDisposable(_:) was called twice") {
            let disposable = SingleAssignmentDisposable()
            disposable.setDisposable(Disposables.create())
            disposable.setDisposable(Disposables.create())
        }
    }

    func testBindingAnError() {
        assertPreconditionFailure(containing: "Binding error: TestError(7)") {
            _ = Observable<Int>.error(TestError(7)).bind(onNext: { _ in })
        }
    }

    func testBindingAnErrorToABinder() {
        assertPreconditionFailure(containing: "Binding error: TestError(8)") {
            _ = Observable<Int>.error(TestError(8)).bind(to: Binder(NSObject()) { _, _ in })
        }
    }

    /// `bind(to:)` hands an error to its observers, as RxSwift does: a subject fails with it.
    func testBindingAnErrorToObserversForwardsIt() {
        let subject = PublishSubject<Int>()
        var received: [Recording<Int>] = []
        _ = subject.subscribe { received.append(Recording($0)) }
        _ = Observable<Int>.concat(.just(1), .error(TestError(7))).bind(to: subject)
        XCTAssertEqual(received, [.next(1), .error(TestError(7))])
        var optionals: [Recording<Int?>] = []
        let optionalObserver = AnyObserver<Int?> { optionals.append(Recording($0)) }
        _ = Observable<Int>.concat(.just(2), .error(TestError(8))).bind(to: optionalObserver, optionalObserver)
        XCTAssertEqual(optionals, [.next(2), .next(2), .error(TestError(8)), .error(TestError(8))])
    }

    func testEnsureRunningOnMainThreadFromAnotherThread() {
        assertPreconditionFailure(containing: "Running on background thread.") {
            let done = DispatchSemaphore(value: 0)
            Thread {
                MainScheduler.ensureRunningOnMainThread()
                done.signal()
            }.start()
            _ = done.wait(timeout: .now() + 10)
        }
    }

    /// RxSwift's `advanceTo(_:)` runs what is due by then and sets the clock to the time given,
    /// even backwards.
    func testAdvancingATestSchedulerToThePast() {
        let scheduler = TestScheduler(initialClock: 100)
        var ranAt: [TestTime] = []
        scheduler.scheduleAt(120) { ranAt.append(scheduler.clock) }
        scheduler.advanceTo(50)
        XCTAssertEqual(scheduler.clock, 50)
        XCTAssertEqual(ranAt, [])
        scheduler.advanceTo(130)
        XCTAssertEqual(ranAt, [120])
        XCTAssertEqual(scheduler.clock, 130)
    }

    func testAdvancingARunningTestScheduler() {
        assertPreconditionFailure(containing: "advanceTo(_:): the scheduler is already running") {
            let scheduler = TestScheduler(initialClock: 0)
            scheduler.scheduleAt(10) { scheduler.advanceTo(20) }
            scheduler.start()
        }
    }

    // MARK: Misused disposables and subjects (defined behaviour)

    func testDisposingTwiceDoesNothingMore() {
        var disposals = 0
        let subscription = Observable<Int>.never().subscribe(onDisposed: { disposals += 1 })
        subscription.dispose()
        subscription.dispose()
        XCTAssertEqual(disposals, 1)
        let composite = CompositeDisposable()
        let counting = CountingDisposable()
        _ = composite.insert(counting)
        composite.dispose()
        composite.dispose()
        XCTAssertEqual(counting.count, 1)
    }

    func testSubscribingADisposedSubjectFailsWithDisposed() {
        let subject = PublishSubject<Int>()
        subject.dispose()
        var received: Error?
        _ = subject.subscribe(onError: { received = $0 })
        guard case RxError.disposed? = received as? RxError else {
            return XCTFail("expected RxError.disposed, got \(String(describing: received))")
        }
        let behavior = BehaviorSubject(value: 1)
        behavior.dispose()
        XCTAssertThrowsError(try behavior.value()) { error in
            guard case RxError.disposed = error as! RxError else { return XCTFail("\(error)") }
        }
    }

    func testDecodingGarbageFailsWithTheDecodingError() {
        struct Item: Decodable { let id: Int }
        var received: Error?
        var elements = 0
        _ = Observable.just(Data("not json".utf8))
            .decode(type: Item.self, decoder: JSONDecoder())
            .subscribe(onNext: { _ in elements += 1 }, onError: { received = $0 })
        XCTAssertEqual(elements, 0)
        XCTAssertTrue(received is DecodingError, "got \(String(describing: received))")
    }

    func testErrorWithoutHandlerGoesToTheDefaultHandler() {
        let previous = Hooks.defaultErrorHandler
        defer { Hooks.defaultErrorHandler = previous }
        let handled = Locked<[String]>([])
        Hooks.defaultErrorHandler = { _, error in handled.append("\(error)") }
        _ = Observable<Int>.error(TestError(9)).subscribe(onNext: { _ in })
        XCTAssertEqual(handled.current, ["TestError(9)"])
    }

    func testSingleWithTwoElementsOrNoneFails() {
        var errors: [Error] = []
        _ = Observable.of(1, 2).single().subscribe(onError: { errors.append($0) })
        _ = Observable<Int>.empty().single().subscribe(onError: { errors.append($0) })
        XCTAssertEqual(errors.count, 2)
        guard errors.count == 2 else { return }
        if case RxError.moreThanOneElement? = errors[0] as? RxError {} else { XCTFail("expected moreThanOneElement, got \(errors[0])") }
        if case RxError.noElements? = errors[1] as? RxError {} else { XCTFail("expected noElements, got \(errors[1])") }
    }

    func testElementAtBeyondTheEndFails() {
        var error: Error?
        _ = Observable.of(1, 2).element(at: 5).subscribe(onError: { error = $0 })
        guard case RxError.argumentOutOfRange? = error as? RxError else {
            return XCTFail("expected RxError.argumentOutOfRange, got \(String(describing: error))")
        }
    }
}
