import Foundation
import RxSwift
import RxTest
import RxTestSupport
import XCTest

// The operator contract, checked for the whole catalog (every public operator of RxSwift 6, without
// creation and async/await bridging), one row per operator:
//
// 1. an error passes through: it comes out at the time RxSwift 6 emits it, after what came out
//    before it anyway, and every source is unsubscribed by then (operators that handle errors state
//    what they do instead);
// 2. disposing mid-stream (at 400, sources still emitting) unsubscribes every source, inner and
//    other sequence, cancels every timer, and nothing is emitted afterwards;
// 3. an element fed into a source from inside the subscriber's `onNext` gives the same events in the
//    same order as feeding it after `onNext` returned, and the grammar holds.
//
// Source `k` emits 10k+1, 10k+2, ... at 210, 220, 230, 240, 270, 330, 410, 450 (+3k) and completes
// at 500 (+3k) (see `ContractTimeline`). A new operator is one row.

/// Kept alive for the whole run: `withUnretained` completes once its object is gone.
private let unretainedOwner = NSObject()

/// A connectable sequence connected by its one subscriber, disconnected by its disposal.
private func connected(_ connectable: ConnectableObservable<Int>) -> Observable<Int> {
    Observable.create { observer in
        let subscription = connectable.subscribe(observer)
        let connection = connectable.connect()
        return Disposables.create(subscription, connection)
    }
}

/// Two subscribers of one shared sequence, merged.
private func twoSubscribers(_ shared: Observable<Int>) -> Observable<String> {
    Observable.merge(shared.map { "a\($0)" }, shared.map { "b\($0)" })
}

// MARK: - Expectations of the error-handling rows (source 0 fails at 250)

/// What source 0 emits before failing.
private let beforeFailure: [Recorded<Event<String>>] = [.next(210, "1"), .next(220, "2"), .next(230, "3"), .next(240, "4")]

/// What hot source 1 emits after 250.
private let source1AfterFailure: [Recorded<Event<String>>] = [.next(273, "15"), .next(333, "16"), .next(413, "17"), .next(453, "18"), .completed(503)]

/// A cold source 0 failing at 50 after each of `rounds` subscriptions, the first at 200.
private func coldRounds(_ rounds: Int, disposedAt end: TestTime? = nil) -> (events: [Recorded<Event<String>>], subscriptions: [Subscription]) {
    var events: [Recorded<Event<String>>] = []
    var subscriptions: [Subscription] = []
    for round in 0..<rounds {
        let start = 200 + 50 * round
        events += (1...4).map { .next(start + 10 * $0, "\($0)") }
        subscriptions.append(Subscription(start, min(start + 50, end ?? .max)))
    }
    return (events, subscriptions)
}

private let threeRoundsThenError: ContractErrorExpectation = .handles(
    events: coldRounds(3).events + [.error(350, contractError)],
    subscriptions: [coldRounds(3).subscriptions]
)

/// Fails at the third error, resubscribes after the first two.
private func retryTwice<E: Error>(_ errors: Observable<E>) -> Observable<Int> {
    errors.enumerated().flatMap { index, error -> Observable<Int> in
        index < 2 ? .just(0) : .error(error)
    }
}

private let recoveredWithSource1: ContractErrorExpectation = .handles(
    events: beforeFailure + source1AfterFailure,
    subscriptions: [[Subscription(200, 250)], [Subscription(250, 503)]]
)

private let replacedByZero: ContractErrorExpectation = .handles(
    events: beforeFailure + [.next(250, "0"), .completed(250)],
    subscriptions: [[Subscription(200, 250)]]
)

private let onlyAtCompletion = ContractReentrancyRule.skip(because: "emits only when the source completes: nothing left to feed")
private let noElements = ContractReentrancyRule.skip(because: "emits no element")
private let frozenTimeEmitsNothing = ContractReentrancyRule.skip(because: "emits from its timers, and the fed run's time stands still")

// MARK: - The catalog

private let operatorRows: [OperatorRow] = transformingRows + filteringRows + combiningRows + errorHandlingRows + utilityRows + sharingRows

