import OpenCombine
import RxSwift

// How cost grows with the number of subscribers and of subscriptions. Each scenario's time and
// allocations per unit must stay flat when its units grow tenfold (`--units`): Benchmarks/README.md
// gives both runs.
//
// - publishSubject.fanout1000: one `PublishSubject` with 1,000 summing subscribers, n / 1,000
//   elements sent. Unit: one delivery (an element to one subscriber). OpenCombine: a
//   `PassthroughSubject` with 1,000 `sink`s.
// - mapFilter.live100k: n subscriptions of the mapFilter chain (6 × `map` + `filter`) to one
//   `PublishSubject`, all alive at once; one element sent through every one of them; then all
//   disposed. Unit: one subscription (made, delivered to, disposed). Its heap bytes per unit
//   (`bytesPerUnit` in the JSON) are what a live subscription holds. OpenCombine: the same chain
//   on a `PassthroughSubject`, the `AnyCancellable`s cancelled.
// - disposeBag.release100k: n subscriptions to one `PublishSubject` put in a `DisposeBag`, one
//   element sent, then the bag released, which disposes them all. Unit: one subscription.
//   OpenCombine: a `Set<AnyCancellable>` released.
// - mapFilter.dispose100k, disposeBag.dispose100k: the disposal alone of the two above. The
//   subscriptions are made and the element sent in `untimed` (Harness/Support.swift), so time
//   and allocations per unit are those of disposing one subscription of the chain, or releasing
//   one subscription through the bag.

extension Scenarios {
    static let scale: [Scenario] = [
        Scenario(
            name: "publishSubject.fanout1000",
            unit: "delivery",
            units: 1_000_000,
            expected: { units in fanoutSubscribers &* sumOfRange(units / fanoutSubscribers) },
            rx: rxFanoutForm,
            openCombine: ocFanout,
            notes: ["OpenCombine form: PassthroughSubject with 1,000 sinks."]
        ),
        Scenario(
            name: "mapFilter.live100k",
            unit: "subscription",
            units: 100_000,
            // 0 sent through six `map { $0 + 1 }` to every subscription.
            expected: { $0 &* 6 },
            rx: rxLiveSubscriptionsForm,
            openCombine: { ocLiveSubscriptions($0, disposalOnly: false) },
            notes: ["OpenCombine form: the same chain on a PassthroughSubject, AnyCancellables cancelled."]
        ),
        Scenario(
            name: "disposeBag.release100k",
            unit: "subscription",
            units: 100_000,
            expected: { $0 },
            rx: rxDisposeBagForm,
            openCombine: { ocCancellableSet($0, disposalOnly: false) },
            notes: ["OpenCombine form: a Set<AnyCancellable> released."]
        ),
        Scenario(
            name: "mapFilter.dispose100k",
            unit: "subscription",
            units: 100_000,
            expected: { $0 &* 6 },
            rx: rxLiveSubscriptionsDisposedForm,
            openCombine: { ocLiveSubscriptions($0, disposalOnly: true) },
            notes: ["mapFilter.dispose100k: only the disposal is timed and counted; the subscriptions are made untimed."]
        ),
        Scenario(
            name: "disposeBag.dispose100k",
            unit: "subscription",
            units: 100_000,
            expected: { $0 },
            rx: rxDisposeBagReleasedForm,
            openCombine: { ocCancellableSet($0, disposalOnly: true) },
            notes: ["disposeBag.dispose100k: only the release of the bag (OpenCombine: of the set) is timed and counted."]
        ),
    ]
}

private let fanoutSubscribers = 1_000

// MARK: Rx

private let rxFanoutForm: Workload? = rxFanout
private let rxLiveSubscriptionsForm: Workload? = { rxLiveSubscriptions($0, disposalOnly: false) }
private let rxDisposeBagForm: Workload? = { rxDisposeBag($0, disposalOnly: false) }
private let rxLiveSubscriptionsDisposedForm: Workload? = { rxLiveSubscriptions($0, disposalOnly: true) }
private let rxDisposeBagReleasedForm: Workload? = { rxDisposeBag($0, disposalOnly: true) }

