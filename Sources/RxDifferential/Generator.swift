/// Turns a seed into a chain. Sizes stay small (a few operators, a few events, ticks within
/// 0...1000) so a chain runs in well under a millisecond, and parameters stay within what every
/// operator accepts without trapping (no negative counts, no zero-length periods that would
/// reschedule forever at one tick).
struct Generator {
    var rng: SplitMix64
    private let family: ChainFamily
    private var sources: [SourceSpec] = []
    private static let maxSources = 4

    init(seed: UInt64, family: ChainFamily) {
        rng = SplitMix64(seed: seed)
        self.family = family
    }

    static func chain(seed: UInt64, family: ChainFamily) -> Chain {
        var generator = Generator(seed: seed, family: family)
        return generator.makeChain(seed: seed)
    }

    private mutating func makeChain(seed: UInt64) -> Chain {
        var budget = rng.int(1...5)
        var root = tree(budget: &budget, depth: 0)
        var nextID = 0
        number(&root, from: &nextID)
        let count = rng.int(1...3)
        let subscribers = (0..<count).map { id -> SubscriberSpec in
            let subscribeAt = rng.chance(40) ? 200 : rng.tick(0...600)
            let disposeAt: Int? = rng.chance(40) ? rng.tick((subscribeAt + 10)...Chain.endTick) : nil
            return SubscriberSpec(id: id, subscribeAt: subscribeAt, disposeAt: disposeAt, kind: subscriberKind())
        }
        return Chain(seed: seed, sources: sources, root: root, subscribers: subscribers)
    }

    private func number(_ node: inout Node, from next: inout Int) {
        node.id = next
        next += 1
        for index in node.children.indices {
            number(&node.children[index], from: &next)
        }
    }

    private mutating func subscriberKind() -> SubscriberKind {
        switch rng.int(0...9) {
        case 0...5: return .observer
        case 6...7: return .closures
        default: return .viaSubject(subjectKind())
        }
    }

    // MARK: Operator tree

    /// A subtree spending at most `budget` operators. Child 0 gets most of what is left; the
    /// other inputs are mostly bare sources, so combining operators stay cheap.
    private mutating func tree(budget: inout Int, depth: Int) -> Node {
        guard budget > 0, depth < 5 else { return leaf() }
        budget -= 1
        // The other families draw once more per operator: their chains differ from the
        // observable family's from the first one on, and those keep the seeds the README counts.
        let op: Op
        switch family {
        case .observables: op = randomOp()
        case .units: op = rng.chance(50) ? unitOp() : randomOp()
        case .traits: op = rng.chance(50) ? traitOp() : randomOp()
        }
        var children: [Node] = []
        let inputs = op.arity == -1 ? rng.int(2...3) : op.arity
        for index in 0..<inputs {
            if index == 0 {
                children.append(tree(budget: &budget, depth: depth + 1))
            } else {
                var side = min(budget, rng.chance(70) ? 0 : 1)
                budget -= side
                children.append(tree(budget: &side, depth: depth + 1))
            }
        }
        return Node(id: 0, op: op, children: children)
    }

    private mutating func leaf() -> Node {
        if !sources.isEmpty, sources.count >= Self.maxSources || rng.chance(25) {
            return Node(id: 0, op: .source(rng.int(0...(sources.count - 1))), children: [])
        }
        sources.append(source())
        return Node(id: 0, op: .source(sources.count - 1), children: [])
    }

    private mutating func small() -> Int { rng.int(0...3) }
    private mutating func value() -> Int { rng.int(1...20) }
    private mutating func duration() -> Int { rng.pick([0, 10, 20, 30, 50, 100, 150, 250]) }
    private mutating func span() -> Int { rng.pick([20, 30, 50, 100, 200]) }
    private mutating func divisor() -> Int { rng.int(2...4) }
    private mutating func maybeThrows() -> Int? { rng.chance(15) ? rng.int(3...7) : nil }

