import RxSwift
import RxTest
import RxTestSupport
import XCTest

// When a sequence ends by itself, in which order the subscriber's callbacks, a source's
// `do(afterCompleted:)` and its `do(onDispose:)` run, operator by operator, exactly as RxSwift
// 6.10.2 runs them (each row was checked against it). Users' tests log side effects and compare
// the logs, so the order is part of the behaviour.
//
// The rule behind most rows: every sink ends its own subscription once it forwarded a terminal
// event, and the subscriber ends nothing upstream; so the sink nearest the subscriber releases
// the chain after the subscriber's `onCompleted` and `onDisposed`, and a `do` before it sees its
// `onDispose` before its own `afterCompleted`. The exceptions are the rows' point: operators whose
// RxSwift sink releases its source before passing the completion on (`flatMap`, `ignoreElements`,
// the combining ones, `multicast`'s connection), and those RxSwift has no sink for (`startWith`,
// `Infallible.do`), where the source's own `do` ends the chain after its `afterCompleted`.

final class DisposalOrderTests: RxTestCase {
    private struct Row {
        let name: String
        let expected: [String]
        let build: (Log) -> Observable<Int>
    }

    private final class Log {
        var entries: [String] = []
        func append(_ entry: String) { entries.append(entry) }
    }

    /// `source` with the logging `do` whose order the rows pin.
    private static func logged(_ source: Observable<Int>, _ log: Log) -> Observable<Int> {
        source.do(
            onError: { _ in log.append("onE") }, afterError: { _ in log.append("afterE") },
            onCompleted: { log.append("onC") }, afterCompleted: { log.append("afterC") },
            onDispose: { log.append("dispose") }
        )
    }

