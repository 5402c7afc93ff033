import Foundation
import RxSwift
import RxTest
import RxTestSupport
import XCTest

// When things happen, for the whole catalog, one row per operator and edge: the tick of every
// event, and when each source subscription starts and ends, exactly as RxSwift 6.10.2 gives them
// on `TestScheduler` (`start`: subscribed at 200, disposed at 1000 unless the row says otherwise).
// Users' RxTest suites pin these ticks, so they must hold here unchanged.
//
// What the rows pin, operator by operator:
// - when a source's subscription ends: at its own terminal event (RxSwift's sinks dispose
//   themselves after forwarding one), at the operator's terminal event (`take`, `first`, a
//   timeout), or when another source fails;
// - whether a terminal event goes out in the same action as the last element (same tick) or in an
//   action of its own (the next tick on `TestScheduler`: RxSwift's recursive scheduling in
//   `observe(on:)`, `just(_:scheduler:)`, `from(_:scheduler:)`, `delay`);
// - what an operator subscribes and releases at once (`startWith(7).take(1)`, `take(until:)` of a
//   sequence that emits at subscription).
//
// A row that differs from RxSwift today keeps RxSwift's ticks and names what differs in
// `knownDifference` (grep `knownDifference:`): `testKnownDifferences` lists them in the output
// (`KNOWN DIFFERENCE ...`) and is skipped, and fails once the row matches, so that the marker
// goes. The machinery is in Tests/RxTestSupport/OperatorTiming.swift; Driver and Signal have their
// table in RxCocoaTests (`SharedSequenceTimingTests`). A new operator, or a new difference, is
// one row.

// MARK: - Shorthands

private func n(_ time: TestTime, _ value: Any) -> Recorded<Event<String>> {
    .next(time, String(describing: value))
}

private func c(_ time: TestTime) -> Recorded<Event<String>> {
    .completed(time)
}

private func e(_ time: TestTime, _ error: Swift.Error = timingError) -> Recorded<Event<String>> {
    .error(time, error)
}

private func s(_ subscribe: TestTime, _ unsubscribe: TestTime) -> Subscription {
    Subscription(subscribe, unsubscribe)
}

/// 1 at 210, 2 at 220, 3 at 230, completed at 300.
private let oneTwoThree: TimingSource = .hot([.next(210, 1), .next(220, 2), .next(230, 3), .completed(300)])
/// 1 at 210, 2 at 220, then fails at 250.
private let failsAt250: TimingSource = .hot([.next(210, 1), .next(220, 2), .error(250, timingError)])
/// Completes at 250 without an element.
private let emptyAt250: TimingSource = .hot([.completed(250)])
/// A cold inner sequence: 10 five ticks after its subscription, completed at 30.
private let coldInner: TimingSource = .cold([.next(5, 10), .completed(30)])
/// 1 at 210, 2 at 230, completed at 250: the outer sequence of the flattening rows.
private let outer: TimingSource = .hot([.next(210, 1), .next(230, 2), .completed(250)])

/// The elements `oneTwoThree` gives, unchanged, and its completion.
private let passedThrough = [n(210, 1), n(220, 2), n(230, 3), c(300)]
private let subscribedUntil300 = [[s(200, 300)]]

/// A weakly held object that the row drops at a tick (for `withUnretained`).
private final class Owner {}

/// A connectable sequence connected by its one subscriber, disconnected by its disposal.
private func connected(_ connectable: ConnectableObservable<Int>) -> Observable<Int> {
    Observable.create { observer in
        let subscription = connectable.subscribe(observer)
        let connection = connectable.connect()
        return Disposables.create(subscription, connection)
    }
}

// MARK: - Creation

private let creationRows: [TimingRow] = [
    TimingRow("just", covers: "Just", events: [n(200, 1), c(200)]) { _ in Observable.just(1) },
    // RxSwift's JustScheduledSink schedules the completion from the element's action.
    TimingRow("just(_:scheduler:)", covers: "Just", events: [n(201, 1), c(202)]) { s in Observable.just(1, scheduler: s.scheduler) },
    TimingRow("empty", covers: "Empty", events: [c(200)]) { _ in Observable<Int>.empty() },
    TimingRow("error", covers: "Error", events: [e(200)]) { _ in Observable<Int>.error(timingError) },
    TimingRow("never", covers: "Never", disposed: 500, events: []) { _ in Observable<Int>.never() },
    TimingRow("of", covers: "Sequence", events: [n(200, 1), n(200, 2), c(200)]) { _ in Observable.of(1, 2) },
    // One recursive action per element, and one for the completion.
    TimingRow("of(_:scheduler:)", covers: "Sequence", events: [n(201, 1), n(202, 2), c(203)]) { s in Observable.of(1, 2, scheduler: s.scheduler) },
    TimingRow("from(_:scheduler:), empty", covers: "Sequence", events: [c(201)]) { s in Observable<Int>.from([], scheduler: s.scheduler) },
    TimingRow("range(count: 0, scheduler:)", covers: "Range", events: [c(201)]) { s in Observable.range(start: 1, count: 0, scheduler: s.scheduler) },
    TimingRow("from(_:scheduler:)", covers: "Sequence", events: [n(201, 1), n(202, 2), c(203)]) { s in Observable.from([1, 2], scheduler: s.scheduler) },
    TimingRow("from(optional:)", covers: "Optional", events: [n(200, 1), c(200)]) { _ in Observable.from(optional: 1) },
    // RxSwift's ObservableOptionalScheduledSink schedules the completion from the element's
    // action, as `just(_:scheduler:)`; with no element it completes in the first action.
    TimingRow("from(optional:scheduler:)", covers: "Optional", events: [n(201, 1), c(202)]) { s in Observable.from(optional: 1, scheduler: s.scheduler) },
    TimingRow("from(optional: nil, scheduler:)", covers: "Optional", events: [c(201)]) { s in Observable<Int>.from(optional: nil, scheduler: s.scheduler) },
    TimingRow("range(scheduler:)", covers: "Range", events: [n(201, 1), n(202, 2), c(203)]) { s in Observable.range(start: 1, count: 2, scheduler: s.scheduler) },
    TimingRow("generate(scheduler:)", covers: "Generate", events: [n(201, 0), n(202, 1), c(203)]) { s in
        Observable.generate(initialState: 0, condition: { $0 < 2 }, scheduler: s.scheduler, iterate: { $0 + 1 })
    },
    TimingRow("repeatElement(scheduler:) + take(2)", covers: "RepeatElement", events: [n(201, 7), n(202, 7), c(202)]) { s in
        Observable.repeatElement(7, scheduler: s.scheduler).take(2)
    },
    // The element and the completion in one action.
    TimingRow("timer", covers: "Timer", events: [n(230, 0), c(230)]) { s in Observable<Int>.timer(.seconds(30), scheduler: s.scheduler) },
    TimingRow("timer(period:)", covers: "Timer", disposed: 230, events: [n(205, 0), n(215, 1), n(225, 2)]) { s in
        Observable<Int>.timer(.seconds(5), period: .seconds(10), scheduler: s.scheduler)
    },
    TimingRow("interval", covers: "Timer", disposed: 235, events: [n(210, 0), n(220, 1), n(230, 2)]) { s in Observable<Int>.interval(.seconds(10), scheduler: s.scheduler) },
    // Due at once each time, which TestScheduler moves to the next tick.
    TimingRow("interval(0)", covers: "Timer", disposed: 204, events: [n(201, 0), n(202, 1), n(203, 2)]) { s in Observable<Int>.interval(.seconds(0), scheduler: s.scheduler) },
    // RxSwift hands a negative period to the scheduler as it is: due at once, as zero.
    TimingRow("interval(-5)", covers: "Timer", disposed: 204, events: [n(201, 0), n(202, 1), n(203, 2)]) { s in Observable<Int>.interval(.seconds(-5), scheduler: s.scheduler) },
    TimingRow("timer(-5)", covers: "Timer", events: [n(201, 0), c(201)]) { s in Observable<Int>.timer(.seconds(-5), scheduler: s.scheduler) },
    TimingRow("timer(5, period: -5)", covers: "Timer", disposed: 208, events: [n(205, 0), n(206, 1), n(207, 2)]) { s in
        Observable<Int>.timer(.seconds(5), period: .seconds(-5), scheduler: s.scheduler)
    },
    TimingRow("deferred, the factory throws", covers: "Deferred", events: [e(200)]) { _ in Observable<Int>.deferred { throw timingError } },
    // A zero due time is due at once: the next tick on TestScheduler.
    TimingRow("timer(0)", covers: "Timer", events: [n(201, 0), c(201)]) { s in Observable<Int>.timer(.seconds(0), scheduler: s.scheduler) },
    TimingRow("deferred", covers: "Deferred", sources: [oneTwoThree], events: passedThrough, subscriptions: subscribedUntil300) { s in Observable.deferred { s[0] } },
    // The resource (here a subscription to source 1) is disposed with the sink, at the terminal event.
    TimingRow("using", covers: "Using", sources: [oneTwoThree, .hot([.completed(900)])], events: passedThrough, subscriptions: [[s(200, 300)], [s(200, 300)]]) { s in
        Observable.using({ CompositeDisposable(disposables: [s[1].subscribe()]) }, observableFactory: { _ in s[0] })
    },
    TimingRow("using, disposed", covers: "Using", sources: [oneTwoThree, .hot([.completed(900)])], disposed: 215, events: [n(210, 1)], subscriptions: [[s(200, 215)], [s(200, 215)]]) { s in
        Observable.using({ CompositeDisposable(disposables: [s[1].subscribe()]) }, observableFactory: { _ in s[0] })
    },
    // RxSwift's AnonymousObservableSink disposes the closure's disposable right after forwarding
    // the terminal event, even when observe(on:) delivers it later.
    TimingRow("create + observe(on:)", covers: "Create", sources: [oneTwoThree], events: [n(211, 1), n(221, 2), n(231, 3), c(301)], subscriptions: subscribedUntil300) { s in
        Observable<Int>.create { observer in s[0].subscribe(observer) }.observe(on: s.scheduler)
    },
    TimingRow("create, disposed", covers: "Create", sources: [oneTwoThree], disposed: 225, events: [n(210, 1), n(220, 2)], subscriptions: [[s(200, 225)]]) { s in
        Observable<Int>.create { observer in s[0].subscribe(observer) }
    },
]

