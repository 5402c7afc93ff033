import Synchronization

/// A group of disposables that are disposed together.
///
/// Unlike `DisposeBag`, it can be disposed explicitly; once disposed, it disposes every newly
/// inserted disposable at once.
public final class CompositeDisposable: DisposeBase, Cancelable, @unchecked Sendable {
    // @unchecked Sendable: `state` is only touched under its mutex; disposables are disposed
    // after the lock is released.

    /// The key of an inserted disposable, for `remove(for:)`.
    public struct DisposeKey: Hashable, Sendable {
        fileprivate let key: Bag<Disposable>.Key
    }

    private struct State {
        var disposables = Bag<Disposable>()
        var isDisposed = false
    }

    private let state = Mutex(State())

    /// An empty group.
    public override init() {}

    /// A group holding two disposables.
    public init(_ disposable1: Disposable, _ disposable2: Disposable) {
        super.init()
        insertAll([disposable1, disposable2])
    }

    /// A group holding three disposables.
    public init(_ disposable1: Disposable, _ disposable2: Disposable, _ disposable3: Disposable) {
        super.init()
        insertAll([disposable1, disposable2, disposable3])
    }

    /// A group holding the given disposables.
    public init(_ disposable1: Disposable, _ disposable2: Disposable, _ disposable3: Disposable, _ disposable4: Disposable, _ disposables: Disposable...) {
        super.init()
        insertAll([disposable1, disposable2, disposable3, disposable4] + disposables)
    }

    /// A group holding `disposables`.
    public init(disposables: [Disposable]) {
        super.init()
        insertAll(disposables)
    }

    private func insertAll(_ disposables: [Disposable]) {
        state.withLock { state in
            for disposable in disposables {
                _ = state.disposables.insert(disposable)
            }
        }
    }

    /// Whether the group was disposed.
    public var isDisposed: Bool {
        state.withLock { $0.isDisposed }
    }

    /// Adds `disposable`; returns the key to remove it, or `nil` (after disposing it) if the
    /// group is already disposed.
    public func insert(_ disposable: Disposable) -> DisposeKey? {
        let key = state.withLock { state -> Bag<Disposable>.Key? in
            state.isDisposed ? nil : state.disposables.insert(disposable)
        }
        guard let key else {
            disposable.dispose()
            return nil
        }
        return DisposeKey(key: key)
    }

    /// The number of disposables in the group.
    public var count: Int {
        state.withLock { $0.disposables.count }
    }

    /// Removes and disposes the disposable inserted under `disposeKey`.
    public func remove(for disposeKey: DisposeKey) {
        let removed = state.withLock { $0.disposables.remove(disposeKey.key) }
        removed?.dispose()
    }

    /// Disposes every disposable in the group, in insertion order.
    public func dispose() {
        let disposables = state.withLock { state -> [Disposable] in
            guard !state.isDisposed else { return [] }
            state.isDisposed = true
            return state.disposables.removeAll()
        }
        for disposable in disposables {
            disposable.dispose()
        }
    }
}
