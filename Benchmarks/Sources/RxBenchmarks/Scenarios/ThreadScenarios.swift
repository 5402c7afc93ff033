import Dispatch
import Foundation
import OpenCombine
import OpenCombineDispatch
import RxSwift
import Synchronization

// Scenarios where the work crosses threads. Their timings include starting and joining the
// threads (or queues), and depend on how the system schedules them: read them as throughput, side
// by side with OpenCombine's form in the same run. Subscribers add into an atomic sum, since
// several threads may deliver.
//
// - publishSubject.threads1 / .threads2: a `PublishSubject` with one subscriber, fed 1...n from
//   one thread, then the same split between two threads (a subject fed from two threads at once:
//   a contract violation RxSwift tolerates, which subjects here queue). The pair shows what
//   contention costs. OpenCombine: `PassthroughSubject`.
// - merge.queues1 / .queues4: `merge` of four subjects, each fed its quarter of 1...n by a block
//   on a dispatch queue, then completed: the four blocks on one serial queue, then on four serial
//   queues at once, until the merged sequence completes. OpenCombine: four `PassthroughSubject`s
//   merged by `flatMap` (0.14 has no `MergeMany`).
// - observeOn.concurrentQueue: `range` → `observe(on:)` a concurrent dispatch queue, until
//   completion. OpenCombine: `receive(on:)` the same kind of queue.
// - roundTrip.subscribeOnObserveOn: per unit, `just(i).subscribe(on: A).observe(on: B)`, and the
//   caller waits for its completion: the latency of two queue hops and a subscription.
//   OpenCombine: `Just(i).subscribe(on: A).receive(on: B)`.
// - shareReplay.joiners: `PublishSubject` → `map` → `share(replay: 1)` with one subscriber kept,
//   fed 1...n from one thread while two threads keep subscribing and disposing. OpenCombine:
//   `map` → `multicast(subject: CurrentValueSubject)` + `autoconnect()`.
// - replaySubject.threads8: a `ReplaySubject` (buffer 1) fed from 8 threads at once while a ninth
//   keeps subscribing and disposing. OpenCombine: `CurrentValueSubject`.
// A churning thread makes at most n / 100 subscriptions (see `runThreads`).

extension Scenarios {
    static let threads: [Scenario] = [
        Scenario(
            name: "publishSubject.threads1", unit: "element", units: 1_000_000,
            expected: sumFromOne, rx: { rxPublishSubjectThreads($0, feeders: 1) },
            openCombine: { ocPassthroughSubjectThreads($0, feeders: 1) },
            notes: ["OpenCombine form: PassthroughSubject fed the same way."]
        ),
        Scenario(
            name: "publishSubject.threads2", unit: "element", units: 1_000_000,
            expected: sumFromOne, rx: { rxPublishSubjectThreads($0, feeders: 2) },
            openCombine: { ocPassthroughSubjectThreads($0, feeders: 2) },
            notes: ["OpenCombine form: PassthroughSubject fed the same way."]
        ),
        Scenario(
            name: "merge.queues1", unit: "element", units: 400_000,
            expected: sumFromOne, rx: { rxMergeOnQueues($0, queues: 1) },
            openCombine: { ocMergeOnQueues($0, queues: 1) },
            notes: ["OpenCombine form: four PassthroughSubjects merged by flatMap (OpenCombine 0.14 has no MergeMany), fed the same way."]
        ),
        Scenario(
            name: "merge.queues4", unit: "element", units: 400_000,
            expected: sumFromOne, rx: { rxMergeOnQueues($0, queues: 4) },
            openCombine: { ocMergeOnQueues($0, queues: 4) },
            notes: ["OpenCombine form: four PassthroughSubjects merged by flatMap (OpenCombine 0.14 has no MergeMany), fed the same way."]
        ),
        Scenario(
            name: "observeOn.concurrentQueue", unit: "element", units: 100_000,
            expected: { sumOfRange($0) }, rx: rxObserveOnConcurrentQueue,
            openCombine: ocReceiveOnConcurrentQueue,
            notes: ["OpenCombine form: (0..<n).publisher.receive(on: DispatchQueue.OCombine(concurrentQueue))."]
        ),
        Scenario(
            name: "roundTrip.subscribeOnObserveOn", unit: "round trip", units: 20_000,
            expected: { sumOfRange($0) }, rx: rxRoundTrips, openCombine: ocRoundTrips,
            notes: ["OpenCombine form: Just(i).subscribe(on: A).receive(on: B), waited for each time."]
        ),
        Scenario(
            name: "shareReplay.joiners", unit: "element", units: 200_000,
            expected: sumFromOne, rx: rxShareReplayJoiners, openCombine: ocShareReplayJoiners,
            notes: ["OpenCombine form: map → multicast(subject: CurrentValueSubject) + autoconnect(), joined the same way."]
        ),
        Scenario(
            name: "replaySubject.threads8", unit: "element", units: 200_000,
            expected: sumFromOne, rx: rxReplaySubjectThreads, openCombine: ocReplaySubjectThreads,
            notes: ["OpenCombine form: CurrentValueSubject fed and subscribed the same way."]
        ),
    ]
}