// MARK: - Transforming

private let transformingRows: [TimingRow] = [
    TimingRow("map", covers: "Map", sources: [oneTwoThree], events: [n(210, 2), n(220, 4), n(230, 6), c(300)], subscriptions: subscribedUntil300) { s in s[0].map { $0 * 2 } },
    // The error thrown by the closure ends the subscription at that tick.
    TimingRow("map throwing", covers: "Map", sources: [oneTwoThree], events: [n(210, 1), e(220)], subscriptions: [[s(200, 220)]]) { s in
        s[0].map { x -> Int in if x == 2 { throw timingError }; return x }
    },
    TimingRow("map, source fails", covers: "Map", sources: [failsAt250], events: [n(210, 1), n(220, 2), e(250)], subscriptions: [[s(200, 250)]]) { s in s[0].map { $0 } },
    TimingRow("map + filter (one stage)", covers: "Map", sources: [oneTwoThree], events: [n(220, 20), c(300)], subscriptions: subscribedUntil300) { s in
        s[0].map { $0 * 10 }.filter { $0 == 20 }
    },
    TimingRow("compactMap", covers: "CompactMap", sources: [oneTwoThree], events: [n(210, 1), n(230, 3), c(300)], subscriptions: subscribedUntil300) { s in
        s[0].compactMap { $0 == 2 ? nil : $0 }
    },
    TimingRow("scan", covers: "Scan", sources: [oneTwoThree], events: [n(210, 1), n(220, 3), n(230, 6), c(300)], subscriptions: subscribedUntil300) { s in s[0].scan(0, accumulator: +) },
    TimingRow("enumerated", covers: "Enumerated", sources: [oneTwoThree], events: [n(210, "0:1"), n(220, "1:2"), n(230, "2:3"), c(300)], subscriptions: subscribedUntil300) { s in
        s[0].enumerated().map { "\($0.index):\($0.element)" }
    },
    // The error becomes an element, and the completion follows it in the same action.
    TimingRow("materialize", covers: "Materialize", sources: [failsAt250], events: [n(210, "next"), n(220, "next"), n(250, "error"), c(250)], subscriptions: [[s(200, 250)]]) { s in
        s[0].materialize().map { event -> String in
            switch event {
            case .next: return "next"
            case .error: return "error"
            case .completed: return "completed"
            }
        }
    },
    TimingRow("dematerialize", covers: "Dematerialize", sources: [failsAt250], events: [n(210, 1), n(220, 2), e(250)], subscriptions: [[s(200, 250)]]) { s in
        s[0].materialize().dematerialize()
    },
    TimingRow("decode", covers: "Decode", sources: [oneTwoThree], events: [n(210, 1), n(220, 2), n(230, 3), c(300)], subscriptions: subscribedUntil300) { s in
        s[0].map { Data("\($0)".utf8) }.decode(type: Int.self, decoder: JSONDecoder())
    },
    // The result and the completion in the source's completion action.
    TimingRow("toArray", covers: "ToArray", sources: [oneTwoThree], events: [n(300, [1, 2, 3]), c(300)], subscriptions: subscribedUntil300) { s in s[0].toArray() },
    TimingRow("reduce", covers: "Reduce", sources: [oneTwoThree], events: [n(300, 6), c(300)], subscriptions: subscribedUntil300) { s in s[0].reduce(0, accumulator: +) },
    TimingRow("toArray, source fails", covers: "ToArray", sources: [failsAt250], events: [e(250)], subscriptions: [[s(200, 250)]]) { s in s[0].toArray() },
    TimingRow("reduce, source fails", covers: "Reduce", sources: [failsAt250], events: [e(250)], subscriptions: [[s(200, 250)]]) { s in s[0].reduce(0, accumulator: +) },
    // RxSwift's withUnretained is a map that throws once the object is gone, caught into completion.
    TimingRow("withUnretained, object gone", covers: "WithUnretained", sources: [oneTwoThree], events: [n(210, 1), c(220)], subscriptions: [[s(200, 220)]]) { s in
        var owner: Owner? = Owner()
        let unretained = s[0].withUnretained(owner!).map { $1 }
        s.testScheduler.scheduleAt(215) { owner = nil }
        return unretained
    },
    TimingRow("groupBy, disposed", covers: "GroupBy", sources: [oneTwoThree], disposed: 225, events: [n(210, "1:1"), n(220, "0:2")], subscriptions: [[s(200, 225)]]) { s in
        s[0].groupBy { $0 % 2 }.flatMap { group in group.map { "\(group.key):\($0)" } }
    },
    TimingRow("groupBy", covers: "GroupBy", sources: [oneTwoThree], events: [n(210, "1:1"), n(220, "0:2"), n(230, "1:3"), c(300)], subscriptions: subscribedUntil300) { s in
        s[0].groupBy { $0 % 2 }.flatMap { group in group.map { "\(group.key):\($0)" } }
    },
    // The outer subscription ends at the outer completion (250); each inner at its own (30
    // ticks after it started); the result completes with the last inner.
    TimingRow("flatMap", covers: "FlatMap", sources: [outer, coldInner], events: [n(215, "1-10"), n(235, "2-10"), c(260)], subscriptions: [[s(200, 250)], [s(210, 240), s(230, 260)]]) { s in
        s[0].flatMap { x in s[1].map { "\(x)-\($0)" } }
    },
    TimingRow("flatMap, inner fails", covers: "FlatMap", sources: [outer, .cold([.next(5, 10), .error(15, timingError)])], events: [n(215, "1-10"), e(225)], subscriptions: [[s(200, 225)], [s(210, 225)]]) { s in
        s[0].flatMap { x in s[1].map { "\(x)-\($0)" } }
    },
    // The element at 230 arrives while the first inner runs: dropped, never subscribed.
    TimingRow("flatMapFirst", covers: "FlatMapFirst", sources: [outer, coldInner], events: [n(215, "1-10"), c(250)], subscriptions: [[s(200, 250)], [s(210, 240)]]) { s in
        s[0].flatMapFirst { x in s[1].map { "\(x)-\($0)" } }
    },
    // The first inner is released when the second arrives (230).
    TimingRow("flatMapLatest", covers: "FlatMapLatest", sources: [outer, coldInner], events: [n(215, "1-10"), n(235, "2-10"), c(260)], subscriptions: [[s(200, 250)], [s(210, 230), s(230, 260)]]) { s in
        s[0].flatMapLatest { x in s[1].map { "\(x)-\($0)" } }
    },
    // The second inner waits for the first one's completion (240).
    TimingRow("concatMap", covers: "ConcatMap", sources: [outer, coldInner], events: [n(215, "1-10"), n(245, "2-10"), c(270)], subscriptions: [[s(200, 250)], [s(210, 240), s(240, 270)]]) { s in
        s[0].concatMap { x in s[1].map { "\(x)-\($0)" } }
    },
    TimingRow("withUnretained", covers: "WithUnretained", sources: [oneTwoThree], events: passedThrough, subscriptions: subscribedUntil300) { s in
        s[0].withUnretained(s.testScheduler) { $1 }
    },
]

// MARK: - Filtering