private let transformingRows: [OperatorRow] = [
    OperatorRow("map") { s in s[0].map { $0 * 2 } },
    OperatorRow("map(keyPath)") { s in s[0].map(\.description) },
    OperatorRow("compactMap") { s in s[0].compactMap { $0.isMultiple(of: 3) ? nil : $0 } },
    OperatorRow("flatMap", sources: [.hot, .hot]) { s in s[0].flatMap { x in s[1].map { "\(x)-\($0)" } } },
    OperatorRow("flatMapFirst", sources: [.hot, .hot]) { s in s[0].flatMapFirst { x in s[1].map { "\(x)-\($0)" } } },
    OperatorRow("flatMapLatest", sources: [.hot, .hot]) { s in s[0].flatMapLatest { x in s[1].map { "\(x)-\($0)" } } },
    OperatorRow("concatMap", sources: [.hot, .hot]) { s in s[0].concatMap { x in s[1].take(2).map { "\(x)-\($0)" } } },
    // An inner `just` is delivered without an inner subscription (a shortcut of its own).
    OperatorRow("flatMap inner just") { s in s[0].flatMap { Observable.just($0 * 2) } },
    OperatorRow("flatMapLatest inner just") { s in s[0].flatMapLatest { Observable.just($0 * 2) } },
    OperatorRow("concatMap inner just") { s in s[0].concatMap { Observable.just($0 * 2) } },
    OperatorRow("scan(_:accumulator:)") { s in s[0].scan(0, accumulator: +) },
    OperatorRow("scan(into:accumulator:)") { s in s[0].scan(into: [Int]()) { $0.append($1) } },
    OperatorRow("buffer(timeSpan:count:scheduler:)") { s in s[0].buffer(timeSpan: .seconds(35), count: 3, scheduler: s.scheduler) },
    OperatorRow("window(timeSpan:count:scheduler:)") { s in
        s[0].window(timeSpan: .seconds(35), count: 3, scheduler: s.scheduler).enumerated().flatMap { index, window in window.map { "\(index):\($0)" } }
    },
    OperatorRow("groupBy(keySelector:)") { s in s[0].groupBy { $0 % 3 }.flatMap { group in group.map { "\(group.key):\($0)" } } },
    OperatorRow("enumerated") { s in s[0].enumerated().map { "\($0.index):\($0.element)" } },
    OperatorRow("materialize", onError: .handles(
        events: (1...4).map { .next(200 + 10 * $0, "\(Event.next($0))") } + [.next(250, "\(Event<Int>.error(contractError))"), .completed(250)],
        subscriptions: [[Subscription(200, 250)]]
    )) { s in s[0].materialize() },
    OperatorRow("dematerialize") { s in s[0].materialize().dematerialize() },
    OperatorRow("toArray", reentrancy: onlyAtCompletion) { s in s[0].toArray() },
    OperatorRow("reduce(_:accumulator:)", reentrancy: onlyAtCompletion) { s in s[0].reduce(0, accumulator: +) },
    OperatorRow("reduce(_:accumulator:mapResult:)", reentrancy: onlyAtCompletion) { s in s[0].reduce(0, accumulator: +) { $0 * 10 } },
    OperatorRow("decode(type:decoder:)") { s in s[0].map { Data("\($0)".utf8) }.decode(type: Int.self, decoder: JSONDecoder()) },
    OperatorRow("withUnretained") { s in s[0].withUnretained(unretainedOwner).map { $1 } },
    OperatorRow("withUnretained(resultSelector:)") { s in s[0].withUnretained(unretainedOwner) { $1 } },
]

