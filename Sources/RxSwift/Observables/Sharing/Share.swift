/// How long the subject behind `share(replay:scope:)` lives.
public enum SubjectLifetimeScope: Sendable {
    /// The subject lives while the source is connected: after the last subscriber leaves (or the
    /// source terminates), the next subscriber reconnects to a new subject and nothing from the
    /// old connection is replayed.
    case whileConnected

    /// One subject for the lifetime of the shared sequence: later subscribers receive its replay
    /// even after a disconnection. Rarely what you want.
    case forever
}

extension ObservableType {
    /// Shares one subscription to this sequence among all subscribers, replaying the last
    /// `replay` elements to each new one: the first subscriber connects, the last one to leave
    /// disconnects.
    ///
    ///     let shared = source.share(replay: 1)   // one subscription, however many subscribers
    ///
    /// A negative `replay` replays no element, as 0 does (see `ReplaySubject.create(bufferSize:)`:
    /// as in RxSwift, the subject is a `ReplaySubject` of that size).
    public func share(replay: Int = 0, scope: SubjectLifetimeScope = .whileConnected) -> Observable<Element> {
        if replay < 0 {
            reportNegativeReplaySize("share(replay:scope:): replay", replay)
        }
        switch scope {
        case .whileConnected:
            // RxSwift's own connection for 0 and 1 ends the source after the subscribers saw
            // its terminal event, and places a new subscriber among the others before its
            // replay; `multicast`'s, for the other sizes, ends it before, and its ReplaySubject
            // places a subscriber after its replay.
            // Those two also subscribe outside any trampoline (see `RefCount`).
            if replay == 0 {
                let adapter = ConnectableObservableAdapter(source: asObservable(), subject: .perConnection({ PublishSubject<Element>() }), connectionEnd: .afterForwarding)
                return RefCount(source: adapter, subscribesInTrampoline: false)
            }
            let adapter = ConnectableObservableAdapter(source: asObservable(), subject: .perConnection({ ReplaySubject<Element>(bufferSize: replay, registersBeforeReplay: replay == 1) }), connectionEnd: replay == 1 ? .afterForwarding : .beforeForwarding)
            return RefCount(source: adapter, subscribesInTrampoline: replay != 1)
        case .forever:
            if replay == 0 {
                return multicast(PublishSubject()).refCount()
            }
            return multicast(ReplaySubject(bufferSize: replay)).refCount()
        }
    }

    /// Shares one subscription and replays the last `bufferSize` elements (the guide's spelling).
    @available(*, deprecated, renamed: "share(replay:)")
    public func shareReplay(_ bufferSize: Int) -> Observable<Element> {
        share(replay: bufferSize)
    }

    /// Shares one subscription and replays the latest element while connected (the guide's
    /// spelling).
    @available(*, deprecated, renamed: "share(replay:scope:)", message: "Use share(replay: 1, scope: .whileConnected)")
    public func shareReplayLatestWhileConnected() -> Observable<Element> {
        share(replay: 1, scope: .whileConnected)
    }
}