private let filteringRows: [TimingRow] = [
    TimingRow("filter", covers: "Filter", sources: [oneTwoThree], events: [n(220, 2), c(300)], subscriptions: subscribedUntil300) { s in s[0].filter { $0 == 2 } },
    TimingRow("distinctUntilChanged", covers: "DistinctUntilChanged", sources: [.hot([.next(210, 1), .next(220, 1), .next(230, 2), .completed(300)])], events: [n(210, 1), n(230, 2), c(300)], subscriptions: subscribedUntil300) { s in
        s[0].distinctUntilChanged()
    },
    // The operator's own terminal event releases the source at that tick.
    TimingRow("element(at:)", covers: "ElementAt", sources: [oneTwoThree], events: [n(220, 2), c(220)], subscriptions: [[s(200, 220)]]) { s in s[0].element(at: 1) },
    TimingRow("element(at:) past the end", covers: "ElementAt", sources: [oneTwoThree], events: [e(300, RxError.argumentOutOfRange)], subscriptions: subscribedUntil300) { s in s[0].element(at: 5) },
    TimingRow("first", covers: "First", sources: [oneTwoThree], events: [n(210, Optional(1) as Any), c(210)], subscriptions: [[s(200, 210)]]) { s in s[0].first() },
    TimingRow("first, empty", covers: "First", sources: [emptyAt250], events: [n(250, Optional<Int>.none as Any), c(250)], subscriptions: [[s(200, 250)]]) { s in s[0].first() },
    TimingRow("single", covers: "Single", sources: [.hot([.next(210, 1), .completed(300)])], events: [n(210, 1), c(300)], subscriptions: subscribedUntil300) { s in s[0].single() },
    TimingRow("single, a second element", covers: "Single", sources: [oneTwoThree], events: [n(210, 1), e(220, RxError.moreThanOneElement)], subscriptions: [[s(200, 220)]]) { s in s[0].single() },
    TimingRow("single, empty", covers: "Single", sources: [emptyAt250], events: [e(250, RxError.noElements)], subscriptions: [[s(200, 250)]]) { s in s[0].single() },
    TimingRow("ignoreElements", covers: "IgnoreElements", sources: [oneTwoThree], events: [c(300)], subscriptions: subscribedUntil300) { s in s[0].ignoreElements().asObservable() },
    TimingRow("skip(count)", covers: "Skip", sources: [oneTwoThree], events: [n(220, 2), n(230, 3), c(300)], subscriptions: subscribedUntil300) { s in s[0].skip(1) },
    // RxSwift skips while its remaining count is positive: a negative count skips nothing.
    TimingRow("skip(-1)", covers: "Skip", sources: [oneTwoThree], events: passedThrough, subscriptions: subscribedUntil300) { s in s[0].skip(-1) },
    TimingRow("skip(while:)", covers: "SkipWhile", sources: [oneTwoThree], events: [n(220, 2), n(230, 3), c(300)], subscriptions: subscribedUntil300) { s in s[0].skip(while: { $0 < 2 }) },
    // The other sequence is released at its first element (225).
    TimingRow("skip(until:)", covers: "SkipUntil", sources: [oneTwoThree, .hot([.next(225, 0), .completed(260)])], events: [n(230, 3), c(300)], subscriptions: [[s(200, 300)], [s(200, 225)]]) { s in
        s[0].skip(until: s[1])
    },
    TimingRow("take(count)", covers: "Take", sources: [oneTwoThree], events: [n(210, 1), n(220, 2), c(220)], subscriptions: [[s(200, 220)]]) { s in s[0].take(2) },
    TimingRow("take(while:)", covers: "TakeWhile", sources: [oneTwoThree], events: [n(210, 1), c(220)], subscriptions: [[s(200, 220)]]) { s in s[0].take(while: { $0 < 2 }) },
    TimingRow("take(until: predicate, .inclusive)", covers: "TakeWhile", sources: [oneTwoThree], events: [n(210, 1), n(220, 2), c(220)], subscriptions: [[s(200, 220)]]) { s in
        s[0].take(until: { $0 == 2 }, behavior: .inclusive)
    },
    TimingRow("takeLast, source fails", covers: "TakeLast", sources: [failsAt250], events: [e(250)], subscriptions: [[s(200, 250)]]) { s in s[0].takeLast(2) },
    TimingRow("takeLast", covers: "TakeLast", sources: [oneTwoThree], events: [n(300, 2), n(300, 3), c(300)], subscriptions: subscribedUntil300) { s in s[0].takeLast(2) },
    TimingRow("take(until:), the other fails", covers: "TakeUntil", sources: [oneTwoThree, .hot([.error(225, timingError)])], events: [n(210, 1), n(220, 2), e(225)], subscriptions: [[s(200, 225)], [s(200, 225)]]) { s in
        s[0].take(until: s[1])
    },
    TimingRow("skip(until:), the source fails at once", covers: "SkipUntil", sources: [oneTwoThree], events: [e(200)], subscriptions: [[s(200, 200)]]) { s in
        Observable<Int>.error(timingError).skip(until: s[0])
    },
    TimingRow("skip(until:), the other fails", covers: "SkipUntil", sources: [oneTwoThree, .hot([.error(225, timingError)])], events: [e(225)], subscriptions: [[s(200, 225)], [s(200, 225)]]) { s in
        s[0].skip(until: s[1])
    },
    TimingRow("take(until: other)", covers: "TakeUntil", sources: [oneTwoThree, .hot([.next(225, 0), .completed(260)])], events: [n(210, 1), n(220, 2), c(225)], subscriptions: [[s(200, 225)], [s(200, 225)]]) { s in
        s[0].take(until: s[1])
    },
    // RxSwift subscribes the other sequence first; it ends the result at once, and the source is
    // still subscribed, then released in the same tick.
    TimingRow("take(until:) of a sequence emitting at once", covers: "TakeUntil", sources: [oneTwoThree], events: [c(200)], subscriptions: [[s(200, 200)]]) { s in
        s[0].take(until: Observable.just(0))
    },
    // The same through operators started for a downstream that ended already: RxSwift's sinks
    // learn of the disposal only once subscribed, so each subscribes its source, released at once.
    TimingRow("map + take(until:) of a sequence emitting at once", covers: "Map", sources: [oneTwoThree], events: [c(200)], subscriptions: [[s(200, 200)]]) { s in
        s[0].map { $0 }.take(until: Observable.just(0))
    },
    TimingRow("timeout + take(until:) of a sequence emitting at once", covers: "Timeout", sources: [oneTwoThree], events: [c(200)], subscriptions: [[s(200, 200)]]) { s in
        s[0].timeout(.seconds(5), scheduler: s.scheduler).take(until: Observable.just(0))
    },
    TimingRow("take(for:) + take(until:) of a sequence emitting at once", covers: "TakeDuration", sources: [oneTwoThree], events: [c(200)], subscriptions: [[s(200, 200)]]) { s in
        s[0].take(for: .seconds(5), scheduler: s.scheduler).take(until: Observable.just(0))
    },
    // No window timer is left running, and the source is not kept.
    TimingRow("window + take(until:) of a sequence emitting at once", covers: "Window", sources: [oneTwoThree], events: [c(200)], subscriptions: [[s(200, 200)]]) { s in
        s[0].window(timeSpan: .seconds(5), count: 2, scheduler: s.scheduler).take(until: Observable.just(0)).flatMap { $0 }
    },
    TimingRow("groupBy + take(until:) of a sequence emitting at once", covers: "GroupBy", sources: [oneTwoThree], events: [c(200)], subscriptions: [[s(200, 200)]]) { s in
        s[0].groupBy { $0 % 2 }.take(until: Observable.just(0)).flatMap { $0 }
    },
    // Operators with several sources, started for a downstream that ended already: every source
    // is subscribed and released at once.
    TimingRow("combineLatest + take(until:) of a sequence emitting at once", covers: "CombineLatest+arity.generated", sources: [oneTwoThree, emptyAt250], events: [c(200)], subscriptions: [[s(200, 200)], [s(200, 200)]]) { s in
        Observable.combineLatest(s[0], s[1]) { $0 + $1 }.take(until: Observable.just(0))
    },
    TimingRow("zip + take(until:) of a sequence emitting at once", covers: "Zip+arity.generated", sources: [oneTwoThree, emptyAt250], events: [c(200)], subscriptions: [[s(200, 200)], [s(200, 200)]]) { s in
        Observable.zip(s[0], s[1]) { $0 + $1 }.take(until: Observable.just(0))
    },
    TimingRow("merge + take(until:) of a sequence emitting at once", covers: "Merge", sources: [oneTwoThree, emptyAt250], events: [c(200)], subscriptions: [[s(200, 200)], [s(200, 200)]]) { s in
        Observable.merge(s[0], s[1]).take(until: Observable.just(0))
    },
    TimingRow("amb + take(until:) of a sequence emitting at once", covers: "Amb", sources: [oneTwoThree, emptyAt250], events: [c(200)], subscriptions: [[s(200, 200)], [s(200, 200)]]) { s in
        s[0].amb(s[1]).take(until: Observable.just(0))
    },
    TimingRow("sample + take(until:) of a sequence emitting at once", covers: "Sample", sources: [oneTwoThree, emptyAt250], events: [c(200)], subscriptions: [[s(200, 200)], [s(200, 200)]]) { s in
        s[0].sample(s[1]).take(until: Observable.just(0))
    },
    TimingRow("withLatestFrom + take(until:) of a sequence emitting at once", covers: "WithLatestFrom", sources: [oneTwoThree, emptyAt250], events: [c(200)], subscriptions: [[s(200, 200)], [s(200, 200)]]) { s in
        s[0].withLatestFrom(s[1]).take(until: Observable.just(0))
    },
    TimingRow("skip(until:) + take(until:) of a sequence emitting at once", covers: "SkipUntil", sources: [oneTwoThree, emptyAt250], events: [c(200)], subscriptions: [[s(200, 200)], [s(200, 200)]]) { s in
        s[0].skip(until: s[1]).take(until: Observable.just(0))
    },
]

// MARK: - Combining

