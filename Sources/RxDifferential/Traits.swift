import RxSwift

// The traits family (`--family traits`): chains that also go through `Single`, `Maybe`,
// `Completable` and `Infallible` operators. Each trait operator converts its input (`asSingle()`,
// `asMaybe()`, `ignoreElements().asCompletable()`, `asInfallible(...)`), applies one operator of
// the trait and comes back with `asObservable()`; a binary one converts its second input the
// same way.

/// One operator of a trait, with the trait it applies to in its name.
enum TraitOp: Equatable {
    case singleMap(add: Int)
    case singleFilter(divisor: Int)
    case singleDo
    case singleCatchAndReturn(Int)
    case singleRetry(Int)
    case singleTimeout(Int)
    case singleDelay(Int)
    case singleAsCompletable
    case singleFlatMap
    case singleFlatMapMaybe
    case singleFlatMapCompletable
    case singleZip
    case singleCatch
    case maybeMap(add: Int)
    case maybeFilter(divisor: Int)
    case maybeDo
    case maybeIfEmptyDefault(Int)
    case maybeFlatMap
    case maybeIfEmptySwitchToSingle
    case maybeIfEmptySwitchToMaybe
    case maybeZip
    case completableDo
    case completableRetry(Int)
    case completableAndThenSingle
    case completableAndThenMaybe
    case completableAndThenCompletable
    case completableConcat
    case completableZip
    case completableCatch
    /// An `Infallible`: the conversion with an error policy, then one of its operators (the units'
    /// set).
    case infallible(UnitEntry, UnitOp)

    var isBinary: Bool {
        switch self {
        case .infallible(_, let op):
            return op.isBinary
        case .singleFlatMap, .singleFlatMapMaybe, .singleFlatMapCompletable, .singleZip, .singleCatch,
             .maybeFlatMap, .maybeIfEmptySwitchToSingle, .maybeIfEmptySwitchToMaybe, .maybeZip,
             .completableAndThenSingle, .completableAndThenMaybe, .completableAndThenCompletable,
             .completableConcat, .completableZip, .completableCatch:
            return true
        default:
            return false
        }
    }
}

// MARK: Generating

extension Generator {
    mutating func traitOp() -> Op {
        if rng.chance(25) {
            let entry = unitEntry()
            var op = unitOperator()
            // RxSwift 6.10.2's `Infallible` has neither `skip(_:)` nor `delay`.
            while op.isSkip || op.isDelay {
                op = unitOperator()
            }
            return .trait(.infallible(entry, op))
        }
        let op: TraitOp
        switch rng.int(0...28) {
        case 0: op = .singleMap(add: rng.int(0...9))
        case 1: op = .singleFilter(divisor: rng.int(2...4))
        case 2: op = .singleDo
        case 3: op = .singleCatchAndReturn(rng.int(1...20))
        case 4: op = .singleRetry(rng.int(1...2))
        case 5: op = .singleTimeout(rng.pick([10, 50, 100, 300]))
        case 6: op = .singleDelay(rng.pick([0, 10, 50, 100]))
        case 7: op = .singleAsCompletable
        case 8: op = .singleFlatMap
        case 9: op = .singleFlatMapMaybe
        case 10: op = .singleFlatMapCompletable
        case 11: op = .singleZip
        case 12: op = .singleCatch
        case 13: op = .maybeMap(add: rng.int(0...9))
        case 14: op = .maybeFilter(divisor: rng.int(2...4))
        case 15: op = .maybeDo
        case 16: op = .maybeIfEmptyDefault(rng.int(1...20))
        case 17: op = .maybeFlatMap
        case 18: op = .maybeIfEmptySwitchToSingle
        case 19: op = .maybeIfEmptySwitchToMaybe
        case 20: op = .maybeZip
        case 21: op = .completableDo
        case 22: op = .completableRetry(rng.int(1...2))
        case 23: op = .completableAndThenSingle
        case 24: op = .completableAndThenMaybe
        case 25: op = .completableAndThenCompletable
        case 26: op = .completableConcat
        case 27: op = .completableZip
        default: op = .completableCatch
        }
        return .trait(op)
    }
}

// MARK: Building

/// Turns a completable's `Observable<Never>` into a chain's element type (it has no element).
private func noElement(_ never: Never) -> Value {}

