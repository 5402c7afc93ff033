import Synchronization

/// Disposes a disposable on a given scheduler.
public final class ScheduledDisposable: Cancelable, @unchecked Sendable {
    // @unchecked Sendable: `disposable` is taken once, by the thread that wins the exchange.

    /// The scheduler that runs the disposal.
    public let scheduler: ImmediateSchedulerType

    private var disposable: Disposable?
    private let disposed = Atomic<Bool>(false)

    private let resourceCount = ResourceCount()

    /// Disposes `disposable` on `scheduler` when this is disposed.
    public init(scheduler: ImmediateSchedulerType, disposable: Disposable) {
        self.scheduler = scheduler
        self.disposable = disposable
    }

    /// Whether it was disposed.
    public var isDisposed: Bool {
        disposed.load(ordering: .acquiring)
    }

    /// Schedules the disposal of the wrapped disposable.
    public func dispose() {
        guard !disposed.exchange(true, ordering: .acquiringAndReleasing) else { return }
        let disposable = self.disposable
        self.disposable = nil
        _ = scheduler.schedule(disposable) { disposable in
            disposable?.dispose()
            return Disposables.create()
        }
    }
}
