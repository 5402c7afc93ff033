import RxCocoa
import RxRelay
import RxSwift

// The units family (`--family units`): chains that also go through RxCocoa's `Driver` and
// `Signal`, as the Units chapter of the guide writes them. Each unit operator converts its input
// (`asDriver(onErrorJustReturn:)` and its siblings), applies one operator of the unit and comes
// back with `asObservable()`, so units compose with every other operator of the catalog. A run
// builds its chain inside `SharingScheduler.mock(scheduler:)`, so that the units deliver on the
// test scheduler.

/// Which unit an operator or a source goes through.
enum UnitKind: Equatable {
    case driver
    case signal
}

/// How an observable becomes a unit: what happens to its error.
enum UnitEntry: Equatable {
    /// `asDriver(onErrorJustReturn:)`, `asSignal(onErrorJustReturn:)`.
    case justReturn(Int)
    /// `asDriver(onErrorDriveWith: .empty())`, `asSignal(onErrorSignalWith: .empty())`.
    case empty
    /// `asDriver(onErrorRecover: { _ in .just(n) })`, and the `Signal` form.
    case recover(Int)
}

/// One operator of a unit. The binary ones take the node's second input, made a unit with
/// `onErrorJustReturn: 0`.
enum UnitOp: Equatable {
    case map(add: Int)
    case filter(divisor: Int)
    case compactMap(divisor: Int)
    case distinctUntilChanged
    case scan(seed: Int)
    case startWith(Int)
    case skip(Int)
    case debounce(Int)
    case throttle(Int, latest: Bool)
    case delay(Int)
    case doLog
    /// The conversion alone.
    case none
    case flatMapLatest
    case flatMapFirst
    case flatMap
    case withLatestFrom(combine: Bool)
    case combineLatest
    case zip
    case merge

    var isBinary: Bool {
        switch self {
        case .flatMapLatest, .flatMapFirst, .flatMap, .withLatestFrom, .combineLatest, .zip, .merge: return true
        default: return false
        }
    }

    var isSkip: Bool {
        if case .skip = self { return true }
        return false
    }

    var isDelay: Bool {
        if case .delay = self { return true }
        return false
    }
}

/// A source made as a unit (`Driver.just`, `relay.asDriver()`...), observed through
/// `asObservable()`.
enum UnitSource: Equatable {
    case just(UnitKind, Int)
    case of(UnitKind, [Int])
    case empty(UnitKind)
    case never(UnitKind)
    case timer(UnitKind, due: Int, period: Int)
    case interval(UnitKind, period: Int)
    /// `BehaviorRelay.asDriver()`, fed by scheduled `accept` calls.
    case behaviorRelayDriver(initial: Int, events: [TimedEvent])
    /// `PublishRelay.asSignal()`, fed by scheduled `accept` calls.
    case publishRelaySignal(events: [TimedEvent])
}

// MARK: Generating

extension Generator {
    mutating func unitOp() -> Op {
        let kind: UnitKind = rng.chance(50) ? .driver : .signal
        let entry = unitEntry()
        return .unit(kind, entry, unitOperator())
    }

    /// An error policy, for a unit or an `Infallible`.
    mutating func unitEntry() -> UnitEntry {
        switch rng.int(0...5) {
        case 0...3: return .justReturn(rng.int(1...20))
        case 4: return .empty
        default: return .recover(rng.int(1...20))
        }
    }

    /// An operator of a unit, or of an `Infallible`, which has the same ones.
    mutating func unitOperator() -> UnitOp {
        let op: UnitOp
        switch rng.int(0...20) {
        case 0...1: op = .map(add: rng.int(0...9))
        case 2...3: op = .filter(divisor: rng.int(2...4))
        case 4: op = .compactMap(divisor: rng.int(2...4))
        case 5: op = .distinctUntilChanged
        case 6: op = .scan(seed: rng.int(0...3))
        case 7: op = .startWith(rng.int(1...20))
        case 8: op = .skip(rng.int(0...3))
        case 9: op = .debounce(rng.pick([0, 10, 20, 50, 100]))
        case 10: op = .throttle(rng.pick([0, 10, 20, 50, 100]), latest: rng.chance(50))
        case 11: op = .delay(rng.pick([0, 10, 20, 50, 100]))
        case 12: op = .doLog
        case 13: op = .none
        case 14: op = .flatMapLatest
        case 15: op = .flatMapFirst
        case 16: op = .flatMap
        case 17: op = .withLatestFrom(combine: rng.chance(50))
        case 18: op = .combineLatest
        case 19: op = .zip
        default: op = .merge
        }
        return op
    }

