import Synchronization

/// Disposes the underlying disposable only after it was disposed itself and every handle
/// obtained from `retain()` was disposed too.
public final class RefCountDisposable: DisposeBase, Cancelable, @unchecked Sendable {
    // @unchecked Sendable: `state` is only touched under its mutex.
    private struct State {
        var disposable: Disposable?
        var count = 0
        var isPrimaryDisposed = false
    }

    private let state: Mutex<State>

    /// Wraps `disposable`.
    public init(disposable: Disposable) {
        state = Mutex(State(disposable: disposable))
        super.init()
    }

    /// Whether the underlying disposable was disposed.
    public var isDisposed: Bool {
        state.withLock { $0.disposable == nil }
    }

    /// A handle that keeps the underlying disposable alive until it is disposed.
    public func retain() -> Disposable {
        let alive = state.withLock { state -> Bool in
            guard state.disposable != nil else { return false }
            state.count += 1
            return true
        }
        return alive ? Disposables.create(with: { [self] in release() }) : Disposables.create()
    }

    /// Disposes the primary handle; the underlying disposable goes when no handle remains.
    public func dispose() {
        let disposable = state.withLock { state -> Disposable? in
            guard !state.isPrimaryDisposed, state.disposable != nil else { return nil }
            state.isPrimaryDisposed = true
            guard state.count == 0 else { return nil }
            defer { state.disposable = nil }
            return state.disposable
        }
        disposable?.dispose()
    }

    private func release() {
        let disposable = state.withLock { state -> Disposable? in
            guard state.disposable != nil else { return nil }
            state.count -= 1
            guard state.isPrimaryDisposed, state.count == 0 else { return nil }
            defer { state.disposable = nil }
            return state.disposable
        }
        disposable?.dispose()
    }
}
