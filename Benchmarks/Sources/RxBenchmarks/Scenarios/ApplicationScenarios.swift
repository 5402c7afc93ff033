import OpenCombine
import RxSwift

// Scenarios shaped like application code rather than like the library's fast paths: the other
// flatMap, flatMapLatest and combineLatest scenarios use inner `just`s, which those operators
// deliver without subscribing (`InnerSelection`, `deliverImmediately`); these have inner arrays,
// inner subjects, a search box, and subjects fed from outside, the way a view model is (bindings:
// BindingScenarios.swift).
//
// - flatMap.arrays.pumping: a `PublishSubject<Int>` fed 0..<n → `flatMap { from([x, x+1, x+2]) }`.
//   Unit: one element sent to the subject (three delivered).
// - flatMap.subjects.pumping: 100 `PublishSubject`s sent once each through an outer subject into
//   `flatMap { $0 }`, then 0..<n fed to them round-robin. Unit: one element fed to an inner subject.
// - flatMapLatest.search.pumping: a search box: queries → `map { $0.lowercased() }` →
//   `distinctUntilChanged()` → `flatMapLatest { from(results[query]) }` (5 precomputed strings per
//   query) → `map { $0.count }`. The queries cycle through 16 mixed-case words, distinct after
//   lowercasing (also across the cycle's wrap), so every query switches the inner sequence.
//   Unit: one query.
// - merge.subjects.pumping: `merge` of four `PublishSubject`s fed 0..<n round-robin from this thread.
//   OpenCombine 0.14 has no `Merge`/`MergeMany`: its form merges with `flatMap { $0 }` over the four
//   subjects, as `merge.queues*` do.
// - combineLatest.subjects.pumping: `combineLatest` of three `BehaviorSubject`s (initial 0) summing
//   them, fed 0..<n round-robin. OpenCombine 0.14 has no `combineLatest`: no form.
//
// The subjects and subscriptions of a run are made inside it (a fixed cost per run, which the
// allocation slope cancels); n is large enough that they do not weigh on the time per unit.

extension Scenarios {
    static let application: [Scenario] = [
        Scenario(
            name: "flatMap.arrays.pumping",
            unit: "element",
            units: 100_000,
            expected: { units in 3 &* sumOfRange(units, plus: 1) },
            rx: rxFlatMapArraysForm,
            openCombine: ocFlatMapArrays,
            notes: ["OpenCombine form: PassthroughSubject → flatMap { [x, x + 1, x + 2].publisher }."]
        ),
        Scenario(
            name: "flatMap.subjects.pumping",
            unit: "element",
            units: 4_000_000,
            expected: { sumOfRange($0) },
            rx: rxFlatMapSubjectsForm,
            openCombine: ocFlatMapSubjects,
            notes: ["OpenCombine form: PassthroughSubject<PassthroughSubject<Int, Never>, Never> → flatMap { $0 }."]
        ),
        Scenario(
            name: "flatMapLatest.search.pumping",
            unit: "query",
            units: 100_000,
            expected: SearchBox.expected,
            rx: rxSearchBoxForm,
            openCombine: ocSearchBox,
            notes: ["OpenCombine form: map { $0.lowercased() } → removeDuplicates() → map { results.publisher } → switchToLatest() → map { $0.count }."]
        ),
        Scenario(
            name: "merge.subjects.pumping",
            unit: "element",
            units: 4_000_000,
            expected: { sumOfRange($0) },
            rx: rxMergeSubjectsForm,
            openCombine: ocMergeSubjects,
            notes: ["OpenCombine form: [s1, s2, s3, s4].publisher.flatMap { $0 } (OpenCombine 0.14 has no Merge/MergeMany)."]
        ),
        Scenario(
            name: "combineLatest.subjects.pumping",
            unit: "element",
            units: 2_000_000,
            expected: combineLatestSubjectsExpected,
            rx: rxCombineLatestSubjectsForm,
            openCombine: nil,
            notes: ["OpenCombine 0.14 has no combineLatest (Publishers.CombineLatest* are not implemented)."]
        ),
    ]
}

