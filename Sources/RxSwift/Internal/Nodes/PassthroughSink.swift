/// Forwards everything unchanged: a node of its own for a subscription whose life is not its
/// sink's. `deferred` subscribes the factory's sequence through one, which ends itself once it
/// forwarded a terminal event, as RxSwift's deferred sink does; `delaySubscription` makes one when
/// its timer fires, after the sink started; `window` keeps its source's in one, alive while
/// windows are still observed after the sink's disposal. Letting a source go early while the sink
/// goes on is `SubscriptionNode.disposeUpstream()`, not this.
final class PassthroughSink<Element>: Sink<Element, Element>, @unchecked Sendable {
    // @unchecked Sendable: no state of its own; see Sink.
    override func receive(_ element: Element) {
        downstream.receive(element)
    }
}
