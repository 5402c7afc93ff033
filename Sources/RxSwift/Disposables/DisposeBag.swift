import Synchronization

/// Disposes what it holds when it is deallocated: ARC-like lifetime for subscriptions.
///
/// It has no `dispose()` on purpose; to dispose early, replace the bag (`bag = DisposeBag()`).
/// A long-lived bag does not grow with subscriptions that have already ended: entries whose
/// `isDisposed` is true are dropped as new ones arrive (amortized O(1) per insertion).
public final class DisposeBag: DisposeBase, @unchecked Sendable {
    // @unchecked Sendable: `state` is only touched under its mutex.
    private struct State {
        var disposables: [Disposable] = []
        var isDisposed = false
        /// Size at which finished entries are swept out next.
        var sweepThreshold = 16
    }

    private let state = Mutex(State())

    /// An empty bag.
    public override init() {}

    /// A bag holding `disposables`.
    public convenience init(disposing disposables: Disposable...) {
        self.init(disposing: disposables)
    }

    /// A bag holding `disposables`.
    public convenience init(disposing disposables: [Disposable]) {
        self.init()
        insert(disposables)
    }

    /// A bag holding the disposables the builder lists.
    public convenience init(@DisposableBuilder builder: () -> [Disposable]) {
        self.init(disposing: builder())
    }

    /// Adds `disposable`; disposes it at once if the bag is being deallocated.
    public func insert(_ disposable: Disposable) {
        insert([disposable])
    }

    /// Adds `disposables`.
    public func insert(_ disposables: Disposable...) {
        insert(disposables)
    }

    /// Adds the disposables the builder lists.
    public func insert(@DisposableBuilder builder: () -> [Disposable]) {
        insert(builder())
    }

    /// Adds `disposables`.
    public func insert(_ disposables: [Disposable]) {
        // Swept entries are released after the lock: releasing a finished subscription releases
        // its closures, and whatever they capture may run a `deinit` that uses this bag.
        var swept = ReleasedAfterUnlock<[Disposable]>([])
        let rejected = state.withLock { state -> Bool in
            if state.isDisposed { return true }
            state.disposables.append(contentsOf: disposables)
            if state.disposables.count >= state.sweepThreshold {
                var kept: [Disposable] = []
                for disposable in state.disposables {
                    if (disposable as? Cancelable)?.isDisposed == true {
                        swept.value.append(disposable)
                    } else {
                        kept.append(disposable)
                    }
                }
                state.disposables = kept
                state.sweepThreshold = max(16, kept.count * 2)
            }
            return false
        }
        swept.release()
        if rejected {
            disposables.forEach { $0.dispose() }
        }
    }

    /// The number of entries held (finished ones may linger until the next sweep).
    var count: Int {
        state.withLock { $0.disposables.count }
    }

    private func dispose() {
        let disposables = state.withLock { state -> [Disposable] in
            state.isDisposed = true
            defer { state.disposables = [] }
            return state.disposables
        }
        for disposable in disposables {
            disposable.dispose()
        }
    }

    deinit {
        dispose()
    }
}

extension DisposeBag {
    /// Builds the list of disposables for `DisposeBag(builder:)` and `insert(builder:)`.
    @resultBuilder
    public struct DisposableBuilder {
        /// Collects the disposables of a block.
        public static func buildBlock(_ disposables: Disposable...) -> [Disposable] {
            disposables
        }
    }
}
