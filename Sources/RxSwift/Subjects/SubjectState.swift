import Synchronization

// The pieces of a subject's core that are not generic over its elements, or that hold one
// observer's events: the state behind the core's lock (see SubjectCore.swift for how delivery
// uses it).

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

/// The events an observer that is catching up after its replay has yet to receive.
final class SubjectBacklog<Element> {
    /// Elements in a typed queue: appending one (under the subject's lock, on every element while
    /// an observer catches up) needs no metadata look-up and no allocation once it has grown.
    var elements = ElementQueue<Element>()
    /// The terminal event, after the elements.
    var terminal: Event<Element>?
    /// The thread that replayed to the observer and catches it up.
    let subscriber: UInt
    /// Whether another thread recorded some of these events since the subscriber last took the
    /// backlog (see `SubjectCore.catchUp`).
    var isFedByOthers = false

    init(subscriber: UInt) {
        self.subscriber = subscriber
    }

    var isEmpty: Bool { elements.isEmpty && terminal == nil }

    /// Delivers the elements, then the terminal event, to `observer`. Lock not held.
    func deliver(to observer: ObserverNode<Element>) {
        while !elements.isEmpty {
            observer.receive(elements.dequeue())
        }
        if let terminal {
            observer.on(terminal: terminal)
        }
    }
}

/// Work queued while a delivery is in progress.
enum SubjectPendingWork {
    /// The next element of the core's typed queue of pending elements, with the key of the first
    /// observer that subscribed after it was sent: a subject that replays nothing does not
    /// deliver it to that observer or to any later one (one that replays does: their replays were
    /// taken before the element was recorded). Typed and in a queue of its own, an element handed
    /// to the deliverer allocates nothing once the queue has grown.
    case element(firstLaterObserver: Bag<SubjectEntry>.Key)
    /// A terminal event, boxed in an `EventBox<Element>`: it reaches every observer, later ones
    /// included, so that none is left without one.
    case terminal(AnyObject)
    /// The replay for the observer with this key.
    case replay(Bag<SubjectEntry>.Key)
    /// The backlog (a `SubjectBacklog<Element>`) of the observer with this key, handed over by
    /// the thread that replayed to it. Put in front of the work queued, which comes after it.
    case backlog(Bag<SubjectEntry>.Key, AnyObject)
}

final class EventBox<Element> {
    let event: Event<Element>

    init(_ event: Event<Element>) {
        self.event = event
    }
}

/// The lock-protected, element-independent state of a subject.
struct SubjectState: ~Copyable {
    /// The observers. Changed only through the methods below, which keep `soleLiveObserver` in
    /// step.
    private(set) var observers = Bag<SubjectEntry>()
    /// The element target of the only observer, if it is live, unretained: the per-element path
    /// delivers to it without retaining and releasing an array of observers, which is safe
    /// because an observer that leaves during a delivery is kept (with its target) in
    /// `leftDuringDelivery` until the delivery ends. Kept up to date as observers change, so the
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
    #if DEBUG
    /// The thread inside `on`, 0 when none is: overlapping `on` calls are reported.
    var feeder: UInt = 0
    #endif
    /// Work waiting for the deliverer, each piece with the thread that queued it.
    private var pending = ElementQueue<(work: SubjectPendingWork, thread: UInt)>()
    /// Whether a dispatch queue was asked to take up the work left behind (see
    /// `SubjectCore.drainPending()`).
    var isRescueScheduled = false
    /// Whether the subject object was released during a delivery, or while work was left
    /// behind: the observers go once the deliverer is done.
    var releasesObserversWhenDone = false
    /// Whether the subject was disposed during a delivery: the deliverer clears what it
    /// recorded once it is done (it may be releasing what the recording let go of meanwhile).
    var clearsRecordingWhenDone = false
    /// Observers removed while a delivery was in progress: the deliverer may be calling one of
    /// them unretained (see `soleLiveObserver`), so it releases them once it is done.
    var leftDuringDelivery: [SubjectEntry] = []
    /// The observers that `goLive(_:after:)` moved behind the ones that subscribed during their
    /// replay: the key their subscription holds, and the one they have now. Rare and few, hence
    /// a list, searched only while it is not empty.
    private var moved: [(subscription: Bag<SubjectEntry>.Key, key: Bag<SubjectEntry>.Key)] = []

    /// Queues `work` from the thread `thread` for the deliverer, before the work already queued.
    mutating func enqueueFront(_ work: SubjectPendingWork, by thread: UInt) {
        pending.enqueueFront((work, thread))
    }

    /// Queues `work` from the thread `thread` for the deliverer.
    mutating func enqueue(_ work: SubjectPendingWork, by thread: UInt) {
        pending.enqueue((work, thread))
    }

    mutating func dequeue() -> SubjectPendingWork {
        pending.dequeue().work
    }

    /// The thread that queued the next pending work, nil if none waits.
    var nextPendingThread: UInt? {
        pending.isEmpty ? nil : pending.first.thread
    }

    /// How many pieces of work wait for the deliverer.
    var pendingCount: Int {
        pending.count
    }

    /// Whether work waits for the deliverer.
    var hasPendingWork: Bool {
        !pending.isEmpty
    }

    /// Adds an observer; returns its key.
    mutating func insertObserver(_ entry: consuming SubjectEntry) -> Bag<SubjectEntry>.Key {
        let key = observers.insert(entry)
        observersChanged()
        return key
    }

    /// Replaces the entry of the observer with `key` (it went live, or starts a new backlog).
    mutating func updateObserver(_ key: Bag<SubjectEntry>.Key, _ entry: SubjectEntry) {
        observers[key] = entry
        observersChanged()
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

    /// Takes the pending work out (into `other`, which must be empty), to be released after the
    /// lock.
    mutating func exchangePending(with other: inout ElementQueue<(work: SubjectPendingWork, thread: UInt)>) {
        pending.exchangeContents(with: &other)
    }
}

#if DEBUG
/// Tracks one `on` call, to report overlapping ones (debug builds; empty in release builds).
struct FeedingCheck {
    private var entered = false
    private var anomaly: RxDiagnostics.Anomaly?

    /// Notes that `me` is inside `on`, or the anomaly if another `on` call is in progress.
    /// Lock held.
    mutating func enter(_ state: inout SubjectState, _ me: UInt) {
        if state.feeder == 0 {
            state.feeder = me
            entered = true
        } else {
            anomaly = state.feeder == me ? .reentrancy : .concurrentDelivery
        }
    }

    /// Notes that `me` left `on`, then reports the anomaly, if any. Lock not held.
    func leave(_ lock: borrowing Mutex<SubjectState>, _ me: UInt) {
        if entered {
            lock.withLock { state in
                if state.feeder == me { state.feeder = 0 }
            }
        }
        if let anomaly { RxDiagnostics.report(anomaly) }
    }
}
#else
struct FeedingCheck {
    @inline(__always)
    mutating func enter(_ state: inout SubjectState, _ me: UInt) {}

    @inline(__always)
    func leave(_ lock: borrowing Mutex<SubjectState>, _ me: UInt) {}
}
#endif
