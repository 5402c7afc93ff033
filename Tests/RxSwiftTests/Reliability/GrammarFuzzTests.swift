import Foundation
import RxSwift
import RxTest
import RxTestSupport
import XCTest

// Grammar fuzzing: random operator chains (nested inner sequences, subjects, sharing) over random
// hot and cold sources on a `TestScheduler`, subscribed and disposed at random times.
//
// Each case checks:
// - the grammar at every subscriber: `next* (error | completed)?`, never two events at once;
// - no event after the subscriber's `dispose()`;
// - every subscription to a source is closed once every subscriber is gone;
// - `Resources.total` back to its start (with the TraceResources trait).
//
// A failing case is shrunk (operators removed, events dropped, while it still fails) and
// printed with its seed. Environment:
//   RX_FUZZ_CASES=100000 RX_FUZZ_SEED=42 swift test --filter GrammarFuzzTests
// runs more cases, or one given seed (`RX_FUZZ_SEED` alone replays exactly that case).

/// A small seeded generator (SplitMix64): the same seed gives the same case on every platform.
struct SeededGenerator: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) {
        state = seed
    }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    mutating func int(_ range: ClosedRange<Int>) -> Int {
        Int.random(in: range, using: &self)
    }

    mutating func chance(_ percent: Int) -> Bool {
        int(1...100) <= percent
    }
}

struct FuzzError: Error, Equatable {}

// MARK: - The description of a case

/// One event of a test source.
enum FuzzEvent: Equatable, CustomStringConvertible {
    case next(Int)
    case error
    case completed

    var description: String {
        switch self {
        case .next(let value): return "\(value)"
        case .error: return "#"
        case .completed: return "|"
        }
    }
}

/// A hot or cold test source: events at ticks (relative to subscription when cold).
struct FuzzSource: CustomStringConvertible {
    var isHot: Bool
    var events: [(time: Int, event: FuzzEvent)]

    var description: String {
        (isHot ? "hot[" : "cold[") + events.map { "\($0.time):\($0.event)" }.joined(separator: " ") + "]"
    }
}

enum SubjectKind: CaseIterable {
    case publish, behavior, replay, async
}

/// Operators with one source. The parameter `n` (1...5) sets counts and durations.
enum UnaryOperator: CaseIterable {
    case map, filter, compactMap, scan, enumerated, distinctUntilChanged
    case skip, take, takeLast, skipWhile, takeWhile, startWith, elementAt, ignoreElements
    case materializeDematerialize, reduce, single
    case debounce, throttle, throttleFirst, delay, delaySubscription, timeout
    case buffer, window, skipTime, takeTime
    case share, shareReplay, publishRefCount, replayRefCount
    case observeOn, subscribeOn
    case catchAndReturn, retry, doOnEvents, ifEmpty, groupByMerge
}

/// Operators with two sources.
enum BinaryOperator: CaseIterable {
    case merge, concat, takeUntil, skipUntil, sample, catchWith, timeoutWith, ifEmptySwitch
    case combineLatest, zip, withLatestFrom, amb
}

/// Operators that subscribe an inner sequence per element of the outer one.
enum InnerOperator: CaseIterable {
    case flatMap, flatMapLatest, flatMapFirst, concatMap, mergeMaxTwo, switchLatest, concatOfMapped
}

indirect enum FuzzChain: CustomStringConvertible {
    case source(Int)
    case subject(SubjectKind, feeder: Int)
    case unary(UnaryOperator, Int, FuzzChain)
    case binary(BinaryOperator, FuzzChain, FuzzChain)
    case inner(InnerOperator, FuzzChain, FuzzChain)

    var description: String {
        switch self {
        case .source(let index): return "s\(index)"
        case .subject(let kind, let feeder): return "\(kind)Subject(s\(feeder))"
        case .unary(let op, let n, let chain): return "\(chain).\(op)(\(n))"
        case .binary(let op, let first, let second): return "\(op)(\(first), \(second))"
        case .inner(let op, let outer, let inner): return "\(outer).\(op) { \(inner) }"
        }
    }

    var operatorCount: Int {
        switch self {
        case .source, .subject: return 0
        case .unary(_, _, let chain): return 1 + chain.operatorCount
        case .binary(_, let a, let b), .inner(_, let a, let b): return 1 + a.operatorCount + b.operatorCount
        }
    }

    /// Smaller chains that keep part of this one, for shrinking.
    var simplifications: [FuzzChain] {
        switch self {
        case .source: return []
        case .subject(_, let feeder): return [.source(feeder)]
        case .unary(let op, let n, let chain):
            return [chain] + chain.simplifications.map { .unary(op, n, $0) }
        case .binary(let op, let a, let b):
            return [a, b] + a.simplifications.map { .binary(op, $0, b) } + b.simplifications.map { .binary(op, a, $0) }
        case .inner(let op, let a, let b):
            return [a] + a.simplifications.map { .inner(op, $0, b) } + b.simplifications.map { .inner(op, a, $0) }
        }
    }
}

