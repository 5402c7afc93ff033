import Foundation
import RxSwift
import Synchronization
import XCTest

/// The environment variable that tells a child test process which test to run for real.
private let probeVariable = "RX_PRECONDITION_PROBE"

/// How a child run of a test (`runInChildProcess`) ended.
package struct ChildRun {
    /// `.exit`, or `.uncaughtSignal` when the child was stopped by a signal (a trap).
    package let terminationReason: Process.TerminationReason
    /// The exit code, or the signal's number (-1 for a child that could not be stopped).
    package let terminationStatus: Int32
    /// What the child wrote to standard error (a failed precondition's message, without a
    /// backtrace).
    package let standardError: String
    /// Whether the child did not end within the time it was given (it was then stopped: SIGTERM,
    /// then SIGKILL if it ignored that).
    package let timedOut: Bool
}

extension XCTestCase {
    /// Asserts that `body` stops the program with a precondition failure whose message contains
    /// `message`.
    ///
    /// The test re-runs itself in a child process (this test binary, filtered to this test) where
    /// `body` is executed; the parent checks that the child died and printed `message`. In the
    /// parent, `body` is not executed.
    package func assertPreconditionFailure(containing message: String, file: StaticString = #filePath, line: UInt = #line, _ body: () -> Void) {
        if isChildRun {
            body()
            // Reaching this line means no precondition stopped the program.
            FileHandle.standardError.write("precondition probe: body returned normally\n".data(using: .utf8)!)
            exit(0)
        }
        let run: ChildRun
        do {
            run = try runInChildProcess()
        } catch {
            return XCTFail("could not start the precondition probe: \(error)", file: file, line: line)
        }
        XCTAssertFalse(run.timedOut, "the precondition probe hung and was stopped; it printed:\n\(run.standardError)", file: file, line: line)
        XCTAssertEqual(run.terminationReason, .uncaughtSignal, "expected a precondition failure; the probe printed:\n\(run.standardError)", file: file, line: line)
        XCTAssertTrue(run.standardError.contains(message), "the failure message does not contain \"\(message)\"; the probe printed:\n\(run.standardError)", file: file, line: line)
    }

    /// Whether this process is the child that `runInChildProcess()` started for the current test:
    /// the test then does for real what its parent only observes.
    package var isChildRun: Bool {
        ProcessInfo.processInfo.environment[probeVariable] == currentTestIdentifier
    }

    /// Runs the current test again in a child process (this test binary, filtered to this test),
    /// where `isChildRun` is true, and returns how it ended. A child still running after
    /// `timeout` seconds is terminated. `environment` is added to the child's environment.
    package func runInChildProcess(timeout: TimeInterval = 60, environment extra: [String: String] = [:]) throws -> ChildRun {
        let testIdentifier = currentTestIdentifier
        let process = Process()
        process.executableURL = URL(fileURLWithPath: CommandLine.arguments[0])
        process.arguments = [testIdentifier]
        var environment = ProcessInfo.processInfo.environment
        environment[probeVariable] = testIdentifier
        // No backtrace: the precondition's message, all the parent looks for, is printed before
        // the trap, and the backtracer is a risk of its own. Under ThreadSanitizer the runtime's
        // handler of the signal trips a check of the sanitizer's, and the child exits instead of
        // dying of the signal; under either sanitizer the `swift-backtrace` it starts can hang,
        // holding the child's standard error open, and the child is never reaped. Without it,
        // the trap kills the child at once.
        environment["SWIFT_BACKTRACE"] = "enable=no"
        environment.merge(extra) { _, new in new }
        process.environment = environment
        let errorPipe = Pipe()
        process.standardError = errorPipe
        process.standardOutput = Pipe()
        try process.run()
        // Read while the child runs: a backtrace can be larger than the pipe's buffer.
        let errorOutput = RxMutex(Data())
        let readingDone = DispatchSemaphore(value: 0)
        DispatchQueue.global().async {
            let data = errorPipe.fileHandleForReading.readDataToEndOfFile()
            errorOutput.withLock { $0 = data }
            readingDone.signal()
        }
        let timedOut = !waitUntil(timeout: timeout) { !process.isRunning }
        if timedOut {
            // SIGTERM first, SIGKILL for a child that ignores it; each wait bounded, and a child
            // that is never reaped is reported, not waited for forever (`waitUntilExit()` has no
            // timeout).
            process.terminate()
            if !waitUntil(timeout: 2, { !process.isRunning }) {
                kill(process.processIdentifier, SIGKILL)
                _ = waitUntil(timeout: 10) { !process.isRunning }
            }
        }
        _ = readingDone.wait(timeout: .now() + 10)
        let standardError = String(decoding: errorOutput.withLock { $0 }, as: UTF8.self)
        guard !process.isRunning else {
            return ChildRun(terminationReason: .exit, terminationStatus: -1, standardError: standardError, timedOut: true)
        }
        process.waitUntilExit()
        return ChildRun(
            terminationReason: process.terminationReason,
            terminationStatus: process.terminationStatus,
            standardError: standardError,
            timedOut: timedOut
        )
    }

    /// `Module.Class/method`, the filter syntax of the Linux XCTest runner.
    private var currentTestIdentifier: String {
        let className = String(reflecting: type(of: self))
        // `name` is "Class.method" on Linux and "-[Class method]" on Darwin.
        let method = name
            .replacingOccurrences(of: "-[", with: "")
            .replacingOccurrences(of: "]", with: "")
            .split(whereSeparator: { $0 == "." || $0 == " " })
            .last
            .map(String.init) ?? name
        return "\(className)/\(method)"
    }
}
