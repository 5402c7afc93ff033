import Foundation
import RxSwift
import RxTest
import XCTest

// The machinery of `OperatorContractTests`: one row per operator, three checks run on every row.
// The rows are in OperatorContractTests.swift.

let contractError = NSError(domain: "OperatorContract", code: 1)

/// How a row's source behaves in the `TestScheduler` runs.
enum ContractSourceKind: Equatable {
    /// Hot, emitting across the disposal time (400) and completing at 500 (+ offset).
    case hot
    /// Hot, completing at 245 (+ offset): for operators that move on when a source completes (`concat`).
    case short
    /// Cold, with the timeline of `hot` relative to its subscription: for operators that resubscribe
    /// (`retry`). Their error expectation is given in the row.
    case cold
}

/// The sources a row builds its chain from, and the scheduler its time operators use.
struct ContractSources {
    let observables: [Observable<Int>]
    let scheduler: SchedulerType

    subscript(index: Int) -> Observable<Int> {
        observables[index]
    }
}

/// What the error check expects when source 0 fails.
enum ContractErrorExpectation {
    /// Every source in `errorFrom` in turn fails at 250 + 3·index: the output is what the undisturbed
    /// run emitted before that time, then that error at that time; every source is unsubscribed by then.
    case passesThrough
    /// Operators that handle errors: source 0 fails and the run gives exactly these events and
    /// subscriptions (one list per source).
    case handles(events: [Recorded<Event<String>>], subscriptions: [[Subscription]])
}

enum ContractReentrancyRule {
    case sameAsSequential
    case skip(because: String)
}

struct OperatorRow {
    let name: String
    let sources: [ContractSourceKind]
    /// The sources whose error must come out of the operator.
    let errorFrom: [Int]
    let onError: ContractErrorExpectation
    let reentrancy: ContractReentrancyRule
    /// Ticks between the source's error and the operator's (`observe(on:)` delivers on its scheduler).
    let errorDelay: Int
    /// Ticks between the end (error or disposal) and the sources' unsubscription
    /// (`subscribe(on:)` disposes on its scheduler).
    let unsubscribeDelay: Int
    let build: (ContractSources) -> Observable<String>
    let file: StaticString
    let line: UInt

    /// `build` receives the sources and a scheduler; its elements are compared as `String(describing:)`.
    init<Output: ObservableConvertibleType>(
        _ name: String,
        sources: [ContractSourceKind] = [.hot],
        errorFrom: [Int]? = nil,
        onError: ContractErrorExpectation = .passesThrough,
        reentrancy: ContractReentrancyRule = .sameAsSequential,
        errorDelay: Int = 0,
        unsubscribeDelay: Int = 0,
        file: StaticString = #filePath,
        line: UInt = #line,
        _ build: @escaping (ContractSources) -> Output
    ) {
        self.name = name
        self.sources = sources
        if case .handles = onError {
            self.errorFrom = [0]
        } else {
            self.errorFrom = errorFrom ?? Array(sources.indices)
        }
        self.onError = onError
        self.reentrancy = reentrancy
        self.errorDelay = errorDelay
        self.unsubscribeDelay = unsubscribeDelay
        self.file = file
        self.line = line
        self.build = { build($0).asObservable().map { String(describing: $0) } }
    }

    /// Fails the test at the row's line, naming the row.
    func fail(_ message: String) {
        XCTFail("\(name): \(message)", file: file, line: line)
    }
}

// MARK: - The sources' timelines

enum ContractTimeline {
    /// Element times relative to the subscription at 200 (source `k` is shifted by 3·k, so that no
    /// two sources ever emit at the same tick, and no source at 400).
    static let elementTimes = [10, 20, 30, 40, 70, 130, 210, 250]
    static let failureTime = 50
    static let disposalTime: TestTime = 400

    static func offset(_ index: Int) -> Int {
        3 * index
    }

    /// When source `index` fails in the error check, on the absolute clock (hot sources).
    static func failureTime(ofSource index: Int) -> TestTime {
        200 + failureTime + offset(index)
    }

    /// Source `index`'s events; a failing source fails at 50 (+ offset) instead of going on.
    static func events(_ kind: ContractSourceKind, index: Int, failing: Bool) -> [Recorded<Event<Int>>] {
        let base = kind == .cold ? 0 : 200
        let o = offset(index)
        let times = kind == .short ? Array(elementTimes.prefix(4)) : elementTimes
        var events: [Recorded<Event<Int>>] = []
        for (i, time) in times.enumerated() where !failing || time < failureTime {
            events.append(.next(base + time + o, 10 * index + i + 1))
        }
        if failing {
            events.append(.error(base + failureTime + o, contractError))
        } else {
            events.append(.completed(base + (kind == .short ? 45 : 300) + o))
        }
        return events
    }

