import Foundation
import RxCocoa
import RxSwift

// mapFilter.driver.pumping: the mapFilter chain on a `Driver`: a `create` source emitting
// `0..<n`, `asDriver(onErrorJustReturn:)`, 6 × (`map` + `filter`), `drive(onNext:)`, on the main
// thread (this program runs its scenarios there).
//
// mapFilter.driver.objects.pumping: the same chain over class instances, as UI code drives
// models: one instance sent `n` times, each `map` passes it on, each `filter` reads it. Every
// share's subject keeps an element whose release may run code, which it releases after its lock.
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
        Scenario(
            name: "mapFilter.driver.objects.pumping",
            unit: "element",
            units: 100_000,
            expected: { $0 },
            rx: rxDriverObjectsPumpingForm,
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

/// The element of `mapFilter.driver.objects.pumping`.
private final class Model {
    let value: Int
    init(value: Int) { self.value = value }
}

private let rxDriverObjectsPumpingForm: Workload? = rxDriverObjectsPumping

@inline(never)
private func rxDriverObjectsPumping(_ units: Int) -> Int {
    let accumulator = Accumulator()
    let model = Model(value: 1)
    let source = Observable<Model>.create { observer in
        for _ in 0..<units {
            observer.onNext(model)
        }
        observer.onCompleted()
        return Disposables.create()
    }
    let driver: Driver<Model> = source.asDriver(onErrorJustReturn: model)
    let stage1 = driver.map { $0 }.filter { $0.value > 0 }
    let stage2 = stage1.map { $0 }.filter { $0.value > 0 }
    let stage3 = stage2.map { $0 }.filter { $0.value > 0 }
    let stage4 = stage3.map { $0 }.filter { $0.value > 0 }
    let stage5 = stage4.map { $0 }.filter { $0.value > 0 }
    let stage6 = stage5.map { $0 }.filter { $0.value > 0 }
    let subscription = stage6.drive(onNext: { accumulator.add($0.value) }, onCompleted: { accumulator.completed = true })
    while !accumulator.completed {
        RunLoop.main.run(until: Date(timeIntervalSinceNow: 0.001))
    }
    subscription.dispose()
    return accumulator.sum
}
