import Synchronization

/// The end of a chain for every subscribe form of `Single`, `Maybe` and `Completable`.
///
/// It enforces the trait's grammar at the subscriber: the first element is the success and ends
/// the subscription (disposing the source at once), so a second one can never be delivered.
/// Like every `Subscriber`, it checks `isDisposed` before every callback.
final class PrimitiveSequenceSubscriber<Element>: Subscriber<Element>, @unchecked Sendable {
    // @unchecked Sendable: the closures are immutable; delivery follows the grammar, and the
    // first terminal callback disposes the node, which silences the rest.

    private let success: ((Element) -> Void)?
    private let failure: ((Swift.Error) -> Void)?
    private let completed: (() -> Void)?
    private let disposed: (() -> Void)?
    private let requiresElement: Bool
    private let callStack: [String]

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

    override func onNext(_ element: Element) {
        guard !isDisposed else { return }
        success?(element)
        dispose()
    }

    override func onError(_ error: Swift.Error) {
        guard !isDisposed else { return }
        if let failure {
            failure(error)
        } else {
            Hooks.defaultErrorHandler(callStack, error)
        }
        dispose()
    }

    override func onCompleted() {
        guard !isDisposed else { return }
        if requiresElement {
            // Only an operator whose notifier completes (`retry(when:)`) can get here.
            rxFatalErrorInDebug("Singles can't emit a completion event")
        } else {
            completed?()
        }
        dispose()
    }

    override func disposeResources() {
        super.disposeResources()
        disposed?()
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
