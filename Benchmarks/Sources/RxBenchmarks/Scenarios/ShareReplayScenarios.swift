import OpenCombine
import RxSwift

// shareReplay.fanout8: a `BehaviorSubject` (initial value 0) → `map { $0 &* 2 }` →
// `share(replay: 1)`, 8 subscribers, then `1...n` sent to the subject. The unit is one element
// sent (8 deliveries). The initial value maps to 0, so the checksum does not depend on how many
// subscribers see it.
//
// OpenCombine form: `CurrentValueSubject` → `map` → `multicast(subject: CurrentValueSubject)` +
// `autoconnect()`, Combine's spelling of a shared sequence that replays its latest value.

extension Scenarios {
    static let shareReplay: [Scenario] = [
        Scenario(
            name: "shareReplay.fanout8",
            unit: "element",
            units: 100_000,
            expected: { units in 8 &* units &* (units &+ 1) },
            rx: rxShareReplayFanoutForm,
            openCombine: ocShareReplayFanout,
            notes: ["OpenCombine form: multicast(subject: CurrentValueSubject) + autoconnect() for share(replay: 1)."]
        ),
    ]
}

private let subscriberCount = 8

// MARK: Rx

private let rxShareReplayFanoutForm: Workload? = rxShareReplayFanout

@inline(never)
private func rxShareReplayFanout(_ units: Int) -> Int {
    let accumulator = Accumulator()
    let subject = BehaviorSubject<Int>(value: 0)
    let shared = subject.map { $0 &* 2 }.share(replay: 1)
    var subscriptions: [Disposable] = []
    for _ in 0..<subscriberCount {
        subscriptions.append(shared.subscribe(onNext: { accumulator.add($0) }))
    }
    for value in 1...units {
        subject.onNext(value)
    }
    for subscription in subscriptions {
        subscription.dispose()
    }
    return accumulator.sum
}

// MARK: OpenCombine

@inline(never)
private func ocShareReplayFanout(_ units: Int) -> Int {
    let accumulator = Accumulator()
    let subject = CurrentValueSubject<Int, Never>(0)
    let shared = subject.map { $0 &* 2 }.multicast(subject: CurrentValueSubject<Int, Never>(0)).autoconnect()
    var subscriptions: [AnyCancellable] = []
    for _ in 0..<subscriberCount {
        subscriptions.append(shared.sink { accumulator.add($0) })
    }
    for value in 1...units {
        subject.send(value)
    }
    for subscription in subscriptions {
        subscription.cancel()
    }
    return accumulator.sum
}
