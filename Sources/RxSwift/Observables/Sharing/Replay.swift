extension ObservableType {
    /// A connectable sequence that shares one subscription to this sequence and replays the last
    /// `bufferSize` elements to each new subscriber. Each connection uses a new `ReplaySubject`.
    ///
    /// A negative `bufferSize` replays no element, as 0 does (see `ReplaySubject.create(bufferSize:)`).
    public func replay(_ bufferSize: Int) -> ConnectableObservable<Element> {
        if bufferSize < 0 {
            reportNegativeReplaySize("replay(_:): bufferSize", bufferSize)
        }
        return multicast(makeSubject: { ReplaySubject(bufferSize: bufferSize) })
    }

    /// A connectable sequence that shares one subscription to this sequence and replays every
    /// element to each new subscriber.
    public func replayAll() -> ConnectableObservable<Element> {
        multicast(makeSubject: { ReplaySubject.createUnbounded() })
    }
}