    private mutating func randomOp() -> Op {
        switch rng.int(0...83) {
        case 0...2: return .map(add: rng.int(0...9), throwsOn: maybeThrows())
        case 3...4: return .filter(divisor: divisor(), throwsOn: maybeThrows())
        case 5: return .compactMap(divisor: divisor())
        case 6: return .scan(seed: small())
        case 7: return .reduce(seed: small())
        case 8: return .distinctUntilChanged(keyDivisor: rng.chance(50) ? divisor() : nil)
        case 9: return .enumerated
        case 10: return .materialize
        case 11: return .dematerialize
        case 12: return .groupBy(divisor: divisor())
        case 13...14: return .take(small())
        case 15: return .takeLast(small())
        case 16: return .takeWhile(below: rng.int(5...18), inclusive: rng.chance(50))
        case 17: return .takeUntilPredicate(atLeast: rng.int(5...18), inclusive: rng.chance(50))
        case 18: return .takeFor(duration())
        case 19: return .skip(small())
        case 20: return .skipWhile(below: rng.int(5...18))
        case 21: return .skipFor(duration())
        case 22: return .elementAt(small())
        case 23: return .single(divisor: rng.chance(50) ? divisor() : nil)
        case 24: return .first
        case 25: return .startWith((0..<rng.int(1...2)).map { _ in value() })
        case 26: return .ifEmptyDefault(value())
        case 27: return .toArray
        case 28: return .buffer(span: span(), count: rng.int(1...3))
        case 29: return .window(span: span(), count: rng.int(1...3))
        case 30: return .debounce(duration())
        case 31: return .throttle(duration(), latest: rng.chance(50))
        case 32: return .delay(duration())
        case 33: return .delaySubscription(duration())
        case 34: return .timeout(rng.pick([10, 30, 50, 100, 300]))
        case 35: return .subscribeOn
        case 36: return .observeOn
        case 37: return .retry(rng.int(1...3))
        case 38: return .retryWhen(attempts: rng.int(1...3), delay: rng.pick([0, 0, 10, 50]))
        case 39: return .catchAndReturn(value())
        case 40...41: return .share(replay: rng.int(0...2), forever: rng.chance(50))
        case 42...44: return .connectable(connectableKind(), connection())
        case 45...46: return .doLog
        case 47: return .using
        case 48: return .deferred
        case 49: return .asSingle
        case 50: return .asMaybe
        case 51: return .asCompletable
        case 52: return .singleMap(add: rng.int(0...9))
        case 53: return .singleRetry(rng.int(1...2))
        case 54: return .maybeIfEmpty(value())
        case 55: return .infallible(justReturn: value())
        case 56: return .takeUntil
        case 57: return .skipUntil
        case 58: return .sample(defaultValue: rng.chance(30) ? value() : nil)
        case 59: return .withLatestFrom(combine: rng.chance(50))
        case 60: return .concatWith
        case 61: return .ifEmptySwitch
        case 62: return .timeoutOther(rng.pick([10, 30, 50, 100, 300]))
        case 63: return .catchWith
        case 64: return .amb
        case 65...66: return .flatMap(throwsOn: maybeThrows())
        case 67: return .flatMapFirst
        case 68: return .flatMapLatest
        case 69: return .concatMap
        case 70: return .switchLatest
        case 71: return .mergeMax(rng.int(1...2))
        case 72: return .andThen
        case 73: return .singleFlatMap
        case 74: return .infallibleFallback
        case 75...76: return .zip(collection: rng.chance(40))
        case 77...78: return .combineLatest(collection: rng.chance(40))
        case 79: return .merge
        case 80: return .concat
        case 81: return .ambAll
        case 82: return .catchSequence
        default: return .doLog
        }
    }

    private mutating func connectableKind() -> ConnectableKind {
        switch rng.int(0...4) {
        case 0: return .publish
        case 1: return .replay(rng.int(1...2))
        case 2: return .replayAll
        case 3: return .multicastSubject(subjectKind())
        default: return .multicastFactory(subjectKind())
        }
    }

    private mutating func connection() -> Connection {
        if rng.chance(55) { return .refCount }
        let at = rng.tick(0...600)
        let disconnectAt: Int? = rng.chance(40) ? rng.tick((at + 10)...Chain.endTick) : nil
        return .connect(at: at, disconnectAt: disconnectAt)
    }

    private mutating func subjectKind() -> SubjectKind {
        switch rng.int(0...4) {
        case 0: return .publish
        case 1: return .behavior(initial: value())
        case 2: return .replay(bufferSize: rng.int(1...2))
        case 3: return .replayAll
        default: return .async
        }
    }

    // MARK: Sources

    private mutating func source() -> SourceSpec {
        if family == .units, rng.chance(30) {
            return unitSource()
        }
        switch rng.int(0...24) {
        case 0...4: return .hot(events: events(ticks: 10...900, terminal: true), asObservable: rng.chance(30))
        case 5...8: return .cold(events: events(ticks: 0...300, terminal: true), asObservable: rng.chance(30))
        case 9: return .just(value(), onTestScheduler: rng.chance(40))
        case 10: return .of((0..<rng.int(0...3)).map { _ in value() }, onTestScheduler: rng.chance(40))
        case 11: return .from((0..<rng.int(0...3)).map { _ in value() })
        case 12: return .empty
        case 13: return .never
        case 14: return .error(rng.pick(HarnessError.allCases.filter { $0 != .thrown }))
        case 15: return .range(start: value(), count: rng.int(0...3))
        case 16: return .create(elements: (0..<rng.int(0...2)).map { _ in value() }, terminal: terminal())
        case 17: return .timer(due: duration(), period: rng.chance(40) ? rng.pick([30, 70, 100, 150]) : nil)
        case 18: return .interval(period: rng.pick([30, 70, 100, 150]))
        case 19...22: return .subject(subjectKind(), events: events(ticks: 10...900, terminal: true, terminalLast: false))
        default: return .relay(relayKind(), events: events(ticks: 10...900, terminal: false))
        }
    }

    private mutating func relayKind() -> RelayKind {
        switch rng.int(0...2) {
        case 0: return .publish
        case 1: return .behavior(initial: value())
        default: return .replay(bufferSize: rng.int(1...2))
        }
    }

    private mutating func terminal() -> TimedEvent.Kind? {
        switch rng.int(0...9) {
        case 0...4: return .completed
        case 5...7: return .error(rng.pick([HarnessError.boom, .bang]))
        default: return nil
        }
    }

    /// Up to four elements at increasing ticks (equal ticks allowed), then maybe a terminal. Test
    /// observables forward whatever they are given, so their terminal comes last (a grammar
    /// violation would test nothing the libraries promise); a subject's terminal may come
    /// anywhere, as later events sent to a subject are legal and ignored.
    private mutating func events(ticks: ClosedRange<Int>, terminal allowsTerminal: Bool, terminalLast: Bool = true) -> [TimedEvent] {
        var result = (0..<rng.int(0...4)).map { _ in TimedEvent(tick: rng.tick(ticks), kind: .next(value())) }
        if allowsTerminal, let end = terminal() {
            let earliest = terminalLast ? (result.map(\.tick).max() ?? ticks.lowerBound) : ticks.lowerBound
            result.append(TimedEvent(tick: rng.tick(earliest...ticks.upperBound), kind: end))
        }
        // Sorting keeps the terminal last among equal ticks (a stable sort by tick).
        return result.enumerated().sorted { ($0.element.tick, $0.offset) < ($1.element.tick, $1.offset) }.map(\.element)
    }
}
