import Foundation
import RxCocoa
import RxSwift

// mapFilter.driver.pumping: the mapFilter chain on a `Driver`: a `create` source emitting
// `0..<n`, `asDriver(onErrorJustReturn:)`, 6 × (`map` + `filter`), `drive(onNext:)`, on the main
// thread (this program runs its scenarios there).
//
// Combine has no `Driver`: no OpenCombine form.

extension Scenarios {
    static let driver: [Scenario] = [
        Scenario(
            name: "mapFilter.driver.pumping",
            unit: "element",
            units: 100_000,
            target: Target(allocations: 0, relative: RelativeTarget(scenario: "mapFilter.pumping", ratio: 3)),
            expected: { sumOfRange($0, plus: 6) },
            rx: rxDriverPumpingForm,
            openCombine: nil,
            notes: ["Combine has no Driver."]
        ),
    ]
}

// MARK: Rx

private let rxDriverPumpingForm: Workload? = rxDriverPumping

@inline(never)
private func rxDriverPumping(_ units: Int) -> Int {
    let accumulator = Accumulator()
    // One statement per pair keeps the type checker fast.
    let driver: Driver<Int> = rxRangeSource(units).asDriver(onErrorJustReturn: 0)
    let stage1 = driver.map { $0 &+ 1 }.filter { $0 > 0 }
    let stage2 = stage1.map { $0 &+ 1 }.filter { $0 > 0 }
    let stage3 = stage2.map { $0 &+ 1 }.filter { $0 > 0 }
    let stage4 = stage3.map { $0 &+ 1 }.filter { $0 > 0 }
    let stage5 = stage4.map { $0 &+ 1 }.filter { $0 > 0 }
    let stage6 = stage5.map { $0 &+ 1 }.filter { $0 > 0 }
    let subscription = stage6.drive(onNext: { accumulator.add($0) }, onCompleted: { accumulator.completed = true })
    // On the main thread, `MainScheduler` delivers synchronously (as in RxSwift); should it ever
    // hand elements to the main queue instead, run the main run loop until completion.
    while !accumulator.completed {
        RunLoop.main.run(until: Date(timeIntervalSinceNow: 0.001))
    }
    subscription.dispose()
    return accumulator.sum
}
