import Foundation
import RxCocoa
import RxSwift
import RxTest
import RxTestSupport
import XCTest

// The timing table of `Driver` and `Signal` (see OperatorTimingTests in RxSwiftTests, and the
// machinery in Tests/RxTestSupport/OperatorTiming.swift): the exact ticks RxSwift 6.10.2 gives
// with the sharing scheduler mocked by a `TestScheduler` (`SharingScheduler.mock`), where
// scheduled work runs a tick later.
//
// What follows from RxSwift's construction of the units:
// - `asDriver(onError...)` / `asSignal(onError...)` are `observe(on:)` + `catch` + sharing: every
//   element arrives a tick late, each in an action of its own; the source is released at its own
//   terminal event, and an error becomes the replacement and the completion a tick later;
// - `Driver.just`, `empty` subscribe on the scheduler (`subscribe(on:)`): they emit at 201;
//   `of`, `from` emit one element per action and complete in an action of their own;
// - the time operators run on the sharing scheduler.

private func n(_ time: TestTime, _ value: Any) -> Recorded<Event<String>> {
    .next(time, String(describing: value))
}

private func c(_ time: TestTime) -> Recorded<Event<String>> {
    .completed(time)
}

private func s(_ subscribe: TestTime, _ unsubscribe: TestTime) -> Subscription {
    Subscription(subscribe, unsubscribe)
}

/// 1 at 210, 2 at 220, 3 at 230, completed at 300.
private let oneTwoThree: TimingSource = .hot([.next(210, 1), .next(220, 2), .next(230, 3), .completed(300)])
/// 1 at 210, 2 at 220, then fails at 250.
private let failsAt250: TimingSource = .hot([.next(210, 1), .next(220, 2), .error(250, timingError)])
/// 1 at 210, 2 at 230, completed at 250.
private let outer: TimingSource = .hot([.next(210, 1), .next(230, 2), .completed(250)])
/// 10 five ticks after its subscription, completed at 30.
private let coldInner: TimingSource = .cold([.next(5, 10), .completed(30)])

/// What `oneTwoThree` gives through a driver or a signal: each event a tick late.
private let driven = [n(211, 1), n(221, 2), n(231, 3), c(301)]
private let subscribedUntil300 = [[s(200, 300)]]

private func driver(_ source: Observable<Int>) -> Driver<Int> {
    source.asDriver(onErrorJustReturn: -1)
}

private func signal(_ source: Observable<Int>) -> Signal<Int> {
    source.asSignal(onErrorJustReturn: -1)
}

