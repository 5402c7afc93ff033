import Dispatch
import Synchronization

// MARK: - Serializing without waiting
//
// An operator with several inputs (sources, inner sequences, timers) may receive events on
// several threads at once, yet must deliver downstream one event at a time, in a consistent order.
// Holding a lock while delivering would make a second thread wait for the first one's delivery,
// which runs user code: two such waits in opposite directions are a deadlock. A `DeliveryLane`
// serializes instead by handing work over: one thread at a time holds the lane and runs work;
// work that arrives meanwhile, from another thread or reentrantly from the work itself, is queued
// and run in order. No thread ever waits for another one.
//
// A holder must not be kept busy with another thread's stream for ever: a producer that only
// queues its work runs faster than the holder that runs it, and would leave that holder (a
// thread subscribing, say) running its stream without end. So a holder, once its own work is
// done, runs the work queued until then (handed to it, as a lock's waiters would have run it),
// at most `handedOverLimit` pieces of it, and the work its own thread adds, then lets go if
// other threads brought more meanwhile (a producer that takes the lane up too: its own work may
// wait behind others' for the next one); if nobody did, there is no producer to hand the rest
// back to, and it goes on, `handedOverLimit` pieces at a time. What is left is run by the next thread that brings work to the lane
// (typically the producer itself, which is then paced by the work it brings, as a lock would
// pace it), or, if none comes within a millisecond, by a dispatch queue ("rescue"), so that
// nothing is ever left behind. (A rescue asked for at once kept winning the lane from a producer
// slowed down by ThreadSanitizer, and the producer, which then only queued, ran ahead without
// bound: `SharedReplayCycleTests`.)
//
// The lane serializes both kinds of multi-input machinery: the operator families (sinks with
// several sources, inner sequences or timers) and the subjects, whose deliverer is the lane's
// holder (see SubjectCoreBase.swift).
//
// The cost of the common case, nobody else in the lane, is two atomic operations (one to enter,
// one to leave), as for a lock. Work is queued as a closure, allocated only when the lane is busy.

/// The owner of a `DeliveryLane`: what a rescue keeps alive and drains.
protocol DeliveryLaneOwner: AnyObject, Sendable {
    /// Runs the work left in the owner's lane, if any: `lane.rescue(self)`.
    func rescueLane()
}

/// Runs work one piece at a time, in order, from any thread, without any thread waiting.
///
/// The pattern at a call site, which keeps the uncontended path free of allocations and of
/// metadata look-ups:
///
///     if lane.tryEnter() {
///         handle(element)
///         lane.leave(self)
///     } else {
///         handleLater(element)
///     }
///
///     @inline(never)
///     private func handleLater(_ element: Element) {
///         lane.enqueue(self, self, element) { $0.handle($1) }
///     }
///
/// The queued half takes a function that captures nothing (`enqueue(_:_:_:_:)`), and stays out
/// of line: formed inline, in the unspecialized generic code of a sink, the queued closure cost
/// the uncontended path 20 instructions per element in `flatMap.pumping` and 35 in
/// `combineLatest.pumping` (the metadata it needs is looked up on entry). For the same reason
/// there is no single `run(owner, target, value, work)` entry doing both halves: measured on
/// 2026-12-02 at every family, the function it takes is formed on the uncontended path too
/// (instructions per unit: `flatMap.pumping` 1,572 → 1,592, `combineLatest.pumping` 1,244 →
/// 1,338, `flatMapLatest.pumping` 2,242 → 3,322, `combineLatest.creating` 35,072 → 64,899).
///
/// Work run in the lane may read and write state that only lane work touches, without a lock:
/// the lane orders every piece of work after the previous one (entering acquires what leaving
/// released). It may call out (deliver downstream, subscribe, dispose, schedule): no thread waits
/// on a lane, so that cannot close a cycle. A piece of work that makes the lane receive more work
/// (an observer re-entering its operator) finds it queued behind itself: reentrant events are
/// delivered after the current one returns, never nested inside it, by the same thread.
///
/// A holder is known by a thread id when it says which thread it is (`tryEnter(as:)`, and every
/// thread that takes the lane up to run queued work), so that a subject can tell a subscription
/// made from inside its own delivery (`isHeld(by:)`); the families enter anonymously, which
/// spares them reading the thread id per element.
struct DeliveryLane: ~Copyable {
    /// Set in `state` while work waits in `queue`. Thread ids have their two lowest bits clear.
    private static var queued: UInt { 1 }
    /// The holder of a lane entered by `tryEnter()`.
    private static var anonymous: UInt { 2 }

