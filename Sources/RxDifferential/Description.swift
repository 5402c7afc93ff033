/// The text form of a chain, printed at the head of each trace block. It names each operator by
/// its RxSwift spelling so that a reader can turn a minimal chain back into a unit test.

extension TimedEvent: CustomStringConvertible {
    var description: String {
        "\(kind)@\(tick)"
    }
}

extension TimedEvent.Kind: CustomStringConvertible {
    var description: String {
        switch self {
        case .next(let n): return "next(\(n))"
        case .error(let e): return "error(\(e))"
        case .completed: return "completed"
        }
    }
}

extension SubjectKind: CustomStringConvertible {
    var description: String {
        switch self {
        case .publish: return "PublishSubject"
        case .behavior(let initial): return "BehaviorSubject(\(initial))"
        case .replay(let size): return "ReplaySubject(bufferSize: \(size))"
        case .replayAll: return "ReplaySubject.createUnbounded()"
        case .async: return "AsyncSubject"
        }
    }
}

extension RelayKind: CustomStringConvertible {
    var description: String {
        switch self {
        case .publish: return "PublishRelay"
        case .behavior(let initial): return "BehaviorRelay(\(initial))"
        case .replay(let size): return "ReplayRelay(bufferSize: \(size))"
        }
    }
}

private func list(_ items: [some CustomStringConvertible]) -> String {
    items.map(\.description).joined(separator: ", ")
}

extension SourceSpec: CustomStringConvertible {
    var description: String {
        switch self {
        case .hot(let events, let asObservable):
            return "hot(\(list(events)))" + (asObservable ? ".asObservable()" : "")
        case .cold(let events, let asObservable):
            return "cold(\(list(events)))" + (asObservable ? ".asObservable()" : "")
        case .just(let n, let onTestScheduler):
            return onTestScheduler ? "just(\(n), scheduler: test)" : "just(\(n))"
        case .of(let items, let onTestScheduler):
            return onTestScheduler ? "of(\(list(items)), scheduler: test)" : "of(\(list(items)))"
        case .from(let items): return "from([\(list(items))])"
        case .empty: return "empty()"
        case .never: return "never()"
        case .error(let e): return "error(\(e))"
        case .range(let start, let count): return "range(start: \(start), count: \(count))"
        case .create(let elements, let terminal):
            return "create(\(list(elements))\(terminal.map { "; \($0)" } ?? ""))"
        case .timer(let due, let period):
            return "timer(\(due)\(period.map { ", period: \($0)" } ?? ""))"
        case .interval(let period): return "interval(\(period))"
        case .subject(let kind, let events): return "\(kind)[\(list(events))]"
        case .relay(let kind, let events): return "\(kind)[\(list(events))]"
        case .unit(let source): return source.description
        }
    }
}

extension ConnectableKind: CustomStringConvertible {
    var description: String {
        switch self {
        case .publish: return "publish()"
        case .replay(let n): return "replay(\(n))"
        case .replayAll: return "replayAll()"
        case .multicastSubject(let kind): return "multicast(\(kind))"
        case .multicastFactory(let kind): return "multicast(makeSubject: \(kind))"
        }
    }
}

extension Connection: CustomStringConvertible {
    var description: String {
        switch self {
        case .refCount: return "refCount()"
        case .connect(let at, let disconnectAt):
            return "connect(at: \(at)\(disconnectAt.map { ", disposeAt: \($0)" } ?? ""))"
        }
    }
}

