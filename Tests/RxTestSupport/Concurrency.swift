import Dispatch
import Foundation
import RxSwift
import Synchronization
import XCTest
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

// Tools for tests on real threads: starting threads together and joining them under a timeout,
// an observer that checks the grammar of what it receives, and knobs for the size of stress
// runs. Everything here is thread-safe and clean under ThreadSanitizer.

/// Sizes of stress runs.
public enum Stress {
    /// Multiplies the iteration counts of stress tests: `RX_STRESS_SCALE=0.2` for a quick run
    /// (CI's ThreadSanitizer job), `RX_STRESS_SCALE=10` for a long one.
    public static let scale: Double = {
        ProcessInfo.processInfo.environment["RX_STRESS_SCALE"].flatMap(Double.init) ?? 1
    }()

    /// `count` scaled by `scale`, at least `minimum`.
    public static func count(_ count: Int, minimum: Int = 1) -> Int {
        max(minimum, Int(Double(count) * scale))
    }

    /// Whether a long, on-demand run was asked for (`RX_SOAK=1`).
    public static var isSoak: Bool {
        ProcessInfo.processInfo.environment["RX_SOAK"] == "1"
    }
}

/// Tags on dispatch queues, to tell which queue a closure runs on (a scheduler's, an observing
/// queue's).
public enum QueueTag {
    private static let key = DispatchSpecificKey<String>()

    /// Tags `queue` with `label`.
    public static func tag(_ queue: DispatchQueue, _ label: String) {
        queue.setSpecific(key: key, value: label)
    }

    /// The label of the tagged queue the caller runs on, if any.
    public static var current: String? {
        DispatchQueue.getSpecific(key: key)
    }
}

/// A value behind a mutex.
public final class Guarded<Value>: @unchecked Sendable {
    // @unchecked Sendable: `value` is only touched under `mutex`.
    private let mutex = RxMutex(())
    private var value: Value

    public init(_ value: Value) {
        self.value = value
    }

    @discardableResult
    public func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
        try mutex.withLock { _ in try body(&value) }
    }

    public var snapshot: Value { withLock { $0 } }
}

/// An atomic counter.
public final class Counter: @unchecked Sendable {
    // @unchecked Sendable: atomic.
    private let storage = Atomic<Int>(0)

    public init(_ initial: Int = 0) {
        storage.store(initial, ordering: .sequentiallyConsistent)
    }

    @discardableResult
    public func increment(by amount: Int = 1) -> Int {
        storage.wrappingAdd(amount, ordering: .sequentiallyConsistent).newValue
    }

    @discardableResult
    public func decrement() -> Int {
        storage.wrappingSubtract(1, ordering: .sequentiallyConsistent).newValue
    }

    /// Raises the value to `candidate` if it is larger.
    public func raise(to candidate: Int) {
        var seen = value
        while candidate > seen {
            let (exchanged, original) = storage.compareExchange(expected: seen, desired: candidate, ordering: .sequentiallyConsistent)
            if exchanged { return }
            seen = original
        }
    }

    public var value: Int {
        storage.load(ordering: .sequentiallyConsistent)
    }
}

/// An atomic flag.
public final class Flag: @unchecked Sendable {
    // @unchecked Sendable: atomic.
    private let storage = Atomic<Bool>(false)

    public init() {}

    public func set() {
        storage.store(true, ordering: .sequentiallyConsistent)
    }

    /// Sets the flag; true if this call set it.
    public func trySet() -> Bool {
        !storage.exchange(true, ordering: .sequentiallyConsistent)
    }

    public var isSet: Bool {
        storage.load(ordering: .sequentiallyConsistent)
    }
}

/// An identifier of the calling thread.
public func currentThreadIdentifier() -> UInt {
    #if canImport(Darwin)
    UInt(bitPattern: pthread_self())
    #else
    UInt(pthread_self())
    #endif
}

