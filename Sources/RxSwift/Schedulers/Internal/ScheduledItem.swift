import Synchronization

/// An action waiting in a scheduler's queue (the trampoline of `CurrentThreadScheduler`, the
/// queue of a `VirtualTimeScheduler`); disposing it before it runs cancels it and releases what
/// the action captured at once.
final class ScheduledItem: TrampolineItem, Cancelable, @unchecked Sendable {
    // @unchecked Sendable: `action` is touched only by the one thread that wins the exchange on
    // `claimed` (`invoke` or `dispose`); `result` is thread-safe.
    private var action: (() -> Disposable)?
    private let claimed = Atomic<Bool>(false)
    private let result = SingleAssignmentDisposable()

    private let resourceCount = ResourceCount()

    init(_ action: @escaping () -> Disposable) {
        self.action = action
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

    func runOnTrampoline() {
        invoke()
    }

    /// Cancels the action if it has not run, or disposes what it returned if it has.
    func dispose() {
        result.dispose()
        if !claimed.exchange(true, ordering: .acquiringAndReleasing) {
            action = nil
        }
    }
}
