import Foundation
import Synchronization
import XCTest

/// A value guarded by a mutex, for state written by callbacks on other threads.
final class Locked<Value>: @unchecked Sendable {
    // @unchecked Sendable: `value` is only touched under `mutex`.
    private let mutex = Mutex(())
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

/// An error with an identity.
struct TestError: Error, Equatable {
    let id: Int
}
