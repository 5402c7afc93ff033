import Synchronization

/// Global hooks for errors nobody handles and for subscription call stacks.
public enum Hooks {
    /// Receives an error that reached a subscription without an `onError` handler.
    public typealias DefaultErrorHandler = (_ subscriptionCallStack: [String], _ error: Error) -> Void

    /// Captures the call stack of a subscription, when `recordCallStackOnError` is on.
    public typealias CustomCaptureSubscriptionCallstack = () -> [String]

    private struct State {
        var defaultErrorHandler: DefaultErrorHandler = { subscriptionCallStack, error in
            #if DEBUG
            let stack = subscriptionCallStack.joined(separator: "\n")
            print("Unhandled error happened: \(error)\n subscription called from:\n\(stack)")
            #endif
        }
        var customCaptureSubscriptionCallstack: CustomCaptureSubscriptionCallstack = { [] }
    }

    nonisolated(unsafe) private static var state = State()
    private static let lock = Mutex(())

    /// Called with errors that no `onError` handler received. Prints them in debug builds.
    public static var defaultErrorHandler: DefaultErrorHandler {
        get { lock.withLock { _ in state.defaultErrorHandler } }
        set { lock.withLock { _ in state.defaultErrorHandler = newValue } }
    }

    /// Captures the subscription call stack passed to `defaultErrorHandler`.
    public static var customCaptureSubscriptionCallstack: CustomCaptureSubscriptionCallstack {
        get { lock.withLock { _ in state.customCaptureSubscriptionCallstack } }
        set { lock.withLock { _ in state.customCaptureSubscriptionCallstack = newValue } }
    }

    /// Whether subscriptions capture their call stack (costly; off by default).
    public static var recordCallStackOnError: Bool {
        get { recordsCallStack.load(ordering: .relaxed) }
        set { recordsCallStack.store(newValue, ordering: .relaxed) }
    }

    /// `recordCallStackOnError`: read by every subscription without an error handler, so an
    /// atomic flag rather than a turn of the lock. Relaxed: the flag orders nothing else (the
    /// capture closure is read under the lock).
    private static let recordsCallStack = Atomic<Bool>(false)
}
