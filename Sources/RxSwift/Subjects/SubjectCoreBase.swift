import Synchronization

// MARK: - Delivery for the four subjects
//
// A subject can be fed from any thread and subscribed from any thread, and no thread ever waits
// for another one's delivery: work that cannot run now is handed to the thread that can.
// - Live events are delivered by one thread at a time, the holder of the core's `DeliveryLane`
//   (the "deliverer"), outside the lock. An event sent while a delivery is in progress
//   (reentrantly from an observer, or from another thread) is queued in the lane and delivered
//   by the current deliverer, in order, with the lane's fairness rule (a deliverer is not kept
//   busy with another thread's stream for ever: see DeliveryLane.swift). So an observer never
//   receives two events at once, events keep their order, and a subject re-emitting from inside
//   its own observer never deepens the stack. Overlapping `on` calls break the observer contract,
//   so debug builds report them (`FeedingCheck`).
// - Only the deliverer records (the latest element, a replay buffer, the terminal event), under
//   the lock: what is recorded and who is observing change together, so each event reaches
//   exactly the observers that were live when it was recorded.
// - The lock guards the state (`SubjectState`) against subscriptions and disposals made by any
//   thread meanwhile; it is never held while calling out.
// - A sole live observer is called without being retained; an observer that leaves is released
//   only once no delivery is in progress (`releaseOutsideDelivery`), since the deliverer may be
//   calling it.
// - A new observer of a replaying subject gets its replay strictly before any newer event, on the
//   subscribing thread, before `subscribe` returns (see SubjectCore+Replay.swift).
//
// The per-element path touches only non-generic state under the lock, so unspecialized code pays
// no generic metadata look-ups (see ARCHITECTURE.md, "Hot operators"): one lock round trip and
// the lane's two atomic operations per element. So a share with one subscriber (every operator
// of a `Driver`) costs that much per element.

/// A subject of this library: operators feed its core directly, without building `Event`s.
protocol SubjectCoreOwner: AnyObject {
    /// The subject's `SubjectCore<Element>`.
    var untypedCore: AnyObject { get }
}

/// The element-independent half of a subject's core: its lock, observers, subscriptions and
/// delivery lane. Non-generic, so subscribing and unsubscribing cost no generic-metadata look-up.
@usableFromInline
class SubjectCoreBase: SubscriptionKeeper, DeliveryLaneOwner, @unchecked Sendable {
    // @unchecked Sendable: `state` is only touched under `lock`; what only the deliverer touches
    // (see `SubjectCore`), only in `lane` work.

    let lock = Mutex(SubjectState())
    /// Serializes deliveries: its holder is the deliverer.
    let lane = DeliveryLane()
    private let resourceCount = ResourceCount()

    @usableFromInline
    override init() {}

    final func rescueLane() {
        lane.rescue(self)
    }

    /// Releases `value` (observers that left) once no delivery is in progress: at once, or,
    /// while a deliverer may be calling one of them unretained, after the work in progress. The
    /// caller releases its own reference after this returns, never under the lock: their deinit
    /// may run user code.
    @inline(__always)
    final func releaseOutsideDelivery<Value>(_ value: Value) {
        // A lane taken and let go: every delivery that started before the observers left has
        // ended, and later ones do not see them.
        if lane.tryEnter() {
            lane.leave(self)
        } else {
            lane.enqueue(self) { withExtendedLifetime(value) {} }
        }
    }

    /// An observer's subscription (its node holds this core and the observer's key as its
    /// upstream) ends: the observer leaves. Its node ends it at most once.
    ///
    /// The core holds the observer, which holds this core as its upstream: that cycle is broken
    /// when the subject object is released (see `releaseObservers()`), since nothing can feed
    /// the core after that.
    override final func endSubscription(_ key: UInt64) {
        var removed: SubjectEntry?
        lock.withLock { state in
            removed = state.removeSubscription(key)
        }
        if let removed {
            releaseOutsideDelivery(removed)
        }
    }

    /// Lets go of every observer, without an event: called when the subject object is released,
    /// after which nothing can feed this core any more. What was sent before is still delivered
    /// first: the observers go as lane work, after what waits in the lane. (A share lets go of
    /// its subject as its source ends, while the terminal event may still wait behind a
    /// delivery.)
    final func releaseObservers() {
        let me = currentThreadID()
        if lane.tryEnter(as: me) {
            removeAllObservers()
            lane.leave(self, as: me)
        } else {
            lane.enqueue(self) { [self] in removeAllObservers() }
        }
    }

    /// Removes every observer, released after the lock. The deliverer.
    private func removeAllObservers() {
        var removed = ReleasedAfterUnlock<[SubjectEntry]>([])
        lock.withLock { state in
            // Usually every observer left already: nothing to take out, no array to make.
            if !state.observers.isEmpty {
                removed.value = state.removeAllObservers()
            }
        }
        removed.release()
    }

    final var hasObservers: Bool {
        lock.withLock { $0.observers.count > 0 }
    }

    final var isDisposed: Bool {
        lock.withLock { $0.isDisposed }
    }
}