private let conversionRows: [TimingRow] = [
    // The source is released at its error (250); the replacement and the completion go out in
    // the action that delivers the error (251).
    TimingRow("asDriver(onErrorJustReturn:)", covers: "ObservableConvertibleType+Driver", sources: [failsAt250], events: [n(211, 1), n(221, 2), n(251, -1), c(251)], subscriptions: [[s(200, 250)]]) { s in
        driver(s[0])
    },
    TimingRow("asDriver(onErrorJustReturn:), completion", covers: "ObservableConvertibleType+Driver", sources: [oneTwoThree], events: driven, subscriptions: subscribedUntil300) { s in driver(s[0]) },
    // The fallback `Driver.just` subscribes on the scheduler: a tick after the error's delivery.
    TimingRow("asDriver(onErrorDriveWith:)", covers: "ObservableConvertibleType+Driver", sources: [failsAt250], events: [n(211, 1), n(221, 2), n(252, 9), c(252)], subscriptions: [[s(200, 250)]]) { s in
        s[0].asDriver(onErrorDriveWith: Driver.just(9))
    },
    TimingRow("asDriver(onErrorRecover:)", covers: "ObservableConvertibleType+Driver", sources: [failsAt250], events: [n(211, 1), n(221, 2), n(252, 9), c(252)], subscriptions: [[s(200, 250)]]) { s in
        s[0].asDriver(onErrorRecover: { _ in Driver.just(9) })
    },
    TimingRow("asSignal(onErrorJustReturn:)", covers: "ObservableConvertibleType+Signal", sources: [failsAt250], events: [n(211, 1), n(221, 2), n(251, -1), c(251)], subscriptions: [[s(200, 250)]]) { s in
        signal(s[0])
    },
    TimingRow("asSignal(onErrorSignalWith:)", covers: "ObservableConvertibleType+Signal", sources: [failsAt250], events: [n(211, 1), n(221, 2), c(252)], subscriptions: [[s(200, 250)]]) { s in
        s[0].asSignal(onErrorSignalWith: Signal.empty())
    },
    TimingRow("asSharedSequence(onErrorJustReturn:)", covers: "ObservableConvertibleType+SharedSequence", sources: [failsAt250], events: [n(211, 1), n(221, 2), n(251, -1), c(251)], subscriptions: [[s(200, 250)]]) { s in
        s[0].asSharedSequence(sharingStrategy: DriverSharingStrategy.self, onErrorJustReturn: -1)
    },
    TimingRow("Infallible.asDriver", covers: "Infallible+Driver", sources: [oneTwoThree], events: driven, subscriptions: subscribedUntil300) { s in s[0].asInfallible(onErrorJustReturn: -1).asDriver() },
    TimingRow("Infallible.asSignal", covers: "Infallible+Signal", sources: [oneTwoThree], events: driven, subscriptions: subscribedUntil300) { s in s[0].asInfallible(onErrorJustReturn: -1).asSignal() },
    // The relay's current value is replayed at subscription, and delivered on the scheduler.
    TimingRow("BehaviorRelay.asDriver", covers: "BehaviorRelay+Driver", disposed: 300, events: [n(201, 0), n(251, 5)]) { s in
        let relay = BehaviorRelay(value: 0)
        s.testScheduler.scheduleAt(250) { relay.accept(5) }
        return relay.asDriver()
    },
    TimingRow("PublishRelay.asSignal", covers: "PublishRelay+Signal", disposed: 300, events: [n(251, 5)]) { s in
        let relay = PublishRelay<Int>()
        s.testScheduler.scheduleAt(250) { relay.accept(5) }
        return relay.asSignal()
    },
    TimingRow("ControlEvent.asDriver", covers: "ControlEvent+Driver", sources: [oneTwoThree], events: driven, subscriptions: subscribedUntil300) { s in ControlEvent(events: s[0]).asDriver() },
    TimingRow("ControlEvent.asSignal", covers: "ControlEvent+Signal", sources: [oneTwoThree], events: driven, subscriptions: subscribedUntil300) { s in ControlEvent(events: s[0]).asSignal() },
    // Subscribed through ConcurrentMainScheduler, which runs at once on the main thread.
    TimingRow("ControlEvent", covers: "ControlEvent", sources: [oneTwoThree], events: [n(210, 1), n(220, 2), n(230, 3), c(300)], subscriptions: subscribedUntil300) { s in ControlEvent(events: s[0]) },
    TimingRow("ControlProperty.asDriver", covers: "ControlProperty+Driver", sources: [oneTwoThree], events: driven, subscriptions: subscribedUntil300) { s in
        ControlProperty(values: s[0], valueSink: AnyObserver<Int> { _ in }).asDriver()
    },
    TimingRow("ControlProperty", covers: "ControlProperty", sources: [oneTwoThree], events: [n(210, 1), n(220, 2), n(230, 3), c(300)], subscriptions: subscribedUntil300) { s in
        ControlProperty(values: s[0], valueSink: AnyObserver<Int> { _ in })
    },
]

private let creationRows: [TimingRow] = [
    // RxSwift: `just(element).subscribe(on: scheduler)`.
    TimingRow("Driver.just", covers: "SharedSequence+Creation", events: [n(201, 1), c(201)]) { _ in Driver.just(1) },
    TimingRow("Driver.empty", covers: "SharedSequence+Creation", events: [c(201)]) { _ in Driver<Int>.empty() },
    TimingRow("Driver.never", covers: "SharedSequence+Creation", disposed: 500, events: []) { _ in Driver<Int>.never() },
    // RxSwift: `from(elements, scheduler:)`, one element per action, the completion in its own.
    TimingRow("Driver.of", covers: "SharedSequence+Creation", events: [n(201, 1), n(202, 2), c(203)]) { _ in Driver.of(1, 2) },
    TimingRow("Driver.from(optional:)", covers: "SharedSequence+Creation", events: [n(201, 1), c(202)]) { _ in Driver.from(optional: 1) },
    TimingRow("Driver.deferred", covers: "SharedSequence+Creation", sources: [oneTwoThree], events: driven, subscriptions: subscribedUntil300) { s in Driver.deferred { driver(s[0]) } },
    TimingRow("Driver.interval", covers: "SharedSequence+Creation", disposed: 235, events: [n(210, 0), n(220, 1), n(230, 2)]) { _ in Driver<Int>.interval(.seconds(10)) },
    TimingRow("Driver.timer(period:)", covers: "SharedSequence+Creation", disposed: 230, events: [n(205, 0), n(215, 1), n(225, 2)]) { _ in Driver<Int>.timer(.seconds(5), period: .seconds(10)) },
]