/// Starts `count` threads that run `body(index)` together (they wait for each other before
/// starting), and waits for all of them to exit, at most `timeout` seconds. Returns false (after
/// failing the test) on a timeout: the threads are then left running, blocked, and the test goes
/// on, so a deadlock fails the test instead of hanging the suite.
@discardableResult
public func runThreads(
    _ count: Int,
    timeout: TimeInterval = 60,
    file: StaticString = #filePath,
    line: UInt = #line,
    _ body: @escaping @Sendable (Int) -> Void
) -> Bool {
    let ready = DispatchSemaphore(value: 0)
    let go = DispatchSemaphore(value: 0)
    let finished = DispatchSemaphore(value: 0)
    for index in 0..<count {
        // The thread lets go of `body` (and what it captured) before it reports that it is done.
        let work = ThreadWork(body)
        let thread = Thread {
            ready.signal()
            go.wait()
            work.run(index)
            finished.signal()
        }
        thread.stackSize = 8 << 20
        thread.start()
    }
    for _ in 0..<count { ready.wait() }
    for _ in 0..<count { go.signal() }
    let deadline = DispatchTime.now() + timeout
    for _ in 0..<count {
        if finished.wait(timeout: deadline) == .timedOut {
            XCTFail("threads still running after \(timeout) s: a deadlock or a lost event", file: file, line: line)
            return false
        }
    }
    return true
}

/// What one thread of `runThreads` runs, released as soon as it ran.
private final class ThreadWork: @unchecked Sendable {
    // @unchecked Sendable: `body` is only touched by the one thread that runs it.
    private var body: ((Int) -> Void)?

    init(_ body: @escaping (Int) -> Void) {
        self.body = body
    }

    func run(_ index: Int) {
        body?(index)
        body = nil
    }
}

/// Runs `body` on a new thread and waits at most `timeout` seconds for it; false (after failing
/// the test) on a timeout.
@discardableResult
public func runWithTimeout(
    _ timeout: TimeInterval = 60,
    file: StaticString = #filePath,
    line: UInt = #line,
    _ body: @escaping @Sendable () -> Void
) -> Bool {
    runThreads(1, timeout: timeout, file: file, line: line) { _ in body() }
}

/// Polls `condition` until it holds or `timeout` passes; returns whether it holds.
@discardableResult
public func waitUntil(timeout: TimeInterval = 30, _ condition: () -> Bool) -> Bool {
    let deadline = Date(timeIntervalSinceNow: timeout)
    while !condition() {
        if Date() >= deadline { return false }
        if Thread.isMainThread {
            RunLoop.main.run(until: Date(timeIntervalSinceNow: 0.001))
        } else {
            usleep(500)
        }
    }
    return true
}

/// `waitUntil` for async tests: sleeps the task between polls instead of blocking the thread.
public func eventually(timeout: TimeInterval = 30, _ condition: () -> Bool) async -> Bool {
    let deadline = Date(timeIntervalSinceNow: timeout)
    while !condition() {
        if Date() >= deadline { return false }
        try? await Task.sleep(nanoseconds: 1_000_000)
    }
    return true
}

/// An observer that checks the grammar of what it receives, from any thread:
/// - no overlapping delivery: an atomic "inside on" flag is taken on entry and must be free;
/// - nothing after a terminal event, at most one terminal event;
/// - nothing on the thread that disposed the subscription once `dispose()` returned there
///   (tell it with `disposed()`);
/// - each element passes `check` (given the previous element), for example "strictly increasing".
/// It counts elements and keeps the first violations for the failure message.
public final class GrammarProbe<Element>: ObserverType, @unchecked Sendable {
    // @unchecked Sendable: atomics, and `state` behind its mutex.
    private let inside = Atomic<Bool>(false)
    private let elementCount = Atomic<Int>(0)
    private let terminalCount = Atomic<Int>(0)
    private let disposerThread = Atomic<UInt>(0)
    private struct State {
        var previous: Element?
        var violations: [String] = []
        var violationCount = 0
        var terminal: Event<Element>?
        var elements: [Element] = []
    }
    private let state = RxMutex<State>(State())
    private let keepsElements: Bool
    private let check: ((Element?, Element) -> String?)?
    private let onElement: ((Element) -> Void)?

