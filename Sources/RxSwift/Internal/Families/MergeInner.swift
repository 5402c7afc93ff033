/// Observes one inner sequence of a merge-like operator and hands its events to the parent.
@usableFromInline
final class MergeInner<SourceElement, Output>: ObserverNode<Output>, @unchecked Sendable {
    // @unchecked Sendable: `key` is written once under the parent's lock before the inner is
    // subscribed, and read under that lock.
    private let parent: MergeSink<SourceElement, Output>
    var key: Bag<SubscriptionNode>.Key = 0

    required init(parent: MergeSink<SourceElement, Output>) {
        self.parent = parent
    }

    override func receive(_ element: Output) {
        parent.innerNext(element)
    }

    override func receive(error: Swift.Error) {
        parent.innerError(error)
        dispose()
    }

    override func receiveCompletion() {
        parent.innerCompleted(self)
    }
}
