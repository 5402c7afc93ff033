import Synchronization

// Awaiting a trait subscribes to it; cancelling the awaiting task disposes that subscription and
// ends the wait with `CancellationError`, so a cancelled task never waits for a result that
// cannot come.

extension PrimitiveSequenceType where Trait == SingleTrait {
    /// The element, awaited: subscribes and suspends until the `Single` succeeds (returns the
    /// element) or fails (throws the error).
    ///
    ///     let user = try await api.user(id: 1).value
    ///
    /// Cancelling the task disposes the subscription and throws `CancellationError`.
    public var value: Element {
        get async throws {
            // A Single delivers an element or an error, so the optional is never nil here.
            try await awaitResult(of: primitiveSequence.source, requiresElement: true)!
        }
    }
}

extension PrimitiveSequenceType where Trait == SingleTrait {
    /// A `Single` that runs `work` in a new task at each subscription: it succeeds with what
    /// `work` returns, or fails with what it throws.
    ///
    ///     let user = Single.create { try await api.user(id: 1) }
    ///
    /// Disposing the subscription cancels the task: `work` sees it as any cancelled task does
    /// (`Task.isCancelled`, `CancellationError` from `Task.sleep`), and whatever it still returns
    /// or throws is dropped.
    ///
    /// - Parameters:
    ///   - detached: Whether to run `work` in a detached task (`Task.detached`), which inherits
    ///     nothing from the context that subscribes; otherwise `Task.init` lets it inherit that
    ///     context's priority and task-local values.
    ///   - priority: The task's priority; `nil` for the default of the kind of task chosen.
    ///   - work: The asynchronous work whose result is the `Single`'s.
    public static func create(detached: Bool = false, priority: TaskPriority? = nil, work: @Sendable @escaping () async throws -> Element) -> Single<Element> {
        create(subscribe: { observer in
            let operation: @Sendable () async -> Void = {
                do {
                    observer(.success(try await work()))
                } catch {
                    observer(.failure(error))
                }
            }
            return cancellableTask(detached: detached, priority: priority, operation)
        })
    }
}

extension PrimitiveSequenceType where Trait == MaybeTrait {
    /// A `Maybe` that runs `work` in a new task at each subscription: it succeeds with the
    /// element `work` returns, completes empty when it returns `nil`, or fails with what it
    /// throws.
    ///
    ///     let cached = Maybe.create { try await cache.entry(for: key) }
    ///
    /// Disposing the subscription cancels the task, as for `Single.create(detached:priority:work:)`;
    /// whatever `work` still returns or throws is dropped.
    ///
    /// - Parameters:
    ///   - detached: Whether to run `work` in a detached task, which inherits nothing from the
    ///     context that subscribes; otherwise it inherits that context's priority and task-local
    ///     values.
    ///   - priority: The task's priority; `nil` for the default of the kind of task chosen.
    ///   - work: The asynchronous work whose result is the `Maybe`'s.
    public static func create(detached: Bool = false, priority: TaskPriority? = nil, work: @Sendable @escaping () async throws -> Element?) -> Maybe<Element> {
        create(subscribe: { observer in
            let operation: @Sendable () async -> Void = {
                do {
                    if let element = try await work() {
                        observer(.success(element))
                    } else {
                        observer(.completed)
                    }
                } catch {
                    observer(.error(error))
                }
            }
            return cancellableTask(detached: detached, priority: priority, operation)
        })
    }
}

extension PrimitiveSequenceType where Trait == MaybeTrait {
    /// The element, awaited: `nil` if the `Maybe` completes empty; throws its error.
    ///
    /// Cancelling the task disposes the subscription and throws `CancellationError`.
    public var value: Element? {
        get async throws {
            try await awaitResult(of: primitiveSequence.source, requiresElement: false)
        }
    }
}

extension PrimitiveSequenceType where Trait == CompletableTrait, Element == Swift.Never {
    /// A `Completable` that runs `work` in a new task at each subscription: it completes when
    /// `work` returns, or fails with what it throws.
    ///
    ///     let saved = Completable.create { try await store.save(document) }
    ///
    /// Disposing the subscription cancels the task, as for `Single.create(detached:priority:work:)`;
    /// whatever `work` still returns or throws is dropped.
    ///
    /// - Parameters:
    ///   - detached: Whether to run `work` in a detached task, which inherits nothing from the
    ///     context that subscribes; otherwise it inherits that context's priority and task-local
    ///     values.
    ///   - priority: The task's priority; `nil` for the default of the kind of task chosen.
    ///   - work: The asynchronous work whose end is the `Completable`'s.
    public static func create(detached: Bool = false, priority: TaskPriority? = nil, work: @Sendable @escaping () async throws -> Void) -> Completable {
        create(subscribe: { observer in
            let operation: @Sendable () async -> Void = {
                do {
                    try await work()
                    observer(.completed)
                } catch {
                    observer(.error(error))
                }
            }
            return cancellableTask(detached: detached, priority: priority, operation)
        })
    }
}

extension PrimitiveSequenceType where Trait == CompletableTrait, Element == Swift.Never {
    /// Completion, awaited: returns when the `Completable` completes; throws its error.
    ///
    /// Cancelling the task disposes the subscription and throws `CancellationError`.
    public var value: Void {
        get async throws {
            _ = try await awaitResult(of: primitiveSequence.source, requiresElement: false)
        }
    }
}

/// Subscribes to `source` and suspends until its first event: the element, `nil` for completion
/// without one, or the thrown error. Task cancellation disposes the subscription.
private func awaitResult<Element>(of source: Observable<Element>, requiresElement: Bool) async throws -> Element? {
    let subscription = SingleAssignmentDisposable()
    return try await withTaskCancellationHandler {
        try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Element?, Swift.Error>) in
            let result = ResumeOnce(continuation)
            let subscriber = PrimitiveSequenceSubscriber<Element>(
                requiresElement: requiresElement,
                onSuccess: { result.resume(with: .success($0)) },
                onFailure: { result.resume(with: .failure($0)) },
                onCompleted: { result.resume(with: .success(nil)) },
                // Runs after the handlers above (then it does nothing) or on cancellation.
                onDisposed: { result.resume(with: .failure(CancellationError())) }
            )
            subscription.setDisposable(subscriber.subscribe(to: source))
        }
    } onCancel: {
        subscription.dispose()
    }
}

/// A continuation resumed by whichever of the subscription's callbacks comes first.
private final class ResumeOnce<Element>: @unchecked Sendable {
    // @unchecked Sendable: the continuation is taken out under the mutex, so exactly one caller
    // resumes it.
    private let continuation: Mutex<CheckedContinuation<Element?, Swift.Error>?>

    init(_ continuation: CheckedContinuation<Element?, Swift.Error>) {
        self.continuation = Mutex(continuation)
    }

    func resume(with result: Result<Element?, Swift.Error>) {
        let pending = continuation.withLock { continuation in
            defer { continuation = nil }
            return continuation
        }
        // Unchecked: the result goes to the one task awaiting it, once; nothing else keeps it.
        nonisolated(unsafe) let result = result
        pending?.resume(with: result)
    }
}
