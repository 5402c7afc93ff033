import OpenCombine
import RxSwift

// combineLatest.*: 7 nested 4-way `combineLatest`s, each of three `just(1)`s and the previous
// stage (the innermost one of a `create` source), summing its four inputs: an element `x` of the
// source arrives as `x + 21`.
//
// OpenCombine 0.14 has no `combineLatest` (`Publishers.CombineLatest*` are not implemented), so
// there is no OpenCombine form.

extension Scenarios {
    static let combineLatest: [Scenario] = [
        Scenario(
            name: "combineLatest.pumping",
            unit: "element",
            units: 100_000,
            target: Target(ratio: 10, allocations: 0),
            reference: Reference(rxSwiftRatio: 36),
            expected: { sumOfRange($0, plus: 21) },
            rx: rxCombineLatestPumpingForm,
            openCombine: nil,
            notes: ["OpenCombine 0.14 has no combineLatest."]
        ),
        Scenario(
            name: "combineLatest.creating",
            unit: "subscription",
            units: 10_000,
            target: Target(ratio: 150, allocations: 50),
            reference: Reference(rxSwiftRatio: 418, rxSwiftAllocations: 273),
            expected: { sumOfRange($0, plus: 21) },
            rx: rxCombineLatestCreatingForm,
            openCombine: nil
        ),
    ]
}

// MARK: Rx

private let rxCombineLatestPumpingForm: Workload? = rxCombineLatestPumping
private let rxCombineLatestCreatingForm: Workload? = rxCombineLatestCreating

@inline(__always)
private func rxCombineLatestChain(_ source: Observable<Int>) -> Observable<Int> {
    var last = source
    for _ in 0..<7 {
        last = Observable.combineLatest(Observable.just(1), Observable.just(1), Observable.just(1), last) { a, b, c, d in
            a &+ b &+ c &+ d
        }
    }
    return last
}

@inline(never)
private func rxCombineLatestPumping(_ units: Int) -> Int {
    let accumulator = Accumulator()
    let subscription = rxCombineLatestChain(rxRangeSource(units))
        .subscribe(onNext: { accumulator.add($0) })
    subscription.dispose()
    return accumulator.sum
}

@inline(never)
private func rxCombineLatestCreating(_ units: Int) -> Int {
    let accumulator = Accumulator()
    for value in 0..<units {
        let subscription = rxCombineLatestChain(rxSingleValueSource(value))
            .subscribe(onNext: { accumulator.add($0) })
        subscription.dispose()
    }
    return accumulator.sum
}