    mutating func unitSource() -> SourceSpec {
        let kind: UnitKind = rng.chance(50) ? .driver : .signal
        switch rng.int(0...9) {
        case 0: return .unit(.just(kind, rng.int(1...20)))
        case 1: return .unit(.of(kind, (0..<rng.int(0...3)).map { _ in rng.int(1...20) }))
        case 2: return .unit(.empty(kind))
        case 3: return .unit(.never(kind))
        case 4: return .unit(.timer(kind, due: rng.pick([0, 10, 50, 100]), period: rng.pick([30, 70, 100])))
        case 5: return .unit(.interval(kind, period: rng.pick([30, 70, 100, 150])))
        case 6...7: return .unit(.behaviorRelayDriver(initial: rng.int(1...20), events: relayEvents()))
        default: return .unit(.publishRelaySignal(events: relayEvents()))
        }
    }

    /// Up to four accepted values at increasing ticks (equal ticks allowed).
    private mutating func relayEvents() -> [TimedEvent] {
        (0..<rng.int(0...4)).map { _ in rng.tick(10...900) }.sorted().map { TimedEvent(tick: $0, kind: .next(rng.int(1...20))) }
    }
}

// MARK: Building

extension ChainRun {
    func applyUnit(_ kind: UnitKind, _ entry: UnitEntry, _ op: UnitOp, label: String, to input: Observable<Value>, others: [Observable<Value>]) -> Observable<Value> {
        switch kind {
        case .driver:
            let driver: Driver<Value>
            switch entry {
            case .justReturn(let n): driver = input.asDriver(onErrorJustReturn: .int(n))
            case .empty: driver = input.asDriver(onErrorDriveWith: .empty())
            case .recover(let n): driver = input.asDriver(onErrorRecover: { _ in .just(.int(n)) })
            }
            let otherDrivers = others.map { $0.asDriver(onErrorJustReturn: .int(0)) }
            return applyUnitOp(op, label: label, to: driver, others: otherDrivers).asObservable()
        case .signal:
            let signal: Signal<Value>
            switch entry {
            case .justReturn(let n): signal = input.asSignal(onErrorJustReturn: .int(n))
            case .empty: signal = input.asSignal(onErrorSignalWith: .empty())
            case .recover(let n): signal = input.asSignal(onErrorRecover: { _ in .just(.int(n)) })
            }
            let otherSignals = others.map { $0.asSignal(onErrorJustReturn: .int(0)) }
            return applyUnitOp(op, label: label, to: signal, others: otherSignals).asObservable()
        }
    }

    func makeUnitSource(_ source: UnitSource) -> Observable<Value> {
        switch source {
        case .just(let kind, let n):
            return kind == .driver ? Driver.just(.int(n)).asObservable() : Signal.just(.int(n)).asObservable()
        case .of(let kind, let items):
            let values = items.map(Value.int)
            return kind == .driver ? Driver.from(values).asObservable() : Signal.from(values).asObservable()
        case .empty(let kind):
            return kind == .driver ? Driver<Value>.empty().asObservable() : Signal<Value>.empty().asObservable()
        case .never(let kind):
            return kind == .driver ? Driver<Value>.never().asObservable() : Signal<Value>.never().asObservable()
        case .timer(let kind, let due, let period):
            let dueTime = RxTimeInterval.seconds(due)
            let periodTime = RxTimeInterval.seconds(period)
            let ticks = kind == .driver
                ? Driver<Int>.timer(dueTime, period: periodTime).asObservable()
                : Signal<Int>.timer(dueTime, period: periodTime).asObservable()
            return ticks.map(Value.int)
        case .interval(let kind, let period):
            let ticks = kind == .driver
                ? Driver<Int>.interval(.seconds(period)).asObservable()
                : Signal<Int>.interval(.seconds(period)).asObservable()
            return ticks.map(Value.int)
        case .behaviorRelayDriver(let initial, let events):
            let relay = BehaviorRelay<Value>(value: .int(initial))
            scheduleAccepts(events, relay.accept)
            return relay.asDriver().asObservable()
        case .publishRelaySignal(let events):
            let relay = PublishRelay<Value>()
            scheduleAccepts(events, relay.accept)
            return relay.asSignal().asObservable()
        }
    }

    private func scheduleAccepts(_ events: [TimedEvent], _ accept: @escaping (Value) -> Void) {
        for event in events {
            if case .next(let n) = event.kind {
                scheduler.scheduleAt(event.tick) { accept(.int(n)) }
            }
        }
    }
}