private let combiningRows: [TimingRow] = [
    // Each source is released at its own completion; the result completes with the last one.
    TimingRow("combineLatest", covers: "CombineLatest+arity.generated", sources: [.hot([.next(210, 1), .completed(250)]), .hot([.next(220, 2), .next(260, 3), .completed(300)])],
              events: [n(220, "(1, 2)"), n(260, "(1, 3)"), c(300)], subscriptions: [[s(200, 250)], [s(200, 300)]]) { s in Observable.combineLatest(s[0], s[1]) },
    // A source completed without an element: the next element of another completes the result.
    TimingRow("combineLatest, a source completes empty", covers: "CombineLatest+arity.generated", sources: [.hot([.completed(210)]), .hot([.next(215, 2), .completed(220)])],
              events: [c(215)], subscriptions: [[s(200, 210)], [s(200, 215)]]) { s in Observable.combineLatest(s[0], s[1]) },
    TimingRow("combineLatest, a source fails", covers: "CombineLatest+arity.generated", sources: [failsAt250, oneTwoThree],
              events: [n(210, "(1, 1)"), n(220, "(2, 1)"), n(220, "(2, 2)"), n(230, "(2, 3)"), e(250)], subscriptions: [[s(200, 250)], [s(200, 250)]]) { s in Observable.combineLatest(s[0], s[1]) },
    TimingRow("combineLatest collection", covers: "CombineLatest", sources: [.hot([.next(210, 1), .completed(250)]), .hot([.next(220, 2), .next(260, 3), .completed(300)])],
              events: [n(220, [1, 2]), n(260, [1, 3]), c(300)], subscriptions: [[s(200, 250)], [s(200, 300)]]) { s in Observable.combineLatest([s[0], s[1]]) },
    // RxSwift's zip completes when every source completed, not when a finished source has
    // nothing buffered.
    TimingRow("zip", covers: "Zip+arity.generated", sources: [.hot([.next(210, 5), .completed(220)]), .hot([.next(210, 5), .next(220, 6), .completed(230)])],
              events: [n(210, 10), c(230)], subscriptions: [[s(200, 220)], [s(200, 230)]]) { s in
        Observable.zip(s[0], s[1]) { $0 + $1 }
    },
    TimingRow("zip, a source completes empty", covers: "Zip+arity.generated", sources: [.hot([.completed(210)]), .hot([.next(215, 2), .completed(220)])],
              events: [c(220)], subscriptions: [[s(200, 210)], [s(200, 220)]]) { s in
        Observable.zip(s[0], s[1])
    },
    // Unlike the fixed arities, zip over a collection completes when an element arrives that
    // cannot be combined while every other source has completed (here the 6 at 220, after the
    // first source's completion at 220).
    TimingRow("zip collection", covers: "Zip", sources: [.hot([.next(210, 5), .completed(220)]), .hot([.next(210, 5), .next(220, 6), .completed(230)])],
              events: [n(210, [5, 5]), c(220)], subscriptions: [[s(200, 220)], [s(200, 220)]]) { s in
        Observable.zip([s[0], s[1]])
    },
    TimingRow("zip collection, every other source completed", covers: "Zip",
              sources: [.hot([.next(210, 1), .next(250, 4), .completed(270)]), .hot([.next(220, 2), .next(240, 5), .next(290, 7), .next(310, 9), .completed(410)]), .hot([.next(230, 3), .next(260, 6), .next(280, 8), .completed(300)])],
              events: [n(230, [1, 2, 3]), n(260, [4, 5, 6]), c(310)], subscriptions: [[s(200, 270)], [s(200, 310)], [s(200, 300)]]) { s in
        Observable.zip([s[0], s[1], s[2]])
    },
    TimingRow("zip, every other source completed", covers: "Zip+arity.generated",
              sources: [.hot([.next(210, 1), .next(250, 4), .completed(270)]), .hot([.next(220, 2), .next(240, 5), .next(290, 7), .next(310, 9), .completed(410)]), .hot([.next(230, 3), .next(260, 6), .next(280, 8), .completed(300)])],
              events: [n(230, [1, 2, 3]), n(260, [4, 5, 6]), c(410)], subscriptions: [[s(200, 270)], [s(200, 410)], [s(200, 300)]]) { s in
        Observable.zip(s[0], s[1], s[2]) { [$0, $1, $2] }
    },
    // A first source failing while it is subscribed: every later source is subscribed all the
    // same and released in the same tick.
    TimingRow("combineLatest, the first source fails at once", covers: "CombineLatest+arity.generated", sources: [oneTwoThree], events: [e(200)], subscriptions: [[s(200, 200)]]) { s in
        Observable.combineLatest(Observable<Int>.error(timingError), s[0]) { $0 + $1 }
    },
    TimingRow("combineLatest collection, the first source fails at once", covers: "CombineLatest", sources: [oneTwoThree], events: [e(200)], subscriptions: [[s(200, 200)]]) { s in
        Observable.combineLatest([Observable<Int>.error(timingError), s[0]])
    },
    TimingRow("zip, the first source fails at once", covers: "Zip+arity.generated", sources: [oneTwoThree], events: [e(200)], subscriptions: [[s(200, 200)]]) { s in
        Observable.zip(Observable<Int>.error(timingError), s[0]) { $0 + $1 }
    },
    TimingRow("zip collection, the first source fails at once", covers: "Zip", sources: [oneTwoThree], events: [e(200)], subscriptions: [[s(200, 200)]]) { s in
        Observable.zip([Observable<Int>.error(timingError), s[0]])
    },
    TimingRow("zip, a source fails", covers: "Zip+arity.generated", sources: [failsAt250, oneTwoThree],
              events: [n(210, 2), n(220, 4), e(250)], subscriptions: [[s(200, 250)], [s(200, 250)]]) { s in Observable.zip(s[0], s[1]) { $0 + $1 } },
    TimingRow("merge", covers: "Merge", sources: [.hot([.next(210, 1), .completed(250)]), oneTwoThree],
              events: [n(210, 1), n(210, 1), n(220, 2), n(230, 3), c(300)], subscriptions: [[s(200, 250)], [s(200, 300)]]) { s in Observable.merge(s[0], s[1]) },
    TimingRow("merge, a source fails", covers: "Merge", sources: [failsAt250, oneTwoThree],
              events: [n(210, 1), n(210, 1), n(220, 2), n(220, 2), n(230, 3), e(250)], subscriptions: [[s(200, 250)], [s(200, 250)]]) { s in Observable.merge(s[0], s[1]) },
    TimingRow("merge(maxConcurrent: 1)", covers: "Merge", sources: [outer, coldInner], events: [n(215, "1-10"), n(245, "2-10"), c(270)], subscriptions: [[s(200, 250)], [s(210, 240), s(240, 270)]]) { s in
        s[0].map { x in s[1].map { "\(x)-\($0)" } }.merge(maxConcurrent: 1)
    },
    // The second is subscribed at the first one's completion (230); its element at 220 is missed.
    TimingRow("concat", covers: "Concat", sources: [.hot([.next(210, 1), .completed(230)]), .hot([.next(220, 2), .next(240, 3), .completed(300)])],
              events: [n(210, 1), n(240, 3), c(300)], subscriptions: [[s(200, 230)], [s(230, 300)]]) { s in Observable.concat(s[0], s[1]) },
    TimingRow("concat(), outer", covers: "Concat", sources: [outer, coldInner], events: [n(215, "1-10"), n(245, "2-10"), c(270)], subscriptions: [[s(200, 250)], [s(210, 240), s(240, 270)]]) { s in
        s[0].map { x in s[1].map { "\(x)-\($0)" } }.concat()
    },
    TimingRow("startWith", covers: "StartWith", sources: [oneTwoThree], events: [n(200, 0)] + passedThrough, subscriptions: subscribedUntil300) { s in s[0].startWith(0) },
    // RxSwift's startWith subscribes the source after its elements whatever happened to them: the
    // source is subscribed and released at once.
    TimingRow("startWith + take(1)", covers: "StartWith", sources: [oneTwoThree], events: [n(200, 7), c(200)], subscriptions: [[s(200, 200)]]) { s in s[0].startWith(7).take(1) },
    // The timer of a timeout behind it is started and cancelled at once: nothing is left pending.
    TimingRow("timeout + startWith + take(1)", covers: "StartWith", sources: [oneTwoThree], events: [n(200, 7), c(200)], subscriptions: [[s(200, 200)]]) { s in
        s[0].timeout(.seconds(5), scheduler: s.scheduler).startWith(7).take(1)
    },
    // RxSwift subscribes the whole chain behind startWith, each sink learning of the disposal
    // once subscribed.
    TimingRow("map + startWith + take(1)", covers: "StartWith", sources: [oneTwoThree], events: [n(200, 7), c(200)], subscriptions: [[s(200, 200)]]) { s in
        s[0].map { $0 }.startWith(7).take(1)
    },
    TimingRow("switchLatest", covers: "SwitchLatest", sources: [outer, coldInner], events: [n(215, "1-10"), n(235, "2-10"), c(260)], subscriptions: [[s(200, 250)], [s(210, 230), s(230, 260)]]) { s in
        s[0].map { x in s[1].map { "\(x)-\($0)" } }.switchLatest()
    },
    // The other sequence is released at its own completion (240); the result ends with the source.
    TimingRow("withLatestFrom", covers: "WithLatestFrom", sources: [.hot([.next(210, 1), .next(230, 2), .completed(300)]), .hot([.next(220, 10), .completed(240)])],
              events: [n(230, 10), c(300)], subscriptions: [[s(200, 300)], [s(200, 240)]]) { s in s[0].withLatestFrom(s[1]) },
    // RxSwift subscribes the other sequence first; its error ends the result at once, and the
    // source is still subscribed, then released in the same tick.
    TimingRow("withLatestFrom of a sequence failing at once", covers: "WithLatestFrom", sources: [oneTwoThree], events: [e(200)], subscriptions: [[s(200, 200)]]) { s in
        s[0].withLatestFrom(Observable<Int>.error(timingError))
    },
    // An error of the other sequence ends the result and releases the source at once.
    TimingRow("withLatestFrom, the other fails", covers: "WithLatestFrom", sources: [oneTwoThree, .hot([.next(215, 10), .error(225, timingError)])],
              events: [n(220, 10), e(225)], subscriptions: [[s(200, 225)], [s(200, 225)]]) { s in s[0].withLatestFrom(s[1]) },
    TimingRow("concat, the first fails", covers: "Concat", sources: [failsAt250, oneTwoThree], events: [n(210, 1), n(220, 2), e(250)], subscriptions: [[s(200, 250)], []]) { s in
        Observable.concat(s[0], s[1])
    },
    TimingRow("switchLatest, an inner fails", covers: "SwitchLatest", sources: [outer, .cold([.next(5, 10), .error(15, timingError)])], events: [n(215, "1-10"), e(225)], subscriptions: [[s(200, 225)], [s(210, 225)]]) { s in
        s[0].map { x in s[1].map { "\(x)-\($0)" } }.switchLatest()
    },
    // A sequence ended by its downstream while it is being subscribed: RxSwift's sinks learn of
    // the disposal only once every source is subscribed, so the later sources are subscribed and
    // released at once.
    TimingRow("amb, the first emits at subscription", covers: "Amb", sources: [oneTwoThree], events: [n(200, 1), c(200)], subscriptions: [[s(200, 200)]]) { s in
        Observable.just(1).amb(s[0])
    },
    // RxSwift's merge subscribes every source in its run, and its sink learns that it ended only
    // once the run returned: the second source is subscribed and released at once.
    TimingRow("merge + take(1), the first emits at subscription", covers: "Merge", sources: [oneTwoThree], events: [n(200, 1), c(200)], subscriptions: [[s(200, 200)]]) { s in
        Observable.merge(Observable.just(1), s[0]).take(1)
    },
    // The same after the first source failed at subscription.
    TimingRow("merge, the first fails at subscription", covers: "Merge", sources: [oneTwoThree], events: [e(200)], subscriptions: [[s(200, 200)]]) { s in
        Observable.merge(Observable<Int>.error(timingError), s[0])
    },
    // RxSwift's concat moves on to the second source when the first completes (its sink learns of
    // the disposal only once its run returned), and releases it at once.
    TimingRow("concat + take(1), the first emits at subscription", covers: "Concat", sources: [oneTwoThree], events: [n(200, 1), c(200)], subscriptions: [[s(200, 200)]]) { s in
        Observable.concat(Observable.just(1), s[0]).take(1)
    },
    // `of` emits on the trampoline, once the whole subscription returned: disposal is immediate
    // by then, and the second source is never subscribed.
    TimingRow("concat + take(1), the first emits on the trampoline", covers: "Concat", sources: [oneTwoThree], events: [n(200, 1), c(200)], subscriptions: [[]]) { s in
        Observable.concat(Observable.of(1), s[0]).take(1)
    },
    // An error does not move concat on: the second source is never subscribed.
    TimingRow("concat, the first fails at subscription", covers: "Concat", sources: [oneTwoThree], events: [e(200)], subscriptions: [[]]) { s in
        Observable.concat(Observable<Int>.error(timingError), s[0])
    },
    // Once the run returned, RxSwift disposes at once: an inner sequence after the one that ended
    // the result is never subscribed.
    TimingRow("concat() + take(1), ended after subscription", covers: "Concat", sources: [.hot([.next(210, 1), .completed(300)]), oneTwoThree], events: [n(210, 1), c(210)],
              subscriptions: [[s(200, 210)], []]) { s in
        Observable.of(s[0], s[1]).concat().take(1)
    },
    // RxSwift's limited merge subscribes an inner sequence only while fewer than `maxConcurrent`
    // run: with zero, never; it completes with the outer sequence.
    TimingRow("merge(maxConcurrent: 0)", covers: "Merge", sources: [outer, coldInner], events: [c(250)], subscriptions: [[s(200, 250)], []]) { s in
        s[0].map { x in s[1].map { "\(x)-\($0)" } }.merge(maxConcurrent: 0)
    },
    TimingRow("combineLatest + take(1), the first ones emit at subscription", covers: "CombineLatest+arity.generated", sources: [oneTwoThree], events: [n(200, 3), c(200)], subscriptions: [[s(200, 200)]]) { s in
        Observable.combineLatest(Observable.just(1), Observable.just(2), s[0].startWith(0)) { $0 + $1 + $2 }.take(1)
    },
    // The loser is released at the winner's first event.
    TimingRow("amb", covers: "Amb", sources: [.hot([.next(215, 1), .completed(300)]), .hot([.next(210, 2), .completed(250)])],
              events: [n(210, 2), c(250)], subscriptions: [[s(200, 210)], [s(200, 250)]]) { s in s[0].amb(s[1]) },
]

