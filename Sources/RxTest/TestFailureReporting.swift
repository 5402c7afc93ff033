import XCTest
#if canImport(Testing)
import Testing
#endif

/// Where an assertion was written, in the forms both test frameworks want: XCTest takes a file
/// path and a line, Swift Testing a `SourceLocation` that also has the file ID and the column.
struct AssertionLocation {
    private(set) var fileID: String
    let filePath: StaticString
    let line: UInt
    let column: UInt

    init(fileID: StaticString, filePath: StaticString, line: UInt, column: UInt) {
        self.fileID = String(describing: fileID)
        self.filePath = filePath
        self.line = line
        self.column = column
        // A helper that passes its caller's path and line on but not its file ID would have
        // Swift Testing name the helper's file next to the caller's line.
        if AssertionLocation.fileName(of: self.fileID) != AssertionLocation.fileName(of: String(describing: filePath)) {
            self.fileID = AssertionLocation.fileID(fromPath: String(describing: filePath))
        }
    }

    /// A location known by its path and line only (XCTest's assertion parameters): the file ID
    /// is guessed from the path and the column is unknown (1).
    init(filePath: StaticString, line: UInt) {
        self.fileID = AssertionLocation.fileID(fromPath: String(describing: filePath))
        self.filePath = filePath
        self.line = line
        self.column = 1
    }

    /// `Module/File.swift` for `.../Module/File.swift`: SwiftPM keeps a target's sources in a
    /// folder named after it, so the folder usually is the module.
    static func fileID(fromPath path: String) -> String {
        path.split(separator: "/").suffix(2).joined(separator: "/")
    }

    private static func fileName(of path: String) -> Substring {
        path.split(separator: "/").last ?? Substring(path)
    }
}

/// Reports a failed RxTest assertion to the framework running the current test.
///
/// Swift Testing sets `Test.current` (a task-local value) for the whole body of a `@Test`
/// function, and nothing sets it in an XCTest method, so it tells the two apart even when both
/// kinds of test live in one binary. An assertion reached outside either (from a thread that a
/// `@Test` did not start inside its task, for example) falls back to XCTest, which is what
/// RxTest did before it knew Swift Testing.
func reportTestFailure(_ message: String, at location: AssertionLocation) {
    #if canImport(Testing)
    if Test.current != nil {
        let sourceLocation = SourceLocation(
            fileID: location.fileID,
            filePath: String(describing: location.filePath),
            // SourceLocation requires both to be positive; #line and #column always are.
            line: max(1, Int(location.line)),
            column: max(1, Int(location.column))
        )
        Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation)
        return
    }
    #endif
    XCTFail(message, file: location.filePath, line: location.line)
}