private let filteringRows: [OperatorRow] = [
    OperatorRow("filter") { s in s[0].filter { $0 % 2 == 1 } },
    // `map` followed by `filter` runs as one stage.
    OperatorRow("map + filter") { s in s[0].map { $0 * 3 }.filter { $0 % 2 == 1 } },
    OperatorRow("distinctUntilChanged()") { s in s[0].map { $0 / 2 }.distinctUntilChanged() },
    OperatorRow("distinctUntilChanged(keySelector)") { s in s[0].distinctUntilChanged { $0 / 2 } },
    OperatorRow("distinctUntilChanged(comparer)") { s in s[0].distinctUntilChanged { $0 / 2 == $1 / 2 } },
    OperatorRow("distinctUntilChanged(keyPath)") { s in s[0].map { $0 / 2 }.distinctUntilChanged(\.description) },
    OperatorRow("element(at:)") { s in s[0].element(at: 6) },
    OperatorRow("first()") { s in s[0].filter { $0 > 6 }.first() },
    OperatorRow("single()") { s in s[0].filter { $0 == 7 }.single() },
    OperatorRow("single(_:)") { s in s[0].single { $0 == 7 } },
    OperatorRow("ignoreElements", reentrancy: noElements) { s in s[0].ignoreElements() },
    OperatorRow("sample(_:)", sources: [.hot, .hot]) { s in s[0].sample(s[1]) },
    OperatorRow("sample(_:defaultValue:)", sources: [.hot, .hot]) { s in s[0].sample(s[1], defaultValue: 0) },
    OperatorRow("skip(_ count:)") { s in s[0].skip(2) },
    OperatorRow("skip(_ duration:scheduler:)", reentrancy: .skip(because: "skips everything while the fed run's time stands still")) { s in
        s[0].skip(.seconds(25), scheduler: s.scheduler)
    },
    OperatorRow("skip(while:)") { s in s[0].skip(while: { $0 < 3 }) },
    // The other sequence is let go at its first element: skipping 4 keeps it (and its error) until 273.
    OperatorRow("skip(until:)", sources: [.hot, .hot]) { s in s[0].skip(until: s[1].skip(4)) },
    OperatorRow("take(_ count:)") { s in s[0].take(7) },
    OperatorRow("take(for:scheduler:)") { s in s[0].take(for: .seconds(250), scheduler: s.scheduler) },
    OperatorRow("take(while:) exclusive") { s in s[0].take(while: { $0 < 7 }) },
    OperatorRow("take(while:behavior: .inclusive)") { s in s[0].take(while: { $0 < 7 }, behavior: .inclusive) },
    OperatorRow("take(until: other)", sources: [.hot, .hot]) { s in s[0].take(until: s[1].filter { $0 == 17 }) },
    OperatorRow("take(until: predicate)") { s in s[0].take(until: { $0 == 7 }) },
    OperatorRow("take(until:behavior: .inclusive)") { s in s[0].take(until: { $0 == 7 }, behavior: .inclusive) },
    OperatorRow("takeLast", reentrancy: onlyAtCompletion) { s in s[0].takeLast(2) },
    OperatorRow("throttle(latest: true)") { s in s[0].throttle(.seconds(15), scheduler: s.scheduler) },
    OperatorRow("throttle(latest: false)") { s in s[0].throttle(.seconds(15), latest: false, scheduler: s.scheduler) },
    OperatorRow("debounce", reentrancy: frozenTimeEmitsNothing) { s in s[0].debounce(.seconds(5), scheduler: s.scheduler) },
]

private let two: [ContractSourceKind] = [.hot, .hot]
private let three: [ContractSourceKind] = [.hot, .hot, .hot]