    private static let rows: [Row] = [
        Row(name: "map", expected: ["next", "onC", "sub.c", "sub.d", "dispose", "afterC"]) { logged(.of(1), $0).map { $0 } },
        Row(name: "catch", expected: ["next", "onC", "sub.c", "sub.d", "dispose", "afterC"]) { logged(.of(1), $0).catch { _ in .empty() } },
        Row(name: "take(5)", expected: ["next", "onC", "sub.c", "sub.d", "dispose", "afterC"]) { logged(.of(1), $0).take(5) },
        Row(name: "take(1)", expected: ["next", "sub.c", "sub.d", "dispose"]) { logged(.of(1, 2), $0).take(1) },
        Row(name: "take(until:)", expected: ["next", "onC", "sub.c", "sub.d", "dispose", "afterC"]) { logged(.of(1), $0).take(until: Observable<Int>.never()) },
        Row(name: "retry", expected: ["next", "onC", "sub.c", "sub.d", "dispose", "afterC"]) { logged(.of(1), $0).retry(2) },
        Row(name: "reduce", expected: ["onC", "next", "sub.c", "sub.d", "dispose", "afterC"]) { logged(.of(1), $0).reduce(0, accumulator: +) },
        Row(name: "takeLast", expected: ["onC", "next", "sub.c", "sub.d", "dispose", "afterC"]) { logged(.of(1), $0).takeLast(1) },
        Row(name: "ifEmpty(default:)", expected: ["onC", "next", "sub.c", "sub.d", "afterC", "dispose"]) { logged(.empty(), $0).ifEmpty(default: 3) },
        Row(name: "asInfallible", expected: ["next", "onC", "sub.c", "sub.d", "dispose", "afterC"]) { logged(.of(1), $0).asInfallible(onErrorJustReturn: 0).asObservable() },
        Row(name: "deferred", expected: ["next", "onC", "sub.c", "sub.d", "dispose", "afterC"]) { log in Observable.deferred { logged(.of(1), log) } },
        // Releases the source before passing the completion on.
        Row(name: "flatMap, outer", expected: ["next", "onC", "dispose", "sub.c", "sub.d", "afterC"]) { logged(.of(1), $0).flatMap { Observable.just($0) } },
        Row(name: "flatMap, inner", expected: ["next", "onC", "dispose", "sub.c", "sub.d", "afterC"]) { log in Observable.just(1).flatMap { logged(.of($0), log) } },
        Row(name: "merge(), outer", expected: ["next", "onC", "dispose", "sub.c", "sub.d", "afterC"]) { logged(.of(1), $0).map { Observable.just($0) }.merge() },
        Row(name: "flatMapFirst, outer", expected: ["next", "onC", "dispose", "sub.c", "sub.d", "afterC"]) { logged(.of(1), $0).flatMapFirst { Observable.just($0) } },
        Row(name: "flatMapLatest, outer", expected: ["next", "onC", "dispose", "sub.c", "sub.d", "afterC"]) { logged(.of(1), $0).flatMapLatest { Observable.just($0) } },
        Row(name: "concatMap, inner", expected: ["next", "onC", "dispose", "sub.c", "sub.d", "afterC"]) { log in Observable.just(1).concatMap { logged(.of($0), log) } },
        Row(name: "flatMapFirst, inner", expected: ["next", "onC", "dispose", "sub.c", "sub.d", "afterC"]) { log in Observable.just(1).flatMapFirst { logged(.of($0), log) } },
        Row(name: "groupBy", expected: ["next", "onC", "dispose", "sub.c", "sub.d", "afterC"]) { logged(.of(1), $0).groupBy { $0 }.flatMap { $0 } },
        // With a limit of concurrency the outer sequence is released after the completion.
        Row(name: "concatMap, outer", expected: ["next", "onC", "sub.c", "sub.d", "dispose", "afterC"]) { logged(.of(1), $0).concatMap { Observable.just($0) } },
        Row(name: "merge(maxConcurrent: 2), outer", expected: ["next", "onC", "sub.c", "sub.d", "dispose", "afterC"]) { logged(.of(1), $0).map { Observable.just($0) }.merge(maxConcurrent: 2) },
        Row(name: "concat(), outer", expected: ["next", "onC", "sub.c", "sub.d", "dispose", "afterC"]) { logged(.of(1), $0).map { Observable.just($0) }.concat() },
        // `retry` and `catch(sequence:)` release the source that failed last before passing its
        // error on, once its subscription returned.
        Row(name: "retry(2)", expected: ["onE", "afterE", "dispose", "onE", "afterE", "dispose", "sub.e", "sub.d"]) { logged(.error(TestError()), $0).retry(2) },
        Row(name: "catch(sequence:)", expected: ["onE", "afterE", "dispose", "onE", "afterE", "dispose", "sub.e", "sub.d"]) { log in
            Observable.catch(sequence: [logged(.error(TestError()), log), logged(.error(TestError()), log)])
        },
        Row(name: "catch, handler", expected: ["onE", "afterE", "dispose", "next", "onC", "sub.c", "sub.d", "dispose", "afterC"]) { log in
            logged(.error(TestError()), log).catch { _ in logged(.of(2), log) }
        },
        Row(name: "catchAndReturn", expected: ["onE", "next", "sub.c", "sub.d", "afterE", "dispose"]) { logged(.error(TestError()), $0).catchAndReturn(3) },
        Row(name: "ifEmpty(switchTo:)", expected: ["onC", "afterC", "dispose", "next", "onC", "sub.c", "sub.d", "dispose", "afterC"]) { log in
            logged(.empty(), log).ifEmpty(switchTo: logged(.of(2), log))
        },
        Row(name: "combineLatest", expected: ["next", "onC", "dispose", "afterC", "sub.c", "sub.d"]) { Observable.combineLatest(logged(.of(1), $0), Observable.of(2)) { $0 + $1 } },
        Row(name: "zip", expected: ["next", "onC", "dispose", "afterC", "sub.c", "sub.d"]) { Observable.zip(logged(.of(1), $0), Observable.of(2)) { $0 + $1 } },
        Row(name: "merge", expected: ["next", "next", "onC", "dispose", "afterC", "sub.c", "sub.d"]) { Observable.merge(logged(.of(1), $0), Observable.of(2)) },
        Row(name: "concat, first source", expected: ["next", "onC", "dispose", "afterC", "next", "sub.c", "sub.d"]) { Observable.concat(logged(.of(1), $0), Observable.of(2)) },
        // The last source of a `concat` is released after the completion is passed on.
        Row(name: "concat, last source", expected: ["next", "next", "onC", "sub.c", "sub.d", "dispose", "afterC"]) { Observable.concat(Observable.of(2), logged(.of(1), $0)) },
        // No sink of its own in RxSwift: the source's `do` ends the chain itself.
        Row(name: "startWith", expected: ["next", "next", "onC", "sub.c", "sub.d", "afterC", "dispose"]) { logged(.of(1), $0).startWith(0) },
        // `share(replay: 0 or 1)` keeps the connection until the source ends itself; `multicast`'s
        // connection (every other form) releases the source before the subject passes the event on.
        Row(name: "share(replay: 1)", expected: ["next", "onC", "sub.c", "sub.d", "afterC", "dispose"]) { logged(.of(1), $0).share(replay: 1) },
        Row(name: "share(replay: 2)", expected: ["next", "onC", "dispose", "sub.c", "sub.d", "afterC"]) { logged(.of(1), $0).share(replay: 2) },
        Row(name: "share(scope: .forever)", expected: ["next", "onC", "dispose", "sub.c", "sub.d", "afterC"]) { logged(.of(1), $0).share(scope: .forever) },
        Row(name: "publish().refCount()", expected: ["next", "onC", "dispose", "sub.c", "sub.d", "afterC"]) { logged(.of(1), $0).publish().refCount() },
        // On the main thread the main scheduler delivers at once; `observe(on:)` of a serial queue
        // releases its source once the event was delivered.
        Row(name: "observe(on: MainScheduler.instance)", expected: ["next", "onC", "sub.c", "sub.d", "dispose", "afterC"]) { logged(.of(1), $0).observe(on: MainScheduler.instance) },
        Row(name: "create", expected: ["next", "onC", "sub.c", "sub.d", "afterC", "create.d", "dispose"]) { log in
            logged(Observable.create { observer in
                observer.onNext(1)
                observer.onCompleted()
                return Disposables.create { log.append("create.d") }
            }, log)
        },
        Row(name: "create, subscribed directly", expected: ["next", "sub.c", "sub.d", "create.d"]) { log in
            Observable.create { observer in
                observer.onNext(1)
                observer.onCompleted()
                return Disposables.create { log.append("create.d") }
            }
        },
    ]

    func testEveryRowRunsItsCallbacksInRxSwiftsOrder() {
        XCTAssertTrue(Thread.isMainThread, "the main scheduler's row expects delivery at once")
        for row in Self.rows {
            let log = Log()
            let subscription = row.build(log).subscribe(
                onNext: { _ in log.append("next") },
                onError: { _ in log.append("sub.e") },
                onCompleted: { log.append("sub.c") },
                onDisposed: { log.append("sub.d") }
            )
            XCTAssertEqual(log.entries, row.expected, row.name)
            subscription.dispose()
            XCTAssertEqual(log.entries, row.expected, "\(row.name): disposing after the end runs nothing more")
        }
    }

