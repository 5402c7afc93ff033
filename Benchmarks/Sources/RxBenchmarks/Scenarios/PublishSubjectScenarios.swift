import OpenCombine
import RxSwift

// publishSubject.*: a subject pumped directly, with one or two subscribers, and a subject's whole
// life (create, subscribe, one element, dispose).

extension Scenarios {
    static let publishSubject: [Scenario] = [
        Scenario(
            name: "publishSubject.pumping",
            unit: "element",
            units: 1_000_000,
            target: Target(ratio: 1, allocations: 0),
            reference: Reference(rxSwiftRatio: 4.3, openCombineRatio: 1.8),
            expected: { $0 },
            rx: rxPublishSubjectPumping,
            openCombine: ocPublishSubjectPumping
        ),
        Scenario(
            name: "publishSubject.pumping2",
            unit: "element",
            units: 1_000_000,
            target: Target(allocations: 0),
            expected: { 2 * $0 },
            rx: rxPublishSubjectPumping2,
            openCombine: ocPublishSubjectPumping2
        ),
        Scenario(
            name: "publishSubject.creating",
            unit: "subscription",
            units: 100_000,
            target: Target(ratio: 10, allocations: 4),
            reference: Reference(rxSwiftRatio: 21, openCombineRatio: 20, rxSwiftAllocations: 14, openCombineAllocations: 13),
            expected: { $0 },
            rx: rxPublishSubjectCreating,
            openCombine: ocPublishSubjectCreating
        ),
    ]
}

// MARK: Rx

@inline(never)
private func rxPublishSubjectPumping(_ units: Int) -> Int {
    let accumulator = Accumulator()
    let subject = PublishSubject<Int>()
    let subscription = subject.subscribe(onNext: { accumulator.add($0) })
    for _ in 0..<units {
        subject.on(.next(1))
    }
    subscription.dispose()
    return accumulator.sum
}

@inline(never)
private func rxPublishSubjectPumping2(_ units: Int) -> Int {
    let accumulator = Accumulator()
    let subject = PublishSubject<Int>()
    let first = subject.subscribe(onNext: { accumulator.add($0) })
    let second = subject.subscribe(onNext: { accumulator.add($0) })
    for _ in 0..<units {
        subject.on(.next(1))
    }
    first.dispose()
    second.dispose()
    return accumulator.sum
}

@inline(never)
private func rxPublishSubjectCreating(_ units: Int) -> Int {
    let accumulator = Accumulator()
    for _ in 0..<units {
        let subject = PublishSubject<Int>()
        let subscription = subject.subscribe(onNext: { accumulator.add($0) })
        subject.on(.next(1))
        subscription.dispose()
    }
    return accumulator.sum
}

// MARK: OpenCombine

@inline(never)
private func ocPublishSubjectPumping(_ units: Int) -> Int {
    let accumulator = Accumulator()
    let subject = PassthroughSubject<Int, Never>()
    let subscription = subject.sink { accumulator.add($0) }
    for _ in 0..<units {
        subject.send(1)
    }
    subscription.cancel()
    return accumulator.sum
}

@inline(never)
private func ocPublishSubjectPumping2(_ units: Int) -> Int {
    let accumulator = Accumulator()
    let subject = PassthroughSubject<Int, Never>()
    let first = subject.sink { accumulator.add($0) }
    let second = subject.sink { accumulator.add($0) }
    for _ in 0..<units {
        subject.send(1)
    }
    first.cancel()
    second.cancel()
    return accumulator.sum
}

@inline(never)
private func ocPublishSubjectCreating(_ units: Int) -> Int {
    let accumulator = Accumulator()
    for _ in 0..<units {
        let subject = PassthroughSubject<Int, Never>()
        let subscription = subject.sink { accumulator.add($0) }
        subject.send(1)
        subscription.cancel()
    }
    return accumulator.sum
}
