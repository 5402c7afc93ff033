extension ObservableType {
    /// A connectable sequence that shares one subscription to this sequence; subscribers receive
    /// only what is emitted after they subscribed. Each connection uses a new `PublishSubject`.
    public func publish() -> ConnectableObservable<Element> {
        multicast(makeSubject: { PublishSubject() })
    }
}
