import Foundation
import OpenCombine
import RxSwift
import Synchronization

// Scenarios where the work crosses threads. Their timings include starting and joining the
// threads, and depend on how the system schedules them: read them as throughput, side by side
// with OpenCombine's form in the same run.
//
// replaySubject.threads8: a `ReplaySubject` (buffer 1) fed from 8 threads at once (1...n split
// among them; a contract violation RxSwift tolerates, which subjects here queue), while a ninth
// thread keeps subscribing and disposing. One subscriber stays for the whole run and sums what it
// receives. The unit is one element sent.
//
// OpenCombine form: `CurrentValueSubject`, fed and subscribed the same way.

extension Scenarios {
    static let threads: [Scenario] = [
        Scenario(
            name: "replaySubject.threads8",
            unit: "element",
            units: 200_000,
            expected: { units in units &* (units &+ 1) / 2 },
            rx: rxReplaySubjectThreads,
            openCombine: ocReplaySubjectThreads,
            notes: ["replaySubject.threads8: OpenCombine form: CurrentValueSubject fed and subscribed the same way."]
        ),
    ]
}

private let feederCount = 8

/// Runs `feed(thread, range)` on `feederCount` threads, each with its share of `1...units`, and
/// `churn(isDone)` on one more thread until every feeder finished.
private func runFeeders(units: Int, feed: @escaping @Sendable (ClosedRange<Int>) -> Void, churn: @escaping @Sendable (() -> Bool) -> Void) {
    let remaining = Atomic<Int>(feederCount)
    let group = DispatchGroup()
    let share = units / feederCount
    for index in 0..<feederCount {
        let first = index * share + 1
        let last = index == feederCount - 1 ? units : (index + 1) * share
        group.enter()
        Thread {
            if first <= last { feed(first...last) }
            remaining.wrappingSubtract(1, ordering: .sequentiallyConsistent)
            group.leave()
        }.start()
    }
    group.enter()
    Thread {
        churn { remaining.load(ordering: .sequentiallyConsistent) == 0 }
        group.leave()
    }.start()
    group.wait()
}

/// Sums from several threads.
private final class SharedSum: @unchecked Sendable {
    // @unchecked Sendable: atomic.
    let value = Atomic<Int>(0)

    func add(_ element: Int) {
        value.wrappingAdd(element, ordering: .relaxed)
    }
}

// MARK: Rx

@inline(never)
private func rxReplaySubjectThreads(_ units: Int) -> Int {
    let subject = ReplaySubject<Int>.create(bufferSize: 1)
    let sum = SharedSum()
    let kept = subject.subscribe(onNext: { sum.add($0) })
    let churned = SharedSum()
    let cycles = SharedSum()
    runFeeders(units: units, feed: { range in
        for element in range { subject.onNext(element) }
    }, churn: { isDone in
        while !isDone() {
            subject.subscribe(onNext: { churned.add($0) }).dispose()
            cycles.add(1)
        }
    })
    if ProcessInfo.processInfo.environment["RX_BENCH_CYCLES"] != nil { print("rx churn cycles:", cycles.value.load(ordering: .relaxed)) }
    kept.dispose()
    blackHole(churned.value.load(ordering: .relaxed))
    return sum.value.load(ordering: .relaxed)
}

// MARK: OpenCombine

@inline(never)
private func ocReplaySubjectThreads(_ units: Int) -> Int {
    let subject = CurrentValueSubject<Int, Never>(0)
    let sum = SharedSum()
    let kept = subject.sink { sum.add($0) }
    let churned = SharedSum()
    runFeeders(units: units, feed: { range in
        for element in range { subject.send(element) }
    }, churn: { isDone in
        while !isDone() {
            subject.sink { churned.add($0) }.cancel()
        }
    })
    kept.cancel()
    blackHole(churned.value.load(ordering: .relaxed))
    return sum.value.load(ordering: .relaxed)
}