private let combiningRows: [OperatorRow] = [
    OperatorRow("combineLatest 2", sources: two) { s in Observable.combineLatest(s[0], s[1]) },
    OperatorRow("combineLatest 3", sources: three) { s in Observable.combineLatest(s[0], s[1], s[2]) },
    OperatorRow("combineLatest 4", sources: Array(repeating: .hot, count: 4)) { s in Observable.combineLatest(s[0], s[1], s[2], s[3]) },
    OperatorRow("combineLatest 5", sources: Array(repeating: .hot, count: 5)) { s in Observable.combineLatest(s[0], s[1], s[2], s[3], s[4]) },
    OperatorRow("combineLatest 6", sources: Array(repeating: .hot, count: 6)) { s in Observable.combineLatest(s[0], s[1], s[2], s[3], s[4], s[5]) },
    OperatorRow("combineLatest 7", sources: Array(repeating: .hot, count: 7)) { s in Observable.combineLatest(s[0], s[1], s[2], s[3], s[4], s[5], s[6]) },
    OperatorRow("combineLatest 8", sources: Array(repeating: .hot, count: 8)) { s in Observable.combineLatest(s[0], s[1], s[2], s[3], s[4], s[5], s[6], s[7]) },
    OperatorRow("combineLatest 2 resultSelector", sources: two) { s in Observable.combineLatest(s[0], s[1]) { $0 * 100 + $1 } },
    OperatorRow("combineLatest 8 resultSelector", sources: Array(repeating: .hot, count: 8)) { s in
        Observable.combineLatest(s[0], s[1], s[2], s[3], s[4], s[5], s[6], s[7]) { [$0, $1, $2, $3, $4, $5, $6, $7].reduce(0, +) }
    },
    OperatorRow("combineLatest collection", sources: three) { s in Observable.combineLatest([s[0], s[1], s[2]]) },
    OperatorRow("combineLatest collection resultSelector", sources: three) { s in Observable.combineLatest([s[0], s[1], s[2]]) { $0.reduce(0, +) } },
    OperatorRow("zip 2", sources: two) { s in Observable.zip(s[0], s[1]) },
    OperatorRow("zip 3", sources: three) { s in Observable.zip(s[0], s[1], s[2]) },
    OperatorRow("zip 4", sources: Array(repeating: .hot, count: 4)) { s in Observable.zip(s[0], s[1], s[2], s[3]) },
    OperatorRow("zip 5", sources: Array(repeating: .hot, count: 5)) { s in Observable.zip(s[0], s[1], s[2], s[3], s[4]) },
    OperatorRow("zip 6", sources: Array(repeating: .hot, count: 6)) { s in Observable.zip(s[0], s[1], s[2], s[3], s[4], s[5]) },
    OperatorRow("zip 7", sources: Array(repeating: .hot, count: 7)) { s in Observable.zip(s[0], s[1], s[2], s[3], s[4], s[5], s[6]) },
    OperatorRow("zip 8", sources: Array(repeating: .hot, count: 8)) { s in Observable.zip(s[0], s[1], s[2], s[3], s[4], s[5], s[6], s[7]) },
    OperatorRow("zip 2 resultSelector", sources: two) { s in Observable.zip(s[0], s[1]) { $0 * 100 + $1 } },
    OperatorRow("zip 8 resultSelector", sources: Array(repeating: .hot, count: 8)) { s in
        Observable.zip(s[0], s[1], s[2], s[3], s[4], s[5], s[6], s[7]) { [$0, $1, $2, $3, $4, $5, $6, $7].reduce(0, +) }
    },
    OperatorRow("zip collection", sources: three) { s in Observable.zip([s[0], s[1], s[2]]) },
    OperatorRow("zip collection resultSelector", sources: three) { s in Observable.zip([s[0], s[1], s[2]]) { $0.reduce(0, +) } },
    OperatorRow("merge variadic", sources: two) { s in Observable.merge(s[0], s[1]) },
    OperatorRow("merge collection", sources: three) { s in Observable.merge([s[0], s[1], s[2]]) },
    OperatorRow("merge()", sources: two) { s in s[0].map { x in s[1].map { "\(x)-\($0)" } }.merge() },
    OperatorRow("merge(maxConcurrent:)", sources: two) { s in s[0].map { x in s[1].take(2).map { "\(x)-\($0)" } }.merge(maxConcurrent: 2) },
    OperatorRow("concat()", sources: [.short, .hot]) { s in Observable.from([s[0], s[1]]).concat() },
    OperatorRow("concat collection", sources: [.short, .hot]) { s in Observable.concat([s[0], s[1]]) },
    OperatorRow("concat variadic", sources: [.short, .hot]) { s in Observable.concat(s[0], s[1]) },
    OperatorRow("concat(_ second:)", sources: [.short, .hot]) { s in s[0].concat(s[1]) },
    OperatorRow("startWith") { s in s[0].startWith(-1, 0) },
    OperatorRow("switchLatest", sources: two) { s in s[0].map { x in s[1].map { "\(x)-\($0)" } }.switchLatest() },
    OperatorRow("withLatestFrom(_:)", sources: two) { s in s[0].withLatestFrom(s[1]) },
    OperatorRow("withLatestFrom(_:resultSelector:)", sources: two) { s in s[0].withLatestFrom(s[1]) { $0 * 100 + $1 } },
    // Source 1 loses the race at 210 and is unsubscribed: its later error is not seen.
    OperatorRow("amb static", sources: two, errorFrom: [0]) { s in Observable.amb([s[0], s[1]]) },
    OperatorRow("amb instance", sources: two, errorFrom: [0]) { s in s[0].amb(s[1]) },
]

