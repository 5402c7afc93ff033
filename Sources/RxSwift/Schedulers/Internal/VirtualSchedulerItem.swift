import Synchronization

/// An action waiting in a `VirtualTimeScheduler`'s queue; disposing it before it runs cancels it.
final class VirtualSchedulerItem<Time>: Cancelable, @unchecked Sendable {
    // @unchecked Sendable: `time` and `id` are immutable; `action` is touched only by the one
    // thread that wins the exchange on `claimed` (`invoke` or `dispose`); `result` is thread-safe.

    /// When the action is due.
    let time: Time
    /// The insertion number: among items due at the same time, the lower one runs first.
    let id: Int
    private var action: (() -> Disposable)?
    private let claimed = Atomic<Bool>(false)
    private let result = SingleAssignmentDisposable()

    init(time: Time, id: Int, action: @escaping () -> Disposable) {
        self.time = time
        self.id = id
        self.action = action
        #if TRACE_RESOURCES
        _ = Resources.incrementTotal()
        #endif
    }

    deinit {
        #if TRACE_RESOURCES
        _ = Resources.decrementTotal()
        #endif
    }

    var isDisposed: Bool {
        result.isDisposed
    }

    /// Runs the action once, unless the item was disposed first.
    func invoke() {
        guard !claimed.exchange(true, ordering: .acquiringAndReleasing) else { return }
        let action = self.action
        self.action = nil
        // A dispose that came between the exchange and here still cancels the run.
        guard !result.isDisposed, let action else { return }
        result.setDisposable(action())
    }

    /// Cancels the action if it has not run, or disposes what it returned if it has.
    func dispose() {
        result.dispose()
        // Releases what the action captured now rather than when the item leaves the queue.
        if !claimed.exchange(true, ordering: .acquiringAndReleasing) {
            action = nil
        }
    }
}