private let operatorRows: [TimingRow] = [
    TimingRow("Driver.map", covers: "SharedSequence+Transforming", sources: [oneTwoThree], events: [n(211, 2), n(221, 4), n(231, 6), c(301)], subscriptions: subscribedUntil300) { s in driver(s[0]).map { $0 * 2 } },
    // Inner drivers deliver a tick late too: the first inner is released when the second outer
    // element is delivered (231), before its own completion (240).
    TimingRow("Driver.flatMapLatest", covers: "SharedSequence+Transforming", sources: [outer, coldInner], events: [n(217, "1-10"), n(237, "2-10"), c(262)], subscriptions: [[s(200, 250)], [s(211, 231), s(231, 261)]]) { s in
        driver(s[0]).flatMapLatest { x in driver(s[1]).map { "\(x)-\($0)" } }
    },
    TimingRow("Driver.flatMap", covers: "SharedSequence+Transforming", sources: [outer, coldInner], events: [n(217, "1-10"), n(237, "2-10"), c(262)], subscriptions: [[s(200, 250)], [s(211, 241), s(231, 261)]]) { s in
        driver(s[0]).flatMap { x in driver(s[1]).map { "\(x)-\($0)" } }
    },
    TimingRow("Driver.scan", covers: "SharedSequence+Transforming", sources: [oneTwoThree], events: [n(211, 1), n(221, 3), n(231, 6), c(301)], subscriptions: subscribedUntil300) { s in driver(s[0]).scan(0, accumulator: +) },
    TimingRow("Driver.filter", covers: "SharedSequence+Filtering", sources: [oneTwoThree], events: [n(221, 2), c(301)], subscriptions: subscribedUntil300) { s in driver(s[0]).filter { $0 == 2 } },
    TimingRow("Driver.distinctUntilChanged", covers: "SharedSequence+Filtering", sources: [.hot([.next(210, 1), .next(220, 1), .next(230, 2), .completed(300)])], events: [n(211, 1), n(231, 2), c(301)], subscriptions: subscribedUntil300) { s in
        driver(s[0]).distinctUntilChanged()
    },
    // startWith's element goes out at subscription, not on the scheduler.
    TimingRow("Driver.startWith", covers: "SharedSequence+Combining", sources: [oneTwoThree], events: [n(200, 0)] + driven, subscriptions: subscribedUntil300) { s in driver(s[0]).startWith(0) },
    TimingRow("Driver.merge", covers: "SharedSequence+Combining", sources: [.hot([.next(210, 1), .completed(250)]), oneTwoThree], events: [n(211, 1), n(211, 1), n(221, 2), n(231, 3), c(301)], subscriptions: [[s(200, 250)], [s(200, 300)]]) { s in
        Driver.merge(driver(s[0]), driver(s[1]))
    },
    TimingRow("Driver.withLatestFrom", covers: "SharedSequence+Combining", sources: [.hot([.next(210, 1), .next(230, 2), .completed(300)]), .hot([.next(220, 10), .completed(240)])], events: [n(231, 10), c(301)], subscriptions: [[s(200, 300)], [s(200, 240)]]) { s in
        driver(s[0]).withLatestFrom(driver(s[1]))
    },
    TimingRow("Driver.combineLatest", covers: "SharedSequence+CombineLatest+arity.generated", sources: [.hot([.next(210, 1), .completed(250)]), .hot([.next(220, 2), .completed(300)])], events: [n(221, 3), c(301)], subscriptions: [[s(200, 250)], [s(200, 300)]]) { s in
        Driver.combineLatest(driver(s[0]), driver(s[1])) { $0 + $1 }
    },
    TimingRow("Driver.zip", covers: "SharedSequence+Zip+arity.generated", sources: [.hot([.next(210, 5), .completed(220)]), .hot([.next(210, 5), .next(220, 6), .completed(230)])], events: [n(211, 10), c(231)], subscriptions: [[s(200, 220)], [s(200, 230)]]) { s in
        Driver.zip(driver(s[0]), driver(s[1])) { $0 + $1 }
    },
    // On the sharing scheduler. The throttle's timer (started at 221, due 231) fires before the
    // delivery of 3 scheduled at 230.
    TimingRow("Driver.throttle", covers: "SharedSequence+Time", sources: [oneTwoThree], events: [n(211, 1), n(231, 2), n(251, 3), c(301)], subscriptions: subscribedUntil300) { s in driver(s[0]).throttle(.seconds(20)) },
    TimingRow("Driver.debounce", covers: "SharedSequence+Time", sources: [oneTwoThree], events: [n(216, 1), n(226, 2), n(236, 3), c(301)], subscriptions: subscribedUntil300) { s in driver(s[0]).debounce(.seconds(5)) },
    TimingRow("Driver.delay", covers: "SharedSequence+Time", sources: [oneTwoThree], events: [n(216, 1), n(226, 2), n(236, 3), c(306)], subscriptions: subscribedUntil300) { s in driver(s[0]).delay(.seconds(5)) },
    TimingRow("Driver.do", covers: "SharedSequence+Utility", sources: [oneTwoThree], events: driven, subscriptions: subscribedUntil300) { s in driver(s[0]).do(onNext: { _ in }, onCompleted: {}) },
    TimingRow("Driver.drive", covers: "Driver+Subscription", sources: [oneTwoThree], events: driven, subscriptions: subscribedUntil300) { s in
        Observable<Int>.create { observer in driver(s[0]).drive(observer) }
    },
    TimingRow("Signal.emit", covers: "Signal+Subscription", sources: [oneTwoThree], events: driven, subscriptions: subscribedUntil300) { s in
        Observable<Int>.create { observer in signal(s[0]).emit(to: observer) }
    },
    // Two subscribers share one source subscription; the second (at 225) gets the driver's latest
    // element at once, nothing from a signal.
    TimingRow("Driver shares and replays", covers: "Driver", sources: [oneTwoThree], events: [n(211, 1), n(221, 2), n(225, 2), n(231, 3), n(231, 3), c(301)], subscriptions: subscribedUntil300) { s in
        let shared = driver(s[0]).asObservable()
        return Observable.merge(shared, shared.delaySubscription(.seconds(25), scheduler: s.scheduler))
    },
    TimingRow("Signal shares", covers: "Signal", sources: [oneTwoThree], events: [n(211, 1), n(221, 2), n(231, 3), n(231, 3), c(301)], subscriptions: subscribedUntil300) { s in
        let shared = signal(s[0]).asObservable()
        return Observable.merge(shared, shared.delaySubscription(.seconds(25), scheduler: s.scheduler))
    },
    TimingRow("SharedSequence.asObservable", covers: "SharedSequence", sources: [oneTwoThree], events: driven, subscriptions: subscribedUntil300) { s in driver(s[0]).asObservable() },
]