private let errorHandlingRows: [OperatorRow] = [
    OperatorRow("catch", sources: two, onError: recoveredWithSource1) { s in s[0].catch { _ in s[1] } },
    OperatorRow("catchAndReturn", onError: replacedByZero) { s in s[0].catchAndReturn(0) },
    // Resubscribes after every error until disposed at 1000.
    OperatorRow("retry()", sources: [.cold], onError: .handles(
        events: coldRounds(16, disposedAt: 1000).events,
        subscriptions: [coldRounds(16, disposedAt: 1000).subscriptions]
    )) { s in s[0].retry() },
    OperatorRow("retry(_ maxAttemptCount:)", sources: [.cold], onError: threeRoundsThenError) { s in s[0].retry(3) },
    OperatorRow("retry(when:)", sources: [.cold], onError: threeRoundsThenError) { s in
        s[0].retry(when: { (errors: Observable<Error>) in retryTwice(errors) })
    },
    OperatorRow("retry(when:) typed error", sources: [.cold], onError: threeRoundsThenError) { s in
        s[0].retry(when: { (errors: Observable<NSError>) in retryTwice(errors) })
    },
]

private let utilityRows: [OperatorRow] = [
    // RxSwift's delay forwards an error at once, dropping the elements still delayed.
    OperatorRow("delay", reentrancy: frozenTimeEmitsNothing) { s in s[0].delay(.seconds(5), scheduler: s.scheduler) },
    OperatorRow("delaySubscription", reentrancy: .skip(because: "subscribes from its timer, and the fed run's time stands still")) { s in
        s[0].delaySubscription(.seconds(5), scheduler: s.scheduler)
    },
    OperatorRow("do") { s in
        s[0].do(onNext: { _ in }, afterNext: { _ in }, onError: { _ in }, afterError: { _ in }, onCompleted: {}, afterCompleted: {}, onSubscribe: {}, onSubscribed: {}, onDispose: {})
    },
    // Delivers on its scheduler, one tick later on `TestScheduler`, and lets the source go at its
    // error, before delivering it (disposal still reaches the source at once).
    OperatorRow("observe(on:)", reentrancy: frozenTimeEmitsNothing, errorDelay: 1) { s in s[0].observe(on: s.scheduler) },
    // Subscribes and disposes on its scheduler, one tick later on `TestScheduler`.
    OperatorRow("subscribe(on:)", reentrancy: .skip(because: "subscribes on its scheduler, and the fed run's time stands still"), unsubscribeDelay: 1) { s in
        s[0].subscribe(on: s.scheduler)
    },
    OperatorRow("timeout(_:scheduler:)") { s in s[0].timeout(.seconds(100), scheduler: s.scheduler) },
    // The other sequence is subscribed only on timeout.
    OperatorRow("timeout(_:other:scheduler:)", sources: two, errorFrom: [0]) { s in s[0].timeout(.seconds(100), other: s[1], scheduler: s.scheduler) },
    OperatorRow("debug") { s in s[0].debug("OperatorContractTests", trimOutput: true) },
    OperatorRow("ifEmpty(default:)") { s in s[0].ifEmpty(default: 0) },
    // The fallback is subscribed only when the source completes empty.
    OperatorRow("ifEmpty(switchTo:)", sources: two, errorFrom: [0]) { s in s[0].ifEmpty(switchTo: s[1]) },
    OperatorRow("asSingle", reentrancy: onlyAtCompletion) { s in s[0].filter { $0 == 7 }.asSingle() },
    OperatorRow("asMaybe", reentrancy: onlyAtCompletion) { s in s[0].filter { $0 == 7 }.asMaybe() },
    OperatorRow("asCompletable", reentrancy: noElements) { s in s[0].ignoreElements().asCompletable() },
    OperatorRow("asInfallible(onErrorJustReturn:)", onError: replacedByZero) { s in s[0].asInfallible(onErrorJustReturn: 0) },
    OperatorRow("asInfallible(onErrorFallbackTo:)", sources: two, onError: recoveredWithSource1) { s in
        s[0].asInfallible(onErrorFallbackTo: s[1].asInfallible(onErrorJustReturn: -1))
    },
    OperatorRow("asInfallible(onErrorRecover:)", sources: two, onError: recoveredWithSource1) { s in
        s[0].asInfallible(onErrorRecover: { _ in s[1].asInfallible(onErrorJustReturn: -1) })
    },
]

