import Dispatch
import Foundation
import Synchronization
import XCTest
@testable import RxSwift
import RxTestSupport

// Small tools shared by the core tests. Nothing here depends on RxTest (virtual time is not
// needed for the synchronous core).

/// An `Event` reduced to something `Equatable`, for comparing whole recordings.
enum Recording<Element: Equatable>: Equatable, CustomStringConvertible {
    case next(Element)
    case error(String)
    case completed

    init(_ event: Event<Element>) {
        switch event {
        case .next(let element): self = .next(element)
        case .error(let error): self = .error(String(describing: error))
        case .completed: self = .completed
        }
    }

    static func error(_ error: TestError) -> Recording {
        .error(error.description)
    }

    var description: String {
        switch self {
        case .next(let element): return "next(\(element))"
        case .error(let error): return "error(\(error))"
        case .completed: return "completed"
        }
    }
}

/// A value guarded by a mutex, for state touched from several threads or closures.
final class Locked<Value>: @unchecked Sendable {
    // @unchecked Sendable: `stored` is only touched under `mutex`.
    private let mutex = RxMutex(())
    private var stored: Value

    init(_ value: Value) {
        stored = value
    }

    @discardableResult
    func withLock<R>(_ body: (inout Value) throws -> R) rethrows -> R {
        try mutex.withLock { _ in try body(&stored) }
    }

    var current: Value {
        withLock { $0 }
    }

    /// The current value (same as `current`).
    var value: Value {
        current
    }
}

extension Locked where Value: RangeReplaceableCollection {
    func append(_ element: Value.Element) {
        withLock { $0.append(element) }
    }
}

extension Locked where Value == Int {
    func increment() {
        withLock { $0 += 1 }
    }

    func add(_ delta: Int) {
        withLock { $0 += delta }
    }
}

/// Subscribes to `source` and returns every event it delivers synchronously.
func recordSynchronously<Element: Equatable>(_ source: Observable<Element>) -> [Recording<Element>] {
    var events: [Recording<Element>] = []
    let subscription = source.subscribe { events.append(Recording($0)) }
    subscription.dispose()
    return events
}

/// Runs `body` as an action on this thread's trampoline (`CurrentThreadScheduler`), so that
/// subscriptions made inside it return their disposable before their first element is emitted.
func onTrampoline(_ body: @escaping () -> Void) {
    XCTAssertTrue(CurrentThreadScheduler.isScheduleRequired, "a trampoline is already active on this thread")
    _ = CurrentThreadScheduler.instance.schedule(()) { _ in
        body()
        return Disposables.create()
    }
}

/// A disposable that counts every call to `dispose()` (it does not deduplicate, so tests can
/// check that the library calls it exactly once).
final class CountingDisposable: Disposable, @unchecked Sendable {
    // @unchecked Sendable: the counter is atomic; `onDispose` is set before sharing.
    private let counter = Atomic<Int>(0)
    private let onDispose: (() -> Void)?

    init(onDispose: (() -> Void)? = nil) {
        self.onDispose = onDispose
    }

    var count: Int {
        counter.load(ordering: .acquiring)
    }

    func dispose() {
        counter.wrappingAdd(1, ordering: .acquiringAndReleasing)
        onDispose?()
    }
}

/// Starts `count` threads that run `body(index)` at (nearly) the same moment, and waits for all
/// of them to exit (with a generous timeout, so a bug cannot hang the suite). Once it returns,
/// the threads are gone and so is everything `body` captured.
func runConcurrently(threads count: Int, timeout: TimeInterval = 30, file: StaticString = #filePath, line: UInt = #line, _ body: @escaping @Sendable (Int) -> Void) {
    let ready = DispatchSemaphore(value: 0)
    let go = DispatchSemaphore(value: 0)
    var threads: [pthread_t] = []
    for index in 0..<count {
        let work = WorkerContext {
            ready.signal()
            go.wait()
            body(index)
        }
        let context = Unmanaged.passRetained(work).toOpaque()
        var thread = pthread_t()
        let status = pthread_create(&thread, nil, { context in
            let work = Unmanaged<WorkerContext>.fromOpaque(context!).takeRetainedValue()
            work.run()
            return nil
        }, context)
        precondition(status == 0, "pthread_create failed: \(status)")
        threads.append(thread)
    }
    for _ in 0..<count {
        ready.wait()
    }
    for _ in 0..<count {
        go.signal()
    }
    let finished = DispatchSemaphore(value: 0)
    let started = threads
    let joiner = Thread {
        for thread in started {
            pthread_join(thread, nil)
        }
        finished.signal()
    }
    joiner.start()
    if finished.wait(timeout: .now() + timeout) == .timedOut {
        XCTFail("threads did not finish within \(timeout) s", file: file, line: line)
    }
}

