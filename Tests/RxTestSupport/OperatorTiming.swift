import Foundation
import RxSwift
import RxTest
import XCTest

// The machinery of the operator timing tables (`OperatorTimingTests` in RxSwiftTests,
// `SharedSequenceTimingTests` in RxCocoaTests): one row per operator and edge, stating the exact
// virtual ticks RxSwift 6.10.2 gives, so that users' RxTest suites pass here unchanged.
//
// A row runs its chain on a fresh `TestScheduler` (`start`: created at 100, subscribed at 200,
// disposed at `disposed`) and compares, exactly:
// - the events the subscriber received, with their ticks;
// - the subscriptions of each test source (when each one started and ended);
// - that no action scheduled by the operators is left pending at the end (a timer nobody
//   cancelled).
// A row whose operator differs from RxSwift today keeps RxSwift's expectations and says what
// differs in `knownDifference`: its mismatch is reported as a known difference (the
// `KNOWN DIFFERENCE` lines of the test output, and a skipped test), and the row fails once it
// matches, so that the marker is removed when the operator is fixed.

/// The error the rows' failing sources send.
package let timingError = NSError(domain: "OperatorTiming", code: 1)

/// A test source of a row: hot (events at absolute ticks) or cold (ticks after each subscription).
package enum TimingSource {
    /// Emits at the absolute ticks of its events, to whoever is subscribed then.
    case hot([Recorded<Event<Int>>])
    /// Emits at its events' ticks counted from each subscription.
    case cold([Recorded<Event<Int>>])
}

/// What a row's chain is built from.
package struct TimingSources {
    /// The scheduler to hand the operators: the test scheduler, through a spy that counts the
    /// actions left pending.
    package let scheduler: SchedulerType
    /// The test scheduler itself, for what needs its clock.
    package let testScheduler: TestScheduler
    /// The row's test sources, in the row's order.
    package let observables: [Observable<Int>]

    /// The row's source `index`.
    package subscript(index: Int) -> Observable<Int> {
        observables[index]
    }
}

/// One operator at one edge, with RxSwift 6's exact ticks.
package struct TimingRow {
    /// The operator and the edge, unique in its table.
    package let name: String
    /// The operator file the row covers (its base name under `Sources/RxSwift/Observables`,
    /// `Sources/RxSwift/Traits` or `Sources/RxCocoa`), so that the table can tell a file without
    /// a row.
    package let covers: String
    /// The test sources the chain is built from.
    package let sources: [TimingSource]
    /// When the subscription is disposed (subscribed at 200).
    package let disposed: TestTime
    /// RxSwift's events, elements as `String(describing:)`.
    package let events: [Recorded<Event<String>>]
    /// RxSwift's subscriptions of each source, one list per source.
    package let subscriptions: [[Subscription]]
    /// What differs from RxSwift today; nil when the row must match.
    package let knownDifference: String?
    /// Builds the chain under test.
    package let build: (TimingSources) -> Observable<String>
    /// Where the row is written, for its failures.
    package let file: StaticString
    package let line: UInt

    /// `build` receives the sources and the scheduler; elements are compared as
    /// `String(describing:)`.
    package init<Output: ObservableConvertibleType>(
        _ name: String,
        covers: String,
        sources: [TimingSource] = [],
        disposed: TestTime = 1000,
        events: [Recorded<Event<String>>],
        subscriptions: [[Subscription]] = [],
        knownDifference: String? = nil,
        file: StaticString = #filePath,
        line: UInt = #line,
        _ build: @escaping (TimingSources) -> Output
    ) {
        precondition(subscriptions.count == sources.count, "\(name): one subscription list per source")
        self.name = name
        self.covers = covers
        self.sources = sources
        self.disposed = disposed
        self.events = events
        self.subscriptions = subscriptions
        self.knownDifference = knownDifference
        self.file = file
        self.line = line
        self.build = { build($0).asObservable().map { String(describing: $0) } }
    }

    /// Runs the row, inside `around` (given the scheduler the operators get: RxCocoa's table
    /// makes it the sharing scheduler); returns what differs from its expectations (empty when it
    /// matches).
    package func mismatches(around: TimingEnvironment = { _, run in run() }) -> [String] {
        let scheduler = TestScheduler(initialClock: 0)
        let spy = TimingSchedulerSpy(scheduler)
        let testables = sources.map { source -> TestableObservable<Int> in
            switch source {
            case .hot(let events): return scheduler.createHotObservable(events)
            case .cold(let events): return scheduler.createColdObservable(events)
            }
        }
        let chainSources = TimingSources(scheduler: spy, testScheduler: scheduler, observables: testables.map { $0.asObservable() })
        var recorded: TestableObserver<String>?
        around(spy) {
            recorded = scheduler.start(disposed: disposed) { self.build(chainSources) }
        }
        guard let observer = recorded else { return ["the row did not run"] }
        var differences: [String] = []
        if observer.events != events {
            differences.append("events: expected \(events), got \(observer.events)")
        }
        for (index, testable) in testables.enumerated() where testable.subscriptions != subscriptions[index] {
            differences.append("source \(index) subscriptions: expected \(subscriptions[index]), got \(testable.subscriptions)")
        }
        if spy.pendingCount != 0 {
            differences.append("\(spy.pendingCount) scheduled action(s) left pending")
        }
        return differences
    }

    /// How many comparisons a run of the row makes.
    package var checkCount: Int {
        2 + sources.count
    }
}