private let sharingRows: [OperatorRow] = [
    OperatorRow("multicast(_:) + connect()") { s in connected(s[0].multicast(PublishSubject<Int>())) },
    OperatorRow("multicast(makeSubject:) + connect()") { s in connected(s[0].multicast(makeSubject: { PublishSubject<Int>() })) },
    // Both uses of the subject inside the selector share the one source subscription.
    OperatorRow("multicast(_:selector:)", sources: two) { s in
        s[0].multicast({ PublishSubject<Int>() }, selector: { shared in Observable.merge(twoSubscribers(shared), s[1].map { "o\($0)" }) })
    },
    OperatorRow("publish() + connect()") { s in connected(s[0].publish()) },
    OperatorRow("replay(_:) + connect()") { s in connected(s[0].replay(2)) },
    OperatorRow("replayAll() + connect()") { s in connected(s[0].replayAll()) },
    OperatorRow("publish().refCount()") { s in twoSubscribers(s[0].publish().refCount()) },
    OperatorRow("share()") { s in twoSubscribers(s[0].share()) },
    OperatorRow("share(replay:scope: .whileConnected)") { s in twoSubscribers(s[0].share(replay: 1, scope: .whileConnected)) },
    OperatorRow("share(replay:scope: .forever)") { s in twoSubscribers(s[0].share(replay: 1, scope: .forever)) },
]

// MARK: - The checks

final class OperatorContractTests: RxTestCase {
    func testErrorPassesThrough() {
        forEachRow { row in
            let undisturbed = row.run()
            switch row.onError {
            case .passesThrough:
                for index in row.errorFrom {
                    precondition(row.sources[index] != .cold, "\(row.name): the failure time of a cold source depends on the row; state it with .handles")
                    let failed = ContractTimeline.failureTime(ofSource: index)
                    let errorTime = failed + row.errorDelay
                    let run = row.run(failing: index)
                    let before = undisturbed.events.filter { $0.time < errorTime }
                    if before.last?.value.isStopEvent == true {
                        row.fail("the sequence ends before source \(index) fails at \(failed): the row cannot show the error passing")
                        continue
                    }
                    let expected = before + [.error(errorTime, contractError)]
                    if run.events != expected {
                        row.fail("source \(index) failing at \(failed): expected \(expected), got \(run.events)")
                    }
                    assertUnsubscribed(run, by: failed + row.unsubscribeDelay, row, "after source \(index) failed")
                }
            case let .handles(events, subscriptions):
                let run = row.run(failing: 0)
                if run.events != events {
                    row.fail("source 0 failing: expected \(events), got \(run.events)")
                }
                if run.subscriptions != subscriptions {
                    row.fail("source 0 failing: expected subscriptions \(subscriptions), got \(run.subscriptions)")
                }
                if run.pendingActions != 0 {
                    row.fail("source 0 failing: \(run.pendingActions) scheduled action(s) left behind")
                }
            }
        }
    }

    func testDisposalMidStreamUnsubscribesEverySource() {
        let disposal = ContractTimeline.disposalTime
        forEachRow { row in
            let undisturbed = row.run()
            // Vacuous unless some source is still subscribed at the disposal time when nobody disposes.
            let liveAtDisposal = undisturbed.subscriptions.joined().contains { $0.subscribe < disposal && $0.unsubscribe > disposal }
            if !liveAtDisposal {
                row.fail("no source is subscribed across \(disposal) in the undisturbed run: \(undisturbed.subscriptions)")
            }
            let run = row.run(disposed: disposal)
            let expected = undisturbed.events.filter { $0.time <= disposal }
            if run.events != expected {
                row.fail("disposed at \(disposal): expected \(expected), got \(run.events)")
            }
            assertUnsubscribed(run, by: disposal + row.unsubscribeDelay, row, "after disposal")
        }
    }