private func sumFromOne(_ units: Int) -> Int {
    units &* (units &+ 1) / 2
}

/// `1...units` split into `parts` ranges (the last one takes the remainder).
private func shares(of units: Int, into parts: Int) -> [ClosedRange<Int>] {
    let share = units / parts
    return (0..<parts).compactMap { index in
        let first = index * share + 1
        let last = index == parts - 1 ? units : (index + 1) * share
        return first <= last ? first...last : nil
    }
}

/// Runs `feed(range)` on one thread per range and, meanwhile, `churn()` (one subscribe-and-dispose
/// cycle) over and over on `churners` more threads; returns when all threads are done.
///
/// A churner stops when every feeder finished, or after `units / 100` cycles: every form then
/// does the same work (a form whose subscriptions are cheaper would otherwise run several times
/// more of them in the same time, and be charged for them per element).
private func runThreads(
    feeding ranges: [ClosedRange<Int>],
    churners: Int = 0,
    feed: @escaping @Sendable (ClosedRange<Int>) -> Void,
    churn: @escaping @Sendable () -> Void = {}
) {
    let units = ranges.reduce(0) { $0 + $1.count }
    let remaining = Atomic<Int>(ranges.count)
    let group = DispatchGroup()
    for range in ranges {
        group.enter()
        Thread {
            feed(range)
            remaining.wrappingSubtract(1, ordering: .sequentiallyConsistent)
            group.leave()
        }.start()
    }
    for _ in 0..<churners {
        group.enter()
        Thread {
            for _ in 0..<units / 100 {
                if remaining.load(ordering: .sequentiallyConsistent) == 0 { break }
                churn()
            }
            group.leave()
        }.start()
    }
    group.wait()
}

/// Sums from several threads.
private final class SharedSum: Sendable {
    let value = Atomic<Int>(0)

    func add(_ element: Int) {
        value.wrappingAdd(element, ordering: .relaxed)
    }

    var sum: Int { value.load(ordering: .relaxed) }
}

// MARK: Rx

@inline(never)
private func rxPublishSubjectThreads(_ units: Int, feeders: Int) -> Int {
    let subject = PublishSubject<Int>()
    let sum = SharedSum()
    let done = DispatchSemaphore(value: 0)
    let subscription = subject.subscribe(onNext: { sum.add($0) }, onCompleted: { done.signal() })
    runThreads(feeding: shares(of: units, into: feeders)) { range in
        for element in range { subject.onNext(element) }
    }
    // Until the completion arrives, not until the feeding threads return: a thread delivering
    // for the other one leaves it the rest after a bounded share, and what is left may still be
    // on its way then (README, "Differences").
    subject.onCompleted()
    done.wait()
    subscription.dispose()
    return sum.sum
}

