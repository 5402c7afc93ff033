import Synchronization
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

#if DEBUG

/// Detects overlapping calls into one observer (debug builds only).
///
/// The guide's "implicit Observable guarantees": a producer may not send an event before the
/// previous `on` returned. Reentrant calls (from the same thread) and concurrent calls (from
/// another thread) are reported, not prevented.
struct SynchronizationTracker: ~Copyable {
    private let owner = Atomic<UInt>(0)

    /// Records entry into `on`; returns false (after reporting) if another call is in progress.
    func enter() -> Bool {
        let me = currentThreadID()
        let (exchanged, current) = owner.compareExchange(expected: 0, desired: me, ordering: .acquiring)
        if exchanged { return true }
        if current == me {
            RxDiagnostics.report(.reentrancy)
        } else {
            RxDiagnostics.report(.concurrentDelivery)
        }
        return false
    }

    /// Records the return from `on`.
    func leave() {
        owner.store(0, ordering: .releasing)
    }
}

#endif

/// An identifier of the calling thread, never 0.
@inline(__always)
func currentThreadID() -> UInt {
    #if canImport(Darwin)
    return UInt(bitPattern: pthread_self())
    #else
    return UInt(pthread_self())
    #endif
}