/// A whole case: sources, the chain, and when each subscriber subscribes and disposes.
struct FuzzCase: CustomStringConvertible {
    var sources: [FuzzSource]
    var chain: FuzzChain
    var subscribers: [(subscribe: Int, dispose: Int)]

    var description: String {
        """
        chain (\(chain.operatorCount) operators): \(chain)
          sources: \(sources.enumerated().map { "s\($0.offset) = \($0.element)" }.joined(separator: "; "))
          subscribers (subscribe, dispose): \(subscribers.map { "(\($0.subscribe), \($0.dispose))" }.joined(separator: " "))
        """
    }

    /// Smaller cases, for shrinking: a simpler chain, fewer subscribers, fewer events.
    var simplifications: [FuzzCase] {
        var result = chain.simplifications.map { FuzzCase(sources: sources, chain: $0, subscribers: subscribers) }
        if subscribers.count > 1 {
            for index in subscribers.indices {
                var copy = self
                copy.subscribers.remove(at: index)
                result.append(copy)
            }
        }
        for (sourceIndex, source) in sources.enumerated() where !source.events.isEmpty {
            for eventIndex in source.events.indices {
                var copy = self
                copy.sources[sourceIndex].events.remove(at: eventIndex)
                result.append(copy)
            }
        }
        return result
    }
}

// MARK: - Generating

enum FuzzGenerator {
    static func makeCase(seed: UInt64) -> FuzzCase {
        var random = SeededGenerator(seed: seed)
        let sources = (0..<random.int(2...4)).map { _ in makeSource(&random) }
        let chain = makeChain(&random, depth: random.int(2...6), sources: sources.count, allowSubjects: true)
        let subscribers = (0..<random.int(1...3)).map { _ -> (Int, Int) in
            let subscribe = random.int(200...420)
            let dispose = random.chance(60) ? random.int(subscribe...1_100) : 1_500
            return (subscribe, dispose)
        }
        return FuzzCase(sources: sources, chain: chain, subscribers: subscribers)
    }

    static func makeSource(_ random: inout SeededGenerator) -> FuzzSource {
        let isHot = random.chance(50)
        var time = isHot ? random.int(190...260) : random.int(0...30)
        var events: [(Int, FuzzEvent)] = []
        for _ in 0..<random.int(0...8) {
            time += random.int(1...60)
            events.append((time, .next(random.int(0...20))))
        }
        time += random.int(1...80)
        switch random.int(1...10) {
        case 1...5: events.append((time, .completed))
        case 6...7: events.append((time, .error))
        default: break
        }
        return FuzzSource(isHot: isHot, events: events)
    }

    static func makeChain(_ random: inout SeededGenerator, depth: Int, sources: Int, allowSubjects: Bool) -> FuzzChain {
        if depth <= 0 {
            if allowSubjects, random.chance(25) {
                return .subject(SubjectKind.allCases.randomElement(using: &random)!, feeder: random.int(0...sources - 1))
            }
            return .source(random.int(0...sources - 1))
        }
        switch random.int(1...100) {
        case 1...62:
            let op = UnaryOperator.allCases.randomElement(using: &random)!
            return .unary(op, random.int(1...5), makeChain(&random, depth: depth - 1, sources: sources, allowSubjects: allowSubjects))
        case 63...82:
            let op = BinaryOperator.allCases.randomElement(using: &random)!
            return .binary(op,
                           makeChain(&random, depth: depth - 1, sources: sources, allowSubjects: allowSubjects),
                           makeChain(&random, depth: random.int(0...depth - 1), sources: sources, allowSubjects: allowSubjects))
        default:
            let op = InnerOperator.allCases.randomElement(using: &random)!
            // Inner sequences are built anew for each outer element: no subjects there.
            return .inner(op,
                          makeChain(&random, depth: depth - 1, sources: sources, allowSubjects: allowSubjects),
                          makeChain(&random, depth: random.int(0...2), sources: sources, allowSubjects: false))
        }
    }
}