@inline(never)
private func rxMergeOnQueues(_ units: Int, queues: Int) -> Int {
    let subjects = (0..<4).map { _ in PublishSubject<Int>() }
    let sum = SharedSum()
    let done = DispatchSemaphore(value: 0)
    let subscription = Observable.merge(subjects.map { $0.asObservable() })
        .subscribe(onNext: { sum.add($0) }, onCompleted: { done.signal() })
    let dispatchQueues = (0..<queues).map { DispatchQueue(label: "rxbench.merge.\($0)") }
    for (index, range) in shares(of: units, into: 4).enumerated() {
        dispatchQueues[index % queues].async {
            for element in range { subjects[index].onNext(element) }
            subjects[index].onCompleted()
        }
    }
    // Until the merged sequence completes, not until the feeding blocks return: an element handed
    // to the thread delivering the merge may still be on its way then (README, "Differences").
    done.wait()
    subscription.dispose()
    return sum.sum
}

@inline(never)
private func rxObserveOnConcurrentQueue(_ units: Int) -> Int {
    let sum = SharedSum()
    let done = DispatchSemaphore(value: 0)
    let scheduler = ConcurrentDispatchQueueScheduler(queue: DispatchQueue(label: "rxbench.concurrent", attributes: .concurrent))
    let subscription = Observable.range(start: 0, count: units)
        .observe(on: scheduler)
        .subscribe(onNext: { sum.add($0) }, onCompleted: { done.signal() })
    done.wait()
    subscription.dispose()
    return sum.sum
}

@inline(never)
private func rxRoundTrips(_ units: Int) -> Int {
    let sum = SharedSum()
    let done = DispatchSemaphore(value: 0)
    let subscribing = SerialDispatchQueueScheduler(internalSerialQueueName: "rxbench.subscribeOn")
    let observing = SerialDispatchQueueScheduler(internalSerialQueueName: "rxbench.observeOn")
    for index in 0..<units {
        let subscription = Observable.just(index)
            .subscribe(on: subscribing)
            .observe(on: observing)
            .subscribe(onNext: { sum.add($0) }, onCompleted: { done.signal() })
        done.wait()
        subscription.dispose()
    }
    return sum.sum
}

@inline(never)
private func rxShareReplayJoiners(_ units: Int) -> Int {
    let subject = PublishSubject<Int>()
    let shared = subject.map { $0 }.share(replay: 1)
    let sum = SharedSum()
    let kept = shared.subscribe(onNext: { sum.add($0) })
    let churned = SharedSum()
    runThreads(feeding: [1...units], churners: 2, feed: { range in
        for element in range { subject.onNext(element) }
    }, churn: {
        shared.subscribe(onNext: { churned.add($0) }).dispose()
    })
    kept.dispose()
    blackHole(churned.sum)
    return sum.sum
}

@inline(never)
private func rxReplaySubjectThreads(_ units: Int) -> Int {
    let subject = ReplaySubject<Int>.create(bufferSize: 1)
    let sum = SharedSum()
    let done = DispatchSemaphore(value: 0)
    let kept = subject.subscribe(onNext: { sum.add($0) }, onCompleted: { done.signal() })
    let churned = SharedSum()
    runThreads(feeding: shares(of: units, into: 8), churners: 1, feed: { range in
        for element in range { subject.onNext(element) }
    }, churn: {
        subject.subscribe(onNext: { churned.add($0) }).dispose()
    })
    // Until the completion arrives (see `rxPublishSubjectThreads`).
    subject.onCompleted()
    done.wait()
    kept.dispose()
    blackHole(churned.sum)
    return sum.sum
}

// MARK: OpenCombine

