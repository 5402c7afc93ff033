// How the cases of this target run. Everything declared in this module is on the main actor
// unless it says otherwise (`.defaultIsolation(MainActor.self)`, as in an application target made
// by Xcode 26), so every closure written here is main-actor code. Swift 6 adds a run-time check at
// the entry of such a closure when it is handed to a module built in Swift 5 language mode, and
// that check stops the program when the module calls the closure on another thread. RxSwift is
// built in Swift 5 mode until its sweep (`rxSwiftInSwift6` in Package.swift): until then the cases
// whose closures an RxSwift operator calls on a background thread trap, and they are run in a
// child process, where the trap is expected, instead of in this one.
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

    /// Runs a case that traps until RxSwift builds in Swift 6 language mode.
    ///
    /// Pending fix: RxSwift in Swift 6 mode (`rxSwiftInSwift6` in Package.swift; the README's
    /// "Swift 6 and concurrency"). Until then `scenario` runs in a child process, and the test
    /// checks that the child was stopped by the executor check of a main-actor closure (and not
    /// by anything else, nor not at all: a case that stops trapping fails, so that it is moved to
    /// `runOnMainActor`). Once RxSwift is in Swift 6 mode, `scenario` runs here, with its
    /// assertions.
    nonisolated func runTrappingUntilRxSwiftIsInSwift6(file: StaticString = #filePath, line: UInt = #line, _ scenario: @MainActor () -> Void) {
        #if RXSWIFT_IN_SWIFT6
        MainActor.assumeIsolated(scenario)
        #else
        if isChildRun {
            FileHandle.standardError.write(Data("scenario: started\n".utf8))
            MainActor.assumeIsolated(scenario)
            FileHandle.standardError.write(Data("scenario: finished without a trap\n".utf8))
            exit(0)
        }
        let run: ChildRun
        do {
            // A backtrace names the failing check; symbol tables are enough for that.
            run = try runInChildProcess(timeout: 60, environment: ["SWIFT_BACKTRACE": "enable=yes,interactive=no,color=no,symbolicate=fast"])
        } catch {
            return XCTFail("could not start the child process: \(error)", file: file, line: line)
        }
        let output = run.standardError
        XCTAssertFalse(run.timedOut, "the case neither trapped nor finished; it printed:\n\(output)", file: file, line: line)
        XCTAssertTrue(output.contains("scenario: started"), "the case did not start; the child printed:\n\(output)", file: file, line: line)
        if output.contains("scenario: finished without a trap") {
            return XCTFail("the case no longer traps: run it with runOnMainActor", file: file, line: line)
        }
        XCTAssertEqual(run.terminationReason, .uncaughtSignal, "expected a trap; the child printed:\n\(output)", file: file, line: line)
        // The client's executor check fails in libdispatch's queue assertion; any other trap
        // (a precondition, a crash) is a failure of the case itself.
        if output.contains("Backtracing") {
            XCTAssertTrue(output.contains("dispatch_assert_queue"), "the case trapped, but not in the main-actor check; the child printed:\n\(output)", file: file, line: line)
        }
        #endif
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
