import OpenCombine
import RxSwift

// flatMapLatest.pumping: a `create` source, then 5 × `flatMapLatest { .just($0) }`.
// OpenCombine's equivalent is `map { Just($0) }.switchToLatest()`.

extension Scenarios {
    static let flatMapLatest: [Scenario] = [
        Scenario(
            name: "flatMapLatest.pumping",
            unit: "element",
            units: 100_000,
            target: Target(allocations: 0),
            expected: { sumOfRange($0) },
            rx: rxFlatMapLatestPumpingForm,
            openCombine: ocFlatMapLatestPumping,
            notes: ["OpenCombine form: map { Just($0) }.switchToLatest()."] + zeroAllocationNote
        ),
    ]
}

// MARK: Rx

private let rxFlatMapLatestPumpingForm: Workload? = rxFlatMapLatestPumping

@inline(never)
private func rxFlatMapLatestPumping(_ units: Int) -> Int {
    let accumulator = Accumulator()
    var chain = rxRangeSource(units)
    for _ in 0..<5 {
        chain = chain.flatMapLatest { Observable.just($0) }
    }
    let subscription = chain.subscribe(onNext: { accumulator.add($0) })
    subscription.dispose()
    return accumulator.sum
}

// MARK: OpenCombine

@inline(never)
private func ocFlatMapLatestPumping(_ units: Int) -> Int {
    let accumulator = Accumulator()
    let subscription = ocRangeSource(units)
        .map { Just($0) }.switchToLatest()
        .map { Just($0) }.switchToLatest()
        .map { Just($0) }.switchToLatest()
        .map { Just($0) }.switchToLatest()
        .map { Just($0) }.switchToLatest()
        .sink { accumulator.add($0) }
    subscription.cancel()
    return accumulator.sum
}
