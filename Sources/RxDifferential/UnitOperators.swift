import RxCocoa
import RxSwift
import RxTest

/// The operators `Driver`, `Signal` and `Infallible` have in common, under names of the harness's
/// own (each type's methods are generic over their result, which a protocol cannot name), so
/// that one function applies a generated `UnitOp` to any of them (`ChainRun.applyUnitOp`). The
/// time operators take the scheduler `Infallible`'s need; a unit uses the one
/// `SharingScheduler.mock` gave it.
protocol UnitOperators {
    func mapped(_ transform: @escaping (Value) -> Value) -> Self
    func filtered(_ predicate: @escaping (Value) -> Bool) -> Self
    func compactMapped(_ transform: @escaping (Value) -> Value?) -> Self
    func distinct() -> Self
    func scanned(_ seed: Value, _ accumulator: @escaping (Value, Value) -> Value) -> Self
    func started(with element: Value) -> Self
    /// nil where the trait has no such operator (`Infallible` in RxSwift 6.10.2).
    func skipping(_ count: Int) -> Self?
    func debouncing(_ dueTime: RxTimeInterval, on scheduler: TestScheduler) -> Self
    func throttling(_ dueTime: RxTimeInterval, latest: Bool, on scheduler: TestScheduler) -> Self
    /// nil where the trait has no such operator (`Infallible` in RxSwift 6.10.2).
    func delaying(_ dueTime: RxTimeInterval, on scheduler: TestScheduler) -> Self?
    func logged(_ record: @escaping (String) -> Void) -> Self
    func switching(to selector: @escaping (Value) -> Self) -> Self
    func flatteningFirst(_ selector: @escaping (Value) -> Self) -> Self
    func flattening(_ selector: @escaping (Value) -> Self) -> Self
    func sampling(_ second: Self) -> Self
    func sampling(_ second: Self, _ combine: @escaping (Value, Value) -> Value) -> Self
    static func combined(_ first: Self, _ second: Self) -> Self
    static func zipped(_ first: Self, _ second: Self) -> Self
    static func merged(_ first: Self, _ second: Self) -> Self
}

/// The `do` every unit operator `doLog` runs: each callback recorded by name.
private struct LoggedCallbacks {
    let record: (String) -> Void

    var onNext: (Value) -> Void { { record("onNext(\($0))") } }
    var afterNext: (Value) -> Void { { record("afterNext(\($0))") } }
    var onCompleted: () -> Void { { record("onCompleted") } }
    var afterCompleted: () -> Void { { record("afterCompleted") } }
    var onSubscribe: () -> Void { { record("onSubscribe") } }
    var onSubscribed: () -> Void { { record("onSubscribed") } }
    var onDispose: () -> Void { { record("onDispose") } }
}

extension SharedSequence: UnitOperators where Element == Value {
    func mapped(_ transform: @escaping (Value) -> Value) -> Self { map(transform) }
    func filtered(_ predicate: @escaping (Value) -> Bool) -> Self { filter(predicate) }
    func compactMapped(_ transform: @escaping (Value) -> Value?) -> Self { compactMap(transform) }
    func distinct() -> Self { distinctUntilChanged() }
    func scanned(_ seed: Value, _ accumulator: @escaping (Value, Value) -> Value) -> Self { scan(seed, accumulator: accumulator) }
    func started(with element: Value) -> Self { startWith(element) }
    func switching(to selector: @escaping (Value) -> Self) -> Self { flatMapLatest(selector) }
    func flatteningFirst(_ selector: @escaping (Value) -> Self) -> Self { flatMapFirst(selector) }
    func flattening(_ selector: @escaping (Value) -> Self) -> Self { flatMap(selector) }
    func sampling(_ second: Self) -> Self { withLatestFrom(second) }
    func sampling(_ second: Self, _ combine: @escaping (Value, Value) -> Value) -> Self { withLatestFrom(second, resultSelector: combine) }
    func skipping(_ count: Int) -> Self? { skip(count) }
    func debouncing(_ dueTime: RxTimeInterval, on _: TestScheduler) -> Self { debounce(dueTime) }
    func throttling(_ dueTime: RxTimeInterval, latest: Bool, on _: TestScheduler) -> Self { throttle(dueTime, latest: latest) }
    func delaying(_ dueTime: RxTimeInterval, on _: TestScheduler) -> Self? { delay(dueTime) }
    static func combined(_ first: Self, _ second: Self) -> Self { combineLatest(first, second) { .list([$0, $1]) } }
    static func zipped(_ first: Self, _ second: Self) -> Self { zip(first, second) { .list([$0, $1]) } }
    static func merged(_ first: Self, _ second: Self) -> Self { merge(first, second) }