@inline(never)
private func ocPassthroughSubjectThreads(_ units: Int, feeders: Int) -> Int {
    let subject = PassthroughSubject<Int, Never>()
    let sum = SharedSum()
    let subscription = subject.sink { sum.add($0) }
    runThreads(feeding: shares(of: units, into: feeders)) { range in
        for element in range { subject.send(element) }
    }
    // The completion, as the Rx form sends it (delivered before `send` returns here).
    subject.send(completion: .finished)
    subscription.cancel()
    return sum.sum
}

@inline(never)
private func ocMergeOnQueues(_ units: Int, queues: Int) -> Int {
    let subjects = (0..<4).map { _ in PassthroughSubject<Int, Never>() }
    let sum = SharedSum()
    let done = DispatchSemaphore(value: 0)
    let subscription = subjects.publisher.flatMap { $0 }
        .sink(receiveCompletion: { _ in done.signal() }, receiveValue: { sum.add($0) })
    let dispatchQueues = (0..<queues).map { DispatchQueue(label: "rxbench.mergeMany.\($0)") }
    for (index, range) in shares(of: units, into: 4).enumerated() {
        dispatchQueues[index % queues].async {
            for element in range { subjects[index].send(element) }
            subjects[index].send(completion: .finished)
        }
    }
    done.wait()
    subscription.cancel()
    return sum.sum
}

@inline(never)
private func ocReceiveOnConcurrentQueue(_ units: Int) -> Int {
    let sum = SharedSum()
    let done = DispatchSemaphore(value: 0)
    let queue = DispatchQueue(label: "rxbench.receiveOn.concurrent", attributes: .concurrent)
    let subscription = (0..<units).publisher
        .receive(on: DispatchQueue.OCombine(queue))
        .sink(receiveCompletion: { _ in done.signal() }, receiveValue: { sum.add($0) })
    done.wait()
    // OpenCombine schedules each event as a block of its own on the concurrent queue: the
    // completion may run before the last elements. (Given up after 10 s: the checksum tells.)
    let deadline = DispatchTime.now() + 10
    while sum.sum != sumOfRange(units), DispatchTime.now() < deadline { sched_yield() }
    subscription.cancel()
    return sum.sum
}

@inline(never)
private func ocRoundTrips(_ units: Int) -> Int {
    let sum = SharedSum()
    let done = DispatchSemaphore(value: 0)
    let subscribing = DispatchQueue.OCombine(DispatchQueue(label: "rxbench.oc.subscribeOn"))
    let receiving = DispatchQueue.OCombine(DispatchQueue(label: "rxbench.oc.receiveOn"))
    for index in 0..<units {
        let subscription = Just(index)
            .subscribe(on: subscribing)
            .receive(on: receiving)
            .sink(receiveCompletion: { _ in done.signal() }, receiveValue: { sum.add($0) })
        done.wait()
        subscription.cancel()
    }
    return sum.sum
}

@inline(never)
private func ocShareReplayJoiners(_ units: Int) -> Int {
    let subject = PassthroughSubject<Int, Never>()
    let shared = subject.map { $0 }.multicast(subject: CurrentValueSubject<Int, Never>(0)).autoconnect()
    let sum = SharedSum()
    let kept = shared.sink { sum.add($0) }
    let churned = SharedSum()
    runThreads(feeding: [1...units], churners: 2, feed: { range in
        for element in range { subject.send(element) }
    }, churn: {
        shared.sink { churned.add($0) }.cancel()
    })
    kept.cancel()
    blackHole(churned.sum)
    return sum.sum
}

@inline(never)
private func ocReplaySubjectThreads(_ units: Int) -> Int {
    let subject = CurrentValueSubject<Int, Never>(0)
    let sum = SharedSum()
    let kept = subject.sink { sum.add($0) }
    let churned = SharedSum()
    runThreads(feeding: shares(of: units, into: 8), churners: 1, feed: { range in
        for element in range { subject.send(element) }
    }, churn: {
        subject.sink { churned.add($0) }.cancel()
    })
    // The completion, as the Rx form sends it.
    subject.send(completion: .finished)
    kept.cancel()
    blackHole(churned.sum)
    return sum.sum
}
