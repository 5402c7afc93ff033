import Foundation
import RxSwift
import XCTest

/// The base class of every test class in this package.
///
/// With the `TraceResources` trait (`swift test --traits TraceResources`) it checks, after each
/// test, that `Resources.total` came back to its value before the test: whatever the test
/// created (observables, sinks, subjects, disposables, scheduled items) was released. Work that
/// finishes asynchronously (a dispatch queue releasing a cancelled item, the main queue serving a
/// last block) gets a moment to do so; the main run loop is served meanwhile. Without the trait
/// it does nothing.
///
/// Subclasses that override `setUp()`/`tearDown()` call `super` first in `setUp()` and last in
/// `tearDown()`, after releasing what they stored in properties.
open class RxTestCase: XCTestCase {
    /// How long a test may take to release what it created asynchronously.
    public static let releaseGracePeriod: TimeInterval = {
        let configured = ProcessInfo.processInfo.environment["RX_LEAK_GRACE_SECONDS"].flatMap(Double.init)
        return configured ?? 3
    }()

    #if TRACE_RESOURCES
    private var resourcesAtStart: Int32?
    #endif

    /// Whether this test's resources are accounted; a test that deliberately keeps library
    /// objects alive past its end (a cache, a singleton) turns it off with
    /// `skipResourceCheck(because:)`.
    private var checksResources = true

    open override func setUp() {
        super.setUp()
        checksResources = true
        #if TRACE_RESOURCES
        resourcesAtStart = Resources.total
        #endif
    }

    open override func tearDown() {
        #if TRACE_RESOURCES
        if checksResources, let start = resourcesAtStart {
            let end = RxTestCase.settledTotal(towards: start)
            if end != start {
                XCTFail("Resources.total went from \(start) to \(end) during the test: \(end > start ? "something it created was not released" : "something created before it was released during it")")
            }
        }
        resourcesAtStart = nil
        #endif
        super.tearDown()
    }

    /// Turns off the resource check for the current test, saying why.
    public func skipResourceCheck(because reason: String) {
        _ = reason
        checksResources = false
    }

    #if TRACE_RESOURCES
    /// `Resources.total` once it equals `expected`, or after the grace period.
    public static func settledTotal(towards expected: Int32) -> Int32 {
        if Resources.total == expected { return expected }
        let deadline = Date(timeIntervalSinceNow: releaseGracePeriod)
        while Resources.total != expected, Date() < deadline {
            if Thread.isMainThread {
                RunLoop.main.run(until: Date(timeIntervalSinceNow: 0.005))
            } else {
                Thread.sleep(forTimeInterval: 0.005)
            }
        }
        return Resources.total
    }

    /// `settledTotal(towards:)` for async tests: the task sleeps between looks, leaving the
    /// threads of the cooperative pool to the work being waited for.
    public static func settledTotalAsync(towards expected: Int32) async -> Int32 {
        let deadline = Date(timeIntervalSinceNow: releaseGracePeriod)
        while Resources.total != expected, Date() < deadline {
            try? await Task.sleep(nanoseconds: 5_000_000)
        }
        return Resources.total
    }
    #endif
}
