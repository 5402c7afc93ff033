import Dispatch
import OpenCombine
import OpenCombineDispatch
import RxSwift

// observeOn.serialQueue: `range(0..<n)` → `observe(on:)` a serial dispatch queue, one subscriber;
// the run ends when the subscriber has seen completion on that queue. The queue (and its
// scheduler) is made once per run.
//
// OpenCombine form: `(0..<n).publisher.receive(on: DispatchQueue.OCombine(queue))`.

extension Scenarios {
    static let observeOn: [Scenario] = [
        Scenario(
            name: "observeOn.serialQueue",
            unit: "element",
            units: 100_000,
            expected: { sumOfRange($0) },
            rx: rxObserveOnSerialQueueForm,
            openCombine: ocObserveOnSerialQueue,
            notes: ["OpenCombine form: (0..<n).publisher.receive(on: DispatchQueue.OCombine(serialQueue))."]
        ),
    ]
}

// MARK: Rx

private let rxObserveOnSerialQueueForm: Workload? = rxObserveOnSerialQueue

@inline(never)
private func rxObserveOnSerialQueue(_ units: Int) -> Int {
    let accumulator = Accumulator()
    let done = DispatchSemaphore(value: 0)
    let scheduler = SerialDispatchQueueScheduler(internalSerialQueueName: "rxbench.observeOn")
    let subscription = Observable.range(start: 0, count: units)
        .observe(on: scheduler)
        .subscribe(onNext: { accumulator.add($0) }, onCompleted: { done.signal() })
    done.wait()
    subscription.dispose()
    return accumulator.sum
}

// MARK: OpenCombine

@inline(never)
private func ocObserveOnSerialQueue(_ units: Int) -> Int {
    let accumulator = Accumulator()
    let done = DispatchSemaphore(value: 0)
    let queue = DispatchQueue(label: "rxbench.receiveOn")
    let subscription = (0..<units).publisher
        .receive(on: DispatchQueue.OCombine(queue))
        .sink(receiveCompletion: { _ in done.signal() }, receiveValue: { accumulator.add($0) })
    done.wait()
    subscription.cancel()
    return accumulator.sum
}
