import Synchronization

/// A reference from a holder to a target that the holder does not keep alive, for a target that
/// clears it before it goes away.
///
/// The subscriber at the end of a chain reaches the user's `SubscriptionHandle` through one: the
/// handle owns the subscriber, but the user may drop the handle while the subscriber lives on
/// (held by its source), and a weak reference would cost a side-table allocation per
/// subscription. What makes it safe: the target, before it goes away, clears every link to it
/// inside `unlinking(_:_:)`, and the holder reads the link only inside `takeTarget(_:)`; both
/// take the same lock, one of a few shared ones chosen by the target's address. So a holder that
/// finds the link set is holding the lock the target's `unlinking` needs: the target is still
/// alive while `body` runs.
struct UnretainedLink<Target: AnyObject>: ~Copyable, @unchecked Sendable {
    // @unchecked Sendable: `bits` is atomic; the target behind it is only touched under the
    // target's link lock (see above).

    /// The target's address, 0 once cleared.
    private let bits = Atomic<UInt>(0)

    init() {}

    /// Points the link at `target`, before the holder is seen by another thread.
    func set(_ target: Target) {
        bits.store(UInt(bitPattern: Unmanaged.passUnretained(target).toOpaque()), ordering: .relaxed)
    }

    /// Clears the link and runs `body` with its target, if the link still pointed to it: under the
    /// target's link lock, so the target cannot go away meanwhile. Nil when the link was cleared.
    func takeTarget<Result>(_ body: (Target) -> Result) -> Result? {
        let linked = bits.load(ordering: .acquiring)
        guard linked != 0 else { return nil }
        return linkLock(linked).mutex.withLock { _ -> Result? in
            // Cleared meanwhile: the target is going away (or gone), and must not be touched.
            guard bits.load(ordering: .relaxed) == linked else { return nil }
            bits.store(0, ordering: .relaxed)
            return Unmanaged<Target>.fromOpaque(UnsafeRawPointer(bitPattern: linked).unsafelyUnwrapped)
                ._withUnsafeGuaranteedRef(body)
        }
    }

    /// Clears the link; only inside `unlinking(_:_:)` of its target.
    func clear() {
        bits.store(0, ordering: .relaxed)
    }

    /// Runs `body`, which clears the links to `target` (`clear()`), under `target`'s link lock:
    /// what `target` calls before it goes away, or before it lets its holders go.
    static func unlinking(_ target: Target, _ body: () -> Void) {
        linkLock(UInt(bitPattern: Unmanaged.passUnretained(target).toOpaque())).mutex.withLock { _ in body() }
    }
}

/// The lock of the links to the object at `address`.
private func linkLock(_ address: UInt) -> LinkLock {
    // Objects are 16-byte aligned: the bits above those pick the lock.
    linkLocks[Int(truncatingIfNeeded: address >> 4) & (linkLocks.count - 1)]
}

/// One of the locks guarding the unretained links.
private final class LinkLock: Sendable {
    let mutex = Mutex(())
}

/// A few locks shared by all links: each is held for a handful of instructions.
private let linkLocks: [LinkLock] = (0..<64).map { _ in LinkLock() }