    /// The events of every source in the order of the hot timeline: what the reentrancy check feeds.
    static func script(_ kinds: [ContractSourceKind]) -> [(source: Int, event: Event<Int>)] {
        var timed: [(time: TestTime, source: Int, event: Event<Int>)] = []
        for (index, kind) in kinds.enumerated() {
            let asHot: ContractSourceKind = kind == .cold ? .hot : kind
            for recorded in events(asHot, index: index, failing: false) {
                timed.append((recorded.time, index, recorded.value))
            }
        }
        return timed.sorted { $0.time < $1.time }.map { ($0.source, $0.event) }
    }
}

// MARK: - Virtual-time runs

struct ContractRun {
    let events: [Recorded<Event<String>>]
    /// One list per source.
    let subscriptions: [[Subscription]]
    /// Timers (and other scheduled actions) neither run nor cancelled at the end.
    let pendingActions: Int
}

extension OperatorRow {
    /// Subscribes at 200, disposes at `disposed`; source `failing` fails instead of going on.
    func run(failing: Int? = nil, disposed: TestTime = 1000) -> ContractRun {
        let scheduler = TestScheduler(initialClock: 0)
        let spy = SchedulerSpy(scheduler)
        let testables = sources.enumerated().map { index, kind -> TestableObservable<Int> in
            let events = ContractTimeline.events(kind, index: index, failing: failing == index)
            return kind == .cold ? scheduler.createColdObservable(events) : scheduler.createHotObservable(events)
        }
        let chainSources = ContractSources(observables: testables.map { $0.asObservable() }, scheduler: spy)
        let observer = scheduler.start(disposed: disposed) { self.build(chainSources) }
        return ContractRun(events: observer.events, subscriptions: testables.map(\.subscriptions), pendingActions: spy.pendingCount)
    }
}

// MARK: - Fed runs (reentrancy)

/// A hot source fed by hand with any number of subscribers, delivering synchronously: fed from
/// inside a subscriber, the event is delivered nested in the current delivery (unlike a subject,
/// which queues it).
final class ContractFeed {
    private var observers: [Int: AnyObserver<Int>] = [:]
    private var nextKey = 0
    private var stopped = false

    private(set) lazy var observable = Observable<Int>.create { [unowned self] observer in
        guard !self.stopped else { return Disposables.create() }
        let key = self.nextKey
        self.nextKey += 1
        self.observers[key] = observer
        return Disposables.create { [weak self] in self?.observers[key] = nil }
    }

    /// Delivers to the subscribers present when the event is sent (a later one gets later events).
    func send(_ event: Event<Int>) {
        guard !stopped else { return }
        stopped = event.isStopEvent
        for key in observers.keys.sorted() {
            observers[key]?.on(event)
        }
        if stopped { observers.removeAll() }
    }

    func release() {
        observers.removeAll()
    }
}

struct ContractFedRun {
    let events: [Event<String>]
    /// How many elements each step of the script produced (terminal events not counted: the next
    /// step is fed from inside the last element's `onNext`, even when a terminal event follows).
    let outputsPerStep: [Int]
    /// How many steps were fed from inside the subscriber's `onNext`.
    let nestedFeeds: Int
}

extension OperatorRow {
    /// Feeds the script into sources made with `create`, on a `TestScheduler` that never advances.
    /// With `reentrantAfter` (the outputs per step of a sequential run), each step is fed from inside
    /// the `onNext` of the previous step's last element instead of after it returned.
    func fedRun(reentrantAfter expected: [Int]? = nil) -> ContractFedRun {
        let feeds = sources.map { _ in ContractFeed() }
        let chainSources = ContractSources(observables: feeds.map(\.observable), scheduler: TestScheduler(initialClock: 0))
        let script = ContractTimeline.script(sources)
        var received: [Event<String>] = []
        var counts = Array(repeating: 0, count: script.count)
        var current = -1
        var next = 0
        var nested = 0
        func feed() {
            let step = script[next]
            current = next
            next += 1
            feeds[step.source].send(step.event)
        }
        RxDiagnostics.withReporter({ _ in }) {
            let subscription = build(chainSources).subscribe { event in
                received.append(event)
                guard current >= 0, case .next = event else { return }
                counts[current] += 1
                if let expected, counts[current] == expected[current], next == current + 1, next < script.count {
                    nested += 1
                    feed()
                }
            }
            while next < script.count {
                feed()
            }
            subscription.dispose()
        }
        feeds.forEach { $0.release() }
        return ContractFedRun(events: received, outputsPerStep: counts, nestedFeeds: nested)
    }
}

/// Why `events` break `next* (error | completed)?`, or nil.
func grammarViolation<Element>(_ events: [Event<Element>]) -> String? {
    guard let stop = events.firstIndex(where: \.isStopEvent) else { return nil }
    return stop == events.count - 1 ? nil : "\(events.count - 1 - stop) event(s) after the terminal \(events[stop])"
}
