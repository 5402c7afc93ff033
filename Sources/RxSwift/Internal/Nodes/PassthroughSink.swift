/// Forwards everything unchanged; stands between an untrusted producer and a node that does not
/// guard itself.
final class PassthroughSink<Element>: Sink<Element, Element>, @unchecked Sendable {
    // @unchecked Sendable: no state of its own; see Sink.
    override func receive(_ element: Element) {
        downstream.receive(element)
    }
}
