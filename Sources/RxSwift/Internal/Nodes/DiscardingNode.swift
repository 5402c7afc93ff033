/// Stands in for a node that ended already, so that a source is subscribed all the same and
/// released at once, as RxSwift does where its sinks learn of a disposal only once the
/// subscription they are making returned (`startWith(7).take(1)`: a virtual-time test sees the
/// source's subscription start and end in the same tick). The node ignores the source's events,
/// which the ended node must not receive.
final class DiscardingNode<Element>: ObserverNode<Element>, @unchecked Sendable {
    // @unchecked Sendable: no state of its own.
    override func receive(_ element: Element) {}
    override func receive(error: Swift.Error) {}
    override func receiveCompletion() {}

    /// Subscribes to `source`, every operator of it, then releases the subscription.
    @inline(never)
    static func subscribeAndRelease(_ source: Observable<Element>) {
        let node = DiscardingNode()
        source.subscribe(node: node)
        node.dispose()
    }
}
