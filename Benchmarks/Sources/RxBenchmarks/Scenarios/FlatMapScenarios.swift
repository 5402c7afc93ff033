import OpenCombine
import RxSwift

// flatMap.*: a `create` source, then 5 × `flatMap { .just($0) }`.

extension Scenarios {
    static let flatMap: [Scenario] = [
        Scenario(
            name: "flatMap.pumping",
            unit: "element",
            units: 100_000,
            target: Target(ratio: 15, allocations: 0),
            reference: Reference(rxSwiftRatio: 53, openCombineRatio: 47),
            expected: { sumOfRange($0) },
            rx: rxFlatMapPumpingForm,
            openCombine: ocFlatMapPumping,
            notes: zeroAllocationNote
        ),
        Scenario(
            name: "flatMap.creating",
            unit: "subscription",
            units: 10_000,
            target: Target(allocations: 14),
            reference: Reference(rxSwiftAllocations: 126),
            expected: { sumOfRange($0) },
            rx: rxFlatMapCreatingForm,
            openCombine: ocFlatMapCreating
        ),
    ]
}

/// The rule is 0 allocations per element in every pumping scenario; here each element makes
/// a `just` observable per stage, which Rx keeps on the stack (see `InnerSelection` in RxSwift).
let zeroAllocationNote = ["allocation target 0 is the rule for every pumping scenario; each element builds 5 `just` observables (one per stage): Rx keeps them on the stack (its flatMap and flatMapLatest hand a `just`'s element on in the caller's code), OpenCombine allocates them."]

// MARK: Rx

private let rxFlatMapPumpingForm: Workload? = rxFlatMapPumping
private let rxFlatMapCreatingForm: Workload? = rxFlatMapCreating

@inline(__always)
private func rxFlatMapChain(_ source: Observable<Int>) -> Observable<Int> {
    var chain = source
    for _ in 0..<5 {
        chain = chain.flatMap { Observable.just($0) }
    }
    return chain
}

@inline(never)
private func rxFlatMapPumping(_ units: Int) -> Int {
    let accumulator = Accumulator()
    let subscription = rxFlatMapChain(rxRangeSource(units))
        .subscribe(onNext: { accumulator.add($0) })
    subscription.dispose()
    return accumulator.sum
}

@inline(never)
private func rxFlatMapCreating(_ units: Int) -> Int {
    let accumulator = Accumulator()
    for value in 0..<units {
        let subscription = rxFlatMapChain(rxSingleValueSource(value))
            .subscribe(onNext: { accumulator.add($0) })
        subscription.dispose()
    }
    return accumulator.sum
}

// MARK: OpenCombine

@inline(__always)
private func ocFlatMapChain<Upstream: Publisher>(_ source: Upstream) -> some Publisher<Int, Never>
where Upstream.Output == Int, Upstream.Failure == Never {
    source
        .flatMap { Just($0) }
        .flatMap { Just($0) }
        .flatMap { Just($0) }
        .flatMap { Just($0) }
        .flatMap { Just($0) }
}

@inline(never)
private func ocFlatMapPumping(_ units: Int) -> Int {
    let accumulator = Accumulator()
    let subscription = ocFlatMapChain(ocRangeSource(units))
        .sink { accumulator.add($0) }
    subscription.cancel()
    return accumulator.sum
}

@inline(never)
private func ocFlatMapCreating(_ units: Int) -> Int {
    let accumulator = Accumulator()
    for value in 0..<units {
        let subscription = ocFlatMapChain(ocSingleValueSource(value))
            .sink { accumulator.add($0) }
        subscription.cancel()
    }
    return accumulator.sum
}