@inline(never)
private func rxFanout(_ units: Int) -> Int {
    let accumulator = Accumulator()
    let subject = PublishSubject<Int>()
    let subscriptions = (0..<fanoutSubscribers).map { _ in subject.subscribe(onNext: { accumulator.add($0) }) }
    for value in 0..<units / fanoutSubscribers {
        subject.onNext(value)
    }
    subscriptions.forEach { $0.dispose() }
    return accumulator.sum
}

/// mapFilter.live100k; with `disposalOnly`, mapFilter.dispose100k (the rest `untimed`).
@inline(never)
private func rxLiveSubscriptions(_ units: Int, disposalOnly: Bool) -> Int {
    let accumulator = Accumulator()
    let setUp = { () -> (PublishSubject<Int>, [Disposable]) in
        let subject = PublishSubject<Int>()
        let chain = rxMapFilterChain(subject.asObservable())
        var subscriptions: [Disposable] = []
        subscriptions.reserveCapacity(units)
        for _ in 0..<units {
            subscriptions.append(chain.subscribe(onNext: { accumulator.add($0) }))
        }
        subject.onNext(0)
        return (subject, subscriptions)
    }
    let (subject, subscriptions) = disposalOnly ? untimed(setUp) : setUp()
    subscriptions.forEach { $0.dispose() }
    withExtendedLifetime(subject) {}
    return accumulator.sum
}

/// disposeBag.release100k; with `disposalOnly`, disposeBag.dispose100k (the rest `untimed`).
@inline(never)
private func rxDisposeBag(_ units: Int, disposalOnly: Bool) -> Int {
    let accumulator = Accumulator()
    let setUp = { () -> (PublishSubject<Int>, DisposeBag) in
        let subject = PublishSubject<Int>()
        let bag = DisposeBag()
        for _ in 0..<units {
            subject.subscribe(onNext: { accumulator.add($0) }).disposed(by: bag)
        }
        subject.onNext(1)
        return (subject, bag)
    }
    var (subject, bag) = disposalOnly ? untimed(setUp) : setUp()
    // Released here, disposing every subscription, as a view model's bag is when it goes away.
    bag = DisposeBag()
    withExtendedLifetime(bag) {}
    withExtendedLifetime(subject) {}
    return accumulator.sum
}

// MARK: OpenCombine

@inline(never)
private func ocFanout(_ units: Int) -> Int {
    let accumulator = Accumulator()
    let subject = PassthroughSubject<Int, Never>()
    let subscriptions = (0..<fanoutSubscribers).map { _ in subject.sink { accumulator.add($0) } }
    for value in 0..<units / fanoutSubscribers {
        subject.send(value)
    }
    subscriptions.forEach { $0.cancel() }
    return accumulator.sum
}

/// The counterpart of `rxLiveSubscriptions`.
@inline(never)
private func ocLiveSubscriptions(_ units: Int, disposalOnly: Bool) -> Int {
    let accumulator = Accumulator()
    let setUp = { () -> (PassthroughSubject<Int, Never>, [AnyCancellable]) in
        let subject = PassthroughSubject<Int, Never>()
        let chain = ocMapFilterChain(subject)
        var subscriptions: [AnyCancellable] = []
        subscriptions.reserveCapacity(units)
        for _ in 0..<units {
            subscriptions.append(chain.sink { accumulator.add($0) })
        }
        subject.send(0)
        return (subject, subscriptions)
    }
    let (subject, subscriptions) = disposalOnly ? untimed(setUp) : setUp()
    subscriptions.forEach { $0.cancel() }
    withExtendedLifetime(subject) {}
    return accumulator.sum
}

/// The counterpart of `rxDisposeBag`.
@inline(never)
private func ocCancellableSet(_ units: Int, disposalOnly: Bool) -> Int {
    let accumulator = Accumulator()
    let setUp = { () -> (PassthroughSubject<Int, Never>, Set<AnyCancellable>) in
        let subject = PassthroughSubject<Int, Never>()
        var cancellables = Set<AnyCancellable>()
        for _ in 0..<units {
            subject.sink { accumulator.add($0) }.store(in: &cancellables)
        }
        subject.send(1)
        return (subject, cancellables)
    }
    var (subject, cancellables) = disposalOnly ? untimed(setUp) : setUp()
    cancellables = []
    blackHole(cancellables.count)
    withExtendedLifetime(subject) {}
    return accumulator.sum
}
