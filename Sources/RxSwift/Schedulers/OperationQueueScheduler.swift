import Foundation

/// Runs work as operations on an `OperationQueue`.
///
/// Each action becomes one operation with priority `queuePriority`; disposing before it runs
/// cancels the operation, and disposing afterwards disposes what the action returned. Whether
/// actions run one at a time depends on the queue's `maxConcurrentOperationCount`.
public class OperationQueueScheduler: ImmediateSchedulerType, @unchecked Sendable {
    // @unchecked Sendable: immutable; `OperationQueue` is thread-safe.

    /// The queue the operations are added to.
    public let operationQueue: OperationQueue

    /// The priority given to every operation.
    public let queuePriority: Operation.QueuePriority

    /// A scheduler that adds operations of priority `queuePriority` to `operationQueue`.
    public init(operationQueue: OperationQueue, queuePriority: Operation.QueuePriority = .normal) {
        self.operationQueue = operationQueue
        self.queuePriority = queuePriority
    }

    /// Adds an operation that runs `action`; the returned disposable cancels it.
    public func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable) -> Disposable {
        let operation = ScheduledOperation(state: state, action: action)
        operation.queuePriority = queuePriority
        operationQueue.addOperation(operation)
        return operation
    }
}

/// One scheduled action as an operation; disposing it cancels it or disposes its result.
private final class ScheduledOperation<State>: Operation, Cancelable, @unchecked Sendable {
    // @unchecked Sendable: `state` and `action` are immutable and used only by `main`, which the
    // queue runs at most once; `result` is thread-safe, and so is `Operation.cancel()`.
    private let state: State
    private let action: (State) -> Disposable
    private let result = SingleAssignmentDisposable()

    private let resourceCount = ResourceCount()

    init(state: State, action: @escaping (State) -> Disposable) {
        self.state = state
        self.action = action
    }

    override func main() {
        guard !isCancelled, !result.isDisposed else { return }
        result.setDisposable(action(state))
    }

    var isDisposed: Bool {
        result.isDisposed
    }

    func dispose() {
        cancel()
        result.dispose()
    }
}