/// Files with no row, and why.
private let untimedFiles: [String: String] = [
    "SharedSequence+Concurrency": "bridges to async/await",
    "SharedSequence+ControlError": "a programming error's path (a control sequence that fails)",
    "SharingScheduler": "the scheduler every row mocks",
    "Reactive+ControlProperty": "builds a ControlProperty from a getter and a setter: the ControlProperty row times it",
]

private let rows = conversionRows + creationRows + operatorRows

/// Every row runs with the sharing scheduler mocked by the row's scheduler.
private let mockedSharingScheduler: TimingEnvironment = { scheduler, run in
    SharingScheduler.mock(scheduler: scheduler, action: run)
}

final class SharedSequenceTimingTests: RxTestCase {
    func testEveryRowMatchesRxSwift() {
        TimingTable.assertMatches(rows, around: mockedSharingScheduler)
    }

    func testKnownDifferences() throws {
        let (still, fixed) = TimingTable.knownDifferences(rows, around: mockedSharingScheduler)
        if fixed == 0, !still.isEmpty {
            throw XCTSkip("\(still.count) known difference(s) from RxSwift 6.10.2 (the KNOWN DIFFERENCE lines above)")
        }
    }

    func testEveryRowIsNamedOnce() {
        TimingTable.assertNamedOnce(rows)
    }

    func testEveryUnitFileHasARow() {
        let files = TimingTable.swiftFiles(under: "Sources/RxCocoa/Traits")
        XCTAssertFalse(files.isEmpty, "the unit files were not found")
        let covered = Set(rows.map(\.covers)).union(untimedFiles.keys)
        XCTAssertEqual(files.subtracting(covered).sorted(), [], "unit files without a timing row")
        XCTAssertEqual(covered.subtracting(files).sorted(), [], "rows covering files that do not exist")
        let checks = rows.reduce(0) { $0 + $1.checkCount }
        print("SharedSequenceTimingTests: \(rows.count) rows, \(checks) checks, \(rows.filter { $0.knownDifference != nil }.count) known differences")
    }
}
