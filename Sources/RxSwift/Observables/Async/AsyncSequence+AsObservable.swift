extension AsyncSequence where Self: SendableMetatype {
    /// This async sequence as an `Observable`: each subscription iterates it in a new task.
    ///
    /// The elements are delivered from that task, then completion or the error it throws.
    /// Disposal cancels the task; no event is delivered after `dispose()` returns, but an async
    /// sequence that ignores cancellation keeps its task running until it ends by itself.
    ///
    /// - Parameter priority: The priority of the iterating task; `nil` lets the task inherit the
    ///   priority of the context that subscribes, as `Task.init` does.
    /// - Returns: The elements of this sequence.
    public func asObservable(priority: TaskPriority? = nil) -> Observable<Element> {
        // Unchecked: each subscription's task is the only code iterating the sequence.
        let sequence = UncheckedSendable(self)
        return Observable.create { observer in
            let iteration = Task(priority: priority) {
                do {
                    for try await element in sequence.value {
                        observer.on(.next(element))
                    }
                    observer.on(.completed)
                } catch {
                    observer.on(.error(error))
                }
            }
            return Disposables.create(with: iteration.cancel)
        }
    }
}
