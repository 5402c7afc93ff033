extension ObservableType {
    /// A sequence whose subscription runs `work` in a new task: `work` receives the observer and
    /// sends it elements; when it returns the sequence completes, and what it throws is the
    /// sequence's error.
    ///
    ///     let lines = Observable<String>.create { observer in
    ///         for try await line in url.lines {
    ///             observer.onNext(line)
    ///         }
    ///     }
    ///
    /// Disposing the subscription cancels the task: `work` sees it as any cancelled task does
    /// (`Task.isCancelled`, `CancellationError` from `Task.sleep`), and whatever it still sends,
    /// returns or throws is dropped. Work that ignores cancellation runs until it returns.
    ///
    /// Existing `create { observer in ... return Disposables.create() }` calls keep meaning
    /// `create(_:)`: a trailing closure is this form only when it awaits (or is written
    /// `{ observer async in ... }`); otherwise write the `work:` label.
    ///
    /// - Parameters:
    ///   - detached: Whether to run `work` in a detached task (`Task.detached`), which inherits
    ///     nothing from the context that subscribes; otherwise `Task.init` lets it inherit that
    ///     context's priority and task-local values.
    ///   - priority: The task's priority; `nil` for the default of the kind of task chosen.
    ///   - work: The asynchronous work that feeds the observer.
    public static func create(detached: Bool = false, priority: TaskPriority? = nil, work: @Sendable @escaping (AnyObserver<Element>) async throws -> Void) -> Observable<Element> {
        create { (observer: AnyObserver<Element>) -> Disposable in
            cancellableTask(detached: detached, priority: priority) {
                do {
                    try await work(observer)
                    observer.onCompleted()
                } catch {
                    observer.onError(error)
                }
            }
        }
    }
}

/// Starts `operation` in a new task (detached or not, at `priority`) and returns the disposable
/// that cancels it: the subscription of every `create` whose work is asynchronous.
func cancellableTask(detached: Bool, priority: TaskPriority?, _ operation: @Sendable @escaping () async -> Void) -> Disposable {
    let task = detached ? Task.detached(priority: priority, operation: operation) : Task(priority: priority, operation: operation)
    return Disposables.create(with: task.cancel)
}
