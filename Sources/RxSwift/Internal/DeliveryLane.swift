import Synchronization

// MARK: - Serializing without waiting
//
// An operator with several inputs (sources, inner sequences, timers) may receive events on
// several threads at once, yet must deliver downstream one event at a time, in a consistent order.
// Holding a lock while delivering would make a second thread wait for the first one's delivery,
// which runs user code: two such waits in opposite directions are a deadlock. A `DeliveryLane`
// serializes instead by handing work over: one thread at a time holds the lane and runs work;
// work that arrives meanwhile, from another thread or reentrantly from the work itself, is queued
// and run by the holder, in order, before it lets go. No thread ever waits for another one.
//
// The cost of the common case, nobody else in the lane, is two atomic operations (one to enter,
// one to leave), as for a lock. Work is queued as a closure, allocated only when the lane is busy.

/// Runs work one piece at a time, in order, from any thread, without any thread waiting.
///
/// The pattern at a call site, which keeps the uncontended path free of allocations:
///
///     if lane.tryEnter() {
///         handle(element)
///         lane.leave()
///     } else {
///         lane.enqueue { [self] in handle(element) }
///     }
///
/// Work run in the lane may read and write state that only lane work touches, without a lock:
/// the lane orders every piece of work after the previous one (entering acquires what leaving
/// released). It may call out (deliver downstream, subscribe, dispose, schedule): no thread waits
/// on a lane, so that cannot close a cycle. A piece of work that makes the lane receive more work
/// (an observer re-entering its operator) finds it queued behind itself: reentrant events are
/// delivered after the current one returns, never nested inside it.
struct DeliveryLane: ~Copyable {
    /// 0 when no thread holds the lane; otherwise 1 plus the number of pieces of work queued
    /// since the holder last looked (each is queued before it is counted).
    private let state = Atomic<Int>(0)
    private let queue = Mutex(ElementQueue<() -> Void>())

    init() {}

    /// Takes the lane if no thread holds it; the caller then runs its work and calls `leave()`.
    @inline(__always)
    func tryEnter() -> Bool {
        state.compareExchange(expected: 0, desired: 1, ordering: .acquiring).exchanged
    }

    /// Lets go of the lane, after running the work queued while it was held.
    @inline(__always)
    func leave() {
        if state.compareExchange(expected: 1, desired: 0, ordering: .releasing).exchanged {
            return
        }
        drain()
    }

    /// Runs `work` after the work in progress, on the thread holding the lane; if the lane was
    /// let go meanwhile, this thread takes it and runs `work` itself.
    func enqueue(_ work: @escaping () -> Void) {
        queue.withLock { $0.enqueue(work) }
        if state.wrappingAdd(1, ordering: .acquiringAndReleasing).oldValue == 0 {
            drain()
        }
    }

    /// Runs `work` now if no thread holds the lane, otherwise after the work in progress.
    ///
    /// `work` escapes, so it is allocated even when it runs at once: for rare events (a terminal
    /// event, a timer); per-element paths use the pattern above.
    func run(_ work: @escaping () -> Void) {
        if tryEnter() {
            work()
            leave()
        } else {
            enqueue(work)
        }
    }

    /// Runs queued work until none was queued since the last look, then lets go. Lane held.
    @inline(never)
    private func drain() {
        var accounted = 1
        while true {
            while let work = queue.withLock({ $0.isEmpty ? nil : $0.dequeue() }) {
                work()
            }
            accounted = state.wrappingSubtract(accounted, ordering: .acquiringAndReleasing).newValue
            if accounted == 0 {
                return
            }
        }
    }
}
