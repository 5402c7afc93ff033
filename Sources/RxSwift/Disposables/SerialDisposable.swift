import Synchronization

/// Holds one replaceable disposable: assigning a new one disposes the previous one.
public final class SerialDisposable: DisposeBase, Cancelable, @unchecked Sendable {
    // @unchecked Sendable: `state` is only touched under its mutex.
    private struct State {
        var current: Disposable?
        var isDisposed = false
    }

    private let state = Mutex(State())

    /// An empty serial disposable.
    public override init() {}

    /// Whether it was disposed.
    public var isDisposed: Bool {
        state.withLock { $0.isDisposed }
    }

    /// The current disposable. Setting it disposes the previous one; after `dispose()`, the new
    /// value is disposed at once.
    public var disposable: Disposable {
        get {
            state.withLock { $0.current } ?? Disposables.create()
        }
        set {
            let (previous, rejected) = state.withLock { state -> (Disposable?, Bool) in
                if state.isDisposed { return (nil, true) }
                let previous = state.current
                state.current = newValue
                return (previous, false)
            }
            previous?.dispose()
            if rejected { newValue.dispose() }
        }
    }

    /// Disposes the current disposable and every later one.
    public func dispose() {
        let current = state.withLock { state -> Disposable? in
            guard !state.isDisposed else { return nil }
            state.isDisposed = true
            defer { state.current = nil }
            return state.current
        }
        current?.dispose()
    }
}