// MARK: - Running

/// Runs a case on a fresh `TestScheduler` and returns what went wrong.
final class FuzzRun {
    private let scheduler = TestScheduler(initialClock: 0)
    private var sources: [TestableObservable<Int>] = []
    private var feeders: [Disposable] = []
    private var violations: [String] = []

    static func violations(of fuzzCase: FuzzCase) -> [String] {
        #if TRACE_RESOURCES
        let start = Resources.total
        #endif
        var found = FuzzRun().run(fuzzCase)
        #if TRACE_RESOURCES
        // Virtual time runs everything on this thread: nothing is released later.
        let end = Resources.total
        if end != start {
            found.append("Resources.total went from \(start) to \(end)")
        }
        #endif
        return found
    }

    private func run(_ fuzzCase: FuzzCase) -> [String] {
        sources = fuzzCase.sources.map { source in
            let events = source.events.map { time, event -> Recorded<Event<Int>> in
                switch event {
                case .next(let value): return .next(time, value)
                case .error: return .error(time, FuzzError())
                case .completed: return .completed(time)
                }
            }
            return source.isHot ? scheduler.createHotObservable(events) : scheduler.createColdObservable(events)
        }
        let observable = build(fuzzCase.chain)
        var recorders: [FuzzRecorder] = []
        for (index, timing) in fuzzCase.subscribers.enumerated() {
            let recorder = FuzzRecorder(name: "subscriber \(index)", scheduler: scheduler)
            recorders.append(recorder)
            var subscription: Disposable?
            scheduler.scheduleAt(timing.subscribe) {
                subscription = observable.subscribe(recorder)
            }
            scheduler.scheduleAt(timing.dispose) {
                subscription?.dispose()
                recorder.disposed()
                subscription = nil
            }
        }
        scheduler.scheduleAt(2_000) { [self] in
            feeders.forEach { $0.dispose() }
            feeders = []
        }
        scheduler.start()
        for recorder in recorders {
            violations += recorder.violations
        }
        for (index, source) in sources.enumerated() {
            let open = source.subscriptions.filter { $0.unsubscribe == Int.max }
            if !open.isEmpty {
                violations.append("s\(index) still subscribed at the end: \(source.subscriptions)")
            }
        }
        let found = violations
        sources = []
        return found
    }

    private var timeScheduler: SchedulerType { scheduler }

    private func ticks(_ n: Int) -> RxTimeInterval {
        .seconds(n * 7)
    }

    private func build(_ chain: FuzzChain) -> Observable<Int> {
        switch chain {
        case .source(let index):
            return sources[index].asObservable()
        case .subject(let kind, let feeder):
            let source = sources[feeder]
            func fed<S: SubjectType>(_ subject: S) -> Observable<Int> where S.Element == Int, S.Observer.Element == Int {
                scheduler.scheduleAt(150) { [self] in
                    feeders.append(source.subscribe(subject.asObserver()))
                }
                return subject.asObservable()
            }
            switch kind {
            case .publish: return fed(PublishSubject<Int>())
            case .behavior: return fed(BehaviorSubject<Int>(value: -1))
            case .replay: return fed(ReplaySubject<Int>.create(bufferSize: 2))
            case .async: return fed(AsyncSubject<Int>())
            }
        case .unary(let op, let n, let inner):
            return apply(op, n, build(inner))
        case .binary(let op, let first, let second):
            let a = build(first)
            let b = build(second)
            switch op {
            case .merge: return Observable.merge(a, b)
            case .concat: return a.concat(b)
            case .takeUntil: return a.take(until: b)
            case .skipUntil: return a.skip(until: b)
            case .sample: return a.sample(b)
            case .catchWith: return a.catch { _ in b }
            case .timeoutWith: return a.timeout(ticks(5), other: b, scheduler: timeScheduler)
            case .ifEmptySwitch: return a.ifEmpty(switchTo: b)
            case .combineLatest: return Observable.combineLatest(a, b) { $0 * 31 + $1 }
            case .zip: return Observable.zip(a, b) { $0 - $1 }
            case .withLatestFrom: return a.withLatestFrom(b) { $0 + $1 }
            case .amb: return a.amb(b)
            }
        case .inner(let op, let outer, let innerChain):
            let a = build(outer)
            let makeInner: (Int) -> Observable<Int> = { [unowned self] value in
                build(innerChain).map { $0 + value }
            }
            switch op {
            case .flatMap: return a.flatMap(makeInner)
            case .flatMapLatest: return a.flatMapLatest(makeInner)
            case .flatMapFirst: return a.flatMapFirst(makeInner)
            case .concatMap: return a.concatMap(makeInner)
            case .mergeMaxTwo: return a.map(makeInner).merge(maxConcurrent: 2)
            case .switchLatest: return a.map(makeInner).switchLatest()
            case .concatOfMapped: return a.map(makeInner).concat()
            }
        }
    }

