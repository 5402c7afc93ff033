#if TRACE_RESOURCES
import Synchronization

private let totalResources = Atomic<Int32>(0)
private let serialDispatchQueueObservables = Atomic<Int32>(0)

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

    /// The number of live `observe(on:)` sequences that deliver on a serial dispatch queue (a
    /// `SerialDispatchQueueScheduler`, `MainScheduler` and `MainScheduler.asyncInstance`
    /// included), counted from the sequence's creation until it is freed, as in RxSwift 6: the
    /// sequence counts, whether subscribed or not, and its subscriptions do not.
    public static var numberOfSerialDispatchQueueObservables: Int32 {
        serialDispatchQueueObservables.load(ordering: .relaxed)
    }
}

/// The deepest stack of tail-recursive sinks seen, which RxSwift's tests read to check that
/// `concat` and the recursive sources do not grow the stack.
///
/// Here they never nest at all: `concat` subscribes the next source from a loop, not from inside
/// the previous one's completion, and `of`, `from`, `range`... emit one element per trampoline
/// step. So there is no such stack to measure, and this stays 0; it exists so that code reading
/// it compiles. It is `nonisolated(unsafe)` because the library never writes it: Swift 6 clients
/// may read it without isolation.
nonisolated(unsafe) public var maxTailRecursiveSinkStackSize = 0
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

#if TRACE_RESOURCES
/// Counts an `observe(on:)` sequence that delivers on a serial dispatch queue in
/// `Resources.numberOfSerialDispatchQueueObservables` while it lives: the sequence's arguments
/// hold one (`ObserveOnArguments`).
final class SerialDispatchQueueObservableCount: Sendable {
    init() {
        serialDispatchQueueObservables.wrappingAdd(1, ordering: .relaxed)
    }

    deinit {
        serialDispatchQueueObservables.wrappingSubtract(1, ordering: .relaxed)
    }
}
#endif
