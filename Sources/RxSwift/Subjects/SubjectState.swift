import Synchronization

// The pieces of a subject's core that are not generic over its elements: the state behind the
// core's lock (see SubjectCoreBase.swift for how delivery uses it).

/// One observer of a subject.
struct SubjectEntry {
    let observer: AnyObject
    /// Who receives the live elements: `observer`, or, when it only forwards them
    /// (`RefCountedSink`, between every `share` and its subscribers), the node it forwards them
    /// to. Delivering there saves a call per element per subscriber. Not retained: `observer`
    /// keeps it alive (it is `observer`, or the forwarding node's downstream, a `let`), and
    /// copying an entry then costs no extra retain and release.
    let elementTarget: UnretainedObserver
    /// False while the observer waits for its replay, or catches up after it.
    var isLive: Bool
    /// While the subscribing thread replays to this observer: the events sent since, in a
    /// `SubjectBacklog<Element>`, which the observer receives after its replay.
    var backlog: AnyObject?

    init(observer: AnyObject, elementTarget: UnretainedObserver, isLive: Bool, backlog: AnyObject? = nil) {
        self.observer = observer
        self.elementTarget = elementTarget
        self.isLive = isLive
        self.backlog = backlog
    }
}

/// The lock-protected, element-independent state of a subject.
struct SubjectState: ~Copyable {
    /// The observers. Changed only through the methods below, which keep `soleLiveObserver` in
    /// step.
    private(set) var observers = Bag<SubjectEntry>()
    /// The element target of the only observer, if it is live, unretained: the per-element path
    /// delivers to it without retaining and releasing an array of observers, which is safe
    /// because an observer that leaves is released only once no delivery is in progress
    /// (`SubjectCoreBase.releaseOutsideDelivery`). Kept up to date as observers change, so the
    /// per-element path reads one field instead of searching the bag.
    private(set) var soleLiveObserver: UnretainedObserver?
    /// The key of `soleLiveObserver`, when there is one.
    private(set) var soleLiveKey: Bag<SubjectEntry>.Key = 0
    /// Whether a terminal event was received: `stopError` if it was an error, else completion.
    var isStopped = false
    var stopError: Swift.Error?
    var isDisposed = false
    /// Observers with a backlog (catching up after their replay): while there are any, every
    /// event is also added to their backlogs.
    var catchingUpCount = 0
    /// Deliveries queued in the core's lane (events, replays, backlogs), not run yet: a
    /// subscription made from inside a delivery waits behind them (see `subscribeReplaying`).
    var queuedDeliveries = 0
    #if DEBUG
    /// The thread inside `on`, 0 when none is: overlapping `on` calls are reported.
    var feeder: UInt = 0
    #endif
    /// The observers that `goLive(_:after:)` moved behind the ones that subscribed during their
    /// replay: the key their subscription holds, and the one they have now. Rare and few, hence
    /// a list, searched only while it is not empty.
    private var moved: [(subscription: Bag<SubjectEntry>.Key, key: Bag<SubjectEntry>.Key)] = []

    /// Adds an observer; returns its key.
    mutating func insertObserver(_ entry: consuming SubjectEntry) -> Bag<SubjectEntry>.Key {
        let key = observers.insert(entry)
        observersChanged()
        return key
    }

    /// Removes the observer with `key`; returns it (to be released after the lock).
    mutating func removeObserver(_ key: Bag<SubjectEntry>.Key) -> SubjectEntry? {
        let removed = observers.remove(key)
        if removed?.backlog != nil {
            catchingUpCount -= 1
        }
        if !moved.isEmpty, removed != nil {
            moved.removeAll { $0.key == key }
        }
        observersChanged()
        return removed
    }

    /// Removes the observer whose subscription holds `key` (its key in `observers` unless
    /// `goLive(_:after:)` moved it); returns it (to be released after the lock).
    mutating func removeSubscription(_ key: Bag<SubjectEntry>.Key) -> SubjectEntry? {
        if !moved.isEmpty, let index = moved.firstIndex(where: { $0.subscription == key }) {
            return removeObserver(moved[index].key)
        }
        return removeObserver(key)
    }

    /// Removes every observer; returns them (to be released after the lock).
    mutating func removeAllObservers() -> [SubjectEntry] {
        catchingUpCount = 0
        moved = []
        let removed = observers.removeAll()
        observersChanged()
        return removed
    }

    /// Makes the observer with `key`, which has had its replay, live. With `afterReplay` (a
    /// `ReplaySubject`, which in RxSwift registers a new observer only once its replay is done),
    /// the observer moves behind those that subscribed during its replay, which a nested
    /// subscription (`flatMapLatest` of the subject itself) can tell: it then gets a new key.
    /// (An element queued before the move still reaches it: a replaying subject delivers a
    /// queued element to every live observer, whatever its key.)
    @discardableResult
    mutating func goLive(_ key: Bag<SubjectEntry>.Key, after afterReplay: Bool) -> Bag<SubjectEntry>.Key {
        guard var entry = observers[key] else { return key }
        entry.isLive = true
        entry.backlog = nil
        if afterReplay, observers.nextKey != key &+ 1 {
            _ = observers.remove(key)
            // Goes live once: `key` is still the one its subscription holds.
            let newKey = observers.insert(entry)
            moved.append((key, newKey))
            observersChanged()
            return newKey
        }
        observers[key] = entry
        observersChanged()
        return key
    }

    private mutating func observersChanged() {
        // The entry is read in place: copying it out would retain and release its observer.
        if let sole = observers.projectingSoleValue({ $0.isLive ? $0.elementTarget : nil }), let target = sole.projection {
            soleLiveObserver = target
            soleLiveKey = sole.key
        } else {
            soleLiveObserver = nil
        }
    }
}