    /// Any sequence as one of `Int`s (for `ignoreElements`, whose elements are `Never`).
    private static func asInts<Element>(_ source: Observable<Element>) -> Observable<Int> {
        source.map { _ in 0 }
    }

    private func apply(_ op: UnaryOperator, _ n: Int, _ source: Observable<Int>) -> Observable<Int> {
        switch op {
        case .map: return source.map { $0 * 3 % 17 }
        case .filter: return source.filter { $0 % (n + 1) != 0 }
        case .compactMap: return source.compactMap { $0 % 2 == 0 ? $0 / 2 : nil }
        case .scan: return source.scan(0) { $0 + $1 }
        case .enumerated: return source.enumerated().map { $0.index + $0.element }
        case .distinctUntilChanged: return source.map { $0 % 3 }.distinctUntilChanged()
        case .skip: return source.skip(n)
        case .take: return source.take(n)
        case .takeLast: return source.takeLast(n)
        case .skipWhile: return source.skip(while: { $0 < 10 })
        case .takeWhile: return source.take(while: { $0 < 15 })
        case .startWith: return source.startWith(n, n + 1)
        case .elementAt: return source.element(at: n - 1)
        case .ignoreElements: return Self.asInts(source.ignoreElements().asObservable())
        case .materializeDematerialize: return source.materialize().dematerialize()
        case .reduce: return source.reduce(0, accumulator: +)
        case .single: return source.single()
        case .debounce: return source.debounce(ticks(n), scheduler: timeScheduler)
        case .throttle: return source.throttle(ticks(n), latest: true, scheduler: timeScheduler)
        case .throttleFirst: return source.throttle(ticks(n), latest: false, scheduler: timeScheduler)
        case .delay: return source.delay(ticks(n), scheduler: timeScheduler)
        case .delaySubscription: return source.delaySubscription(ticks(n), scheduler: timeScheduler)
        case .timeout: return source.timeout(ticks(n * 3), scheduler: timeScheduler)
        case .buffer: return source.buffer(timeSpan: ticks(n * 2), count: n, scheduler: timeScheduler).map(\.count)
        case .window: return source.window(timeSpan: ticks(n * 2), count: n, scheduler: timeScheduler).flatMap { $0 }
        case .skipTime: return source.skip(ticks(n * 2), scheduler: timeScheduler)
        case .takeTime: return source.take(for: ticks(n * 4), scheduler: timeScheduler)
        case .share: return source.share()
        case .shareReplay: return source.share(replay: 1)
        case .publishRefCount: return source.publish().refCount()
        case .replayRefCount: return source.replay(n).refCount()
        case .observeOn: return source.observe(on: scheduler)
        case .subscribeOn: return source.subscribe(on: scheduler)
        case .catchAndReturn: return source.catchAndReturn(-2)
        case .retry: return source.retry(n)
        case .doOnEvents: return source.do(onNext: { _ in }, onError: { _ in }, onCompleted: {}, onSubscribe: {}, onDispose: {})
        case .ifEmpty: return source.ifEmpty(default: -3)
        case .groupByMerge: return source.groupBy { $0 % n }.flatMap { $0 }
        }
    }
}

/// A subscriber that checks the grammar and that nothing arrives after its disposal.
final class FuzzRecorder: ObserverType {
    private let name: String
    private let scheduler: TestScheduler
    private var isInside = false
    private var terminal: Event<Int>?
    private var disposedAt: Int?
    private(set) var violations: [String] = []

    init(name: String, scheduler: TestScheduler) {
        self.name = name
        self.scheduler = scheduler
    }

    /// Events received by every recorder so far (for the run's summary).
    nonisolated(unsafe) static var eventsSeen = 0

