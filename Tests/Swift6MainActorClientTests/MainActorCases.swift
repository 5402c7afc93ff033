// How the cases of this target run. Everything declared in this module is on the main actor
// unless it says otherwise (`.defaultIsolation(MainActor.self)`, as in an application target made
// by Xcode 26), so every closure written here is main-actor code. Swift 6 adds a run-time check at
// the entry of such a closure when it is handed to a module built in Swift 5 language mode, and
// that check stops the program when the module calls the closure on another thread. The library
// is built in Swift 6 mode, so no such check is added: the cases whose closures an operator calls
// on a background thread run here, and must not trap.
//
// XCTest's classes are not isolated, so the test classes are `nonisolated` and enter the main
// actor with `MainActor.assumeIsolated`: XCTest runs tests on the main thread.

import Foundation
import RxSwift
import RxTestSupport
import Synchronization
import XCTest

extension RxTestCase {
    /// Runs `scenario` on the main actor, in this process: a case that must never trap.
    nonisolated func runOnMainActor(_ scenario: @MainActor () throws -> Void) rethrows {
        try MainActor.assumeIsolated(scenario)
    }
}

/// Serves the main queue until `done` returns true or `timeout` seconds passed, as an
/// application's run loop would; false on timeout.
@discardableResult
func serveMainQueue(timeout: TimeInterval = 10, until done: () -> Bool) -> Bool {
    let deadline = Date(timeIntervalSinceNow: timeout)
    while !done() {
        if Date() >= deadline { return false }
        RunLoop.main.run(until: Date(timeIntervalSinceNow: 0.005))
    }
    return true
}

/// A background scheduler, as an application makes one for its work (`nonisolated`: any code may
/// make one).
nonisolated func backgroundScheduler() -> SerialDispatchQueueScheduler {
    SerialDispatchQueueScheduler(qos: .default)
}

/// Elements gathered on any thread: what a subscriber on a background scheduler hands over to the
/// test. Not main-actor state, so it says `nonisolated`.
nonisolated final class Collected<Element: Sendable>: Sendable {
    private let state = Mutex<(elements: [Element], ended: Bool)>(([], false))

    /// Adds an element.
    func append(_ element: Element) {
        state.withLock { $0.elements.append(element) }
    }

    /// Marks the end of the sequence.
    func end() {
        state.withLock { $0.ended = true }
    }

    /// The elements so far.
    var elements: [Element] {
        state.withLock { $0.elements }
    }

    /// Whether `end()` was called.
    var ended: Bool {
        state.withLock { $0.ended }
    }
}