    func testReentrantElementKeepsOrder() {
        forEachRow { row in
            if case .skip = row.reentrancy { return }
            let sequential = row.fedRun()
            let reentrant = row.fedRun(reentrantAfter: sequential.outputsPerStep)
            if reentrant.nestedFeeds == 0 {
                row.fail("nothing was fed from inside onNext (sequential run gave \(sequential.events)); skip the row with a reason")
            }
            if reentrant.events != sequential.events {
                row.fail("fed from inside onNext: expected \(sequential.events), got \(reentrant.events)")
            }
            for (label, events) in [("sequential", sequential.events), ("reentrant", reentrant.events)] {
                if let violation = grammarViolation(events) {
                    row.fail("\(label) run breaks the grammar: \(violation) in \(events)")
                }
            }
        }
    }

    /// RxSwift's documented exception: the groups of `groupBy` and the windows of `window` keep the
    /// source subscribed after the outer subscription is disposed, while someone observes them.
    func testObservedInnerSequencesOutliveTheOuterSubscription() {
        // (name, operator, when the source is unsubscribed, what the inner sequences receive)
        let rows: [(String, (Observable<Int>, SchedulerType) -> Observable<Observable<Int>>, TestTime, [[Recorded<Event<Int>>]])] = [
            // The groups go on until the source completes.
            ("groupBy", { source, _ in source.groupBy { $0 % 2 }.map { $0.asObservable() } }, 500, [
                [.next(210, 1), .next(230, 3), .next(270, 5), .next(410, 7), .completed(500)],
                [.next(220, 2), .next(240, 4), .next(330, 6), .next(450, 8), .completed(500)],
            ]),
            // The open window goes on until it closes at 440; no later window is emitted.
            ("window", { source, scheduler in source.window(timeSpan: .seconds(240), count: 100, scheduler: scheduler) }, 440, [
                [.next(210, 1), .next(220, 2), .next(230, 3), .next(240, 4), .next(270, 5), .next(330, 6), .next(410, 7), .completed(440)],
            ]),
        ]
        for (name, makeOuter, sourceEnd, expectedInners) in rows {
            let scheduler = TestScheduler(initialClock: 0)
            let spy = SchedulerSpy(scheduler)
            let source = scheduler.createHotObservable(ContractTimeline.events(.hot, index: 0, failing: false))
            var inners: [TestableObserver<Int>] = []
            let innerSubscriptions = CompositeDisposable()
            var outerSubscription: Disposable?
            scheduler.scheduleAt(200) {
                outerSubscription = makeOuter(source.asObservable(), spy).subscribe(onNext: { inner in
                    let observer = scheduler.createObserver(Int.self)
                    inners.append(observer)
                    _ = innerSubscriptions.insert(inner.subscribe(observer))
                })
            }
            scheduler.scheduleAt(ContractTimeline.disposalTime) { outerSubscription?.dispose() }
            scheduler.scheduleAt(900) { innerSubscriptions.dispose() }
            scheduler.start()
            XCTAssertEqual(inners.map(\.events), expectedInners, name)
            XCTAssertEqual(source.subscriptions, [Subscription(200, sourceEnd)], name)
            XCTAssertEqual(spy.pendingCount, 0, name)
        }
    }

    func testEveryRowIsNamedOnce() {
        let names = operatorRows.map(\.name)
        XCTAssertEqual(Set(names).count, names.count, "duplicated: \(Dictionary(grouping: names, by: { $0 }).filter { $1.count > 1 }.keys)")
        XCTAssertGreaterThanOrEqual(names.count, 100)
    }

    // MARK: Helpers

    /// Runs `check` for every row; with resource tracing, also checks that the row released what
    /// it created, so a leak names its operator.
    private func forEachRow(_ check: (OperatorRow) -> Void) {
        for row in operatorRows {
            #if TRACE_RESOURCES
            let before = Resources.total
            #endif
            check(row)
            #if TRACE_RESOURCES
            let after = RxTestCase.settledTotal(towards: before)
            if after != before {
                row.fail("Resources.total went from \(before) to \(after)")
            }
            #endif
        }
    }

    private func assertUnsubscribed(_ run: ContractRun, by time: TestTime, _ row: OperatorRow, _ when: String) {
        for (index, subscriptions) in run.subscriptions.enumerated() where subscriptions.contains(where: { $0.unsubscribe > time }) {
            row.fail("\(when): source \(index) still subscribed after \(time): \(subscriptions)")
        }
        if run.pendingActions != 0 {
            row.fail("\(when): \(run.pendingActions) scheduled action(s) left behind")
        }
    }
}