// MARK: - Error handling

private let errorHandlingRows: [TimingRow] = [
    // The failed source is released at its error; the handler's sequence subscribed then.
    TimingRow("catch", covers: "Catch", sources: [failsAt250, .hot([.next(240, 8), .next(260, 9), .completed(300)])],
              events: [n(210, 1), n(220, 2), n(260, 9), c(300)], subscriptions: [[s(200, 250)], [s(250, 300)]]) { s in s[0].catch { _ in s[1] } },
    TimingRow("catch, the handler throws", covers: "Catch", sources: [failsAt250], events: [n(210, 1), n(220, 2), e(250)], subscriptions: [[s(200, 250)]]) { s in
        s[0].catch { _ in throw timingError }
    },
    TimingRow("catch(sequence:)", covers: "Catch", sources: [failsAt250, .hot([.next(260, 9), .completed(300)])],
              events: [n(210, 1), n(220, 2), n(260, 9), c(300)], subscriptions: [[s(200, 250)], [s(250, 300)]]) { s in Observable.catch(sequence: [s[0], s[1]]) },
    TimingRow("catch, the handler's sequence fails", covers: "Catch", sources: [failsAt250, .hot([.next(260, 9), .error(270, timingError)])],
              events: [n(210, 1), n(220, 2), n(260, 9), e(270)], subscriptions: [[s(200, 250)], [s(250, 270)]]) { s in s[0].catch { _ in s[1] } },
    TimingRow("catchAndReturn", covers: "CatchAndReturn", sources: [failsAt250], events: [n(210, 1), n(220, 2), n(250, 0), c(250)], subscriptions: [[s(200, 250)]]) { s in s[0].catchAndReturn(0) },
    // Resubscribed at the error's tick.
    TimingRow("retry", covers: "Retry", sources: [.cold([.next(10, 1), .error(20, timingError)])], events: [n(210, 1), n(230, 1), e(240)], subscriptions: [[s(200, 220), s(220, 240)]]) { s in s[0].retry(2) },
    TimingRow("retry(when:)", covers: "RetryWhen", sources: [.cold([.next(10, 1), .error(20, timingError)])], events: [n(210, 1), n(230, 1), e(240)], subscriptions: [[s(200, 220), s(220, 240)]]) { s in
        s[0].retry(when: { (errors: Observable<Error>) in
            errors.enumerated().flatMap { index, error -> Observable<Int> in index < 1 ? .just(0) : .error(error) }
        })
    },
]

// MARK: - Utility

private let utilityRows: [TimingRow] = [
    TimingRow("do", covers: "Do", sources: [oneTwoThree], events: passedThrough, subscriptions: subscribedUntil300) { s in
        s[0].do(onNext: { _ in }, afterNext: { _ in }, onError: { _ in }, onCompleted: {}, afterCompleted: {}, onSubscribe: {}, onDispose: {})
    },
    TimingRow("debug", covers: "Debug", sources: [oneTwoThree], events: passedThrough, subscriptions: subscribedUntil300) { s in s[0].debug("OperatorTimingTests", trimOutput: true) },
    TimingRow("ifEmpty(default:)", covers: "IfEmpty", sources: [emptyAt250], events: [n(250, 9), c(250)], subscriptions: [[s(200, 250)]]) { s in s[0].ifEmpty(default: 9) },
    TimingRow("ifEmpty(switchTo:)", covers: "IfEmpty", sources: [emptyAt250, .hot([.next(240, 8), .next(260, 9), .completed(300)])],
              events: [n(260, 9), c(300)], subscriptions: [[s(200, 250)], [s(250, 300)]]) { s in s[0].ifEmpty(switchTo: s[1]) },
    // The element is held until the source completes; both go out in that action.
    TimingRow("asSingle", covers: "AsSingle", sources: [.hot([.next(210, 1), .completed(300)])], events: [n(300, 1), c(300)], subscriptions: subscribedUntil300) { s in s[0].asSingle() },
    TimingRow("asSingle, a second element", covers: "AsSingle", sources: [oneTwoThree], events: [e(220, RxError.moreThanOneElement)], subscriptions: [[s(200, 220)]]) { s in s[0].asSingle() },
    TimingRow("asMaybe", covers: "AsMaybe", sources: [.hot([.next(210, 1), .completed(300)])], events: [n(300, 1), c(300)], subscriptions: subscribedUntil300) { s in s[0].asMaybe() },
    TimingRow("asMaybe, empty", covers: "AsMaybe", sources: [emptyAt250], events: [c(250)], subscriptions: [[s(200, 250)]]) { s in s[0].asMaybe() },
]

// MARK: - Concurrency

private let concurrencyRows: [TimingRow] = [
    // One recursive action per event, the terminal one included; the source is released at its
    // own terminal event (286), before the error reaches the observer (287).
    TimingRow("observe(on:)", covers: "ObserveOn", sources: [.hot([.next(210, 1), .next(210, 2), .next(210, 3), .error(286, timingError)])],
              events: [n(211, 1), n(212, 2), n(213, 3), e(287)], subscriptions: [[s(200, 286)]]) { s in s[0].observe(on: s.scheduler) },
    TimingRow("observe(on:), an element and the error in one tick", covers: "ObserveOn", sources: [.hot([.next(250, 1), .error(250, timingError)])],
              events: [n(251, 1), e(252)], subscriptions: [[s(200, 250)]]) { s in s[0].observe(on: s.scheduler) },
    TimingRow("observe(on:), completion after an element", covers: "ObserveOn", sources: [.hot([.next(250, 1), .completed(250)])],
              events: [n(251, 1), c(252)], subscriptions: [[s(200, 250)]]) { s in s[0].observe(on: s.scheduler) },
    TimingRow("observe(on:), disposed with events queued", covers: "ObserveOn", sources: [.hot([.next(210, 1), .next(210, 2), .completed(210)])], disposed: 212,
              events: [n(211, 1)], subscriptions: [[s(200, 210)]]) { s in s[0].observe(on: s.scheduler) },
    // Subscribed in an action (201); released through a ScheduledDisposable, after the terminal
    // event as after disposal.
    // The rows' sources are `asObservable()` of RxTest's observables, which RxSwift 6 makes a
    // `create` that releases the source right after its completion (300); subscribed as they
    // are, they are released when the scheduler runs the disposal (301: SubscribeOnTests).
    TimingRow("subscribe(on:)", covers: "SubscribeOn", sources: [oneTwoThree], events: passedThrough, subscriptions: [[s(201, 300)]]) { s in s[0].subscribe(on: s.scheduler) },
    TimingRow("subscribe(on:), disposed", covers: "SubscribeOn", sources: [oneTwoThree], disposed: 225, events: [n(210, 1), n(220, 2)], subscriptions: [[s(201, 226)]]) { s in
        s[0].subscribe(on: s.scheduler)
    },
    // The unsubscription runs a tick after the disposal, after the source's element due then.
    TimingRow("subscribe(on:), disposed a tick before an element", covers: "SubscribeOn",
              sources: [.cold([.next(30, 5), .next(31, 6), .completed(40)])], disposed: 230, events: [], subscriptions: [[s(201, 231)]]) { s in
        s[0].subscribe(on: s.scheduler)
    },
]

// MARK: - Sharing

