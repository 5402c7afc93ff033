import OpenCombine
import RxSwift

// mapFilter.*: a source made with `create`, then 6 × (`map` + `filter`): 12 operators, the
// pipeline the baseline mirrors stage for stage (`map { $0 &+ 1 }`, `filter { $0 > 0 }`, which
// lets everything through). mapFilter.driver.pumping is in DriverScenarios.swift.

extension Scenarios {
    static let mapFilter: [Scenario] = [
        Scenario(
            name: "mapFilter.pumping",
            unit: "element",
            units: 100_000,
            target: Target(ratio: 2, allocations: 0),
            reference: Reference(rxSwiftRatio: 17, openCombineRatio: 5.5),
            expected: { sumOfRange($0, plus: 6) },
            rx: rxMapFilterPumping,
            openCombine: ocMapFilterPumping,
            notes: ["OpenCombine has no `create`: its form starts from OCCreate (Harness/OpenCombineCreate.swift)."]
        ),
        Scenario(
            name: "mapFilter.creating",
            unit: "subscription",
            units: 10_000,
            target: Target(ratio: 35, allocations: 16),
            reference: Reference(rxSwiftRatio: 128, openCombineRatio: 19, rxSwiftAllocations: 105, openCombineAllocations: 8),
            expected: { sumOfRange($0, plus: 6) },
            rx: rxMapFilterCreating,
            openCombine: ocMapFilterCreating
        ),
        Scenario(
            name: "mapFilter.just.creating",
            unit: "subscription",
            units: 10_000,
            target: Target(allocations: 10),
            expected: { sumOfRange($0, plus: 6) },
            rx: rxMapFilterJustCreating,
            openCombine: ocMapFilterJustCreating,
            notes: ["mapFilter.just.creating starts from the source each library's users write for one element: `Observable.just` and OpenCombine's `Just`."]
        ),
    ]
}

// MARK: Rx

/// The 12 operators, on an `Observable`.
@inline(__always)
func rxMapFilterChain(_ source: Observable<Int>) -> Observable<Int> {
    // One statement per pair keeps the type checker fast.
    let stage1 = source.map { $0 &+ 1 }.filter { $0 > 0 }
    let stage2 = stage1.map { $0 &+ 1 }.filter { $0 > 0 }
    let stage3 = stage2.map { $0 &+ 1 }.filter { $0 > 0 }
    let stage4 = stage3.map { $0 &+ 1 }.filter { $0 > 0 }
    let stage5 = stage4.map { $0 &+ 1 }.filter { $0 > 0 }
    return stage5.map { $0 &+ 1 }.filter { $0 > 0 }
}

/// A `create` source emitting `0..<count`, then completing.
@inline(__always)
func rxRangeSource(_ count: Int) -> Observable<Int> {
    Observable<Int>.create { observer in
        for value in 0..<count {
            observer.onNext(value)
        }
        observer.onCompleted()
        return Disposables.create()
    }
}

/// A `create` source emitting `value` and nothing else (the subscriber disposes).
@inline(__always)
func rxSingleValueSource(_ value: Int) -> Observable<Int> {
    Observable<Int>.create { observer in
        observer.onNext(value)
        return Disposables.create()
    }
}

@inline(never)
private func rxMapFilterPumping(_ units: Int) -> Int {
    let accumulator = Accumulator()
    let subscription = rxMapFilterChain(rxRangeSource(units))
        .subscribe(onNext: { accumulator.add($0) })
    subscription.dispose()
    return accumulator.sum
}

@inline(never)
private func rxMapFilterCreating(_ units: Int) -> Int {
    let accumulator = Accumulator()
    for value in 0..<units {
        let subscription = rxMapFilterChain(rxSingleValueSource(value))
            .subscribe(onNext: { accumulator.add($0) })
        subscription.dispose()
    }
    return accumulator.sum
}

@inline(never)
private func rxMapFilterJustCreating(_ units: Int) -> Int {
    let accumulator = Accumulator()
    for value in 0..<units {
        let subscription = rxMapFilterChain(Observable.just(value))
            .subscribe(onNext: { accumulator.add($0) })
        subscription.dispose()
    }
    return accumulator.sum
}

// MARK: OpenCombine

@inline(__always)
func ocMapFilterChain<Upstream: Publisher>(_ source: Upstream) -> some Publisher<Int, Never>
where Upstream.Output == Int, Upstream.Failure == Never {
    // One statement per pair keeps the type checker fast.
    let stage1 = source.map { $0 &+ 1 }.filter { $0 > 0 }
    let stage2 = stage1.map { $0 &+ 1 }.filter { $0 > 0 }
    let stage3 = stage2.map { $0 &+ 1 }.filter { $0 > 0 }
    let stage4 = stage3.map { $0 &+ 1 }.filter { $0 > 0 }
    let stage5 = stage4.map { $0 &+ 1 }.filter { $0 > 0 }
    return stage5.map { $0 &+ 1 }.filter { $0 > 0 }
}

/// The counterpart of `rxRangeSource`.
@inline(__always)
func ocRangeSource(_ count: Int) -> OCCreate<Int> {
    OCCreate { emitter in
        for value in 0..<count {
            emitter.send(value)
        }
        emitter.finish()
    }
}

/// The counterpart of `rxSingleValueSource`.
@inline(__always)
func ocSingleValueSource(_ value: Int) -> OCCreate<Int> {
    OCCreate { emitter in
        emitter.send(value)
    }
}

@inline(never)
private func ocMapFilterPumping(_ units: Int) -> Int {
    let accumulator = Accumulator()
    let subscription = ocMapFilterChain(ocRangeSource(units))
        .sink { accumulator.add($0) }
    subscription.cancel()
    return accumulator.sum
}

@inline(never)
private func ocMapFilterCreating(_ units: Int) -> Int {
    let accumulator = Accumulator()
    for value in 0..<units {
        let subscription = ocMapFilterChain(ocSingleValueSource(value))
            .sink { accumulator.add($0) }
        subscription.cancel()
    }
    return accumulator.sum
}

@inline(never)
private func ocMapFilterJustCreating(_ units: Int) -> Int {
    let accumulator = Accumulator()
    for value in 0..<units {
        let subscription = ocMapFilterChain(Just(value))
            .sink { accumulator.add($0) }
        subscription.cancel()
    }
    return accumulator.sum
}
