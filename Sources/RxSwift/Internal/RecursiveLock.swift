import Synchronization

/// The lock that serializes delivery to one observer from several sources (the exception in the
/// lock discipline): a multi-source sink holds it while it updates its state and forwards an event
/// downstream.
///
/// It is reentrant, because forwarding downstream can make one of the sink's own sources emit
/// again on the same thread (a subject fed from a subscriber); that nested event is delivered
/// inside the outer one, as RxSwift does. Never hold it while subscribing to a source or
/// disposing a subscription.
struct RecursiveLock: ~Copyable {
    private let mutex = Mutex(())
    /// The thread holding the lock, 0 when none does. Only the owner writes its own id, so a
    /// relaxed load that sees it is exact.
    private let owner = Atomic<UInt>(0)

    init() {}

    /// Whether the calling thread holds the lock (a sink that must not dispose while holding it
    /// leaves the disposal to the outermost holder).
    var isHeldByCurrentThread: Bool {
        owner.load(ordering: .relaxed) == currentThreadID()
    }

    /// Runs `body` with the lock held; runs it directly if this thread already holds it.
    @inline(__always)
    func withLock<Result>(_ body: () throws -> Result) rethrows -> Result {
        let me = currentThreadID()
        if owner.load(ordering: .relaxed) == me {
            return try body()
        }
        return try mutex.withLock { _ in
            owner.store(me, ordering: .relaxed)
            defer { owner.store(0, ordering: .relaxed) }
            return try body()
        }
    }
}