extension ChainRun {
    func applyTrait(_ op: TraitOp, label: String, to input: Observable<Value>, others: [Observable<Value>]) -> Observable<Value> {
        func completable(_ source: Observable<Value>) -> Completable {
            source.ignoreElements().asCompletable()
        }
        func log(_ what: String) -> () -> Void {
            { self.record("do\(label).\(what)") }
        }
        func logError(_ what: String) -> (Swift.Error) -> Void {
            { self.record("do\(label).\(what)(\(errorName($0)))") }
        }
        func logValue(_ what: String) -> (Value) -> Void {
            { self.record("do\(label).\(what)(\($0))") }
        }
        switch op {
        case .singleMap(let add):
            return input.asSingle().map { .int($0.number + add) }.asObservable()
        case .singleFilter(let divisor):
            return input.asSingle().filter { $0.number % divisor != 0 }.asObservable()
        case .singleDo:
            return input.asSingle().do(
                onSuccess: logValue("onSuccess"), afterSuccess: logValue("afterSuccess"),
                onError: logError("onError"), afterError: logError("afterError"),
                onSubscribe: log("onSubscribe"), onSubscribed: log("onSubscribed"), onDispose: log("onDispose")
            ).asObservable()
        case .singleCatchAndReturn(let n):
            return input.asSingle().catchAndReturn(.int(n)).asObservable()
        case .singleRetry(let count):
            return input.asSingle().retry(count).asObservable()
        case .singleTimeout(let ticks):
            return input.asSingle().timeout(.seconds(ticks), scheduler: scheduler).asObservable()
        case .singleDelay(let ticks):
            return input.asSingle().delay(.seconds(ticks), scheduler: scheduler).asObservable()
        case .singleAsCompletable:
            return input.asSingle().asCompletable().asObservable().map(noElement)
        case .singleFlatMap:
            let inner = others[0]
            return input.asSingle().flatMap { outer in inner.asSingle().map { .list([outer, $0]) } }.asObservable()
        case .singleFlatMapMaybe:
            let inner = others[0]
            return input.asSingle().flatMapMaybe { outer in inner.asMaybe().map { .list([outer, $0]) } }.asObservable()
        case .singleFlatMapCompletable:
            let inner = others[0]
            return input.asSingle().flatMapCompletable { _ in completable(inner) }.asObservable().map(noElement)
        case .singleZip:
            return Single.zip(input.asSingle(), others[0].asSingle()) { .list([$0, $1]) }.asObservable()
        case .singleCatch:
            let other = others[0]
            return input.asSingle().catch { error in
                self.record("catch\(label)(\(errorName(error)))")
                return other.asSingle()
            }.asObservable()
        case .maybeMap(let add):
            return input.asMaybe().map { .int($0.number + add) }.asObservable()
        case .maybeFilter(let divisor):
            return input.asMaybe().filter { $0.number % divisor != 0 }.asObservable()
        case .maybeDo:
            return input.asMaybe().do(
                onNext: logValue("onNext"), afterNext: logValue("afterNext"),
                onError: logError("onError"), afterError: logError("afterError"),
                onCompleted: log("onCompleted"), afterCompleted: log("afterCompleted"),
                onSubscribe: log("onSubscribe"), onSubscribed: log("onSubscribed"), onDispose: log("onDispose")
            ).asObservable()
        case .maybeIfEmptyDefault(let n):
            return input.asMaybe().ifEmpty(default: .int(n)).asObservable()
        case .maybeFlatMap:
            let inner = others[0]
            return input.asMaybe().flatMap { outer in inner.asMaybe().map { .list([outer, $0]) } }.asObservable()
        case .maybeIfEmptySwitchToSingle:
            return input.asMaybe().ifEmpty(switchTo: others[0].asSingle()).asObservable()
        case .maybeIfEmptySwitchToMaybe:
            return input.asMaybe().ifEmpty(switchTo: others[0].asMaybe()).asObservable()
        case .maybeZip:
            return Maybe.zip(input.asMaybe(), others[0].asMaybe()) { .list([$0, $1]) }.asObservable()
        case .completableDo:
            return completable(input).do(
                onError: logError("onError"), afterError: logError("afterError"),
                onCompleted: log("onCompleted"), afterCompleted: log("afterCompleted"),
                onSubscribe: log("onSubscribe"), onSubscribed: log("onSubscribed"), onDispose: log("onDispose")
            ).asObservable().map(noElement)
        case .completableRetry(let count):
            return completable(input).retry(count).asObservable().map(noElement)
        case .completableAndThenSingle:
            return completable(input).andThen(others[0].asSingle()).asObservable()
        case .completableAndThenMaybe:
            return completable(input).andThen(others[0].asMaybe()).asObservable()
        case .completableAndThenCompletable:
            return completable(input).andThen(completable(others[0])).asObservable().map(noElement)
        case .completableConcat:
            return Completable.concat(completable(input), completable(others[0])).asObservable().map(noElement)
        case .completableZip:
            return Completable.zip(completable(input), completable(others[0])).asObservable().map(noElement)
        case .completableCatch:
            let other = others[0]
            return completable(input).catch { error in
                self.record("catch\(label)(\(errorName(error)))")
                return completable(other)
            }.asObservable().map(noElement)
        case .infallible(let entry, let op):
            let infallible: Infallible<Value>
            switch entry {
            case .justReturn(let n): infallible = input.asInfallible(onErrorJustReturn: .int(n))
            case .empty: infallible = input.asInfallible(onErrorFallbackTo: .empty())
            case .recover(let n): infallible = input.asInfallible(onErrorRecover: { _ in .just(.int(n)) })
            }
            let otherInfallibles = others.map { $0.asInfallible(onErrorJustReturn: .int(0)) }
            return applyUnitOp(op, label: label, to: infallible, others: otherInfallibles).asObservable()
        }
    }
}

