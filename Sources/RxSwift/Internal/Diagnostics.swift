#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import Synchronization

/// Where misuse of the library is reported (debug builds), and helpers for fatal conditions.
package enum RxDiagnostics {
    /// A misuse of the observable contract that the library detects.
    package enum Anomaly: Equatable, CustomStringConvertible {
        /// An observer was called again from inside its own `on` (same thread).
        case reentrancy
        /// An observer was called from two threads at once.
        case concurrentDelivery
        /// A binder or driver was fed from a thread other than the main thread.
        case notOnMainThread(String)
        /// An argument that means nothing was given a meaning of its own (named in the message).
        case meaninglessArgument(String)

        package var description: String {
            switch self {
            case .reentrancy:
                return """
                ⚠️ Reentrancy anomaly was detected.
                  > Problem: an observer received an event while it was still handling the previous one,
                    from the same thread. This breaks the guarantee that one observer never receives two
                    events at once (grammar `next* (error | completed)?`).
                  > Interpretation: usually a cycle, where handling an element makes the same sequence emit again.
                  > Remedy: if it is intended, enqueue the event instead, e.g. `.observe(on: MainScheduler.asyncInstance)`.
                """
            case .concurrentDelivery:
                return """
                ⚠️ Synchronization anomaly was detected.
                  > Problem: an observer received events from two threads at the same time. This breaks the
                    guarantee that one observer never receives two events at once.
                  > Remedy: serialize the producer (one serial queue), or put `observe(on:)` with a serial scheduler
                    before the observer.
                """
            case .notOnMainThread(let what):
                return """
                ⚠️ \(what) was called from a thread other than the main thread.
                  > Remedy: add `.observe(on: MainScheduler.instance)` before binding, or use a Driver.
                """
            case .meaninglessArgument(let message):
                return "⚠️ \(message)"
            }
        }
    }

    /// Where reports go, boxed: a function value returned through the generic `withLock` comes
    /// back wrapped in conversion thunks, so saving and restoring it unboxed (`withReporter`)
    /// nested one more pair of thunks each time, until calling it overflowed a thread's stack
    /// (seen after the grammar fuzzer's 20,000 cases). A box passes through unchanged.
    private final class Reporter: Sendable {
        let report: @Sendable (Anomaly) -> Void

        init(_ report: @escaping @Sendable (Anomaly) -> Void) {
            self.report = report
        }
    }

    /// By default, the report is printed to standard error.
    private static let reporter = Mutex(Reporter { anomaly in
        let line = "\(anomaly)\n"
        line.withCString { _ = write(2, $0, strlen($0)) }
    })

    package static func report(_ anomaly: Anomaly) {
        let current = reporter.withLock { $0 }
        current.report(anomaly)
    }

    /// Replaces the reporter for the duration of `body` (tests).
    package static func withReporter<R>(_ report: @escaping @Sendable (Anomaly) -> Void, _ body: () throws -> R) rethrows -> R {
        let replacement = Reporter(report)
        let previous = reporter.withLock { current in
            let previous = current
            current = replacement
            return previous
        }
        defer { reporter.withLock { $0 = previous } }
        return try body()
    }
}

/// Reports (debug builds) a negative replay size, which replays nothing, as 0 does. RxSwift has no
/// behaviour to keep there: it stops at creation below -1, and loops forever on the first element
/// with -1.
package func reportNegativeReplaySize(_ argument: String, _ size: Int) {
    #if DEBUG
    RxDiagnostics.report(.meaninglessArgument("\(argument) is negative (\(size)): nothing is replayed, as with 0."))
    #endif
}

package func rxAbstractMethod(file: StaticString = #file, line: UInt = #line) -> Never {
    fatalError("Abstract method", file: file, line: line)
}

/// Stops with a message that names the argument, as the contract requires for bad input.
package func rxPrecondition(_ condition: @autoclosure () -> Bool, _ message: @autoclosure () -> String, file: StaticString = #file, line: UInt = #line) {
    precondition(condition(), message(), file: file, line: line)
}

/// Stops the program with `message`: a programming error the library cannot recover from.
package func rxFatalError(_ message: @autoclosure () -> String, file: StaticString = #file, line: UInt = #line) -> Never {
    fatalError(message(), file: file, line: line)
}

/// Stops in debug builds, prints in release builds.
package func rxFatalErrorInDebug(_ message: @autoclosure () -> String, file: StaticString = #file, line: UInt = #line) {
    #if DEBUG
    fatalError(message(), file: file, line: line)
    #else
    print("\(file):\(line): \(message())")
    #endif
}