extension Op {
    /// The operator's call as written after the receiver, or nil for a source.
    fileprivate var call: String {
        func throwing(_ divisor: Int?) -> String { divisor.map { ", throws if %\($0)==0" } ?? "" }
        switch self {
        case .source(let index): return "S\(index)"
        case .map(let add, let t): return "map(+\(add)\(throwing(t)))"
        case .filter(let d, let t): return "filter(%\(d)!=0\(throwing(t)))"
        case .compactMap(let d): return "compactMap(nil if %\(d)==0)"
        case .scan(let seed): return "scan(\(seed), +)"
        case .reduce(let seed): return "reduce(\(seed), +)"
        case .distinctUntilChanged(let d): return d.map { "distinctUntilChanged(%\($0))" } ?? "distinctUntilChanged()"
        case .enumerated: return "enumerated()"
        case .materialize: return "materialize()"
        case .dematerialize: return "materialize().dematerialize()"
        case .groupBy(let d): return "groupBy(%\(d)).flatMap(tag key)"
        case .take(let n): return "take(\(n))"
        case .takeLast(let n): return "takeLast(\(n))"
        case .takeWhile(let below, let inclusive): return "take(while: <\(below)\(inclusive ? ", .inclusive" : ""))"
        case .takeUntilPredicate(let atLeast, let inclusive): return "take(until: >=\(atLeast)\(inclusive ? ", .inclusive" : ", .exclusive"))"
        case .takeFor(let t): return "take(for: \(t))"
        case .skip(let n): return "skip(\(n))"
        case .skipWhile(let below): return "skip(while: <\(below))"
        case .skipFor(let t): return "skip(\(t), scheduler)"
        case .elementAt(let i): return "element(at: \(i))"
        case .single(let d): return d.map { "single(%\($0)==0)" } ?? "single()"
        case .first: return "first()"
        case .startWith(let items): return "startWith(\(list(items)))"
        case .ifEmptyDefault(let n): return "ifEmpty(default: \(n))"
        case .toArray: return "toArray()"
        case .buffer(let span, let count): return "buffer(timeSpan: \(span), count: \(count))"
        case .window(let span, let count): return "window(timeSpan: \(span), count: \(count)).flatMap(tag index)"
        case .debounce(let t): return "debounce(\(t))"
        case .throttle(let t, let latest): return "throttle(\(t), latest: \(latest))"
        case .delay(let t): return "delay(\(t))"
        case .delaySubscription(let t): return "delaySubscription(\(t))"
        case .timeout(let t): return "timeout(\(t))"
        case .subscribeOn: return "subscribe(on: test)"
        case .observeOn: return "observe(on: test)"
        case .retry(let n): return "retry(\(n))"
        case .retryWhen(let attempts, let delay): return "retry(when: \(attempts) attempts after \(delay))"
        case .catchAndReturn(let n): return "catchAndReturn(\(n))"
        case .share(let replay, let forever): return "share(replay: \(replay), scope: \(forever ? ".forever" : ".whileConnected"))"
        case .connectable(let kind, let connection): return "\(kind).\(connection)"
        case .doLog: return "do(log)"
        case .using: return "using"
        case .deferred: return "deferred"
        case .asSingle: return "asSingle()"
        case .asMaybe: return "asMaybe()"
        case .asCompletable: return "ignoreElements().asCompletable()"
        case .singleMap(let add): return "asSingle().map(+\(add))"
        case .singleRetry(let n): return "asSingle().retry(\(n))"
        case .maybeIfEmpty(let n): return "asMaybe().ifEmpty(default: \(n))"
        case .infallible(let n): return "asInfallible(onErrorJustReturn: \(n)).map(+0)"
        case .takeUntil: return "take(until:"
        case .skipUntil: return "skip(until:"
        case .sample(let d): return d.map { "sample(defaultValue: \($0)," } ?? "sample("
        case .withLatestFrom(let combine): return combine ? "withLatestFrom(pair," : "withLatestFrom("
        case .concatWith: return "concat("
        case .ifEmptySwitch: return "ifEmpty(switchTo:"
        case .timeoutOther(let t): return "timeout(\(t), other:"
        case .catchWith: return "catch(->"
        case .amb: return "amb("
        case .flatMap(let t): return t.map { "flatMap(throws if %\($0)==0, ->" } ?? "flatMap(->"
        case .flatMapFirst: return "flatMapFirst(->"
        case .flatMapLatest: return "flatMapLatest(->"
        case .concatMap: return "concatMap(->"
        case .switchLatest: return "map(->).switchLatest("
        case .mergeMax(let n): return "map(->).merge(maxConcurrent: \(n),"
        case .andThen: return "ignoreElements().asCompletable().andThen("
        case .singleFlatMap: return "asSingle().flatMap(->.asSingle()"
        case .infallibleFallback: return "asInfallible(onErrorFallbackTo:"
        case .zip(let c): return c ? "zip([" : "zip("
        case .combineLatest(let c): return c ? "combineLatest([" : "combineLatest("
        case .merge: return "merge("
        case .concat: return "concat(["
        case .ambAll: return "amb(["
        case .catchSequence: return "catch(sequence: ["
        case .unit(let kind, let entry, let op): return "\(entry.call(kind)).\(op.call)"
        case .trait(let op): return op.call
        }
    }

    var arity: Int {
        switch self {
        case .source: return 0
        case .takeUntil, .skipUntil, .sample, .withLatestFrom, .concatWith, .ifEmptySwitch,
             .timeoutOther, .catchWith, .amb, .flatMap, .flatMapFirst, .flatMapLatest, .concatMap,
             .switchLatest, .mergeMax, .andThen, .singleFlatMap, .infallibleFallback:
            return 2
        case .zip, .combineLatest, .merge, .concat, .ambAll, .catchSequence:
            return -1
        case .unit(_, _, let op):
            return op.isBinary ? 2 : 1
        case .trait(let op):
            return op.isBinary ? 2 : 1
        default:
            return 1
        }
    }

