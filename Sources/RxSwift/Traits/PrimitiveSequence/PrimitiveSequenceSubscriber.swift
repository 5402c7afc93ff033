import Synchronization

/// The end of a chain for every subscribe form of `Single`, `Maybe` and `Completable`.
///
/// It enforces the trait's grammar at the subscriber: the first element is the success, and
/// whatever the source sends after it is ignored. As in RxSwift 6, `onDisposed` runs right after
/// the result's callback (`onSuccess` included), and the subscription ends with the source's
/// terminal event, which for a trait follows the element at once: `onSuccess`, `onDisposed`,
/// then `do(afterSuccess:)`, then `do(onDispose:)`. Like every `Subscriber`, it checks
/// `isDisposed` before every callback.
final class PrimitiveSequenceSubscriber<Element>: Subscriber<Element>, @unchecked Sendable {
    // @unchecked Sendable: the closures are immutable; `succeeded` is touched only by upstream
    // events, which are serialized.

    private let success: ((Element) -> Void)?
    private let failure: ((Swift.Error) -> Void)?
    private let completed: (() -> Void)?
    private let disposed: (() -> Void)?
    /// Whether `disposed` ran (after the result, or at disposal): it runs once.
    private let disposedCalled = Atomic<Bool>(false)
    private let requiresElement: Bool
    private let callStack: [String]
    private var succeeded = false

    /// - Parameters:
    ///   - requiresElement: True for `Single`: completing without an element breaks its grammar.
    ///   - onFailure: When nil, an error goes to `Hooks.defaultErrorHandler`.
    init(requiresElement: Bool, onSuccess: ((Element) -> Void)?, onFailure: ((Swift.Error) -> Void)?, onCompleted: (() -> Void)?, onDisposed: (() -> Void)?) {
        self.requiresElement = requiresElement
        success = onSuccess
        failure = onFailure
        completed = onCompleted
        disposed = onDisposed
        callStack = onFailure == nil && Hooks.recordCallStackOnError ? Hooks.customCaptureSubscriptionCallstack() : []
    }

    override func receive(_ element: Element) {
        guard !isDisposed, !succeeded else { return }
        succeeded = true
        success?(element)
        callDisposed()
    }

    override func receive(error: Swift.Error) {
        guard !isDisposed else { return }
        // After a success the result was delivered already: a later error is not the trait's.
        if !succeeded {
            if let failure {
                failure(error)
            } else {
                Hooks.defaultErrorHandler(callStack, error)
            }
        }
        disposeAfterTerminal()
    }

    override func receiveCompletion() {
        guard !isDisposed else { return }
        // After a success, this is the completion that follows it.
        if !succeeded {
            if requiresElement {
                // Only an operator whose notifier completes (`retry(when:)`) can get here.
                rxFatalErrorInDebug("Singles can't emit a completion event")
            } else {
                completed?()
            }
        }
        disposeAfterTerminal()
    }

    override func disposeResources() {
        super.disposeResources()
        callDisposed()
    }

    private func callDisposed() {
        if let disposed, !disposedCalled.exchange(true, ordering: .acquiringAndReleasing) {
            disposed()
        }
    }
}

/// Lets only the first call through, even when calls race: what makes the observer function of
/// `Single.create` and its siblings deliver at most one result.
final class FirstCallGate: @unchecked Sendable {
    // @unchecked Sendable: the only state is an atomic flag.
    private let passed = Atomic<Bool>(false)

    /// True for the first call only.
    func pass() -> Bool {
        passed.compareExchange(expected: false, desired: true, ordering: .acquiringAndReleasing).exchanged
    }
}
