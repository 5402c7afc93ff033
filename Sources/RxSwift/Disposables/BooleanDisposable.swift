import Synchronization

/// A disposable that only records whether it was disposed.
public final class BooleanDisposable: DisposeBase, Cancelable, @unchecked Sendable {
    // @unchecked Sendable: its only state is atomic.
    private let disposed: Atomic<Bool>

    /// A disposable that is not disposed yet.
    public override init() {
        disposed = Atomic(false)
    }

    /// A disposable whose initial state is `isDisposed`.
    public init(isDisposed: Bool) {
        disposed = Atomic(isDisposed)
    }

    /// Whether `dispose()` was called.
    public var isDisposed: Bool {
        disposed.load(ordering: .acquiring)
    }

    /// Marks the disposable disposed.
    public func dispose() {
        disposed.store(true, ordering: .releasing)
    }
}
