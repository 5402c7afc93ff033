import RxSwift

/// Builds the operator tree. Each generated `Op` maps to one RxSwift call (or the shortest
/// idiomatic combination that brings its output back to `Observable<Value>`).
extension ChainRun {
    func build(_ node: Node) -> Built {
        switch node.op {
        case .source(let index):
            return builtSources[index]!
        case .zip, .combineLatest, .merge, .concat, .ambAll, .catchSequence:
            return .observable(combine(node, node.children.map { build($0).observable }))
        default:
            // The first input may be a bare test observable; the others are passed as
            // `Observable`s, as most call sites would.
            let others = node.children.dropFirst().map { build($0).observable }
            switch build(node.children[0]) {
            case .observable(let input): return .observable(apply(node, to: input, others: others))
            case .testable(let input): return .observable(apply(node, to: input, others: others))
            }
        }
    }

    /// Throws `HarnessError.thrown` for the elements a generated throwing closure rejects.
    private static func check(_ value: Value, _ throwsOn: Int?) throws {
        if let divisor = throwsOn, value.number % divisor == 0 {
            throw HarnessError.thrown
        }
    }

    // Unary and binary operators, generic over the source so a `TestableObservable` is used
    // as it is.
    private func apply<Source: ObservableType>(_ node: Node, to input: Source, others: [Observable<Value>]) -> Observable<Value>
        where Source.Element == Value {
        let label = "#\(node.id)"
        let scheduler = self.scheduler
        switch node.op {
        case .map(let add, let throwsOn):
            return input.map { try Self.check($0, throwsOn); return .int($0.number + add) }
        case .filter(let divisor, let throwsOn):
            return input.filter { try Self.check($0, throwsOn); return $0.number % divisor != 0 }
        case .compactMap(let divisor):
            return input.compactMap { $0.number % divisor == 0 ? nil : .int($0.number * 2) }
        case .scan(let seed):
            return input.scan(.int(seed)) { .int($0.number + $1.number) }
        case .reduce(let seed):
            return input.reduce(.int(seed)) { .int($0.number + $1.number) }
        case .distinctUntilChanged(let keyDivisor):
            guard let divisor = keyDivisor else { return input.distinctUntilChanged() }
            return input.distinctUntilChanged { $0.number % divisor }
        case .enumerated:
            return input.enumerated().map { .list([.int($0.index), $0.element]) }
        case .materialize:
            return input.materialize().map { .text(eventName($0)) }
        case .dematerialize:
            return input.materialize().dematerialize()
        case .groupBy(let divisor):
            return input.groupBy { $0.number % divisor }
                .flatMap { group in group.map { Value.list([.int(group.key), $0]) } }

        case .take(let count):
            return input.take(count)
        case .takeLast(let count):
            return input.takeLast(count)
        case .takeWhile(let below, let inclusive):
            return input.take(while: { $0.number < below }, behavior: inclusive ? .inclusive : .exclusive)
        case .takeUntilPredicate(let atLeast, let inclusive):
            return input.take(until: { $0.number >= atLeast }, behavior: inclusive ? .inclusive : .exclusive)
        case .takeFor(let ticks):
            return input.take(for: .seconds(ticks), scheduler: scheduler)
        case .skip(let count):
            return input.skip(count)
        case .skipWhile(let below):
            return input.skip(while: { $0.number < below })
        case .skipFor(let ticks):
            return input.skip(.seconds(ticks), scheduler: scheduler)
        case .elementAt(let index):
            return input.element(at: index)
        case .single(let divisor):
            guard let divisor else { return input.single() }
            return input.single { $0.number % divisor == 0 }
        case .first:
            return input.first().map { $0 ?? .text("nil") }.asObservable()
        case .startWith(let items):
            let values = items.map(Value.int)
            return values.count == 1 ? input.startWith(values[0]) : input.startWith(values[0], values[1])
        case .ifEmptyDefault(let n):
            return input.ifEmpty(default: .int(n))
        case .toArray:
            return input.toArray().map { Value.list($0) }.asObservable()

        case .buffer(let span, let count):
            return input.buffer(timeSpan: .seconds(span), count: count, scheduler: scheduler).map { .list($0) }
        case .window(let span, let count):
            // Windows are logged as they open and close: an empty window shows nowhere else.
            return input.window(timeSpan: .seconds(span), count: count, scheduler: scheduler)
                .enumerated()
                .flatMap { index, window -> Observable<Value> in
                    self.record("window\(label).open(\(index))")
                    return window
                        .do(onCompleted: { self.record("window\(label).close(\(index))") })
                        .map { .list([.int(index), $0]) }
                }
        case .debounce(let ticks):
            return input.debounce(.seconds(ticks), scheduler: scheduler)
        case .throttle(let ticks, let latest):
            return input.throttle(.seconds(ticks), latest: latest, scheduler: scheduler)
        case .delay(let ticks):
            return input.delay(.seconds(ticks), scheduler: scheduler)
        case .delaySubscription(let ticks):
            return input.delaySubscription(.seconds(ticks), scheduler: scheduler)
        case .timeout(let ticks):
            return input.timeout(.seconds(ticks), scheduler: scheduler)
        case .subscribeOn:
            return input.subscribe(on: scheduler)
        case .observeOn:
            return input.observe(on: scheduler)

        case .retry(let count):
            return input.retry(count)
        case .retryWhen(let attempts, let delay):
            return input.retry(when: { (errors: Observable<Error>) -> Observable<Int> in
                errors.enumerated().flatMap { attempt, error -> Observable<Int> in
                    self.record("retryWhen\(label).error(\(attempt), \(errorName(error)))")
                    guard attempt < attempts else { return .error(error) }
                    return delay == 0 ? .just(attempt) : Observable<Int>.timer(.seconds(delay), scheduler: scheduler)
                }
            })
        case .catchAndReturn(let n):
            return input.catchAndReturn(.int(n))

        case .share(let replay, let forever):
            return input.share(replay: replay, scope: forever ? .forever : .whileConnected)
        case .connectable(let kind, let connection):
            let connectable = makeConnectable(kind, input)
            switch connection {
            case .refCount:
                return connectable.refCount()
            case .connect(let at, let disconnectAt):
                pendingConnections.append((node.id, at, disconnectAt, connectable.connect))
                return connectable.asObservable()
            }

        case .doLog:
            return input.do(
                onNext: { self.record("do\(label).onNext(\($0))") },
                afterNext: { self.record("do\(label).afterNext(\($0))") },
                onError: { self.record("do\(label).onError(\(errorName($0)))") },
                afterError: { self.record("do\(label).afterError(\(errorName($0)))") },
                onCompleted: { self.record("do\(label).onCompleted") },
                afterCompleted: { self.record("do\(label).afterCompleted") },
                onSubscribe: { self.record("do\(label).onSubscribe") },
                onSubscribed: { self.record("do\(label).onSubscribed") },
                onDispose: { self.record("do\(label).onDispose") }
            )
        case .using:
            let source = input.asObservable()
            return Observable.using(
                { LoggedResource(name: "using\(label)", run: self) },
                observableFactory: { _ in source }
            )
        case .deferred:
            let source = input.asObservable()
            return Observable.deferred {
                self.record("deferred\(label).factory")
                return source
            }

        case .asSingle:
            return input.asSingle().asObservable()
        case .asMaybe:
            return input.asMaybe().asObservable()
        case .asCompletable:
            return input.ignoreElements().asCompletable().asObservable().map(absurd)
        case .singleMap(let add):
            return input.asSingle().map { .int($0.number + add) }.asObservable()
        case .singleRetry(let count):
            return input.asSingle().retry(count).asObservable()
        case .maybeIfEmpty(let n):
            return input.asMaybe().ifEmpty(default: .int(n)).asObservable()
        case .infallible(let n):
            return input.asInfallible(onErrorJustReturn: .int(n)).map { $0 }.asObservable()

        case .takeUntil:
            return input.take(until: others[0])
        case .skipUntil:
            return input.skip(until: others[0])
        case .sample(let defaultValue):
            return input.sample(others[0], defaultValue: defaultValue.map(Value.int))
        case .withLatestFrom(let combine):
            guard combine else { return input.withLatestFrom(others[0]) }
            return input.withLatestFrom(others[0]) { .list([$0, $1]) }
        case .concatWith:
            return input.concat(others[0])
        case .ifEmptySwitch:
            return input.ifEmpty(switchTo: others[0])
        case .timeoutOther(let ticks):
            return input.timeout(.seconds(ticks), other: others[0], scheduler: scheduler)
        case .catchWith:
            let other = others[0]
            return input.catch { error in
                self.record("catch\(label)(\(errorName(error)))")
                return other
            }
        case .amb:
            return input.amb(others[0])
        case .flatMap(let throwsOn):
            let inner = others[0]
            return input.flatMap { outer in
                try Self.check(outer, throwsOn)
                return inner.map { Value.list([outer, $0]) }
            }
        case .flatMapFirst:
            let inner = others[0]
            return input.flatMapFirst { outer in inner.map { Value.list([outer, $0]) } }
        case .flatMapLatest:
            let inner = others[0]
            return input.flatMapLatest { outer in inner.map { Value.list([outer, $0]) } }
        case .concatMap:
            let inner = others[0]
            return input.concatMap { outer in inner.map { Value.list([outer, $0]) } }
        case .switchLatest:
            let inner = others[0]
            return input.map { outer in inner.map { Value.list([outer, $0]) } }.switchLatest()
        case .mergeMax(let limit):
            let inner = others[0]
            return input.map { outer in inner.map { Value.list([outer, $0]) } }.merge(maxConcurrent: limit)
        case .andThen:
            return input.ignoreElements().asCompletable().andThen(others[0])
        case .singleFlatMap:
            let inner = others[0]
            return input.asSingle()
                .flatMap { outer in inner.asSingle().map { Value.list([outer, $0]) } }
                .asObservable()
        case .infallibleFallback:
            return input.asInfallible(onErrorFallbackTo: others[0].asInfallible(onErrorJustReturn: .int(0)))
                .asObservable()
        case .unit(let kind, let entry, let op):
            return applyUnit(kind, entry, op, label: label, to: input.asObservable(), others: others)
        case .trait(let op):
            return applyTrait(op, label: label, to: input.asObservable(), others: others)

        case .source, .zip, .combineLatest, .merge, .concat, .ambAll, .catchSequence:
            preconditionFailure("\(node.op) is built by build(_:)")
        }
    }