private let sharingRows: [TimingRow] = [
    // The connection ends at the source's terminal event.
    TimingRow("multicast + connect", covers: "Multicast", sources: [oneTwoThree], events: passedThrough, subscriptions: subscribedUntil300) { s in
        connected(s[0].multicast(PublishSubject<Int>()))
    },
    TimingRow("multicast(_:selector:)", covers: "MulticastSelector", sources: [oneTwoThree], events: [n(210, 2), n(220, 4), n(230, 6), c(300)], subscriptions: subscribedUntil300) { s in
        s[0].multicast({ PublishSubject<Int>() }, selector: { $0.map { $0 * 2 } })
    },
    TimingRow("publish + connect", covers: "Publish", sources: [oneTwoThree], events: passedThrough, subscriptions: subscribedUntil300) { s in connected(s[0].publish()) },
    TimingRow("replay + connect", covers: "Replay", sources: [oneTwoThree], events: passedThrough, subscriptions: subscribedUntil300) { s in connected(s[0].replay(1)) },
    TimingRow("publish().refCount(), disposed", covers: "RefCount", sources: [oneTwoThree], disposed: 225, events: [n(210, 1), n(220, 2)], subscriptions: [[s(200, 225)]]) { s in
        s[0].publish().refCount()
    },
    TimingRow("share", covers: "Share", sources: [oneTwoThree], events: passedThrough, subscriptions: subscribedUntil300) { s in s[0].share() },
    // Two subscribers share one source subscription; the one arriving at 225 gets the latest
    // element at once; the source goes at its completion.
    TimingRow("share(replay: 1), a late subscriber", covers: "Share", sources: [oneTwoThree], events: [n(210, 1), n(220, 2), n(225, 2), n(230, 3), n(230, 3), c(300)], subscriptions: subscribedUntil300) { s in
        let shared = s[0].share(replay: 1)
        return Observable.merge(shared, shared.delaySubscription(.seconds(25), scheduler: s.scheduler))
    },
    // The source goes when the last subscriber does (240), not when the first one leaves (220).
    TimingRow("publish().refCount(), two subscribers", covers: "RefCount", sources: [oneTwoThree], events: [n(210, 1), n(220, 2), n(220, 2), n(230, 3), c(240)], subscriptions: [[s(200, 240)]]) { s in
        let shared = s[0].publish().refCount()
        return Observable.merge(shared.take(2), shared.delaySubscription(.seconds(15), scheduler: s.scheduler).take(until: Observable<Int>.timer(.seconds(40), scheduler: s.scheduler)))
    },
    TimingRow("share(replay: 1)", covers: "Share", sources: [oneTwoThree], events: passedThrough, subscriptions: subscribedUntil300) { s in s[0].share(replay: 1) },
    // RxSwift loops forever on the first element with a replay of -1 (a difference listed in the
    // README); here it replays nothing, as 0: the late subscriber gets only what comes after it.
    TimingRow("share(replay: -1), a late subscriber", covers: "Share", sources: [oneTwoThree], events: [n(210, 1), n(220, 2), n(230, 3), n(230, 3), c(300)], subscriptions: subscribedUntil300) { s in
        let shared = s[0].share(replay: -1)
        return Observable.merge(shared, shared.delaySubscription(.seconds(25), scheduler: s.scheduler))
    },
]

// MARK: - Time

private let timeRows: [TimingRow] = [
    // The timer starts at subscription, before the source is subscribed; a full array restarts it.
    TimingRow("buffer", covers: "Buffer", sources: [.hot([.next(210, 1), .next(220, 2), .next(260, 3), .completed(300)])],
              events: [n(220, [1, 2]), n(250, [Int]()), n(280, [3]), n(300, [Int]()), c(300)], subscriptions: subscribedUntil300) { s in
        s[0].buffer(timeSpan: .seconds(30), count: 2, scheduler: s.scheduler)
    },
    TimingRow("buffer(timeSpan: 0)", covers: "Buffer", sources: [.hot([.next(202, 1), .next(203, 2), .completed(204)])],
              events: [n(201, [Int]()), n(202, [1]), n(203, [2]), n(204, [Int]()), c(204)], subscriptions: [[s(200, 204)]]) { s in
        s[0].buffer(timeSpan: .seconds(0), count: 3, scheduler: s.scheduler)
    },
    TimingRow("window", covers: "Window", sources: [.hot([.next(210, 1), .next(220, 2), .next(260, 3), .completed(300)])],
              events: [n(220, [1, 2]), n(250, [Int]()), n(280, [3]), n(300, [Int]()), c(300)], subscriptions: subscribedUntil300) { s in
        s[0].window(timeSpan: .seconds(30), count: 2, scheduler: s.scheduler).flatMap { $0.toArray() }
    },
    // The next period's timer starts once the array (the window) was delivered: an inner sequence
    // due one period after it emits before the next array switches it away.
    TimingRow("buffer, full + flatMapLatest due with the next period", covers: "Buffer",
              sources: [.hot([.next(205, 1), .next(205, 2)]), .cold([.next(20, 18)])], disposed: 300,
              events: [n(225, 18), n(245, 18), n(265, 18), n(285, 18)],
              subscriptions: [[s(200, 300)], [s(205, 225), s(225, 245), s(245, 265), s(265, 285), s(285, 300)]]) { s in
        s[0].buffer(timeSpan: .seconds(20), count: 2, scheduler: s.scheduler).flatMapLatest { _ in s[1] }
    },
    TimingRow("window, full + flatMapLatest due with the next period", covers: "Window",
              sources: [.hot([.next(205, 1), .next(205, 2)]), .cold([.next(20, 18)])], disposed: 300,
              events: [n(225, 18), n(245, 18), n(265, 18), n(285, 18)],
              subscriptions: [[s(200, 300)], [s(200, 205), s(205, 225), s(225, 245), s(245, 265), s(265, 285), s(285, 300)]]) { s in
        s[0].window(timeSpan: .seconds(20), count: 2, scheduler: s.scheduler).flatMapLatest { _ in s[1] }
    },
    // A pending element goes out with the completion.
    TimingRow("debounce", covers: "Debounce", sources: [.hot([.next(210, 1), .next(215, 2), .next(240, 3), .completed(245)])],
              events: [n(225, 2), n(245, 3), c(245)], subscriptions: [[s(200, 245)]]) { s in s[0].debounce(.seconds(10), scheduler: s.scheduler) },
    // Source completing at 500 while 7 waits for the end of the window (610): RxSwift releases the
    // source at 500 and sends 7 and the completion at 610.
    TimingRow("throttle, completion while an element waits", covers: "Throttle",
              sources: [.hot([.next(210, 2), .next(250, 3), .next(300, 4), .next(350, 5), .next(400, 6), .next(450, 7), .completed(500)])],
              events: [n(210, 2), n(410, 6), n(610, 7), c(610)], subscriptions: [[s(200, 500)]]) { s in
        s[0].throttle(.seconds(200), scheduler: s.scheduler)
    },
    TimingRow("throttle(latest: false)", covers: "Throttle", sources: [oneTwoThree], events: [n(210, 1), c(300)], subscriptions: subscribedUntil300) { s in
        s[0].throttle(.seconds(30), latest: false, scheduler: s.scheduler)
    },
    // RxSwift's delay releases the source at its terminal event and sends one event per action:
    // the completion, due at 230 like the element before it, goes out a tick later.
    TimingRow("delay", covers: "Delay", sources: [.hot([.next(210, 1), .next(210, 2), .completed(230)])],
              events: [n(230, 1), n(231, 2), c(250)], subscriptions: [[s(200, 230)]]) { s in s[0].delay(.seconds(20), scheduler: s.scheduler) },
    TimingRow("delay, error", covers: "Delay", sources: [.hot([.next(210, 1), .error(215, timingError)])], events: [e(215)], subscriptions: [[s(200, 215)]]) { s in
        s[0].delay(.seconds(20), scheduler: s.scheduler)
    },
    TimingRow("delaySubscription, disposed first", covers: "DelaySubscription", sources: [oneTwoThree], disposed: 220, events: [], subscriptions: [[]]) { s in
        s[0].delaySubscription(.seconds(25), scheduler: s.scheduler)
    },
    // An error goes out at once: the open array, or the element waiting, is dropped.
    TimingRow("buffer, source fails", covers: "Buffer", sources: [failsAt250], events: [n(230, [1, 2]), e(250)], subscriptions: [[s(200, 250)]]) { s in
        s[0].buffer(timeSpan: .seconds(30), count: 5, scheduler: s.scheduler)
    },
    TimingRow("debounce, source fails", covers: "Debounce", sources: [.hot([.next(210, 1), .error(215, timingError)])], events: [e(215)], subscriptions: [[s(200, 215)]]) { s in
        s[0].debounce(.seconds(10), scheduler: s.scheduler)
    },
    TimingRow("throttle, source fails", covers: "Throttle", sources: [.hot([.next(210, 1), .next(215, 2), .error(220, timingError)])], events: [n(210, 1), e(220)], subscriptions: [[s(200, 220)]]) { s in
        s[0].throttle(.seconds(30), scheduler: s.scheduler)
    },
    TimingRow("sample, the source fails at once", covers: "Sample", sources: [oneTwoThree], events: [e(200)], subscriptions: [[s(200, 200)]]) { s in
        Observable<Int>.error(timingError).sample(s[0])
    },
    TimingRow("sample, the sampler fails", covers: "Sample", sources: [oneTwoThree, .hot([.next(215, 0), .error(225, timingError)])], events: [n(215, 1), e(225)], subscriptions: [[s(200, 225)], [s(200, 225)]]) { s in
        s[0].sample(s[1])
    },
    // A negative interval, as RxSwift hands it to the scheduler: due at once, which TestScheduler
    // moves to the next tick, as for zero.
    TimingRow("delaySubscription(-5)", covers: "DelaySubscription", sources: [oneTwoThree], events: passedThrough, subscriptions: [[s(201, 300)]]) { s in
        s[0].delaySubscription(.seconds(-5), scheduler: s.scheduler)
    },
    TimingRow("take(for: -5)", covers: "TakeDuration", sources: [oneTwoThree], events: [c(201)], subscriptions: [[s(200, 201)]]) { s in
        s[0].take(for: .seconds(-5), scheduler: s.scheduler)
    },
    // The source's element at 201 was scheduled before the timer due then: it comes first.
    TimingRow("skip(duration: -5)", covers: "SkipDuration", sources: [.hot([.next(201, 1), .next(202, 2), .completed(300)])], events: [n(202, 2), c(300)], subscriptions: subscribedUntil300) { s in
        s[0].skip(.seconds(-5), scheduler: s.scheduler)
    },
    TimingRow("delay(-5)", covers: "Delay", sources: [.hot([.next(210, 1), .next(210, 2), .completed(230)])], events: [n(211, 1), n(212, 2), c(231)], subscriptions: [[s(200, 230)]]) { s in
        s[0].delay(.seconds(-5), scheduler: s.scheduler)
    },
    TimingRow("debounce(-5)", covers: "Debounce", sources: [oneTwoThree], events: [n(211, 1), n(221, 2), n(231, 3), c(300)], subscriptions: subscribedUntil300) { s in
        s[0].debounce(.seconds(-5), scheduler: s.scheduler)
    },
    // Nothing is left of a negative period: every element goes out at once.
    TimingRow("throttle(-5)", covers: "Throttle", sources: [.hot([.next(210, 1), .next(211, 2), .next(212, 3), .completed(300)])], events: [n(210, 1), n(211, 2), n(212, 3), c(300)], subscriptions: subscribedUntil300) { s in
        s[0].throttle(.seconds(-5), scheduler: s.scheduler)
    },
    TimingRow("timeout(-5)", covers: "Timeout", sources: [oneTwoThree], events: [e(201, RxError.timeout)], subscriptions: [[s(200, 201)]]) { s in
        s[0].timeout(.seconds(-5), scheduler: s.scheduler)
    },
    TimingRow("timeout(-5, other:)", covers: "Timeout", sources: [oneTwoThree, coldInner], events: [n(206, 10), c(231)], subscriptions: [[s(200, 201)], [s(201, 231)]]) { s in
        s[0].timeout(.seconds(-5), other: s[1], scheduler: s.scheduler)
    },
    TimingRow("buffer(timeSpan: -5)", covers: "Buffer", sources: [.hot([.next(202, 1), .next(203, 2), .completed(204)])],
              events: [n(201, [Int]()), n(202, [1]), n(203, [2]), n(204, [Int]()), c(204)], subscriptions: [[s(200, 204)]]) { s in
        s[0].buffer(timeSpan: .seconds(-5), count: 3, scheduler: s.scheduler)
    },
    // RxSwift ends a buffer (a window) when it holds exactly `count` elements: never for a
    // negative count, so only time ends it.
    TimingRow("buffer(count: -1)", covers: "Buffer", sources: [oneTwoThree],
              events: [n(230, [1, 2, 3]), n(260, [Int]()), n(290, [Int]()), n(300, [Int]()), c(300)], subscriptions: subscribedUntil300) { s in
        s[0].buffer(timeSpan: .seconds(30), count: -1, scheduler: s.scheduler)
    },
    TimingRow("window(count: -1)", covers: "Window", sources: [oneTwoThree],
              events: [n(230, [1, 2, 3]), n(260, [Int]()), n(290, [Int]()), n(300, [Int]()), c(300)], subscriptions: subscribedUntil300) { s in
        s[0].window(timeSpan: .seconds(30), count: -1, scheduler: s.scheduler).flatMap { $0.toArray() }
    },
    TimingRow("window(timeSpan: -5)", covers: "Window", sources: [.hot([.next(202, 1), .next(203, 2), .completed(204)])],
              events: [n(201, [Int]()), n(202, [1]), n(203, [2]), n(204, [Int]()), c(204)], subscriptions: [[s(200, 204)]]) { s in
        s[0].window(timeSpan: .seconds(-5), count: 3, scheduler: s.scheduler).flatMap { $0.toArray() }
    },
    TimingRow("delaySubscription(0)", covers: "DelaySubscription", sources: [oneTwoThree], events: passedThrough, subscriptions: [[s(201, 300)]]) { s in
        s[0].delaySubscription(.seconds(0), scheduler: s.scheduler)
    },
    // The timer is started before the source is subscribed: with a zero duration it ends the
    // sequence at the next tick.
    TimingRow("take(for: 0)", covers: "TakeDuration", sources: [oneTwoThree], events: [c(201)], subscriptions: [[s(200, 201)]]) { s in
        s[0].take(for: .seconds(0), scheduler: s.scheduler)
    },
    TimingRow("delaySubscription", covers: "DelaySubscription", sources: [oneTwoThree], events: [n(230, 3), c(300)], subscriptions: [[s(225, 300)]]) { s in
        s[0].delaySubscription(.seconds(25), scheduler: s.scheduler)
    },
    // The sampler's subscription ends when the sampler completes (270); the latest element goes
    // out at each sampler event.
    TimingRow("sample", covers: "Sample", sources: [.hot([.next(210, 1), .next(220, 2), .next(260, 3), .completed(300)]), .hot([.next(230, 0), .next(240, 0), .completed(270)])],
              events: [n(230, 2), n(270, 3)], subscriptions: [[s(200, 300)], [s(200, 270)]]) { s in
        s[0].sample(s[1])
    },
    TimingRow("skip(duration)", covers: "SkipDuration", sources: [.hot([.next(210, 1), .next(215, 2), .next(220, 3), .completed(300)])], events: [n(220, 3), c(300)], subscriptions: subscribedUntil300) { s in
        s[0].skip(.seconds(15), scheduler: s.scheduler)
    },
    TimingRow("take(for:)", covers: "TakeDuration", sources: [oneTwoThree], events: [n(210, 1), n(220, 2), c(225)], subscriptions: [[s(200, 225)]]) { s in
        s[0].take(for: .seconds(25), scheduler: s.scheduler)
    },
    TimingRow("timeout", covers: "Timeout", sources: [.hot([.next(210, 1), .next(250, 2), .completed(300)])], events: [n(210, 1), e(240, RxError.timeout)], subscriptions: [[s(200, 240)]]) { s in
        s[0].timeout(.seconds(30), scheduler: s.scheduler)
    },
    // `other` delivers while it is being subscribed, inside the trampoline its `of` opened: the
    // inner `of` of 1 is switched away before its second element.
    TimingRow("timeout(other:) emitting while subscribed + flatMapLatest", covers: "Timeout", sources: [oneTwoThree],
              events: [n(205, 10), n(205, 20), n(205, 21), c(205)], subscriptions: [[s(200, 205)]]) { s in
        s[0].timeout(.seconds(5), other: Observable.of(1, 2), scheduler: s.scheduler).flatMapLatest { x in Observable.of(x * 10, x * 10 + 1) }
    },
    TimingRow("timeout(other:)", covers: "Timeout", sources: [.hot([.next(210, 1), .next(250, 2), .completed(300)]), .hot([.next(260, 9), .completed(280)])],
              events: [n(210, 1), n(260, 9), c(280)], subscriptions: [[s(200, 240)], [s(240, 280)]]) { s in
        s[0].timeout(.seconds(30), other: s[1], scheduler: s.scheduler)
    },
]