// MARK: Describing

extension TraitOp {
    /// The conversion and the operator, as written after the receiver; a binary one is completed
    /// by its second input.
    var call: String {
        switch self {
        case .singleMap(let add): return "asSingle().map(+\(add))"
        case .singleFilter(let d): return "asSingle().filter(%\(d)!=0)"
        case .singleDo: return "asSingle().do(log)"
        case .singleCatchAndReturn(let n): return "asSingle().catchAndReturn(\(n))"
        case .singleRetry(let n): return "asSingle().retry(\(n))"
        case .singleTimeout(let t): return "asSingle().timeout(\(t))"
        case .singleDelay(let t): return "asSingle().delay(\(t))"
        case .singleAsCompletable: return "asSingle().asCompletable()"
        case .singleFlatMap: return "asSingle().flatMap(->"
        case .singleFlatMapMaybe: return "asSingle().flatMapMaybe(->"
        case .singleFlatMapCompletable: return "asSingle().flatMapCompletable(->"
        case .singleZip: return "asSingle().zip(self,"
        case .singleCatch: return "asSingle().catch(->"
        case .maybeMap(let add): return "asMaybe().map(+\(add))"
        case .maybeFilter(let d): return "asMaybe().filter(%\(d)!=0)"
        case .maybeDo: return "asMaybe().do(log)"
        case .maybeIfEmptyDefault(let n): return "asMaybe().ifEmpty(default: \(n))"
        case .maybeFlatMap: return "asMaybe().flatMap(->"
        case .maybeIfEmptySwitchToSingle: return "asMaybe().ifEmpty(switchTo: Single"
        case .maybeIfEmptySwitchToMaybe: return "asMaybe().ifEmpty(switchTo: Maybe"
        case .maybeZip: return "asMaybe().zip(self,"
        case .completableDo: return "asCompletable().do(log)"
        case .completableRetry(let n): return "asCompletable().retry(\(n))"
        case .completableAndThenSingle: return "asCompletable().andThen(Single"
        case .completableAndThenMaybe: return "asCompletable().andThen(Maybe"
        case .completableAndThenCompletable: return "asCompletable().andThen(Completable"
        case .completableConcat: return "asCompletable().concat(self,"
        case .completableZip: return "asCompletable().zip(self,"
        case .completableCatch: return "asCompletable().catch(->"
        case .infallible(let entry, let op):
            let conversion: String
            switch entry {
            case .justReturn(let n): conversion = "asInfallible(onErrorJustReturn: \(n))"
            case .empty: conversion = "asInfallible(onErrorFallbackTo: .empty())"
            case .recover(let n): conversion = "asInfallible(onErrorRecover: -> .just(\(n)))"
            }
            return op == .none ? conversion : "\(conversion).\(op.call)"
        }
    }

    /// The trait's operator, for bucketing: `Single.flatMapMaybe`.
    var name: String {
        if case .infallible(_, let op) = self { return "Infallible.\(op.name)" }
        let text = call
        let trait = text.hasPrefix("asSingle") ? "Single" : text.hasPrefix("asMaybe") ? "Maybe" : "Completable"
        let afterConversion = text[text.index(after: text.firstIndex(of: ".")!)...]
        return "\(trait).\(afterConversion.prefix { $0 != "(" })"
    }

    var logsSideEffects: Bool {
        switch self {
        case .singleDo, .maybeDo, .completableDo, .singleCatch, .completableCatch: return true
        case .infallible(_, let op): return op == .doLog
        default: return false
        }
    }
}