// MARK: Describing and shrinking

extension UnitKind: CustomStringConvertible {
    var description: String {
        self == .driver ? "Driver" : "Signal"
    }
}

extension UnitEntry {
    func call(_ kind: UnitKind) -> String {
        switch (self, kind) {
        case (.justReturn(let n), .driver): return "asDriver(onErrorJustReturn: \(n))"
        case (.justReturn(let n), .signal): return "asSignal(onErrorJustReturn: \(n))"
        case (.empty, .driver): return "asDriver(onErrorDriveWith: .empty())"
        case (.empty, .signal): return "asSignal(onErrorSignalWith: .empty())"
        case (.recover(let n), .driver): return "asDriver(onErrorRecover: -> .just(\(n)))"
        case (.recover(let n), .signal): return "asSignal(onErrorRecover: -> .just(\(n)))"
        }
    }
}

extension UnitOp {
    /// The operator's call after the conversion; a binary one is completed by its second input.
    var call: String {
        switch self {
        case .map(let add): return "map(+\(add))"
        case .filter(let d): return "filter(%\(d)!=0)"
        case .compactMap(let d): return "compactMap(nil if %\(d)==0)"
        case .distinctUntilChanged: return "distinctUntilChanged()"
        case .scan(let seed): return "scan(\(seed), +)"
        case .startWith(let n): return "startWith(\(n))"
        case .skip(let n): return "skip(\(n))"
        case .debounce(let t): return "debounce(\(t))"
        case .throttle(let t, let latest): return "throttle(\(t), latest: \(latest))"
        case .delay(let t): return "delay(\(t))"
        case .doLog: return "do(log)"
        case .none: return ""
        case .flatMapLatest: return "flatMapLatest(->"
        case .flatMapFirst: return "flatMapFirst(->"
        case .flatMap: return "flatMap(->"
        case .withLatestFrom(let combine): return combine ? "withLatestFrom(pair," : "withLatestFrom("
        case .combineLatest: return "combineLatest(self,"
        case .zip: return "zip(self,"
        case .merge: return "merge(self,"
        }
    }

    /// The operator's name, for bucketing.
    var name: String {
        let text = call
        guard !text.isEmpty else { return "conversion" }
        return String(text[..<(text.firstIndex(of: "(") ?? text.endIndex)])
    }
}

extension UnitSource: CustomStringConvertible {
    var description: String {
        func events(_ events: [TimedEvent]) -> String {
            events.map(\.description).joined(separator: ", ")
        }
        switch self {
        case .just(let kind, let n): return "\(kind).just(\(n))"
        case .of(let kind, let items): return "\(kind).from([\(items.map(String.init).joined(separator: ", "))])"
        case .empty(let kind): return "\(kind).empty()"
        case .never(let kind): return "\(kind).never()"
        case .timer(let kind, let due, let period): return "\(kind).timer(\(due), period: \(period))"
        case .interval(let kind, let period): return "\(kind).interval(\(period))"
        case .behaviorRelayDriver(let initial, let list): return "BehaviorRelay(\(initial))[\(events(list))].asDriver()"
        case .publishRelaySignal(let list): return "PublishRelay[\(events(list))].asSignal()"
        }
    }

    var eventCount: Int {
        switch self {
        case .of(_, let items): return items.count
        case .behaviorRelayDriver(_, let events), .publishRelaySignal(let events): return events.count
        default: return 0
        }
    }

    func removingEvent(at index: Int) -> UnitSource {
        switch self {
        case .of(let kind, var items):
            items.remove(at: index)
            return .of(kind, items)
        case .behaviorRelayDriver(let initial, var events):
            events.remove(at: index)
            return .behaviorRelayDriver(initial: initial, events: events)
        case .publishRelaySignal(var events):
            events.remove(at: index)
            return .publishRelaySignal(events: events)
        default:
            return self
        }
    }
}

extension Node {
    /// A unit operator as written: the conversion, the operator, the way back.
    func unitDescription(_ kind: UnitKind, _ entry: UnitEntry, _ op: UnitOp, label: String) -> String {
        let converted = "\(children[0]).\(entry.call(kind))"
        let applied: String
        if op.isBinary {
            let other = "\(children[1]).\(UnitEntry.justReturn(0).call(kind))"
            applied = "\(converted).\(op.call) \(other))"
        } else if op == .none {
            applied = converted
        } else {
            applied = "\(converted).\(op.call)\(label)"
        }
        return "\(applied).asObservable()"
    }
}
