import Synchronization

/// Holds a disposable that is assigned once, possibly after `dispose()` was already called (it is
/// then disposed on assignment).
public final class SingleAssignmentDisposable: DisposeBase, Cancelable, @unchecked Sendable {
    // @unchecked Sendable: `current` is handed over through the read-modify-writes on `state`,
    // like `SubscriptionNode.upstream`.
    private static var disposedBit: Int { 1 }
    private static var assignedBit: Int { 2 }

    private let state = Atomic<Int>(0)
    private var current: Disposable?

    /// An unassigned disposable.
    public override init() {}

    /// Whether it was disposed.
    public var isDisposed: Bool {
        state.load(ordering: .acquiring) & Self.disposedBit != 0
    }

    /// Assigns the disposable. Assigning twice is a programming error.
    public func setDisposable(_ disposable: Disposable) {
        current = disposable
        let old = state.bitwiseOr(Self.assignedBit, ordering: .acquiringAndReleasing).oldValue
        precondition(old & Self.assignedBit == 0, "SingleAssignmentDisposable.setDisposable(_:) was called twice")
        if old & Self.disposedBit != 0 {
            current = nil
            disposable.dispose()
        }
    }

    /// Disposes the assigned disposable, now or when it is assigned.
    public func dispose() {
        let old = state.bitwiseOr(Self.disposedBit, ordering: .acquiringAndReleasing).oldValue
        guard old & Self.disposedBit == 0, old & Self.assignedBit != 0 else { return }
        let disposable = current
        current = nil
        disposable?.dispose()
    }
}