    func on(_ event: Event<Int>) {
        FuzzRecorder.eventsSeen += 1
        if isInside { violations.append("\(name): \(event) at \(scheduler.clock) overlaps another event") }
        if let terminal { violations.append("\(name): \(event) at \(scheduler.clock) after \(terminal)") }
        if let disposedAt { violations.append("\(name): \(event) at \(scheduler.clock) after dispose at \(disposedAt)") }
        isInside = true
        if event.isStopEvent { terminal = event }
        isInside = false
    }

    func disposed() {
        disposedAt = scheduler.clock
    }
}

// MARK: - Shrinking

enum FuzzShrinker {
    /// The smallest case found, by greedy steps, that still fails.
    static func shrink(_ failing: FuzzCase, budget: Int = 400) -> (FuzzCase, [String]) {
        var current = failing
        var problems = FuzzRun.violations(of: failing)
        var attempts = 0
        var improved = true
        while improved, attempts < budget {
            improved = false
            for candidate in current.simplifications {
                attempts += 1
                let found = FuzzRun.violations(of: candidate)
                if !found.isEmpty {
                    current = candidate
                    problems = found
                    improved = true
                    break
                }
                if attempts >= budget { break }
            }
        }
        return (current, problems)
    }
}

// MARK: - The test

final class GrammarFuzzTests: RxTestCase {
    /// Cases per run: CI runs the default; `RX_FUZZ_CASES` asks for more.
    private var caseCount: Int {
        ProcessInfo.processInfo.environment["RX_FUZZ_CASES"].flatMap(Int.init) ?? 20_000
    }

    func testRandomChainsKeepTheGrammarAndReleaseEverything() {
        let environment = ProcessInfo.processInfo.environment
        let fixedSeed = environment["RX_FUZZ_SEED"].flatMap(UInt64.init)
        let seeds: [UInt64] = fixedSeed.map { seed in
            environment["RX_FUZZ_CASES"] == nil ? [seed] : (0..<UInt64(caseCount)).map { seed &+ $0 }
        } ?? (0..<UInt64(caseCount)).map { 0x5EED_0000 &+ $0 }
        var failures = 0
        var operatorsSeen = 0
        let started = Date()
        for seed in seeds {
            let fuzzCase = FuzzGenerator.makeCase(seed: seed)
            operatorsSeen += fuzzCase.chain.operatorCount
            let problems = RxDiagnostics.withReporter({ _ in }) { FuzzRun.violations(of: fuzzCase) }
            guard !problems.isEmpty else { continue }
            failures += 1
            let (minimal, minimalProblems) = RxDiagnostics.withReporter({ _ in }) { FuzzShrinker.shrink(fuzzCase) }
            XCTFail("""
                fuzz case failed: RX_FUZZ_SEED=\(seed)
                \(problems.prefix(3).joined(separator: "\n"))
                minimal case:
                \(minimal)
                \(minimalProblems.prefix(3).joined(separator: "\n"))
                """)
            if failures >= 5 { break }
        }
        print("grammar fuzzing: \(seeds.count) cases, \(operatorsSeen) operators, \(FuzzRecorder.eventsSeen) events received, \(failures) failing, \(String(format: "%.1f", Date().timeIntervalSince(started))) s")
    }

    /// The generator covers every operator it knows.
    func testTheGeneratorUsesEveryOperator() {
        var unary = Set<String>()
        var binary = Set<String>()
        var inner = Set<String>()
        func visit(_ chain: FuzzChain) {
            switch chain {
            case .source, .subject: break
            case .unary(let op, _, let c): unary.insert("\(op)"); visit(c)
            case .binary(let op, let a, let b): binary.insert("\(op)"); visit(a); visit(b)
            case .inner(let op, let a, let b): inner.insert("\(op)"); visit(a); visit(b)
            }
        }
        for seed in 0..<UInt64(2_000) {
            visit(FuzzGenerator.makeCase(seed: seed).chain)
        }
        XCTAssertEqual(unary.count, UnaryOperator.allCases.count)
        XCTAssertEqual(binary.count, BinaryOperator.allCases.count)
        XCTAssertEqual(inner.count, InnerOperator.allCases.count)
        XCTAssertGreaterThanOrEqual(UnaryOperator.allCases.count + BinaryOperator.allCases.count + InnerOperator.allCases.count, 30)
    }
}