/// What one thread of `runConcurrently` runs; released by the thread before it exits.
private final class WorkerContext {
    private let body: () -> Void

    init(_ body: @escaping () -> Void) {
        self.body = body
    }

    func run() {
        body()
    }
}

/// A scheduler that runs nothing until told to: `runOne()` runs the oldest pending action.
/// Used to exercise the non-trampoline paths (`scheduleRecursive` on an arbitrary scheduler).
final class ManualScheduler: ImmediateSchedulerType, @unchecked Sendable {
    // @unchecked Sendable: used from one thread in tests; `queue` is guarded anyway.
    private let queue = Locked<[() -> Void]>([])

    var pendingCount: Int {
        queue.current.count
    }

    func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable) -> Disposable {
        let cancel = SingleAssignmentDisposable()
        let guardDisposed = BooleanDisposable()
        queue.append {
            guard !guardDisposed.isDisposed else { return }
            cancel.setDisposable(action(state))
        }
        return Disposables.create(guardDisposed, cancel)
    }

    /// Runs the oldest pending action; false if there was none.
    @discardableResult
    func runOne() -> Bool {
        let next = queue.withLock { queue -> (() -> Void)? in
            queue.isEmpty ? nil : queue.removeFirst()
        }
        guard let next else { return false }
        next()
        return true
    }

    /// Runs actions until none is pending (at most `limit`, so a runaway cannot hang a test).
    @discardableResult
    func runAll(limit: Int = 100_000) -> Int {
        var ran = 0
        while ran < limit, runOne() {
            ran += 1
        }
        return ran
    }
}

/// An object to observe deallocation with.
final class Token {
    let onDeinit: () -> Void

    init(onDeinit: @escaping () -> Void = {}) {
        self.onDeinit = onDeinit
    }

    deinit {
        onDeinit()
    }
}

extension Token {
    /// This token, also referenced weakly by `reference`.
    func named(_ reference: inout Token?) -> Token {
        reference = self
        return self
    }
}

/// Where a combining sink (`combineLatest`, `zip` of two) keeps the slots of elements `A` and `B`.
enum SlotPlacement {
    /// Inside the sink: by size and by alignment, both fit its inline words.
    case inline
    /// In a buffer of their own: too wide together for the inline words, ordinarily aligned.
    case bufferTooWide
    /// In a buffer of their own: small enough, but aligned beyond the inline words.
    case bufferOverAligned
}

/// Asserts that the slots of `A` and `B` go where a test expects them (`SlotPlacement`), so that
/// a change of the sink's inline size cannot silently move a test onto another path.
func assertSlots<A, B>(of _: A.Type, _: B.Type, go placement: SlotPlacement, file: StaticString = #filePath, line: UInt = #line) {
    let layout = SlotLayout().adding(A.self).adding(B.self)
    let fitsBySize = 2 * layout.stride <= MemoryLayout<InlineSlots>.size
    let fitsByAlignment = layout.alignment <= MemoryLayout<InlineSlots>.alignment
    switch placement {
    case .inline:
        XCTAssertTrue(fitsBySize && fitsByAlignment, "\(A.self) and \(B.self) do not fit the sink's inline slots", file: file, line: line)
    case .bufferTooWide:
        XCTAssertFalse(fitsBySize, "\(A.self) and \(B.self) are not too wide for the sink", file: file, line: line)
        XCTAssertTrue(fitsByAlignment, "\(A.self) and \(B.self) are over-aligned", file: file, line: line)
    case .bufferOverAligned:
        XCTAssertTrue(fitsBySize, "\(A.self) and \(B.self) are too wide for the sink", file: file, line: line)
        XCTAssertFalse(fitsByAlignment, "\(A.self) and \(B.self) are not over-aligned", file: file, line: line)
    }
}

/// An element of five words, too wide for two of them to fit in a combining sink's inline slots.
struct WideElement: CustomStringConvertible {
    var id: Int
    var name: String
    var x: Int
    var y: Int

    var description: String { "\(id)\(name)\(x)\(y)" }
}

/// The earlier name of `Locked`, still used by tests written on branches that predate it.
typealias LockedBox<Value> = Locked<Value>

extension Locked {
    /// `withLock`, under the name `LockedBox` used.
    func mutate(_ body: (inout Value) -> Void) {
        withLock(body)
    }
}
