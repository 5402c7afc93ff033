import Foundation
import RxSwift
import RxTestSupport
import XCTest

final class DiagnosticsTests: RxTestCase {
    /// Replacing the reporter and putting it back, as every test that silences reports does,
    /// leaves it as it was: 100,000 replacements later, a report made on a thread with a small
    /// stack (64 KiB) reaches the reporter in place. The reporter used to come back from each
    /// replacement wrapped in two more conversion thunks, and calling it then overflowed such a
    /// stack (a dispatch thread's, under ThreadSanitizer, after the grammar fuzzer). The report is
    /// made in a child process, since that failure is a crash.
    func testReplacingTheReporterManyTimesLeavesItAsItWas() throws {
        if isChildRun {
            for _ in 0..<100_000 {
                RxDiagnostics.withReporter({ _ in }) {}
            }
            let reported = DispatchSemaphore(value: 0)
            let thread = Thread {
                RxDiagnostics.report(.reentrancy)
                reported.signal()
            }
            thread.stackSize = 64 * 1024
            thread.start()
            reported.wait()
            exit(0)
        }
        let run = try runInChildProcess()
        XCTAssertFalse(run.timedOut, run.standardError)
        XCTAssertEqual(run.terminationReason, .exit, "the report crashed the child:\n\(run.standardError)")
        XCTAssertEqual(run.terminationStatus, 0, run.standardError)
        XCTAssertTrue(run.standardError.contains("Reentrancy anomaly was detected"), "the default reporter printed the report:\n\(run.standardError)")
    }

    /// A reporter given to `withReporter` receives the reports made meanwhile, and the one before
    /// it receives nothing of them.
    func testAReplacementReceivesTheReportsMadeWhileItIsInPlace() {
        let outer = Locked<[RxDiagnostics.Anomaly]>([])
        let inner = Locked<[RxDiagnostics.Anomaly]>([])
        RxDiagnostics.withReporter({ anomaly in outer.withLock { $0.append(anomaly) } }) {
            RxDiagnostics.report(.reentrancy)
            RxDiagnostics.withReporter({ anomaly in inner.withLock { $0.append(anomaly) } }) {
                RxDiagnostics.report(.concurrentDelivery)
            }
            RxDiagnostics.report(.meaninglessArgument("after"))
        }
        XCTAssertEqual(outer.withLock { $0 }, [.reentrancy, .meaninglessArgument("after")])
        XCTAssertEqual(inner.withLock { $0 }, [.concurrentDelivery])
    }
}