    /// The static operators over two or three inputs.
    private func combine(_ node: Node, _ inputs: [Observable<Value>]) -> Observable<Value> {
        switch node.op {
        case .zip(let collection):
            if collection { return Observable.zip(inputs).map { Value.list($0) } }
            if inputs.count == 2 { return Observable.zip(inputs[0], inputs[1]) { .list([$0, $1]) } }
            return Observable.zip(inputs[0], inputs[1], inputs[2]) { .list([$0, $1, $2]) }
        case .combineLatest(let collection):
            if collection { return Observable.combineLatest(inputs).map { Value.list($0) } }
            if inputs.count == 2 { return Observable.combineLatest(inputs[0], inputs[1]) { .list([$0, $1]) } }
            return Observable.combineLatest(inputs[0], inputs[1], inputs[2]) { .list([$0, $1, $2]) }
        case .merge:
            return Observable.merge(inputs)
        case .concat:
            return Observable.concat(inputs)
        case .ambAll:
            return Observable.amb(inputs)
        case .catchSequence:
            return Observable.catch(sequence: inputs)
        default:
            preconditionFailure("\(node.op) is not a static combining operator")
        }
    }

    private func makeConnectable<Source: ObservableType>(_ kind: ConnectableKind, _ input: Source) -> ConnectableObservable<Value>
        where Source.Element == Value {
        switch kind {
        case .publish: return input.publish()
        case .replay(let size): return input.replay(size)
        case .replayAll: return input.replayAll()
        case .multicastSubject(let subjectKind):
            switch subjectKind {
            case .publish: return input.multicast(PublishSubject<Value>())
            case .behavior(let initial): return input.multicast(BehaviorSubject<Value>(value: .int(initial)))
            case .replay(let size): return input.multicast(ReplaySubject<Value>.create(bufferSize: size))
            case .replayAll: return input.multicast(ReplaySubject<Value>.createUnbounded())
            case .async: return input.multicast(AsyncSubject<Value>())
            }
        case .multicastFactory(let subjectKind):
            switch subjectKind {
            case .publish: return input.multicast(makeSubject: { PublishSubject<Value>() })
            case .behavior(let initial): return input.multicast(makeSubject: { BehaviorSubject<Value>(value: .int(initial)) })
            case .replay(let size): return input.multicast(makeSubject: { ReplaySubject<Value>.create(bufferSize: size) })
            case .replayAll: return input.multicast(makeSubject: { ReplaySubject<Value>.createUnbounded() })
            case .async: return input.multicast(makeSubject: { AsyncSubject<Value>() })
            }
        }
    }
}

/// Turns the elements of an `Observable<Never>` (there are none) into any type.
private func absurd<T>(_ never: Never) -> T {}

/// The resource `using` creates: logs its creation and its disposal. It only lives on the
/// harness's single thread; the unchecked conformance matches libraries that require
/// `Disposable`s to be `Sendable` without changing anything for those that do not.
private final class LoggedResource: Disposable, @unchecked Sendable {
    // @unchecked Sendable: only used on the harness's single thread (see above).
    private let name: String
    private unowned let run: ChainRun

    init(name: String, run: ChainRun) {
        self.name = name
        self.run = run
        run.record("\(name).create")
    }

    func dispose() {
        run.record("\(name).dispose")
    }
}
