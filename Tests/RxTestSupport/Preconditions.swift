import Foundation
import XCTest

/// The environment variable that tells a child test process which test's precondition to probe.
private let probeVariable = "RX_PRECONDITION_PROBE"

extension XCTestCase {
    /// Asserts that `body` stops the program with a precondition failure whose message contains
    /// `message`.
    ///
    /// The test re-runs itself in a child process (this test binary, filtered to this test) where
    /// `body` is executed; the parent checks that the child died and printed `message`. In the
    /// parent, `body` is not executed.
    package func assertPreconditionFailure(containing message: String, file: StaticString = #filePath, line: UInt = #line, _ body: () -> Void) {
        let testIdentifier = currentTestIdentifier
        if ProcessInfo.processInfo.environment[probeVariable] == testIdentifier {
            body()
            // Reaching this line means no precondition stopped the program.
            FileHandle.standardError.write("precondition probe: body returned normally\n".data(using: .utf8)!)
            exit(0)
        }

        let process = Process()
        process.executableURL = URL(fileURLWithPath: CommandLine.arguments[0])
        process.arguments = [testIdentifier]
        var environment = ProcessInfo.processInfo.environment
        environment[probeVariable] = testIdentifier
        process.environment = environment
        let errorPipe = Pipe()
        process.standardError = errorPipe
        process.standardOutput = Pipe()
        do {
            try process.run()
        } catch {
            return XCTFail("could not start the precondition probe: \(error)", file: file, line: line)
        }
        let errorOutput = errorPipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let text = String(decoding: errorOutput, as: UTF8.self)
        XCTAssertEqual(process.terminationReason, .uncaughtSignal, "expected a precondition failure; the probe printed:\n\(text)", file: file, line: line)
        XCTAssertTrue(text.contains(message), "the failure message does not contain \"\(message)\"; the probe printed:\n\(text)", file: file, line: line)
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
