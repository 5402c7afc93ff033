import Foundation

/// One page of the playground: a section of the Getting Started guide or an operator family.
///
/// Pages that show the guide's older spellings on purpose mark `run()` deprecated; calling it
/// through this protocol keeps the build free of deprecation warnings.
protocol Page {
    /// The name used on the command line (`swift run RxPlayground <name>`).
    var name: String { get }
    /// What the page shows.
    var title: String { get }
    /// Prints the page's examples.
    func run()
}

/// Prints the heading of one example, as the guide's playgrounds do.
func example(_ description: String, action: () -> Void) {
    print("\n--- Example of: \(description) ---")
    action()
}

/// Sleeps the current thread, as the guide's examples do with `Thread.sleep`.
func sleep(seconds: TimeInterval) {
    Thread.sleep(forTimeInterval: seconds)
}
