extension ObservableType {
    /// A connectable sequence that shares one subscription to this sequence and replays the last
    /// `bufferSize` elements to each new subscriber. Each connection uses a new `ReplaySubject`.
    ///
    /// - Precondition: `bufferSize >= 0`.
    public func replay(_ bufferSize: Int) -> ConnectableObservable<Element> {
        rxPrecondition(bufferSize >= 0, "replay(_:): bufferSize must not be negative (got \(bufferSize))")
        return multicast(makeSubject: { ReplaySubject.create(bufferSize: bufferSize) })
    }

    /// A connectable sequence that shares one subscription to this sequence and replays every
    /// element to each new subscriber.
    public func replayAll() -> ConnectableObservable<Element> {
        multicast(makeSubject: { ReplaySubject.createUnbounded() })
    }
}