// MARK: - Traits

private let traitRows: [TimingRow] = [
    TimingRow("Single.create", covers: "SingleTrait", sources: [oneTwoThree], events: [n(210, 1), c(210)], subscriptions: [[s(200, 210)]]) { s in
        Single<Int>.create { observer in s[0].subscribe(onNext: { observer(.success($0)) }) }
    },
    TimingRow("Maybe.create", covers: "MaybeTrait", sources: [emptyAt250], events: [c(250)], subscriptions: [[s(200, 250)]]) { s in
        Maybe<Int>.create { observer in s[0].subscribe(onCompleted: { observer(.completed) }) }
    },
    TimingRow("Maybe.just(_:scheduler:)", covers: "MaybeTrait", events: [n(201, 1), c(202)]) { s in Maybe.just(1, scheduler: s.scheduler) },
    TimingRow("Completable.create", covers: "CompletableTrait", sources: [emptyAt250], events: [c(250)], subscriptions: [[s(200, 250)]]) { s in
        Completable.create { observer in s[0].subscribe(onCompleted: { observer(.completed) }) }.asObservable()
    },
    // A trait's observe(on:) is observe(on:): the success's element and its completion in
    // actions of their own.
    TimingRow("Single.observe(on:)", covers: "PrimitiveSequence", events: [n(201, 1), c(202)]) { s in Single.just(1).observe(on: s.scheduler) },
    TimingRow("Single.subscribe(on:)", covers: "PrimitiveSequence", sources: [.hot([.next(210, 1), .completed(210)])], events: [n(210, 1), c(210)], subscriptions: [[s(201, 210)]]) { s in
        s[0].asSingle().subscribe(on: s.scheduler)
    },
    TimingRow("Single.timer", covers: "PrimitiveSequence", events: [n(230, 0), c(230)]) { s in Single<Int>.timer(.seconds(30), scheduler: s.scheduler) },
    TimingRow("Single.map", covers: "Single+Operators", sources: [.hot([.next(210, 1), .completed(210)])], events: [n(210, 2), c(210)], subscriptions: [[s(200, 210)]]) { s in
        s[0].asSingle().map { $0 * 2 }
    },
    // The first single is released at its success, the second subscribed then.
    TimingRow("Single.flatMap", covers: "Single+Operators", sources: [.hot([.next(210, 1), .completed(210)]), .cold([.next(20, 5), .completed(20)])],
              events: [n(230, 6), c(230)], subscriptions: [[s(200, 210)], [s(210, 230)]]) { s in
        s[0].asSingle().flatMap { x in s[1].asSingle().map { $0 + x } }
    },
    TimingRow("Maybe.ifEmpty(default:)", covers: "Maybe+Operators", sources: [emptyAt250], events: [n(250, 9), c(250)], subscriptions: [[s(200, 250)]]) { s in
        s[0].asMaybe().ifEmpty(default: 9)
    },
    TimingRow("Completable.concat", covers: "Completable+Operators", sources: [.hot([.completed(220)]), .cold([.completed(20)])], events: [c(240)], subscriptions: [[s(200, 220)], [s(220, 240)]]) { s in
        s[0].ignoreElements().asCompletable().concat(s[1].ignoreElements().asCompletable()).asObservable()
    },
    TimingRow("Completable.zip", covers: "Completable+Operators", sources: [.hot([.completed(220)]), .hot([.completed(240)])], events: [c(240)], subscriptions: [[s(200, 220)], [s(200, 240)]]) { s in
        Completable.zip(s[0].ignoreElements().asCompletable(), s[1].ignoreElements().asCompletable()).asObservable()
    },
    // The first completable is released at its completion, the second subscribed then.
    TimingRow("Completable.andThen", covers: "Completable+AndThen", sources: [.cold([.completed(10)]), .cold([.next(20, 5), .completed(20)])],
              events: [n(230, 5), c(230)], subscriptions: [[s(200, 210)], [s(210, 230)]]) { s in
        s[0].ignoreElements().asCompletable().andThen(s[1].asSingle())
    },
    TimingRow("Completable.andThen, the first fails", covers: "Completable+AndThen", sources: [.cold([.error(10, timingError)]), .cold([.next(20, 5), .completed(20)])],
              events: [e(210)], subscriptions: [[s(200, 210)], []]) { s in
        s[0].ignoreElements().asCompletable().andThen(s[1].asSingle())
    },
    TimingRow("Completable.merge", covers: "Completable+Operators", sources: [.hot([.completed(220)]), .hot([.completed(240)])], events: [c(240)], subscriptions: [[s(200, 220)], [s(200, 240)]]) { s in
        Completable.merge(s[0].ignoreElements().asCompletable(), s[1].ignoreElements().asCompletable()).asObservable()
    },
    TimingRow("Single.zip", covers: "Single+Zip+arity.generated", sources: [.hot([.next(210, 1), .completed(210)]), .hot([.next(220, 2), .completed(220)])],
              events: [n(220, 3), c(220)], subscriptions: [[s(200, 210)], [s(200, 220)]]) { s in
        Single.zip(s[0].asSingle(), s[1].asSingle()) { $0 + $1 }
    },
    TimingRow("Maybe.zip", covers: "Maybe+Zip+arity.generated", sources: [.hot([.next(210, 1), .completed(210)]), .hot([.next(220, 2), .completed(220)])],
              events: [n(220, 3), c(220)], subscriptions: [[s(200, 210)], [s(200, 220)]]) { s in
        Maybe.zip(s[0].asMaybe(), s[1].asMaybe()) { $0 + $1 }
    },
    TimingRow("Single.zip collection", covers: "PrimitiveSequence+Zip", sources: [.hot([.next(210, 1), .completed(210)]), .hot([.next(220, 2), .completed(220)])],
              events: [n(220, [1, 2]), c(220)], subscriptions: [[s(200, 210)], [s(200, 220)]]) { s in
        Single.zip([s[0].asSingle(), s[1].asSingle()])
    },
    // delay is delay: the success's element at 230, its completion in the next action.
    TimingRow("Single.delay", covers: "PrimitiveSequence+Time", sources: [.hot([.next(210, 1), .completed(210)])], events: [n(230, 1), c(231)], subscriptions: [[s(200, 210)]]) { s in
        s[0].asSingle().delay(.seconds(20), scheduler: s.scheduler)
    },
    TimingRow("Single.timeout", covers: "PrimitiveSequence+Time", sources: [.hot([.next(250, 1), .completed(250)])], events: [e(230, RxError.timeout)], subscriptions: [[s(200, 230)]]) { s in
        s[0].asSingle().timeout(.seconds(30), scheduler: s.scheduler)
    },
    TimingRow("Single.catch", covers: "PrimitiveSequence+ErrorHandling", sources: [.hot([.error(220, timingError)]), .cold([.next(10, 9), .completed(10)])],
              events: [n(230, 9), c(230)], subscriptions: [[s(200, 220)], [s(220, 230)]]) { s in
        s[0].asSingle().catch { _ in s[1].asSingle() }
    },
    TimingRow("Single.retry", covers: "PrimitiveSequence+ErrorHandling", sources: [.cold([.error(20, timingError)])], events: [e(240)], subscriptions: [[s(200, 220), s(220, 240)]]) { s in
        s[0].asSingle().retry(2)
    },
    TimingRow("Single.do", covers: "PrimitiveSequence+Do", sources: [.hot([.next(210, 1), .completed(210)])], events: [n(210, 1), c(210)], subscriptions: [[s(200, 210)]]) { s in
        s[0].asSingle().do(onSuccess: { _ in }, afterSuccess: { _ in })
    },
    TimingRow("Infallible.create", covers: "Infallible+Create", sources: [oneTwoThree], events: passedThrough, subscriptions: subscribedUntil300) { s in
        Infallible<Int>.create { observer in
            s[0].subscribe(onNext: { observer(.next($0)) }, onCompleted: { observer(.completed) })
        }
    },
    TimingRow("Infallible.just(_:scheduler:)", covers: "Infallible+Create", events: [n(201, 1), c(202)]) { s in Infallible.just(1, scheduler: s.scheduler) },
    TimingRow("asInfallible(onErrorJustReturn:)", covers: "ObservableConvertibleType+Infallible", sources: [failsAt250], events: [n(210, 1), n(220, 2), n(250, 0), c(250)], subscriptions: [[s(200, 250)]]) { s in
        s[0].asInfallible(onErrorJustReturn: 0)
    },
    TimingRow("Infallible.map", covers: "Infallible+Transforming", sources: [oneTwoThree], events: [n(210, 2), n(220, 4), n(230, 6), c(300)], subscriptions: subscribedUntil300) { s in
        s[0].asInfallible(onErrorJustReturn: 0).map { $0 * 2 }
    },
    TimingRow("Infallible.take(1)", covers: "Infallible+Filtering", sources: [oneTwoThree], events: [n(210, 1), c(210)], subscriptions: [[s(200, 210)]]) { s in
        s[0].asInfallible(onErrorJustReturn: 0).take(1)
    },
    // As for Observable: RxSwift subscribes every operator of the chain even though take(1)
    // already ended it (its sinks learn of the disposal once subscribed), so the source is
    // subscribed and released at once.
    TimingRow("Infallible.startWith + take(1)", covers: "Infallible+Combining", sources: [oneTwoThree], events: [n(200, 7), c(200)], subscriptions: [[s(200, 200)]]) { s in
        s[0].asInfallible(onErrorJustReturn: 0).startWith(7).take(1)
    },
    TimingRow("Infallible.combineLatest", covers: "Infallible+CombineLatest+arity.generated", sources: [.hot([.next(210, 1), .completed(250)]), .hot([.next(220, 2), .completed(300)])],
              events: [n(220, 3), c(300)], subscriptions: [[s(200, 250)], [s(200, 300)]]) { s in
        Infallible.combineLatest(s[0].asInfallible(onErrorJustReturn: 0), s[1].asInfallible(onErrorJustReturn: 0)) { $0 + $1 }
    },
    TimingRow("Infallible.zip", covers: "Infallible+Zip+arity.generated", sources: [.hot([.next(210, 5), .completed(220)]), .hot([.next(210, 5), .next(220, 6), .completed(230)])],
              events: [n(210, 10), c(230)], subscriptions: [[s(200, 220)], [s(200, 230)]]) { s in
        Infallible.zip(s[0].asInfallible(onErrorJustReturn: 0), s[1].asInfallible(onErrorJustReturn: 0)) { $0 + $1 }
    },
    TimingRow("Infallible.observe(on:)", covers: "Infallible+Utility", sources: [.hot([.next(250, 1), .completed(250)])], events: [n(251, 1), c(252)], subscriptions: [[s(200, 250)]]) { s in
        s[0].asInfallible(onErrorJustReturn: 0).observe(on: s.scheduler)
    },
    TimingRow("Infallible.delay", covers: "Infallible+Time", sources: [.hot([.next(210, 1), .completed(210)])], events: [n(230, 1), c(231)], subscriptions: [[s(200, 210)]]) { s in
        s[0].asInfallible(onErrorJustReturn: 0).delay(.seconds(20), scheduler: s.scheduler)
    },
]