    /// The holder (a thread id, or `anonymous`), 0 when none, plus `queued` while work waits in
    /// `queue`. 0 is the uncontended state that `tryEnter` and `leave` move in and out of.
    private let state = Atomic<UInt>(0)
    private let queue = Mutex(LaneQueue())

    init() {}

    /// Takes the lane if no thread holds it and no work waits; the caller then runs its work and
    /// calls `leave(_:)`.
    @inline(__always)
    func tryEnter() -> Bool {
        tryEnter(as: Self.anonymous)
    }

    /// `tryEnter()` for a caller that names its thread (`currentThreadID()`): `isHeld(by:)` then
    /// knows it. The caller leaves with `leave(_:as:)`.
    @inline(__always)
    func tryEnter(as thread: UInt) -> Bool {
        state.compareExchange(expected: 0, desired: thread, ordering: .acquiring).exchanged
    }

    /// Lets go of the lane taken by `tryEnter()`, after running the work queued while it was
    /// held (see the type's comment for what is left to others).
    @inline(__always)
    func leave(_ owner: DeliveryLaneOwner) {
        leave(owner, as: Self.anonymous)
    }

    /// Lets go of the lane taken by `tryEnter(as: thread)`, as `leave(_:)` does.
    @inline(__always)
    func leave(_ owner: DeliveryLaneOwner, as thread: UInt) {
        if state.compareExchange(expected: thread, desired: 0, ordering: .releasing).exchanged {
            return
        }
        drain(owner)
    }

    /// Whether the thread `thread` holds the lane. Exact when asked by that thread itself.
    func isHeld(by thread: UInt) -> Bool {
        state.load(ordering: .relaxed) & ~Self.queued == thread
    }

    /// Whether a thread holds the lane.
    var isHeld: Bool {
        state.load(ordering: .acquiring) & ~Self.queued != 0
    }

    /// Runs `work` after the work in progress, in order; if no thread holds the lane, this thread
    /// takes it and runs the waiting work and `work` itself.
    func enqueue(_ owner: DeliveryLaneOwner, _ work: @escaping () -> Void) {
        if enqueue(work, atFront: false) {
            drain(owner)
        }
    }

    /// Queues `work` behind the work waiting, or in front of it (to run as soon as the work in
    /// progress returns). Returns true if no thread held the lane: this thread then holds it,
    /// and must call `runQueuedWork(_:)` (once out of its own locks: the work may call out). For
    /// a caller that must queue work atomically with a change under its own lock (a subject
    /// admitting an event, or handing an observer's backlog over as the observer goes live).
    func enqueue(_ work: @escaping () -> Void, atFront: Bool) -> Bool {
        let me = currentThreadID()
        return queue.withLock { queue -> Bool in
            if atFront {
                queue.items.enqueueFront(LaneItem(thread: me, work: work))
            } else {
                queue.items.enqueue(LaneItem(thread: me, work: work))
            }
            if state.load(ordering: .relaxed) & ~Self.queued != me {
                queue.othersArrivals &+= 1
            }
            return takeUp(me, orMark: true)
        }
    }

    /// Runs the work queued, as the holder that `enqueue(_:atFront:)` made this thread.
    func runQueuedWork(_ owner: DeliveryLaneOwner) {
        drain(owner)
    }

    /// Sets `queued`, and makes `me` the holder if there is none; returns whether it did. Under
    /// the queue's lock, while work waits.
    private func takeUp(_ me: UInt, orMark marks: Bool) -> Bool {
        var current = state.load(ordering: .relaxed)
        while true {
            let takes = current & ~Self.queued == 0
            if !takes, !marks || current & Self.queued != 0 { return false }
            let desired = takes ? me | Self.queued : current | Self.queued
            let (exchanged, original) = state.compareExchange(expected: current, desired: desired, successOrdering: .acquiringAndReleasing, failureOrdering: .relaxed)
            if exchanged { return takes }
            current = original
        }
    }