    func logged(_ record: @escaping (String) -> Void) -> Self {
        let log = LoggedCallbacks(record: record)
        return `do`(
            onNext: log.onNext, afterNext: log.afterNext, onCompleted: log.onCompleted, afterCompleted: log.afterCompleted,
            onSubscribe: log.onSubscribe, onSubscribed: log.onSubscribed, onDispose: log.onDispose
        )
    }
}

extension Infallible: UnitOperators where Element == Value {
    func mapped(_ transform: @escaping (Value) -> Value) -> Self { map(transform) }
    func filtered(_ predicate: @escaping (Value) -> Bool) -> Self { filter(predicate) }
    func compactMapped(_ transform: @escaping (Value) -> Value?) -> Self { compactMap(transform) }
    func distinct() -> Self { distinctUntilChanged() }
    func scanned(_ seed: Value, _ accumulator: @escaping (Value, Value) -> Value) -> Self { scan(seed, accumulator: accumulator) }
    func started(with element: Value) -> Self { startWith(element) }
    func switching(to selector: @escaping (Value) -> Self) -> Self { flatMapLatest(selector) }
    func flatteningFirst(_ selector: @escaping (Value) -> Self) -> Self { flatMapFirst(selector) }
    func flattening(_ selector: @escaping (Value) -> Self) -> Self { flatMap(selector) }
    func sampling(_ second: Self) -> Self { withLatestFrom(second) }
    func sampling(_ second: Self, _ combine: @escaping (Value, Value) -> Value) -> Self { withLatestFrom(second, resultSelector: combine) }
    func skipping(_: Int) -> Self? { nil }
    func debouncing(_ dueTime: RxTimeInterval, on scheduler: TestScheduler) -> Self { debounce(dueTime, scheduler: scheduler) }
    func throttling(_ dueTime: RxTimeInterval, latest: Bool, on scheduler: TestScheduler) -> Self { throttle(dueTime, latest: latest, scheduler: scheduler) }
    func delaying(_: RxTimeInterval, on _: TestScheduler) -> Self? { nil }
    static func combined(_ first: Self, _ second: Self) -> Self { combineLatest(first, second) { .list([$0, $1]) } }
    static func zipped(_ first: Self, _ second: Self) -> Self { zip(first, second) { .list([$0, $1]) } }
    static func merged(_ first: Self, _ second: Self) -> Self { merge(first, second) }

    func logged(_ record: @escaping (String) -> Void) -> Self {
        let log = LoggedCallbacks(record: record)
        return `do`(
            onNext: log.onNext, afterNext: log.afterNext, onCompleted: log.onCompleted, afterCompleted: log.afterCompleted,
            onSubscribe: log.onSubscribe, onSubscribed: log.onSubscribed, onDispose: log.onDispose
        )
    }
}

extension ChainRun {
    /// One generated operator of a unit or an `Infallible`.
    func applyUnitOp<Unit: UnitOperators>(_ op: UnitOp, label: String, to input: Unit, others: [Unit]) -> Unit {
        /// What an operator the trait lacks gives: nothing to run (the generator never asks).
        func unavailable() -> Unit {
            preconditionFailure("\(op) is not an operator of \(Unit.self) in RxSwift 6")
        }
        switch op {
        case .map(let add):
            return input.mapped { .int($0.number + add) }
        case .filter(let divisor):
            return input.filtered { $0.number % divisor != 0 }
        case .compactMap(let divisor):
            return input.compactMapped { $0.number % divisor == 0 ? nil : .int($0.number * 2) }
        case .distinctUntilChanged:
            return input.distinct()
        case .scan(let seed):
            return input.scanned(.int(seed)) { .int($0.number + $1.number) }
        case .startWith(let n):
            return input.started(with: .int(n))
        case .skip(let count):
            return input.skipping(count) ?? unavailable()
        case .debounce(let ticks):
            return input.debouncing(.seconds(ticks), on: scheduler)
        case .throttle(let ticks, let latest):
            return input.throttling(.seconds(ticks), latest: latest, on: scheduler)
        case .delay(let ticks):
            return input.delaying(.seconds(ticks), on: scheduler) ?? unavailable()
        case .doLog:
            return input.logged { self.record("do\(label).\($0)") }
        case .none:
            return input
        case .flatMapLatest:
            let inner = others[0]
            return input.switching { outer in inner.mapped { Value.list([outer, $0]) } }
        case .flatMapFirst:
            let inner = others[0]
            return input.flatteningFirst { outer in inner.mapped { Value.list([outer, $0]) } }
        case .flatMap:
            let inner = others[0]
            return input.flattening { outer in inner.mapped { Value.list([outer, $0]) } }
        case .withLatestFrom(let combine):
            guard combine else { return input.sampling(others[0]) }
            return input.sampling(others[0]) { .list([$0, $1]) }
        case .combineLatest:
            return Unit.combined(input, others[0])
        case .zip:
            return Unit.zipped(input, others[0])
        case .merge:
            return Unit.merged(input, others[0])
        }
    }
}