/// Files with no row, and why: they have no timing of their own to pin on `TestScheduler`.
private let untimedFiles: [String: String] = [
    "AsyncSequence+AsObservable": "bridges an AsyncSequence: its events come from a task, not from the scheduler",
    "Values": "bridges to async/await: consumed by a task",
    "PrimitiveSequence+Async": "bridges to async/await",
    "Infallible+Async": "bridges to async/await",
    "Create+Async": "bridges to async/await: its events come from a task",
    "PrimitiveSequenceSubscriber": "the subscribe forms' subscriber, not an operator",
    "Infallible+Bind": "binding, not an operator (see MisuseTests and the Bind tests)",
    "Infallible": "the trait's type and subscribe forms",
]

private let timingRows: [TimingRow] = creationRows + transformingRows + filteringRows + combiningRows + errorHandlingRows + utilityRows + concurrencyRows + sharingRows + timeRows + traitRows

final class OperatorTimingTests: RxTestCase {
    func testEveryRowMatchesRxSwift() {
        TimingTable.assertMatches(timingRows)
    }

    /// The rows that differ from RxSwift today: listed in the output, and the test is skipped;
    /// it fails for a row that matches now, whose marker must go.
    func testKnownDifferences() throws {
        let (still, fixed) = TimingTable.knownDifferences(timingRows)
        if fixed == 0, !still.isEmpty {
            throw XCTSkip("\(still.count) known difference(s) from RxSwift 6.10.2 (the KNOWN DIFFERENCE lines above)")
        }
    }

    func testEveryRowIsNamedOnce() {
        TimingTable.assertNamedOnce(timingRows)
    }

    /// Every operator file of RxSwift's observables and traits has a row, or is listed in
    /// `untimedFiles` with the reason.
    func testEveryOperatorFileHasARow() {
        let files = TimingTable.swiftFiles(under: "Sources/RxSwift/Observables").union(TimingTable.swiftFiles(under: "Sources/RxSwift/Traits"))
        XCTAssertFalse(files.isEmpty, "the operator files were not found")
        let covered = Set(timingRows.map(\.covers)).union(untimedFiles.keys)
        let missing = files.subtracting(covered).sorted()
        XCTAssertEqual(missing, [], "operator files without a timing row")
        let unknown = covered.subtracting(files).sorted()
        XCTAssertEqual(unknown, [], "rows covering files that do not exist")
        let checks = timingRows.reduce(0) { $0 + $1.checkCount }
        print("OperatorTimingTests: \(timingRows.count) rows, \(checks) checks, \(timingRows.filter { $0.knownDifference != nil }.count) known differences")
    }
}
