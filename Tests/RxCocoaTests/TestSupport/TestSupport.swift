import Foundation
import RxSwift
import XCTest

/// A value guarded by a mutex, for state written by callbacks on other threads.
final class Locked<Value>: @unchecked Sendable {
    // @unchecked Sendable: `value` is only touched under `mutex`.
    // RxMutex: ThreadSanitizer sees the ordering it makes (ARCHITECTURE.md).
    private let mutex = RxMutex(())
    private var value: Value

    init(_ value: Value) {
        self.value = value
    }

    func withLock<R>(_ body: (inout Value) throws -> R) rethrows -> R {
        try mutex.withLock { _ in try body(&value) }
    }

    var current: Value {
        withLock { $0 }
    }
}

extension Locked where Value: RangeReplaceableCollection {
    func append(_ element: Value.Element) {
        withLock { $0.append(element) }
    }
}

/// Runs the current run loop (which serves the main queue on Linux) until `condition` holds or
/// `timeout` seconds passed; returns whether it holds.
@discardableResult
func spinRunLoop(timeout: TimeInterval = 2, until condition: () -> Bool) -> Bool {
    let deadline = Date(timeIntervalSinceNow: timeout)
    while !condition() {
        if Date() >= deadline { return false }
        RunLoop.current.run(until: Date(timeIntervalSinceNow: 0.005))
    }
    return true
}

/// Runs the current run loop for `seconds`, to let anything that would (wrongly) arrive arrive.
func spinRunLoop(seconds: TimeInterval) {
    let deadline = Date(timeIntervalSinceNow: seconds)
    while Date() < deadline {
        RunLoop.current.run(until: Date(timeIntervalSinceNow: 0.005))
    }
}

#if TRACE_RESOURCES
/// `Resources.total` once it stayed the same for 200 ms (or after 3 s): URLSession's callbacks and
/// dispatch queues release their last references shortly after the events, later on a loaded
/// machine. For a count known in advance, `RxTestCase.settledTotal(towards:)` waits for it.
func steadyResourceTotal() -> Int32 {
    let deadline = Date(timeIntervalSinceNow: 3)
    var total = Resources.total
    while Date() < deadline {
        Thread.sleep(forTimeInterval: 0.2)
        let now = Resources.total
        if now == total { break }
        total = now
    }
    return total
}
#endif
