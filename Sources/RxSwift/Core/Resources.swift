#if TRACE_RESOURCES
import Synchronization

private let totalResources = Atomic<Int32>(0)

/// Counts the library's live resources, to find leaks (the guide's "Debugging memory leaks").
///
/// Compiled in only with the package trait `TraceResources`. Every live observable, sink,
/// subject, disposable and scheduled item is counted; the count returns to its starting value
/// when everything is disposed or completed and released.
public enum Resources {
    /// The number of live resources.
    public static var total: Int32 {
        totalResources.load(ordering: .relaxed)
    }

    /// Counts one more resource; returns the new total.
    @discardableResult
    public static func incrementTotal() -> Int32 {
        totalResources.wrappingAdd(1, ordering: .relaxed).newValue
    }

    /// Counts one resource less; returns the new total.
    @discardableResult
    public static func decrementTotal() -> Int32 {
        totalResources.wrappingSubtract(1, ordering: .relaxed).newValue
    }
}
#endif

/// A stored property that counts its owner in `Resources.total` for as long as the owner lives,
/// when resource tracing is on; otherwise an empty value that costs nothing. One line in each
/// counted class instead of an `init`/`deinit` pair.
struct ResourceCount: ~Copyable {
    @inline(__always)
    init() {
        #if TRACE_RESOURCES
        Resources.incrementTotal()
        #endif
    }

    @inline(__always)
    deinit {
        #if TRACE_RESOURCES
        Resources.decrementTotal()
        #endif
    }
}
