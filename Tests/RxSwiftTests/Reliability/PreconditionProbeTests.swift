import Foundation
import RxTestSupport
import XCTest

/// The child process that precondition tests run in (`runInChildProcess`, RxTestSupport): a child
/// that hangs must end its test, never hang the suite.
final class PreconditionProbeTests: RxTestCase {
    /// A hung child that ignores SIGTERM is killed, and the run says it timed out and carries
    /// what the child printed.
    func testAHungChildIgnoringSIGTERMIsKilledAndReported() throws {
        if isChildRun {
            signal(SIGTERM, SIG_IGN)
            FileHandle.standardError.write(Data("child: ignoring SIGTERM, hanging\n".utf8))
            Thread.sleep(forTimeInterval: 600)
            exit(0)
        }
        let started = Date()
        let run = try runInChildProcess(timeout: 3)
        XCTAssertTrue(run.standardError.contains("child: ignoring SIGTERM"), "the child was not set up within the timeout; it printed:\n\(run.standardError)")
        XCTAssertTrue(run.timedOut)
        XCTAssertEqual(run.terminationReason, .uncaughtSignal)
        XCTAssertEqual(run.terminationStatus, SIGKILL, "SIGTERM was ignored: the child ends by SIGKILL")
        // 3 s of timeout and 2 s for SIGTERM to work, then SIGKILL at once.
        XCTAssertLessThan(Date().timeIntervalSince(started), 10, "SIGKILL came late")
    }
}
