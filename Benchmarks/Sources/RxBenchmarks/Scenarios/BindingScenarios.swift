import OpenCombine
import RxRelay
import RxSwift

// Bindings, the way a view model feeds its outputs, against the chain they stand for:
//
// - publishSubject.map.pumping: `PublishSubject<Int>` → `map { $0 + 1 }` → `subscribe(onNext:)`
//   summing; 0..<n sent. The reference of the two bindings below.
// - relay.bind.pumping: `BehaviorRelay` (initial 0) → `map { $0 + 1 }` → `bind(to:)` a
//   `PublishRelay` subscribed by a summing subscriber; 0..<n accepted. OpenCombine form:
//   `CurrentValueSubject` → `map` → a `sink` sending into a `PassthroughSubject`, sunk summing.
// - binder.bind.pumping: `PublishSubject<Int>` → `map { $0 + 1 }` → `bind(to:)` a `Binder` on the
//   main scheduler that adds to a target object (this program runs its scenarios on the main
//   thread, where the main scheduler runs the binding at once). OpenCombine form: the subject →
//   `map` → a `sink` adding to the same kind of target.
//
// Each binding's target: at most twice the reference's time per element, in the same run.

extension Scenarios {
    static let binding: [Scenario] = [
        Scenario(
            name: "publishSubject.map.pumping",
            unit: "element",
            units: 500_000,
            expected: { sumOfRange($0, plus: 1) },
            rx: rxSubjectMapForm,
            openCombine: ocSubjectMap,
            notes: ["OpenCombine form: PassthroughSubject → map → sink."]
        ),
        Scenario(
            name: "relay.bind.pumping",
            unit: "element",
            units: 500_000,
            target: Target(relative: RelativeTarget(scenario: "publishSubject.map.pumping", ratio: 2)),
            // The relay's initial 0 arrives as 1 when the binding subscribes, then x + 1 per x.
            expected: { units in 1 &+ sumOfRange(units, plus: 1) },
            rx: rxRelayBindForm,
            openCombine: ocRelayBind,
            notes: ["OpenCombine form: CurrentValueSubject → map → sink { passthrough.send($0) }, the PassthroughSubject sunk summing."]
        ),
        Scenario(
            name: "binder.bind.pumping",
            unit: "element",
            units: 500_000,
            target: Target(relative: RelativeTarget(scenario: "publishSubject.map.pumping", ratio: 2)),
            expected: { sumOfRange($0, plus: 1) },
            rx: rxBinderBindForm,
            openCombine: ocBinderBind,
            notes: ["OpenCombine form: PassthroughSubject → map → sink adding to the target."]
        ),
    ]
}

/// What a `Binder` sets: a stand-in for a view.
private final class BoundTarget {
    var sum = 0
}

// MARK: Rx

private let rxSubjectMapForm: Workload? = rxSubjectMap
private let rxRelayBindForm: Workload? = rxRelayBind
private let rxBinderBindForm: Workload? = rxBinderBind

@inline(never)
private func rxSubjectMap(_ units: Int) -> Int {
    let accumulator = Accumulator()
    let subject = PublishSubject<Int>()
    let subscription = subject.map { $0 &+ 1 }.subscribe(onNext: { accumulator.add($0) })
    for value in 0..<units {
        subject.onNext(value)
    }
    subscription.dispose()
    return accumulator.sum
}

@inline(never)
private func rxRelayBind(_ units: Int) -> Int {
    let accumulator = Accumulator()
    let a = BehaviorRelay<Int>(value: 0)
    let b = PublishRelay<Int>()
    let received = b.subscribe(onNext: { accumulator.add($0) })
    let binding = a.map { $0 &+ 1 }.bind(to: b)
    for value in 0..<units {
        a.accept(value)
    }
    binding.dispose()
    received.dispose()
    return accumulator.sum
}

@inline(never)
private func rxBinderBind(_ units: Int) -> Int {
    let target = BoundTarget()
    let subject = PublishSubject<Int>()
    let binding = subject.map { $0 &+ 1 }.bind(to: Binder(target) { target, value in target.sum &+= value })
    for value in 0..<units {
        subject.onNext(value)
    }
    binding.dispose()
    return target.sum
}

// MARK: OpenCombine

@inline(never)
private func ocSubjectMap(_ units: Int) -> Int {
    let accumulator = Accumulator()
    let subject = PassthroughSubject<Int, Never>()
    let subscription = subject.map { $0 &+ 1 }.sink { accumulator.add($0) }
    for value in 0..<units {
        subject.send(value)
    }
    subscription.cancel()
    return accumulator.sum
}

@inline(never)
private func ocRelayBind(_ units: Int) -> Int {
    let accumulator = Accumulator()
    let a = CurrentValueSubject<Int, Never>(0)
    let b = PassthroughSubject<Int, Never>()
    let received = b.sink { accumulator.add($0) }
    let binding = a.map { $0 &+ 1 }.sink { b.send($0) }
    for value in 0..<units {
        a.send(value)
    }
    binding.cancel()
    received.cancel()
    return accumulator.sum
}

@inline(never)
private func ocBinderBind(_ units: Int) -> Int {
    let target = BoundTarget()
    let subject = PassthroughSubject<Int, Never>()
    let subscription = subject.map { $0 &+ 1 }.sink { [weak target] value in target?.sum &+= value }
    for value in 0..<units {
        subject.send(value)
    }
    subscription.cancel()
    return target.sum
}