    /// - Parameters:
    ///   - keepsElements: keeps every element (for exact comparisons).
    ///   - check: returns a description of what is wrong with `element` after `previous`, or nil.
    ///   - onElement: runs on each element, inside the delivery (after the checks).
    public init(keepsElements: Bool = false, check: ((Element?, Element) -> String?)? = nil, onElement: ((Element) -> Void)? = nil) {
        self.keepsElements = keepsElements
        self.check = check
        self.onElement = onElement
    }

    public func on(_ event: Event<Element>) {
        let entered = inside.compareExchange(expected: false, desired: true, ordering: .acquiringAndReleasing).exchanged
        if !entered {
            violation("overlapping delivery: \(event) arrived while another event was being delivered")
        }
        let disposer = disposerThread.load(ordering: .acquiring)
        if disposer != 0, disposer == currentThreadIdentifier() {
            violation("\(event) arrived on the disposing thread after dispose() returned")
        }
        if terminalCount.load(ordering: .acquiring) > 0 {
            violation("\(event) arrived after the terminal event")
        }
        switch event {
        case .next(let element):
            elementCount.wrappingAdd(1, ordering: .acquiringAndReleasing)
            let problem = state.withLock { state -> String? in
                let problem = check?(state.previous, element)
                state.previous = element
                if keepsElements { state.elements.append(element) }
                return problem
            }
            if let problem { violation(problem) }
            onElement?(element)
        case .error, .completed:
            // The event is stored before the count says it came: a test that waits for
            // `isTerminated` reads `terminal` next (it read nil once under ThreadSanitizer's pace).
            state.withLock { $0.terminal = event }
            terminalCount.wrappingAdd(1, ordering: .acquiringAndReleasing)
        }
        if entered {
            inside.store(false, ordering: .releasing)
        }
    }

    private func violation(_ description: String) {
        state.withLock { state in
            state.violationCount += 1
            if state.violations.count < 5 { state.violations.append(description) }
        }
    }

    /// Tells the probe that `dispose()` returned on the calling thread.
    public func disposed() {
        disposerThread.store(currentThreadIdentifier(), ordering: .releasing)
    }

    public var count: Int { elementCount.load(ordering: .acquiring) }
    public var isTerminated: Bool { terminalCount.load(ordering: .acquiring) > 0 }
    public var terminal: Event<Element>? { state.withLock { $0.terminal } }
    public var isCompleted: Bool {
        if case .completed? = terminal { return true }
        return false
    }
    public var elements: [Element] { state.withLock { $0.elements } }
    public var violations: [String] { state.withLock { $0.violations } }
    public var violationCount: Int { state.withLock { $0.violationCount } }

    /// Fails the test if a grammar violation was seen.
    public func assertGrammar(_ label: @autoclosure () -> String = "", file: StaticString = #filePath, line: UInt = #line) {
        let (count, first) = state.withLock { ($0.violationCount, $0.violations) }
        if count > 0 {
            XCTFail("\(label()) \(count) grammar violation(s), first: \(first)", file: file, line: line)
        }
    }
}

/// The check "strictly increasing" for `GrammarProbe`.
public func strictlyIncreasing<Value: Comparable>(_ previous: Value?, _ next: Value) -> String? {
    guard let previous, next <= previous else { return nil }
    return "\(next) arrived after \(previous)"
}

/// Runs `body` with the library's misuse reports (reentrant or concurrent `on`) counted instead
/// of printed; returns how many there were.
public func countingAnomalies(_ body: () throws -> Void) rethrows -> Int {
    let reports = Counter()
    try RxDiagnostics.withReporter({ _ in reports.increment() }, body)
    return reports.value
}