private let innerSubjectCount = 100
private let mergedSubjectCount = 4
private let combinedSubjectCount = 3

/// The search box's data: the queries typed, and 5 results per query, computed once (on the first
/// warm-up run or checksum), outside the timed runs.
private enum SearchBox {
    /// Mixed case, so that `lowercased()` has work; distinct after lowercasing, neighbours included
    /// (the last and the first too), so `distinctUntilChanged` lets every query through.
    static let queries = [
        "Swift", "RxSwift", "Combine", "Observable", "FlatMap", "Subject", "Scheduler", "Disposable",
        "Relay", "Driver", "Signal", "Binder", "Single", "Maybe", "Completable", "Infallible",
    ]

    /// Lowercased query → its 5 results.
    static let results: [String: [String]] = {
        let suffixes = ["tutorial", "documentation", "examples on github", "vs async/await", "memory leak"]
        var results: [String: [String]] = [:]
        for query in queries {
            let key = query.lowercased()
            results[key] = suffixes.map { "\(key) \($0)" }
        }
        return results
    }()

    static func results(for query: String) -> [String] {
        results[query] ?? []
    }

    /// What one pass of each query adds to the checksum: the lengths of its results.
    static let weights: [Int] = queries.map { query in
        results[query.lowercased()]!.reduce(0) { $0 + $1.count }
    }

    static func expected(_ units: Int) -> Int {
        let cycle = weights.reduce(0, +)
        let whole = units / weights.count
        let rest = weights.prefix(units % weights.count).reduce(0, +)
        return whole &* cycle &+ rest
    }
}

/// The latest of three values, each element replacing one of them round-robin, summed after every
/// element; the initial (0, 0, 0) adds 0.
private func combineLatestSubjectsExpected(_ units: Int) -> Int {
    var latest = [Int](repeating: 0, count: combinedSubjectCount)
    var sum = 0
    for value in 0..<units {
        latest[value % combinedSubjectCount] = value
        sum &+= latest.reduce(0, &+)
    }
    return sum
}

// MARK: Rx

private let rxFlatMapArraysForm: Workload? = rxFlatMapArrays
private let rxFlatMapSubjectsForm: Workload? = rxFlatMapSubjects
private let rxSearchBoxForm: Workload? = rxSearchBox
private let rxMergeSubjectsForm: Workload? = rxMergeSubjects
private let rxCombineLatestSubjectsForm: Workload? = rxCombineLatestSubjects

@inline(never)
private func rxFlatMapArrays(_ units: Int) -> Int {
    let accumulator = Accumulator()
    let subject = PublishSubject<Int>()
    let subscription = subject
        .flatMap { Observable.from([$0, $0 &+ 1, $0 &+ 2]) }
        .subscribe(onNext: { accumulator.add($0) })
    for value in 0..<units {
        subject.onNext(value)
    }
    subscription.dispose()
    return accumulator.sum
}

@inline(never)
private func rxFlatMapSubjects(_ units: Int) -> Int {
    let accumulator = Accumulator()
    let outer = PublishSubject<PublishSubject<Int>>()
    let inners = (0..<innerSubjectCount).map { _ in PublishSubject<Int>() }
    let subscription = outer
        .flatMap { $0 }
        .subscribe(onNext: { accumulator.add($0) })
    for inner in inners {
        outer.onNext(inner)
    }
    var index = 0
    for value in 0..<units {
        inners[index].onNext(value)
        index += 1
        if index == innerSubjectCount { index = 0 }
    }
    subscription.dispose()
    return accumulator.sum
}

