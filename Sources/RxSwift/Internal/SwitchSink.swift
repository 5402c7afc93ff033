// MARK: - The machinery of switching operators
//
// `flatMapLatest` and `switchLatest` follow only the latest inner sequence: each new one
// disposes the previous subscription first, then is subscribed. Events of a replaced inner
// sequence that are already in flight are recognized by their generation number and dropped.
// Delivery and state updates happen under `lock`; subscribing and disposing happen outside it.

/// The parent of the current inner subscription of a switching operator.
@usableFromInline
class SwitchSink<SourceElement, Output>: Sink<SourceElement, Output>, @unchecked Sendable {
    // @unchecked Sendable: every `var` below is only touched with `lock` held.

    private let lock = RecursiveLock()
    private let innerType: SwitchInner<SourceElement, Output>.Type

    /// The generation of the latest inner sequence.
    @exclusivity(unchecked) private var latest: UInt64 = 0
    @exclusivity(unchecked) private var current: SubscriptionNode?
    @exclusivity(unchecked) private var hasRunningInner = false
    @exclusivity(unchecked) private var isOuterStopped = false
    @exclusivity(unchecked) private var isStopped = false

    init(innerType: SwitchInner<SourceElement, Output>.Type, downstream: ObserverNode<Output>) {
        self.innerType = innerType
        super.init(downstream: downstream)
    }

    /// The inner sequence for an outer element; a thrown error ends the whole sequence.
    func source(for element: SourceElement) throws -> Observable<Output> {
        rxAbstractMethod()
    }

    override func onNext(_ element: SourceElement) {
        let source: Observable<Output>
        do {
            source = try self.source(for: element)
        } catch {
            forwardError(error)
            return
        }
        var previous: SubscriptionNode?
        var deliveredAtOnce = false
        var mayComplete = false
        // The closure returns a plain integer, not a tuple: a tuple's metadata is looked up at
        // run time in this unspecialized code.
        let generation = lock.withLock { () -> UInt64 in
            latest &+= 1
            previous = current
            current = nil
            // With no previous inner subscription to dispose first, an inner `just` is delivered
            // at once, in this same critical section.
            if previous == nil, !isStopped, source.deliverImmediately({ downstream.onNext($0) }) {
                hasRunningInner = false
                deliveredAtOnce = true
                mayComplete = isOuterStopped
            } else {
                hasRunningInner = true
            }
            return latest
        }
        if deliveredAtOnce {
            if mayComplete {
                completeIfOuterStopped()
            }
            return
        }
        previous?.dispose()
        // An inner `just` is delivered at once and is over: no inner subscription is needed.
        let deliveredImmediately = lock.withLock { () -> Bool in
            guard !isStopped, generation == latest else { return true }
            guard source.deliverImmediately({ downstream.onNext($0) }) else { return false }
            hasRunningInner = false
            return true
        }
        if deliveredImmediately {
            completeIfOuterStopped()
            return
        }
        let inner = innerType.init(parent: self, generation: generation)
        let isLatest = lock.withLock { () -> Bool in
            guard !isStopped, generation == latest else { return false }
            current = inner
            return true
        }
        if isLatest {
            source.subscribe(node: inner)
        }
    }

    override func onError(_ error: Swift.Error) {
        forwardError(error)
    }

    override func onCompleted() {
        lock.withLock { isOuterStopped = true }
        if !completeIfOuterStopped() {
            // As in RxSwift: the outer subscription ends with the outer sequence.
            disposeUpstream()
        }
    }

    /// Completes downstream if the outer sequence completed and no inner one runs; returns
    /// whether it did.
    @discardableResult
    private func completeIfOuterStopped() -> Bool {
        let completed = lock.withLock { () -> Bool in
            guard isOuterStopped, !hasRunningInner, !isStopped else { return false }
            isStopped = true
            downstream.onCompleted()
            return true
        }
        if completed {
            dispose()
        }
        return completed
    }

    final func innerNext(_ element: Output, generation: UInt64) {
        lock.withLock {
            if generation == latest, !isStopped {
                downstream.onNext(element)
            }
        }
    }

    final func innerError(_ error: Swift.Error, generation: UInt64) {
        let isLatest = lock.withLock { generation == latest }
        if isLatest {
            forwardError(error)
        }
    }

    final func innerCompleted(generation: UInt64) {
        let completed = lock.withLock { () -> Bool in
            guard generation == latest else { return false }
            hasRunningInner = false
            current = nil
            guard isOuterStopped, !isStopped else { return false }
            isStopped = true
            downstream.onCompleted()
            return true
        }
        if completed {
            dispose()
        }
    }

    private func forwardError(_ error: Swift.Error) {
        let first = lock.withLock { () -> Bool in
            guard !isStopped else { return false }
            isStopped = true
            downstream.onError(error)
            return true
        }
        if first {
            dispose()
        }
    }

    override func disposeResources() {
        let inner = lock.withLock { () -> SubscriptionNode? in
            // No inner subscription may become current after this: one being started on another
            // thread would never be disposed.
            isStopped = true
            defer { current = nil }
            return current
        }
        inner?.dispose()
    }
}

/// Observes one inner sequence of a switching operator.
@usableFromInline
final class SwitchInner<SourceElement, Output>: ObserverNode<Output>, @unchecked Sendable {
    // @unchecked Sendable: immutable.
    private let parent: SwitchSink<SourceElement, Output>
    private let generation: UInt64

    required init(parent: SwitchSink<SourceElement, Output>, generation: UInt64) {
        self.parent = parent
        self.generation = generation
    }

    override func onNext(_ element: Output) {
        parent.innerNext(element, generation: generation)
    }

    override func onError(_ error: Swift.Error) {
        parent.innerError(error, generation: generation)
        dispose()
    }

    override func onCompleted() {
        parent.innerCompleted(generation: generation)
        dispose()
    }
}
