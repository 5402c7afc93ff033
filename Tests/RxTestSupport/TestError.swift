/// The error the tests send and expect: an identity, so a test can tell which one arrived.
package struct TestError: Error, Equatable, CustomStringConvertible {
    package let id: Int

    package init(_ id: Int = 0) {
        self.id = id
    }

    /// The error of tests that need only one.
    package static let boom = TestError(1)

    package var description: String { "TestError(\(id))" }
}