    func testIgnoreElementsReleasesItsSourceBeforePassingTheCompletionOn() {
        let log = Log()
        _ = Self.logged(.of(1), log).ignoreElements().subscribe(onCompleted: { log.append("sub.c") }, onDisposed: { log.append("sub.d") })
        XCTAssertEqual(log.entries, ["onC", "dispose", "sub.c", "sub.d", "afterC"])
    }

    func testTwoDosUnderASubscriberEndAfterTheNearestOnesAfterCompleted() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(250, 1), .completed(300)])
        let log = Log()
        let chain = xs.asObservable()
            .do(onCompleted: { log.append("A.c") }, afterCompleted: { log.append("A.afterC") }, onDispose: { log.append("A.dispose") })
            .do(onCompleted: { log.append("B.c") }, afterCompleted: { log.append("B.afterC") }, onDispose: { log.append("B.dispose") })
        var subscription: Disposable?
        scheduler.scheduleAt(200) {
            subscription = chain.subscribe(onCompleted: { log.append("sub.c") }, onDisposed: { log.append("sub.d") })
        }
        scheduler.start()
        XCTAssertEqual(log.entries, ["A.c", "B.c", "sub.c", "sub.d", "B.afterC", "A.dispose", "B.dispose", "A.afterC"])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
        subscription?.dispose()
    }

    func testObserveOnATestSchedulerLetsTheSourceEndItselfBeforeDelivering() {
        let scheduler = TestScheduler(initialClock: 0)
        let log = Log()
        _ = Self.logged(.of(1), log).observe(on: scheduler).subscribe(
            onNext: { _ in log.append("next") },
            onCompleted: { log.append("sub.c") },
            onDisposed: { log.append("sub.d") }
        )
        XCTAssertEqual(log.entries, ["onC", "afterC", "dispose"])
        scheduler.start()
        XCTAssertEqual(log.entries, ["onC", "afterC", "dispose", "next", "sub.c", "sub.d"])
    }

    /// Time operators that end the sequence themselves (a timeout, the end of `take(for:)`)
    /// deliver their terminal event first and release the source after it, as RxSwift does;
    /// `timeout(_:other:scheduler:)` subscribes `other` before it releases the source, and a
    /// disposal that comes while `other` is being subscribed reaches `other` once its
    /// subscription returned. Each entry is "tick name" (subscribed at 200, disposed at 300).
    func testTimeOperatorsEndingTheSequenceDeliverTheirEventBeforeReleasingTheSource() {
        func logged(_ other: Observable<Int>, _ log: @escaping (String) -> Void) -> Observable<Int> {
            other.do(
                onNext: { log("o.next \($0)") }, afterNext: { _ in }, onError: { _ in log("o.e") }, afterError: { _ in log("o.afterE") },
                onCompleted: { log("o.c") }, afterCompleted: { log("o.afterC") },
                onSubscribe: { log("o.sub") }, onSubscribed: { log("o.subscribed") }, onDispose: { log("o.dispose") }
            )
        }
        let rows: [ScheduledRow] = [
            ScheduledRow(name: "timeout", expected: ["250 sub.e", "250 sub.d", "250 dispose"]) { scheduler, log in
                Observable<Int>.never().do(onDispose: { log("dispose") }).timeout(.seconds(50), scheduler: scheduler)
            },
            ScheduledRow(name: "timeout, then do", expected: ["250 do.e", "250 sub.e", "250 sub.d", "250 do.afterE", "250 dispose", "250 do.dispose"]) { scheduler, log in
                Observable<Int>.never().do(onDispose: { log("dispose") }).timeout(.seconds(50), scheduler: scheduler)
                    .do(onError: { _ in log("do.e") }, afterError: { _ in log("do.afterE") }, onDispose: { log("do.dispose") })
            },
            ScheduledRow(name: "Single.timeout", expected: ["250 sub.e", "250 sub.d", "250 dispose"]) { scheduler, log in
                Single<Int>.never().do(onDispose: { log("dispose") }).timeout(.seconds(50), scheduler: scheduler).asObservable()
            },
            ScheduledRow(name: "take(for:), then do", expected: ["250 do.c", "250 sub.c", "250 sub.d", "250 do.afterC", "250 dispose", "250 do.dispose"]) { scheduler, log in
                Observable<Int>.never().do(onDispose: { log("dispose") }).take(for: .seconds(50), scheduler: scheduler)
                    .do(onCompleted: { log("do.c") }, afterCompleted: { log("do.afterC") }, onDispose: { log("do.dispose") })
            },
            ScheduledRow(name: "timeout(other:), other completing while subscribed", expected: [
                "250 o.sub", "250 o.subscribed", "250 o.next 1", "250 next", "250 o.next 2", "250 next", "250 o.c", "250 sub.c", "250 sub.d",
                "250 dispose", "250 o.afterC", "250 o.dispose",
            ]) { scheduler, log in
                Observable<Int>.never().do(onDispose: { log("dispose") }).timeout(.seconds(50), other: logged(.of(1, 2), log), scheduler: scheduler)
            },
            ScheduledRow(name: "timeout(other:), other failing while subscribed", expected: [
                "250 o.sub", "250 o.e", "250 sub.e", "250 sub.d", "250 dispose", "250 o.afterE", "250 o.subscribed", "250 o.dispose",
            ]) { scheduler, log in
                Observable<Int>.never().do(onDispose: { log("dispose") }).timeout(.seconds(50), other: logged(.error(TestError()), log), scheduler: scheduler)
            },
            ScheduledRow(name: "timeout(other:), other running on", expected: ["250 o.sub", "250 o.subscribed", "250 dispose", "300 o.dispose", "300 sub.d"]) { scheduler, log in
                Observable<Int>.never().do(onDispose: { log("dispose") }).timeout(.seconds(50), other: logged(.never(), log), scheduler: scheduler)
            },
            ScheduledRow(name: "timeout(other:), other completing later", expected: [
                "250 o.sub", "250 o.subscribed", "250 dispose", "260 o.next 3", "260 next", "260 o.c", "260 sub.c", "260 sub.d", "260 o.dispose", "260 o.afterC",
            ]) { scheduler, log in
                let other = scheduler.createHotObservable([.next(260, 3), .completed(260)]).asObservable()
                return Observable<Int>.never().do(onDispose: { log("dispose") }).timeout(.seconds(50), other: logged(other, log), scheduler: scheduler)
            },
            // The sequence ends at the first element of `other`, whose `of` goes on until its
            // subscription returned.
            ScheduledRow(name: "timeout(other:) + take(1)", expected: [
                "250 o.sub", "250 o.subscribed", "250 o.next 1", "250 next", "250 sub.c", "250 sub.d", "250 dispose",
                "250 o.next 2", "250 o.next 3", "250 o.c", "250 o.afterC", "250 o.dispose",
            ]) { scheduler, log in
                Observable<Int>.never().do(onDispose: { log("dispose") }).timeout(.seconds(50), other: logged(.of(1, 2, 3), log), scheduler: scheduler).take(1)
            },
        ]
        for row in rows {
            XCTAssertEqual(Self.scheduledLog(disposingAt: 300, row.build), row.expected, row.name)
        }
    }

    /// `throttle` whose source completes while an element waits for its period lets go of the
    /// source at once, but the source's sink ends itself only once it forwarded the completion:
    /// after a `do`'s `afterCompleted`, as in RxSwift. The element and the completion follow
    /// when the period ends.
    func testThrottleCompletingWithAPendingElementLetsTheSourceEndItself() {
        let log = Self.scheduledLog(disposingAt: 300) { scheduler, log in
            Observable.of(8, 3, scheduler: scheduler)
                .do(
                    onNext: { _ in log("a.n") }, afterNext: { _ in log("a.after n") },
                    onCompleted: { log("a.c") }, afterCompleted: { log("a.after c") }, onDispose: { log("a.dispose") }
                )
                .throttle(.seconds(20), latest: true, scheduler: scheduler)
        }
        XCTAssertEqual(log, [
            "201 a.n", "201 next", "201 a.after n", "202 a.n", "202 a.after n",
            "203 a.c", "203 a.after c", "203 a.dispose", "221 next", "221 sub.c", "221 sub.d",
        ])
    }

    /// Sources that end later, on the scheduler (subscribed at 200, each step 10 ticks apart):
    /// who is released before the subscriber hears of the end, and whether a successor is
    /// subscribed before the sequence it replaces is released. Each order is RxSwift 6.10.2's.
    func testSourcesEndingLaterAreReleasedInRxSwiftsOrder() {
        struct E: Error {}
        func cold(_ scheduler: TestScheduler, _ name: String, _ events: [Recorded<Event<Int>>], _ log: @escaping (String) -> Void) -> Observable<Int> {
            scheduler.createColdObservable(events).asObservable().do(
                onError: { _ in log("\(name).e") }, onCompleted: { log("\(name).c") },
                onSubscribe: { log("\(name).sub") }, onDispose: { log("\(name).dispose") }
            )
        }
        let rows: [ScheduledRow] = [
            // The last error passes before the source that failed is released.
            ScheduledRow(name: "retry(2)", expected: ["200 a.sub", "210 a.e", "210 a.dispose", "210 a.sub", "220 a.e", "220 sub.e", "220 sub.d", "220 a.dispose"]) { scheduler, log in
                cold(scheduler, "a", [.error(10, E())], log).retry(2)
            },
            ScheduledRow(name: "catch(sequence:)", expected: ["200 a.sub", "210 a.e", "210 a.dispose", "210 b.sub", "220 b.e", "220 sub.e", "220 sub.d", "220 b.dispose"]) { scheduler, log in
                Observable.catch(sequence: [cold(scheduler, "a", [.error(10, E())], log), cold(scheduler, "b", [.error(10, E())], log)])
            },
            // The fallback is subscribed before the sequence it replaces is released.
            ScheduledRow(name: "catch", expected: ["200 a.sub", "210 a.e", "210 b.sub", "210 a.dispose", "220 b.c", "220 sub.c", "220 sub.d", "220 b.dispose"]) { scheduler, log in
                cold(scheduler, "a", [.error(10, E())], log).catch { _ in cold(scheduler, "b", [.completed(10)], log) }
            },
            ScheduledRow(name: "ifEmpty(switchTo:)", expected: ["200 a.sub", "210 a.c", "210 b.sub", "210 a.dispose", "220 b.c", "220 sub.c", "220 sub.d", "220 b.dispose"]) { scheduler, log in
                cold(scheduler, "a", [.completed(10)], log).ifEmpty(switchTo: cold(scheduler, "b", [.completed(10)], log))
            },
            // `ifEmpty(switchTo:)` lets the source that completed end itself, after its
            // `do(afterCompleted:)`.
            ScheduledRow(name: "ifEmpty(switchTo:), afterCompleted", expected: ["210 a.c", "210 b.sub", "210 a.after c", "210 a.dispose", "215 next", "900 sub.d"]) { scheduler, log in
                scheduler.createColdObservable([Recorded<Event<Int>>.completed(10)]).asObservable()
                    .do(onCompleted: { log("a.c") }, afterCompleted: { log("a.after c") }, onDispose: { log("a.dispose") })
                    .ifEmpty(switchTo: scheduler.createColdObservable([.next(5, 1)]).asObservable().do(onSubscribe: { log("b.sub") }))
            },
            ScheduledRow(name: "asInfallible(onErrorFallbackTo:)", expected: ["200 a.sub", "210 a.e", "210 next", "210 sub.c", "210 sub.d", "210 a.dispose"]) { scheduler, log in
                cold(scheduler, "a", [.error(10, E())], log).asInfallible(onErrorFallbackTo: .just(3)).asObservable()
            },
            // The trigger ended already: the source that failed is released before the end passes.
            ScheduledRow(name: "retry(when:)", expected: ["200 a.sub", "210 a.e", "210 a.dispose", "210 a.sub", "220 a.e", "220 a.dispose", "220 sub.c", "220 sub.d"]) { scheduler, log in
                cold(scheduler, "a", [.error(10, E())], log).retry(when: { (errors: Observable<Error>) in errors.take(1) })
            },
            // The source that failed is released before the handler hears of the error.
            ScheduledRow(name: "retry(when:), handler", expected: [
                "200 a.sub", "210 a.e", "210 a.dispose", "210 handler", "210 a.sub", "220 a.e", "220 a.dispose", "220 handler", "220 a.sub",
                "230 a.e", "230 a.dispose", "230 sub.c", "230 sub.d",
            ]) { scheduler, log in
                cold(scheduler, "a", [.error(10, E())], log).retry(when: { (errors: Observable<Error>) in errors.do(onNext: { _ in log("handler") }).take(2) })
            },
            ScheduledRow(name: "andThen", expected: ["200 a.sub", "210 a.c", "210 a.dispose", "210 b.sub", "220 b.c", "220 sub.c", "220 sub.d", "220 b.dispose"]) { scheduler, log in
                cold(scheduler, "a", [.completed(10)], log).ignoreElements().asCompletable().andThen(cold(scheduler, "b", [.completed(10)], log))
            },
            // The input that failed is released first, the others after the error passed.
            ScheduledRow(name: "combineLatest", expected: ["200 a.sub", "200 b.sub", "205 next", "210 a.e", "210 a.dispose", "210 sub.e", "210 sub.d", "210 b.dispose"]) { scheduler, log in
                Observable.combineLatest(cold(scheduler, "a", [.next(5, 1), .error(10, E())], log), cold(scheduler, "b", [.next(5, 1)], log)) { $0 + $1 }
            },
            ScheduledRow(name: "zip", expected: ["200 a.sub", "200 b.sub", "205 next", "210 a.e", "210 a.dispose", "210 sub.e", "210 sub.d", "210 b.dispose"]) { scheduler, log in
                Observable.zip(cold(scheduler, "a", [.next(5, 1), .error(10, E())], log), cold(scheduler, "b", [.next(5, 1)], log)) { $0 + $1 }
            },
            // The inner sequence that ended is released before its end passes.
            ScheduledRow(name: "flatMapLatest, inner completes last", expected: ["200 o.sub", "205 i.sub", "206 o.c", "206 o.dispose", "210 next", "215 i.c", "215 i.dispose", "215 sub.c", "215 sub.d"]) { scheduler, log in
                cold(scheduler, "o", [.next(5, 1), .completed(6)], log).flatMapLatest { _ in cold(scheduler, "i", [.next(5, 1), .completed(10)], log) }
            },
            ScheduledRow(name: "flatMapLatest, inner fails", expected: ["200 o.sub", "205 i.sub", "210 next", "215 i.e", "215 i.dispose", "215 sub.e", "215 sub.d", "215 o.dispose"]) { scheduler, log in
                cold(scheduler, "o", [.next(5, 1)], log).flatMapLatest { _ in cold(scheduler, "i", [.next(5, 1), .error(10, E())], log) }
            },
            // Over a collection, the inputs are released once the sequence ended, in order; one
            // that completes early is released when it completes.
            ScheduledRow(name: "combineLatest([...]), error", expected: ["200 a.sub", "200 b.sub", "205 next", "210 a.e", "210 sub.e", "210 sub.d", "210 a.dispose", "210 b.dispose"]) { scheduler, log in
                Observable.combineLatest([cold(scheduler, "a", [.next(5, 1), .error(10, E())], log), cold(scheduler, "b", [.next(5, 1)], log)]).map { $0.count }
            },
            ScheduledRow(name: "combineLatest([...]), completion", expected: ["200 a.sub", "200 b.sub", "205 next", "210 a.c", "210 a.dispose", "220 b.c", "220 sub.c", "220 sub.d", "220 b.dispose"]) { scheduler, log in
                Observable.combineLatest([cold(scheduler, "a", [.next(5, 1), .completed(10)], log), cold(scheduler, "b", [.next(5, 1), .completed(20)], log)]).map { $0.count }
            },
            ScheduledRow(name: "zip([...]), completion", expected: ["200 a.sub", "200 b.sub", "205 next", "210 a.c", "210 a.dispose", "250 sub.c", "250 sub.d", "250 b.dispose"]) { scheduler, log in
                Observable.zip([cold(scheduler, "a", [.next(5, 1), .completed(10)], log), cold(scheduler, "b", [.next(5, 1), .next(50, 2)], log)]).map { $0.count }
            },
            // The inputs are released in the order they were subscribed.
            ScheduledRow(name: "combineLatest of 3, the first fails", expected: ["200 a.sub", "200 b.sub", "200 c.sub", "210 a.e", "210 a.dispose", "210 sub.e", "210 sub.d", "210 b.dispose", "210 c.dispose"]) { scheduler, log in
                Observable.combineLatest(
                    cold(scheduler, "a", [.error(10, E())], log), cold(scheduler, "b", [.next(5, 1)], log), cold(scheduler, "c", [.next(5, 1)], log)
                ) { $0 + $1 + $2 }
            },
            // A sampler that completes ends itself, after its `do(afterCompleted:)`.
            ScheduledRow(name: "sample, the sampler completes", expected: ["220 t.c", "220 next", "220 t.after c", "220 t.dispose", "900 sub.d"]) { scheduler, log in
                scheduler.createColdObservable([.next(5, 1)]).asObservable()
                    .sample(
                        scheduler.createColdObservable([Recorded<Event<Int>>.completed(20)]).asObservable()
                            .do(onCompleted: { log("t.c") }, afterCompleted: { log("t.after c") }, onDispose: { log("t.dispose") })
                    )
            },
            // `delay` lets its source go before an error passes (at once, undelayed).
            ScheduledRow(name: "delay, error", expected: ["200 a.sub", "210 a.e", "210 a.dispose", "210 sub.e", "210 sub.d"]) { scheduler, log in
                cold(scheduler, "a", [.error(10, E())], log).delay(.seconds(50), scheduler: scheduler)
            },
        ]
        for row in rows {
            XCTAssertEqual(Self.scheduledLog(disposingAt: 900, row.build), row.expected, row.name)
        }
    }

    /// Sources that end while they are subscribed (at 200): RxSwift releases what a sink
    /// subscribed only once the sink's own subscription returned, so a fallback is subscribed, and
    /// every input of a combining operator, before the sequence that ended is released. Each
    /// order is RxSwift 6.10.2's.
    func testSequencesEndingWhileSubscribedAreReleasedInRxSwiftsOrder() {
        struct E: Error {}
        /// A source that emits `elements` and ends (with an error if `fails`) while subscribed.
        func created(_ name: String, _ elements: [Int], fails: Bool, _ log: @escaping (String) -> Void) -> Observable<Int> {
            Observable.create { observer in
                log("\(name).create")
                elements.forEach(observer.onNext)
                if fails { observer.onError(E()) } else { observer.onCompleted() }
                return Disposables.create { log("\(name).dispose") }
            }
        }
        /// A source that emits `elements` while subscribed and never ends.
        func endless(_ name: String, _ log: @escaping (String) -> Void, emitting elements: [Int] = []) -> Observable<Int> {
            Observable.create { observer in
                log("\(name).create")
                elements.forEach(observer.onNext)
                return Disposables.create { log("\(name).dispose") }
            }
        }
        func logged(_ source: Observable<Int>, _ name: String, _ log: @escaping (String) -> Void) -> Observable<Int> {
            source.do(
                onNext: { _ in log("\(name).n") }, onError: { _ in log("\(name).e") }, onCompleted: { log("\(name).c") },
                onSubscribe: { log("\(name).sub") }, onDispose: { log("\(name).dispose") }
            )
        }
        /// `logged`, with the callbacks that run after an event and once subscribed.
        func traced(_ source: Observable<Int>, _ name: String, _ log: @escaping (String) -> Void) -> Observable<Int> {
            source.do(
                onNext: { _ in log("\(name).n") }, afterNext: { _ in log("\(name).after n") },
                onCompleted: { log("\(name).c") }, afterCompleted: { log("\(name).after c") },
                onSubscribe: { log("\(name).sub") }, onSubscribed: { log("\(name).subscribed") }, onDispose: { log("\(name).dispose") }
            )
        }
        let rows: [ScheduledRow] = [
            // A fallback that ends the sequence while subscribed releases the sequence it
            // replaces first: that one is still the current subscription.
            ScheduledRow(name: "asInfallible(onErrorFallbackTo:), fallback ending at once", expected: [
                "200 a.sub", "200 a.subscribed", "205 a.n", "205 a.after n", "210 a.n", "210 b.create", "210 sub.c", "210 sub.d", "210 a.dispose", "210 b.dispose", "210 a.after n",
            ]) { scheduler, log in
                traced(scheduler.createColdObservable([.next(5, 1), .next(10, 2)]).asObservable(), "a", log)
                    .asSingle()
                    .asInfallible(onErrorFallbackTo: created("b", [], fails: false, log).asInfallible(onErrorJustReturn: 0))
                    .asObservable()
            },
            // A connection, and `delaySubscription`'s subscription, release a source that ended
            // while subscribed once the subscription returned: after its `afterCompleted`.
            ScheduledRow(name: "publish, connected to a source ending at once", expected: [
                "300 a.sub", "300 a.subscribed", "300 a.n", "300 next", "300 a.after n", "300 a.c", "300 sub.c", "300 sub.d", "300 a.after c", "300 a.dispose",
            ]) { scheduler, log in
                let published = traced(.of(1), "a", log).publish()
                scheduler.scheduleAt(300) { _ = published.connect() }
                return published
            },
            ScheduledRow(name: "delaySubscription of a source ending at once", expected: [
                "350 a.sub", "350 a.subscribed", "350 a.n", "350 next", "350 a.after n", "350 a.c", "350 sub.c", "350 sub.d", "350 a.after c", "350 a.dispose",
            ]) { scheduler, log in
                traced(.of(6), "a", log).delaySubscription(.seconds(150), scheduler: scheduler)
            },
            // The source is subscribed and runs although the second sequence failed.
            ScheduledRow(name: "withLatestFrom, the second fails", expected: [
                "200 sub.e", "200 sub.d", "200 a.sub", "200 a.n", "200 a.after n", "200 a.c", "200 a.after c", "200 a.subscribed", "200 a.dispose",
            ]) { _, log in
                traced(.just(1), "a", log).withLatestFrom(Observable<Int>.error(E()))
            },
            // The sources after the one that failed are subscribed all the same; the one that
            // failed is released first, the others once all are subscribed.
            ScheduledRow(name: "merge, the third fails", expected: [
                "200 a.create", "200 b.sub", "200 c.create", "200 sub.e", "200 sub.d", "200 c.dispose", "200 d.sub", "200 a.dispose", "200 b.dispose", "200 d.dispose",
            ]) { scheduler, log in
                Observable.merge(
                    Observable<Int>.create { _ in
                        log("a.create")
                        return Disposables.create { log("a.dispose") }
                    },
                    logged(scheduler.createColdObservable([]).asObservable(), "b", log),
                    created("c", [], fails: true, log),
                    logged(scheduler.createColdObservable([]).asObservable(), "d", log)
                )
            },
            // A flattening operator whose source fails while it is subscribed releases that
            // source first, then the inner sequences, once the subscription returned; an inner
            // sequence that fails at once is released first (its own subscription returned).
            ScheduledRow(name: "flatMap, the source fails while subscribed", expected: [
                "200 a.create", "200 b1.create", "200 b2.create", "200 sub.e", "200 sub.d", "200 a.dispose", "200 b1.dispose", "200 b2.dispose",
            ]) { _, log in
                created("a", [1, 2], fails: true, log).flatMap { endless("b\($0)", log) }
            },
            ScheduledRow(name: "flatMapLatest, the source fails while subscribed", expected: [
                "200 a.create", "200 b1.create", "200 b1.dispose", "200 b2.create", "200 sub.e", "200 sub.d", "200 a.dispose", "200 b2.dispose",
            ]) { _, log in
                created("a", [1, 2], fails: true, log).flatMapLatest { endless("b\($0)", log) }
            },
            ScheduledRow(name: "switchLatest, the source fails while subscribed", expected: [
                "200 a.create", "200 b1.create", "200 b1.dispose", "200 b2.create", "200 sub.e", "200 sub.d", "200 a.dispose", "200 b2.dispose",
            ]) { _, log in
                created("a", [1, 2], fails: true, log).map { endless("b\($0)", log) }.switchLatest()
            },
            ScheduledRow(name: "concatMap, the source fails while subscribed", expected: [
                "200 a.create", "200 b1.create", "200 sub.e", "200 sub.d", "200 a.dispose", "200 b1.dispose",
            ]) { _, log in
                created("a", [1, 2], fails: true, log).concatMap { endless("b\($0)", log) }
            },
            ScheduledRow(name: "flatMap, an inner sequence fails at once", expected: [
                "200 a.create", "200 b1.create", "200 b1.dispose", "200 b2.create", "200 sub.e", "200 sub.d", "200 b2.dispose", "200 a.dispose",
            ]) { _, log in
                endless("a", log, emitting: [1, 2]).flatMap { created("b\($0)", [], fails: $0 == 2, log) }
            },
            // The sampler that failed is released when its own subscription returned, the
            // source once both are subscribed.
            ScheduledRow(name: "sample, the sampler fails at once", expected: [
                "200 a.create", "200 s.create", "200 sub.e", "200 sub.d", "200 s.dispose", "200 a.dispose",
            ]) { _, log in
                endless("a", log).sample(created("s", [], fails: true, log))
            },
            ScheduledRow(name: "catch", expected: ["200 a.create", "200 b.create", "200 sub.e", "200 sub.d", "200 b.dispose", "200 a.dispose"]) { _, log in
                created("a", [], fails: true, log).catch { _ in created("b", [], fails: true, log) }
            },
            ScheduledRow(name: "asInfallible(onErrorFallbackTo:)", expected: ["200 a.create", "200 sub.c", "200 sub.d", "200 a.dispose"]) { _, log in
                created("a", [], fails: true, log).asInfallible(onErrorFallbackTo: .empty()).asObservable()
            },
            ScheduledRow(name: "ifEmpty(switchTo:)", expected: ["200 a.create", "200 next", "200 a.dispose", "900 sub.d"]) { _, log in
                created("a", [], fails: false, log).ifEmpty(switchTo: BehaviorSubject(value: 1))
            },
            ScheduledRow(name: "andThen", expected: ["200 a.create", "200 next", "200 a.dispose", "900 sub.d"]) { _, log in
                let replaying = ReplaySubject<Int>.create(bufferSize: 2)
                replaying.onNext(7)
                return created("a", [], fails: false, log).ignoreElements().asCompletable().andThen(replaying)
            },
            ScheduledRow(name: "using, single, catch", expected: ["200 sub.c", "200 sub.d", "200 resource"]) { _, log in
                Observable.using({ LoggedResource(log) }, observableFactory: { _ in Observable<Int>.empty() })
                    .single()
                    .catch { _ in .empty() }
            },
            // The input that failed is released when its own subscription returned, the others
            // (including those subscribed after it) once every input is subscribed.
            ScheduledRow(name: "combineLatest of 3, the third fails", expected: [
                "200 a.sub", "200 b.sub", "200 c.sub", "200 c.e", "200 sub.e", "200 sub.d", "200 c.dispose", "200 a.dispose", "200 b.dispose",
            ]) { scheduler, log in
                Observable.combineLatest(
                    logged(scheduler.createColdObservable([.next(5, 1)]).asObservable(), "a", log),
                    logged(scheduler.createColdObservable([.next(5, 1)]).asObservable(), "b", log),
                    logged(.error(E()), "c", log)
                ) { $0 + $1 + $2 }
            },
            ScheduledRow(name: "combineLatest([...]), the second fails", expected: [
                "200 a.sub", "200 b.sub", "200 b.e", "200 sub.e", "200 sub.d", "200 b.dispose", "200 c.sub", "200 a.dispose", "200 c.dispose",
            ]) { scheduler, log in
                Observable.combineLatest([
                    logged(scheduler.createColdObservable([.next(5, 1)]).asObservable(), "a", log),
                    logged(.error(E()), "b", log),
                    logged(scheduler.createColdObservable([.next(5, 1)]).asObservable(), "c", log),
                ]).map { $0.count }
            },
            // The source is subscribed although the trigger fired, and runs until `take(until:)`'s
            // subscription returned: a `do` before it sees its events.
            ScheduledRow(name: "take(until:) of a trigger firing at once", expected: ["200 sub.c", "200 sub.d", "200 a.sub", "200 a.n", "200 a.c", "200 a.dispose"]) { _, log in
                logged(.just(1), "a", log).take(until: Observable.just(1))
            },
            // `concat` completes once the last source, which completed while subscribed, was
            // released.
            ScheduledRow(name: "concat", expected: ["200 a.create", "200 next", "200 a.dispose", "200 b.create", "200 next", "200 b.dispose", "200 sub.c", "200 sub.d"]) { _, log in
                Observable.concat([created("a", [1], fails: false, log), created("b", [1], fails: false, log)])
            },
            // `do` reports `onSubscribed` before the subscription that ended while it was made is
            // released.
            ScheduledRow(name: "do before take(while:)", expected: [
                "200 sub", "200 a.create", "200 n", "200 sub.c", "200 sub.d", "200 after n", "200 subscribed", "200 a.dispose", "200 dispose",
            ]) { _, log in
                Observable<Int>.create { observer in
                    log("a.create")
                    observer.onNext(11)
                    return Disposables.create { log("a.dispose") }
                }
                .do(
                    onNext: { _ in log("n") }, afterNext: { _ in log("after n") },
                    onSubscribe: { log("sub") }, onSubscribed: { log("subscribed") }, onDispose: { log("dispose") }
                )
                .take(while: { $0 < 11 })
            },
            // The trigger that ended the sequence is released with it, after the source.
            ScheduledRow(name: "take(until:) of itself", expected: ["200 a.create", "200 sub.c", "200 sub.d", "200 a.create", "200 a.dispose", "200 a.dispose"]) { _, log in
                let endless = Observable<Int>.create { observer in
                    log("a.create")
                    observer.onNext(19)
                    return Disposables.create { log("a.dispose") }
                }
                return endless.take(until: endless)
            },
        ]
        for row in rows {
            XCTAssertEqual(Self.scheduledLog(disposingAt: 900, row.build), row.expected, row.name)
        }
    }

    /// A source that ends while `using` subscribes it is released (once its subscription
    /// returned) before the resource, as RxSwift releases them.
    func testUsingReleasesTheResourceAfterASourceThatEndedDuringItsSubscription() {
        let log = Log()
        _ = Observable<Int>.using({ LoggedResource(log.append) }, observableFactory: { _ in
            Observable<Int>.create { observer in
                observer.onCompleted()
                return Disposables.create { log.append("create.dispose") }
            }
            .do(onCompleted: { log.append("onC") }, onDispose: { log.append("dispose") })
        })
        .subscribe(onCompleted: { log.append("sub.c") }, onDisposed: { log.append("sub.d") })
        XCTAssertEqual(log.entries, ["onC", "sub.c", "sub.d", "create.dispose", "dispose", "resource"])
    }

    /// A chain built on a `TestScheduler` and what it logs ("tick entry").
    private struct ScheduledRow {
        let name: String
        let expected: [String]
        let build: (TestScheduler, @escaping (String) -> Void) -> Observable<Int>
    }

    /// Runs the chain `build` makes, subscribed at 200 and disposed at `disposalTick`, and returns
    /// what it and the subscriber logged, each entry with its tick.
    private static func scheduledLog(disposingAt disposalTick: Int, _ build: (TestScheduler, @escaping (String) -> Void) -> Observable<Int>) -> [String] {
        let scheduler = TestScheduler(initialClock: 0)
        var entries: [String] = []
        let log = { (entry: String) in entries.append("\(scheduler.clock) \(entry)") }
        let chain = build(scheduler, log)
        var subscription: Disposable?
        scheduler.scheduleAt(200) {
            subscription = chain.subscribe(
                onNext: { _ in log("next") },
                onError: { _ in log("sub.e") },
                onCompleted: { log("sub.c") },
                onDisposed: { log("sub.d") }
            )
        }
        scheduler.scheduleAt(disposalTick) { subscription?.dispose() }
        scheduler.start()
        return entries
    }

    func testInfallibleDoEndsAfterItsAfterCompleted() {
        let log = Log()
        _ = Infallible.of(1)
            .do(onCompleted: { log.append("onC") }, afterCompleted: { log.append("afterC") }, onDispose: { log.append("dispose") })
            .subscribe(onCompleted: { log.append("sub.c") }, onDisposed: { log.append("sub.d") })
        XCTAssertEqual(log.entries, ["onC", "sub.c", "sub.d", "afterC", "dispose"])
    }
}

/// A resource for `using` that logs its disposal as "resource".
private final class LoggedResource: Disposable, @unchecked Sendable {
    // @unchecked Sendable: used on the test's thread only.
    private let log: (String) -> Void
    init(_ log: @escaping (String) -> Void) { self.log = log }
    func dispose() { log("resource") }
}