@inline(never)
private func rxSearchBox(_ units: Int) -> Int {
    let accumulator = Accumulator()
    let queries = SearchBox.queries
    let typed = PublishSubject<String>()
    let subscription = typed
        .map { $0.lowercased() }
        .distinctUntilChanged()
        .flatMapLatest { query in Observable.from(SearchBox.results(for: query)) }
        .map { $0.count }
        .subscribe(onNext: { accumulator.add($0) })
    var index = 0
    for _ in 0..<units {
        typed.onNext(queries[index])
        index += 1
        if index == queries.count { index = 0 }
    }
    subscription.dispose()
    return accumulator.sum
}

@inline(never)
private func rxMergeSubjects(_ units: Int) -> Int {
    let accumulator = Accumulator()
    let subjects = (0..<mergedSubjectCount).map { _ in PublishSubject<Int>() }
    let subscription = Observable.merge(subjects[0], subjects[1], subjects[2], subjects[3])
        .subscribe(onNext: { accumulator.add($0) })
    var index = 0
    for value in 0..<units {
        subjects[index].onNext(value)
        index += 1
        if index == mergedSubjectCount { index = 0 }
    }
    subscription.dispose()
    return accumulator.sum
}

@inline(never)
private func rxCombineLatestSubjects(_ units: Int) -> Int {
    let accumulator = Accumulator()
    let subjects = (0..<combinedSubjectCount).map { _ in BehaviorSubject<Int>(value: 0) }
    let subscription = Observable.combineLatest(subjects[0], subjects[1], subjects[2]) { $0 &+ $1 &+ $2 }
        .subscribe(onNext: { accumulator.add($0) })
    var index = 0
    for value in 0..<units {
        subjects[index].onNext(value)
        index += 1
        if index == combinedSubjectCount { index = 0 }
    }
    subscription.dispose()
    return accumulator.sum
}


// MARK: OpenCombine

@inline(never)
private func ocFlatMapArrays(_ units: Int) -> Int {
    let accumulator = Accumulator()
    let subject = PassthroughSubject<Int, Never>()
    let subscription = subject
        .flatMap { [$0, $0 &+ 1, $0 &+ 2].publisher }
        .sink { accumulator.add($0) }
    for value in 0..<units {
        subject.send(value)
    }
    subscription.cancel()
    return accumulator.sum
}

@inline(never)
private func ocFlatMapSubjects(_ units: Int) -> Int {
    let accumulator = Accumulator()
    let outer = PassthroughSubject<PassthroughSubject<Int, Never>, Never>()
    let inners = (0..<innerSubjectCount).map { _ in PassthroughSubject<Int, Never>() }
    let subscription = outer
        .flatMap { $0 }
        .sink { accumulator.add($0) }
    for inner in inners {
        outer.send(inner)
    }
    var index = 0
    for value in 0..<units {
        inners[index].send(value)
        index += 1
        if index == innerSubjectCount { index = 0 }
    }
    subscription.cancel()
    return accumulator.sum
}

@inline(never)
private func ocSearchBox(_ units: Int) -> Int {
    let accumulator = Accumulator()
    let queries = SearchBox.queries
    let typed = PassthroughSubject<String, Never>()
    let subscription = typed
        .map { $0.lowercased() }
        .removeDuplicates()
        .map { query in SearchBox.results(for: query).publisher }
        .switchToLatest()
        .map { $0.count }
        .sink { accumulator.add($0) }
    var index = 0
    for _ in 0..<units {
        typed.send(queries[index])
        index += 1
        if index == queries.count { index = 0 }
    }
    subscription.cancel()
    return accumulator.sum
}

@inline(never)
private func ocMergeSubjects(_ units: Int) -> Int {
    let accumulator = Accumulator()
    let subjects = (0..<mergedSubjectCount).map { _ in PassthroughSubject<Int, Never>() }
    let subscription = subjects.publisher
        .flatMap { $0 }
        .sink { accumulator.add($0) }
    var index = 0
    for value in 0..<units {
        subjects[index].send(value)
        index += 1
        if index == mergedSubjectCount { index = 0 }
    }
    subscription.cancel()
    return accumulator.sum
}