    /// A short operator name for bucketing differences: the RxSwift operator without its
    /// parameters (the adapters around it, such as the `map` before `switchLatest`, left out).
    var name: String {
        switch self {
        case .source: return "source"
        case .groupBy: return "groupBy"
        case .dematerialize: return "dematerialize"
        case .window: return "window"
        case .takeWhile: return "take(while:)"
        case .takeUntilPredicate: return "take(until:behavior:)"
        case .takeFor: return "take(for:)"
        case .skipWhile: return "skip(while:)"
        case .skipFor: return "skip(duration)"
        case .subscribeOn: return "subscribe(on:)"
        case .observeOn: return "observe(on:)"
        case .retryWhen: return "retry(when:)"
        case .share(_, let forever): return forever ? "share(.forever)" : "share(.whileConnected)"
        case .connectable(let kind, let connection):
            let kindName = "\(kind)".prefix { $0 != "(" }
            let connectionName = "\(connection)".prefix { $0 != "(" }
            return "\(kindName).\(connectionName)"
        case .doLog: return "do"
        case .asCompletable: return "asCompletable"
        case .singleMap: return "Single.map"
        case .singleRetry: return "Single.retry"
        case .maybeIfEmpty: return "Maybe.ifEmpty"
        case .infallible: return "asInfallible"
        case .takeUntil: return "take(until:)"
        case .skipUntil: return "skip(until:)"
        case .concatWith: return "concat(with)"
        case .ifEmptySwitch: return "ifEmpty(switchTo:)"
        case .timeoutOther: return "timeout(other:)"
        case .catchWith: return "catch"
        case .switchLatest: return "switchLatest"
        case .mergeMax: return "merge(maxConcurrent:)"
        case .andThen: return "andThen"
        case .singleFlatMap: return "Single.flatMap"
        case .infallibleFallback: return "asInfallible(onErrorFallbackTo:)"
        case .zip(let collection): return collection ? "zip[collection]" : "zip[arity]"
        case .combineLatest(let collection): return collection ? "combineLatest[collection]" : "combineLatest[arity]"
        case .concat: return "concat[static]"
        case .merge: return "merge[static]"
        case .ambAll: return "amb[static]"
        case .catchSequence: return "catch(sequence:)"
        case .unit(let kind, _, let op): return "\(kind).\(op.name)"
        case .trait(let op): return op.name
        default:
            let text = call
            return String(text[..<(text.firstIndex(where: { $0 == "(" || $0 == "[" }) ?? text.endIndex)])
        }
    }
}

extension Node: CustomStringConvertible {
    /// Unary operators read as a method chain; the others print their inputs in parentheses,
    /// `#id` naming nodes whose side effects the log labels.
    var description: String {
        let label = (op == .doLog || op == .using || op == .deferred || isConnectableWithTick || isUnitDo) ? "#\(id)" : ""
        if case .unit(let kind, let entry, let unitOp) = op {
            return unitDescription(kind, entry, unitOp, label: label)
        }
        switch op.arity {
        case 0:
            return op.call
        case 1:
            return "\(children[0]).\(op.call)\(label)"
        case 2:
            // The adapters the builder puts around the second input are spelled out here.
            switch op {
            case .singleFlatMap:
                return "\(children[0]).asSingle().flatMap(-> \(children[1]).asSingle())"
            case .infallibleFallback:
                return "\(children[0]).asInfallible(onErrorFallbackTo: \(children[1]).asInfallible(onErrorJustReturn: 0))"
            default:
                let gap = op.call.hasSuffix("(") ? "" : " "
                return "\(children[0]).\(op.call)\(gap)\(children[1]))"
            }
        default:
            let close = op.call.hasSuffix("[") ? "])" : ")"
            return op.call + children.map(\.description).joined(separator: ", ") + close
        }
    }

    private var isUnitDo: Bool {
        if case .unit(_, _, .doLog) = op { return true }
        if case .trait(let traitOp) = op { return traitOp.logsSideEffects }
        return false
    }

    private var isConnectableWithTick: Bool {
        if case .connectable(_, .connect) = op { return true }
        return false
    }
}

extension SubscriberKind: CustomStringConvertible {
    var description: String {
        switch self {
        case .observer: return "observer"
        case .closures: return "closures"
        case .viaSubject(let kind): return "via \(kind)"
        }
    }
}

extension Chain {
    /// The chain's text: the tree, the sources it names, and its subscribers.
    var descriptionLines: [String] {
        var lines = ["chain \(root)"]
        for index in usedSources {
            lines.append("  S\(index) = \(sources[index])")
        }
        for subscriber in subscribers {
            let dispose = subscriber.disposeAt.map(String.init) ?? "end"
            lines.append("  sub\(subscriber.id): \(subscriber.kind) at \(subscriber.subscribeAt), dispose at \(dispose)")
        }
        return lines
    }

    /// The names of the operators in the tree, for bucketing.
    var operatorNames: [String] {
        root.preorder.filter { $0.op.arity != 0 }.map(\.op.name)
    }
}
