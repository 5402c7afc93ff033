import RxTestSupport
import XCTest

/// A test case that can collect the failures its assertions record instead of failing, to test
/// the assertions' messages.
class FailureRecordingTestCase: RxTestCase {
    /// Failures recorded while `capturingFailures` runs.
    private var capturedFailures: [String]?

    /// The failure messages that `body` recorded, without the `failed - ` that `XCTFail` puts
    /// before them; none of them fails the test.
    func capturingFailures(_ body: () -> Void) -> [String] {
        capturedFailures = []
        defer { capturedFailures = nil }
        body()
        return capturedFailures ?? []
    }

    override func recordFailure(withDescription description: String, inFile filePath: String, atLine lineNumber: Int, expected: Bool) {
        if capturedFailures != nil {
            let prefix = "failed - "
            capturedFailures?.append(description.hasPrefix(prefix) ? String(description.dropFirst(prefix.count)) : description)
        } else {
            super.recordFailure(withDescription: description, inFile: filePath, atLine: lineNumber, expected: expected)
        }
    }
}