/// What a row runs in: receives the scheduler the operators get, and the run.
package typealias TimingEnvironment = (SchedulerType, () -> Void) -> Void

/// Runs timing tables.
package enum TimingTable {
    /// Checks every row without a known difference; each mismatch fails the test at the row.
    package static func assertMatches(_ rows: [TimingRow], around: TimingEnvironment = { _, run in run() }) {
        for row in rows where row.knownDifference == nil {
            for difference in row.mismatches(around: around) {
                XCTFail("\(row.name): \(difference)", file: row.file, line: row.line)
            }
        }
    }

    /// Runs the rows with a known difference: prints each difference that is still there
    /// (`KNOWN DIFFERENCE <row>: ...`) and returns them; a row that matches now fails the test,
    /// so that its marker goes.
    package static func knownDifferences(_ rows: [TimingRow], around: TimingEnvironment = { _, run in run() }) -> (stillDiffering: [String], fixed: Int) {
        var still: [String] = []
        var fixed = 0
        for row in rows {
            guard let known = row.knownDifference else { continue }
            let differences = row.mismatches(around: around)
            if differences.isEmpty {
                fixed += 1
                XCTFail("\(row.name) matches RxSwift now: remove its knownDifference (\"\(known)\")", file: row.file, line: row.line)
            } else {
                let line = "KNOWN DIFFERENCE \(row.name): \(known) [\(differences.joined(separator: "; "))]"
                print(line)
                still.append(line)
            }
        }
        return (still, fixed)
    }

    /// Fails for every row that repeats another's name.
    package static func assertNamedOnce(_ rows: [TimingRow]) {
        var seen = Set<String>()
        for row in rows where !seen.insert(row.name).inserted {
            XCTFail("two rows are named \(row.name)", file: row.file, line: row.line)
        }
    }

    /// The base names of the Swift files under `directory` (relative to the package root, found
    /// from this file's path: Tests/RxTestSupport/OperatorTiming.swift).
    package static func swiftFiles(under directory: String) -> Set<String> {
        let thisFile: StaticString = #filePath
        let root = URL(fileURLWithPath: "\(thisFile)").deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let base = root.appendingPathComponent(directory)
        guard let enumerator = FileManager.default.enumerator(at: base, includingPropertiesForKeys: nil) else { return [] }
        var names = Set<String>()
        for case let url as URL in enumerator where url.pathExtension == "swift" {
            names.insert(url.deletingPathExtension().lastPathComponent)
        }
        return names
    }
}

/// Runs everything on a `TestScheduler` and counts the actions scheduled through it that neither
/// ran nor were cancelled. Refuses actions due after 5,000 (counted as pending), so that a timer
/// that is never cancelled cannot keep `start()` running forever.
package final class TimingSchedulerSpy: SchedulerType, @unchecked Sendable {
    // @unchecked Sendable: `state` is a mutex; `base` is thread-safe.
    private let base: TestScheduler
    private let state = RxMutex((pending: Set<Int>(), nextID: 0))
    private static var horizon: TestTime { 5_000 }

    /// Counts what is scheduled through it on `base`.
    package init(_ base: TestScheduler) {
        self.base = base
    }

    /// Actions scheduled and still waiting.
    package var pendingCount: Int {
        state.withLock { $0.pending.count }
    }

    /// The test scheduler's clock.
    package var now: RxTime {
        base.now
    }

    /// Schedules `action` as soon as possible (a tick later on `TestScheduler`), counted.
    package func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable) -> Disposable {
        scheduleRelative(state, dueTime: .nanoseconds(0), action: action)
    }

    /// Schedules `action` after `dueTime`, counted until it ran or was cancelled.
    package func scheduleRelative<StateType>(_ state: StateType, dueTime: RxTimeInterval, action: @escaping (StateType) -> Disposable) -> Disposable {
        let id = self.state.withLock { state -> Int in
            state.nextID += 1
            state.pending.insert(state.nextID)
            return state.nextID
        }
        if dueTime != .never, base.clock + TestTime(dueTime.timingSeconds) > Self.horizon {
            // Past the horizon: never run, stays pending.
            return Disposables.create { [weak self] in self?.done(id) }
        }
        let scheduled = base.scheduleRelative(state, dueTime: dueTime) { [weak self] state in
            self?.done(id)
            return action(state)
        }
        return Disposables.create { [weak self] in
            self?.done(id)
            scheduled.dispose()
        }
    }

    private func done(_ id: Int) {
        _ = state.withLock { $0.pending.remove(id) }
    }
}

extension DispatchTimeInterval {
    /// Whole seconds (a tick of a `TestScheduler` of resolution 1), rounded down; large for
    /// `.never`.
    fileprivate var timingSeconds: Int {
        switch self {
        case .seconds(let value): return value
        case .milliseconds(let value): return value / 1_000
        case .microseconds(let value): return value / 1_000_000
        case .nanoseconds(let value): return value / 1_000_000_000
        case .never: return Int.max / 2
        @unknown default: return 0
        }
    }
}
