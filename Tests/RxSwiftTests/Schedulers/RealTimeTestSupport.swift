import Dispatch
import Foundation
import RxSwift
import RxTestSupport
import Synchronization
import XCTest

/// Helpers for the tests that run on real time and real threads (schedulers, `observe(on:)`,
/// `subscribe(on:)`). Timeouts are generous: the machine is shared and may be slow.
enum RealTime {
    /// The default upper bound for anything that should happen "soon".
    static let timeout: TimeInterval = 10

    /// Runs the main run loop, which serves the main queue on Linux, until `condition` holds or
    /// `timeout` passes; returns whether it holds. Call on the main thread.
    @discardableResult
    static func runMainLoop(until condition: () -> Bool, timeout: TimeInterval = RealTime.timeout) -> Bool {
        precondition(Thread.isMainThread, "runMainLoop(until:) drains the main queue: call it on the main thread")
        let deadline = Date(timeIntervalSinceNow: timeout)
        while !condition() {
            guard Date() < deadline else { return false }
            RunLoop.main.run(until: min(deadline, Date(timeIntervalSinceNow: 0.01)))
        }
        return true
    }

    /// Runs the main run loop for `interval`, serving whatever the main queue receives meanwhile.
    static func runMainLoop(for interval: TimeInterval) {
        RunLoop.main.run(until: Date(timeIntervalSinceNow: interval))
    }

    /// Schedules `action` on `MainScheduler.instance` from another thread, so that it is queued
    /// on the main queue, and returns once it is queued. Call on the main thread.
    static func queueOnMainScheduler(_ action: @escaping @Sendable () -> Void) {
        let queued = DispatchSemaphore(value: 0)
        DispatchQueue.global().async {
            _ = MainScheduler.instance.schedule(()) { _ in
                action()
                return Disposables.create()
            }
            queued.signal()
        }
        XCTAssertEqual(queued.wait(timeout: .now() + RealTime.timeout), .success)
    }

    /// Polls `condition` (without running the main queue) until it holds or `timeout` passes.
    @discardableResult
    static func wait(until condition: () -> Bool, timeout: TimeInterval = RealTime.timeout) -> Bool {
        let deadline = Date(timeIntervalSinceNow: timeout)
        while !condition() {
            guard Date() < deadline else { return false }
            Thread.sleep(forTimeInterval: 0.002)
        }
        return true
    }

    /// A serial queue tagged with `label` (`QueueTag.current` tells code running on it).
    static func taggedQueue(_ label: String) -> DispatchQueue {
        let queue = DispatchQueue(label: label)
        QueueTag.tag(queue, label)
        return queue
    }


    /// Blocks the caller until `signal()` is called (or the timeout passes): used to keep a queue
    /// busy while work piles up behind it.
    final class Gate: @unchecked Sendable {
        // @unchecked Sendable: DispatchSemaphore is thread-safe.
        private let semaphore = DispatchSemaphore(value: 0)

        func wait() {
            _ = semaphore.wait(timeout: .now() + RealTime.timeout)
        }

        func open() {
            semaphore.signal()
        }
    }
}

extension RealTime {
    /// A thread-safe list of what happened, for assertions from the test thread.
    final class Log<Value>: @unchecked Sendable {
        // @unchecked Sendable: `values` is only touched under its mutex.
        // RxMutex, as the library's own state: ThreadSanitizer sees the ordering it makes
        // (ARCHITECTURE.md, "The lock, and what ThreadSanitizer sees").
        private let values = RxMutex<[Value]>([])

        func append(_ value: Value) {
            values.withLock { $0.append(value) }
        }

        var all: [Value] {
            values.withLock { $0 }
        }

        var count: Int {
            values.withLock { $0.count }
        }
    }

    /// A thread-safe flag or counter for assertions from the test thread.
    final class Counter: @unchecked Sendable {
        // @unchecked Sendable: the value is atomic.
        private let storage = Atomic<Int>(0)

        @discardableResult
        func increment() -> Int {
            storage.wrappingAdd(1, ordering: .sequentiallyConsistent).newValue
        }

        @discardableResult
        func decrement() -> Int {
            storage.wrappingSubtract(1, ordering: .sequentiallyConsistent).newValue
        }

        var value: Int {
            storage.load(ordering: .sequentiallyConsistent)
        }
    }

    /// Tracks how many threads are inside a region at once, and the maximum seen.
    final class Overlap: @unchecked Sendable {
        // @unchecked Sendable: both counters are atomic.
        private let inside = Atomic<Int>(0)
        private let maximum = Atomic<Int>(0)

        func enter() {
            let now = inside.wrappingAdd(1, ordering: .sequentiallyConsistent).newValue
            var seen = maximum.load(ordering: .sequentiallyConsistent)
            while now > seen {
                let (exchanged, original) = maximum.compareExchange(expected: seen, desired: now, ordering: .sequentiallyConsistent)
                if exchanged { break }
                seen = original
            }
        }

        func leave() {
            inside.wrappingSubtract(1, ordering: .sequentiallyConsistent)
        }

        var maximumOverlap: Int {
            maximum.load(ordering: .sequentiallyConsistent)
        }
    }

    /// An error to fail sequences with.
    struct Failure: Error, Equatable {
        let id: Int
    }
}