    /// Runs `work(target, value)` after the work in progress, in order (see `enqueue(_:_:)`):
    /// the queued half of the pattern in the type's comment. `work` captures nothing, it gets
    /// what it needs as arguments; kept out of line, so that the caller's uncontended path looks
    /// up no metadata and allocates nothing. `target` is usually `owner` itself, or an input of
    /// it.
    @inline(never)
    func enqueue<Target: AnyObject, Value>(_ owner: DeliveryLaneOwner, _ target: Target, _ value: Value, _ work: @escaping (Target, Value) -> Void) {
        enqueue(owner) { work(target, value) }
    }

    /// Runs `work` now if the lane is free, otherwise after the work in progress.
    ///
    /// `work` escapes, so it is allocated even when it runs at once: for rare events (a terminal
    /// event, a timer); per-element paths use the pattern in the type's comment.
    func run(_ owner: DeliveryLaneOwner, _ work: @escaping () -> Void) {
        if tryEnter() {
            work()
            leave(owner)
        } else {
            enqueue(owner, work)
        }
    }

    /// Runs the work left when its holder let go, unless a thread took the lane meanwhile.
    func rescue(_ owner: DeliveryLaneOwner) {
        let me = currentThreadID()
        let took = queue.withLock { queue -> Bool in
            queue.isRescueScheduled = false
            guard !queue.items.isEmpty else { return false }
            return takeUp(me, orMark: false)
        }
        if took {
            drain(owner)
        }
    }

    /// At most how many pieces of work other threads queued a holder runs before it lets go: a
    /// holder slower than the producers (a thread subscribing, a rescue) would otherwise find
    /// more queued at each turn, and the queue would grow for as long as such threads take the
    /// lane up.
    private static var handedOverLimit: Int { 32 }

    /// Runs queued work as the holder: what was queued when it started (at most
    /// `handedOverLimit` pieces), and what this thread adds meanwhile; then lets go, leaving what
    /// other threads added meanwhile to the next one that comes (or to a rescue). Lane held.
    @inline(never)
    private func drain(_ owner: DeliveryLaneOwner) {
        let me = currentThreadID()
        // The holder is named from now on, whoever entered: a subscription made from inside the
        // work run here is made by the holder.
        var (budget, arrivalsSeen) = queue.withLock { queue in
            state.store(me | (queue.items.isEmpty ? 0 : Self.queued), ordering: .relaxed)
            return (min(queue.items.count, Self.handedOverLimit), queue.othersArrivals)
        }
        while true {
            var schedulesRescue = false
            // The item, not its function: a function returned through `withLock`'s generic
            // result is wrapped in a reabstraction thunk, an allocation per piece of work.
            let item = queue.withLock { queue -> LaneItem? in
                guard !queue.items.isEmpty else {
                    state.store(0, ordering: .releasing)
                    return nil
                }
                if budget == 0, queue.items.first.thread != me {
                    if queue.othersArrivals == arrivalsSeen {
                        // Nobody brought work while this holder ran its last pieces: there is
                        // no producer to hand the rest back to (a rescue after they all
                        // returned, say), and leaving it would only wait for the next rescue.
                        budget = min(queue.items.count, Self.handedOverLimit)
                    } else {
                        // Another thread's work, and its producer is still at it: the producer,
                        // or a rescue, runs it.
                        state.store(Self.queued, ordering: .releasing)
                        schedulesRescue = !queue.isRescueScheduled
                        queue.isRescueScheduled = true
                        return nil
                    }
                }
                if budget > 0 {
                    budget -= 1
                }
                return queue.items.dequeue()
            }
            guard let item else {
                if schedulesRescue {
                    DispatchQueue.global().asyncAfter(deadline: .now() + .milliseconds(1)) { owner.rescueLane() }
                }
                return
            }
            item.work()
        }
    }
}

/// A piece of queued work and the thread that queued it.
struct LaneItem {
    let thread: UInt
    let work: () -> Void
}

/// The queue of a `DeliveryLane` (at file scope: nested in the non-copyable type, the compiler
/// mislinks it).
struct LaneQueue: ~Copyable {
    var items = ElementQueue<LaneItem>()
    var isRescueScheduled = false
    /// How many pieces of work threads other than the holder queued (wrapping): whether
    /// producers are still at it while a holder drains.
    var othersArrivals: UInt = 0
}
