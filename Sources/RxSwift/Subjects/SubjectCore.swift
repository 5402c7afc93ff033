import Synchronization

// Recording and live delivery of a subject's events; subscribing is in
// SubjectCore+Subscribing.swift, the replay to new observers in SubjectCore+Replay.swift, the
// design in SubjectCoreBase.swift.

/// What a subject's element path records before delivering. Declared outside the generic class
/// so that it is not generic itself.
@usableFromInline
enum SubjectRecording {
    /// Nothing (`PublishSubject`).
    case nothing
    /// The latest element, in the core's `latest` slot (`BehaviorSubject`, a `ReplaySubject` of
    /// one, hence every `share(replay: 1)`): written by the element path itself, without a call
    /// per element. The element it replaces is a plain value (`_isPOD`): overwritten under the
    /// lock, since releasing it runs no code.
    case latest
    /// `latest` for an element type whose release may run code (a class, a string, a struct
    /// holding one): the element replaced stays in the slot's second cell until the deliverer
    /// releases it after the lock (`ElementSlot.storeKeepingReplaced`). `SubjectCore` picks it for
    /// such types when asked for `latest`.
    case latestReleasedAfterUnlock
    /// What the core's `record(next:)` says (`AsyncSubject`, a `ReplaySubject` of more than one).
    case custom
}

/// The state and delivery of a subject; subclasses say what is recorded and replayed.
@usableFromInline
class SubjectCore<Element>: SubjectCoreBase, @unchecked Sendable {
    // @unchecked Sendable: subclass fields are only touched under `lock` (the hooks run with
    // the lock held); `retired` only by the deliverer.

    /// The observers a per-element path delivers to when there is more than one: the bag's
    /// array, one reference to copy.
    typealias Observers = ContiguousArray<Bag<SubjectEntry>.Slot>

    private let recording: SubjectRecording
    /// The latest element, for a `.latest` or `.latestReleasedAfterUnlock` subject. Lock held.
    @exclusivity(unchecked) final var latest: ElementSlot<Element>
    /// What a `.custom` recording let go of (the oldest of a full buffer, AsyncSubject's last
    /// element): its deinit may use the subject, so it is released after the lock
    /// (`releaseRetired()`, which also releases what `latest` replaced). Touched only by the
    /// deliverer: under the lock while it records, after it to release. (A queue, not an
    /// `Optional<Element>`, whose metadata unspecialized code would look up at every use.)
    @exclusivity(unchecked) private var retired = ElementQueue<Element>()
    /// The elements queued in the lane behind a delivery, made at the first one (most subjects
    /// never queue one, and pay nothing for it). Lock held.
    @exclusivity(unchecked) private var queued: QueuedElements<Element>?

    @usableFromInline
    init(recording: SubjectRecording) {
        // Decided once here, so that the element path tests one enum, as for the other kinds.
        self.recording = recording == .latest && !_isPOD(Element.self) ? .latestReleasedAfterUnlock : recording
        latest = ElementSlot(keepsReplaced: self.recording == .latestReleasedAfterUnlock)
    }

    deinit {
        latest.free()
    }

    /// The terminal event, once there is one. Lock held.
    final func stopEvent(_ state: borrowing SubjectState) -> Event<Element>? {
        guard state.isStopped else { return nil }
        if let error = state.stopError { return .error(error) }
        return .completed
    }

    // MARK: Hooks, called with the lock held (they must not call out)

    // What a recording lets go of (an element replaced, the oldest of a full buffer) goes to
    // `retired`, released after the lock: its deinit may use the subject.

    /// Records an element, for a `.custom` subject; returns whether it is delivered now
    /// (AsyncSubject keeps it).
    func record(next element: Element, retiringInto retired: inout ElementQueue<Element>) -> Bool { true }

    /// Records the terminal event; returns an element to deliver just before it.
    func record(terminal event: Event<Element>, retiringInto retired: inout ElementQueue<Element>) -> Element? { nil }

    /// The elements a new observer receives first (before the terminal event, if stopped).
    func replayElements(stopped: Bool) -> [Element] { [] }

    /// Whether new observers receive anything before live events.
    var replaysOnSubscribe: Bool { false }

    /// Whether a new observer takes its place among the observers once its replay is done, as
    /// RxSwift's `ReplaySubject` does, rather than when it subscribes, as its `BehaviorSubject`
    /// and `share(replay: 1)` do: an observer subscribing during the replay (`flatMapLatest` of
    /// the subject itself) is then served before it.
    var registersAfterReplay: Bool { false }

    /// Moves the recorded elements to `dropped` when the subject is disposed (`latest` is
    /// cleared by the core).
    func clearRecorded(into dropped: inout ElementQueue<Element>) {}

    // MARK: Feeding

    // An event is dropped once the subject stopped or was disposed; otherwise this thread takes
    // the lane and delivers it, or, while another delivery is in progress, queues it in the lane,
    // in the order of admission (under the lock). The element path builds no `Event` and
    // allocates nothing, queued or not (`queuedElements`): every call frame it adds is paid once
    // per element per subject (a `Driver` chain goes through one subject per operator).

    /// The per-element path.
    @usableFromInline
    final func onNext(_ element: Element) {
        let me = currentThreadID()
        var feeding = FeedingCheck()
        // Without `withLock`: its closure would cost a call per element (see `lockValue()`).
        let state = lock.lockValue()
        guard !state.pointee.isStopped, !state.pointee.isDisposed else {
            lock.unlockValue()
            return
        }
        feeding.enter(&state.pointee, me)
        guard lane.tryEnter(as: me) else {
            enqueue(next: element, state, me, feeding)
            return
        }
        // `begin(next:)` inlined for the recordings that let go of nothing: the others' release
        // after the lock is kept out of this path, which every subject runs.
        switch recording {
        case .nothing:
            break
        case .latest:
            latest.store(element)
        case .latestReleasedAfterUnlock, .custom:
            deliverReleasingAfterUnlock(element, state, me, feeding)
            return
        }
        if state.pointee.catchingUpCount > 0 {
            Self.addToBacklogs(next: element, in: &state.pointee)
        }
        deliver(element, me, state, feeding, releasingRetired: false)
    }

    /// `onNext` for a recording that lets go of elements: released after the lock.
    @inline(never)
    private func deliverReleasingAfterUnlock(_ element: Element, _ state: UnsafeMutablePointer<SubjectState>, _ me: UInt, _ feeding: borrowing FeedingCheck) {
        guard begin(next: element, &state.pointee) else {
            // Not delivered (AsyncSubject keeps it).
            lock.unlockValue()
            releaseRetired()
            lane.leave(self, as: me)
            feeding.leave(lock, me)
            return
        }
        deliver(element, me, state, feeding, releasingRetired: true)
    }

    /// Releases what recording let go of. The deliverer, after the lock. (Never on the plain
    /// subjects' path: the temporaries it moves elements through would take stack space, sized
    /// at run time, in every `onNext`.)
    @inline(__always)
    private func releaseRetired() {
        latest.releaseReplaced()
        if !retired.isEmpty {
            retired.removeAll()
        }
    }

    /// Lets go of the lock taken by `lockValue()`, releases what was retired if asked to,
    /// delivers `element` and leaves the lane that `me` holds.
    // A flag, constant at each call site: the plain subjects' path compiles without the release.
    @inline(__always)
    private func deliver(_ element: Element, _ me: UInt, _ state: UnsafeMutablePointer<SubjectState>, _ feeding: borrowing FeedingCheck, releasingRetired: Bool) {
        // A sole live observer is called unretained; otherwise the snapshot of the observers
        // keeps each one alive while it is called. A sole observer that is not live yet (its
        // replay or backlog comes first) gets nothing now.
        if let sole = state.pointee.soleLiveObserver {
            lock.unlockValue()
            if releasingRetired { releaseRetired() }
            sole.receive(element)
        } else if let all = state.pointee.observers.arraySnapshot {
            lock.unlockValue()
            if releasingRetired { releaseRetired() }
            Self.deliver(element, to: all)
        } else {
            lock.unlockValue()
            if releasingRetired { releaseRetired() }
        }
        lane.leave(self, as: me)
        feeding.leave(lock, me)
    }

    /// Queues an element behind the delivery in progress, in the lane's order of admissions
    /// (under the lock taken by `lockValue()`, which this lets go of); if no delivery was in
    /// progress any more, this thread then holds the lane, and runs what waits in it once out of
    /// the lock. Kept out of `onNext`, which stays as small as the uncontended path needs.
    @inline(never)
    private func enqueue(next element: Element, _ state: UnsafeMutablePointer<SubjectState>, _ me: UInt, _ feeding: borrowing FeedingCheck) {
        let queued = self.queued ?? makeQueuedElements()
        queued.elements.enqueue(element)
        queued.limits.enqueue(state.pointee.observers.nextKey)
        state.pointee.queuedDeliveries += 1
        let takesUp = lane.enqueue(queued.deliverNext, atFront: false)
        lock.unlockValue()
        if takesUp {
            lane.runQueuedWork(self)
        }
        feeding.leave(lock, me)
    }

    /// The queue of elements waiting behind a delivery. Lock held.
    private func makeQueuedElements() -> QueuedElements<Element> {
        let made = QueuedElements<Element>()
        // Unowned: the core holds it, and outlives its lane's work (a rescue holds the core).
        made.deliverNext = { [unowned self] in deliverNextQueued() }
        queued = made
        return made
    }

    /// Delivers the oldest queued element. The deliverer.
    private func deliverNextQueued() {
        _ = lock.lockValue()
        let queued = self.queued!
        let element = queued.elements.dequeue()
        let firstLaterObserver = queued.limits.dequeue()
        lock.unlockValue()
        deliverQueued(element, before: firstLaterObserver)
    }

    /// What the deliverer does with a queued element.
    private enum QueuedDelivery {
        case nothing
        case sole(UnretainedObserver)
        case observers(Observers, before: Bag<SubjectEntry>.Key)
    }

    /// Records and delivers an element that was queued. A subject that replays nothing delivers
    /// it only to the observers that subscribed before it was sent (`firstLaterObserver` is the
    /// key of the first one after); one that replays delivers it to every live observer: their
    /// replays were taken before it was recorded (now). The deliverer.
    private func deliverQueued(_ element: Element, before firstLaterObserver: Bag<SubjectEntry>.Key) {
        let delivery = lock.withLock { state -> QueuedDelivery in
            state.queuedDeliveries -= 1
            guard !state.isStopped, !state.isDisposed, begin(next: element, &state) else { return .nothing }
            let limit = replaysOnSubscribe ? Bag<SubjectEntry>.Key.max : firstLaterObserver
            if let sole = state.soleLiveObserver {
                return state.soleLiveKey < limit ? .sole(sole) : .nothing
            }
            return .observers(state.observers.arraySnapshot ?? [], before: limit)
        }
        releaseRetired()
        switch delivery {
        case .nothing:
            break
        case .sole(let sole):
            sole.receive(element)
        case .observers(let observers, let limit):
            Self.deliver(element, to: observers, before: limit)
        }
    }

    @usableFromInline
    final func onTerminal(_ event: Event<Element>) {
        let me = currentThreadID()
        var feeding = FeedingCheck()
        var delivery: (observers: Bag<SubjectEntry>.Snapshot, first: Element?)?
        var takesUp = false
        lock.withLock { state in
            guard !state.isStopped, !state.isDisposed else { return }
            feeding.enter(&state, me)
            guard lane.tryEnter(as: me) else {
                // Queued in the lane's order of admissions, as elements are.
                state.queuedDeliveries += 1
                takesUp = lane.enqueue({ [self] in deliverQueued(terminal: event) }, atFront: false)
                return
            }
            delivery = stop(&state, with: event)
        }
        if takesUp {
            lane.runQueuedWork(self)
        } else if let delivery {
            releaseRetired()
            Self.deliver(terminal: event, after: delivery.first, to: delivery.observers)
            lane.leave(self, as: me)
        }
        feeding.leave(lock, me)
    }

    /// Records and delivers a terminal event that was queued: to every live observer, later ones
    /// included, so that none is left without one. The deliverer.
    private func deliverQueued(terminal event: Event<Element>) {
        let delivery = lock.withLock { state -> (observers: Bag<SubjectEntry>.Snapshot, first: Element?)? in
            state.queuedDeliveries -= 1
            guard !state.isStopped, !state.isDisposed else { return nil }
            return stop(&state, with: event)
        }
        releaseRetired()
        if let delivery {
            Self.deliver(terminal: event, after: delivery.first, to: delivery.observers)
        }
    }

    /// Records an element about to be delivered and adds it to the backlogs; returns whether it
    /// is delivered now. What the recording lets go of goes to `retired`. Lock held, by the
    /// deliverer.
    @inline(__always)
    private func begin(next element: Element, _ state: inout SubjectState) -> Bool {
        switch recording {
        case .nothing:
            break
        case .latest:
            latest.store(element)
        case .latestReleasedAfterUnlock:
            latest.storeKeepingReplaced(element)
        case .custom:
            guard record(next: element, retiringInto: &retired) else { return false }
        }
        if state.catchingUpCount > 0 {
            Self.addToBacklogs(next: element, in: &state)
        }
        return true
    }

    /// Records the terminal event and detaches every live observer; what the recording lets go
    /// of goes to `retired`. Lock held, by the deliverer.
    private func stop(_ state: inout SubjectState, with event: Event<Element>) -> (observers: Bag<SubjectEntry>.Snapshot, first: Element?) {
        state.isStopped = true
        state.stopError = event.error
        let first = record(terminal: event, retiringInto: &retired)
        if state.catchingUpCount > 0 {
            if let first { Self.addToBacklogs(next: first, in: &state) }
            Self.addToBacklogs(terminal: event, in: &state)
        }
        let observers = state.observers.snapshot
        // An observer whose replay is still queued stays until that replay runs: it then gets
        // what a subscriber arriving after the terminal event gets, terminal event included. One
        // catching up stays until its backlog, which now ends with the terminal event, is
        // delivered.
        for slot in observers {
            if let entry = slot.value, entry.isLive {
                _ = state.removeObserver(slot.key)
            }
        }
        return (observers, first)
    }

    // MARK: Delivering (no lock held)

    /// Whether an observer was disposed after the snapshot of the observers was
    /// taken (by an observer served before it, during this delivery): it receives nothing more,
    /// as RxSwift's sinks receive nothing once disposed.
    @inline(__always)
    private static func hasEnded(observer: AnyObject) -> Bool {
        unsafeDowncast(observer, to: SubscriptionNode.self).isDisposed
    }

    /// Delivers `element` to the live observers whose key is below `limit` (keys grow along
    /// `observers`).
    @inline(__always)
    private static func deliver(_ element: Element, to observers: Observers, before limit: Bag<SubjectEntry>.Key = .max) {
        // The snapshot keeps every observer alive for the whole loop, so each one is only
        // borrowed: no retain/release per observer per element.
        observers.withUnsafeBufferPointer { slots in
            for index in slots.indices {
                if slots[index].key >= limit { break }
                // Read in place: a copy of the entry would retain and release its observer.
                guard slots[index].value?.isLive == true,
                      !Self.hasEnded(observer: slots[index].value.unsafelyUnwrapped.observer)
                else { continue }
                slots[index].value.unsafelyUnwrapped.elementTarget.receive(element)
            }
        }
    }

    /// Delivers `first` (AsyncSubject's last element) to every live observer, then `event` to
    /// each: as in RxSwift, the element reaches all of them before any receives the terminal
    /// event.
    private static func deliver(terminal event: Event<Element>, after first: Element?, to observers: Bag<SubjectEntry>.Snapshot) {
        if let first {
            for slot in observers {
                if let entry = slot.value, entry.isLive, !hasEnded(observer: entry.observer) {
                    unsafeDowncast(entry.observer, to: ObserverNode<Element>.self).receive(first)
                }
            }
        }
        for slot in observers {
            if let entry = slot.value, entry.isLive, !hasEnded(observer: entry.observer) {
                unsafeDowncast(entry.observer, to: ObserverNode<Element>.self).on(terminal: event)
            }
        }
    }

    // MARK: Disposal

    final func dispose() {
        var observers: [SubjectEntry] = []
        lock.withLock { state in
            state.isDisposed = true
            state.stopError = nil
            observers = state.removeAllObservers()
        }
        // What was recorded is cleared by the deliverer, which may be releasing what the
        // recording let go of; the observers leave once no delivery may be calling them. Events
        // queued meanwhile find the subject disposed.
        lane.run(self) { [self] in
            var dropped = ReleasedAfterUnlock(ElementQueue<Element>())
            lock.withLock { _ in
                clearRecorded(into: &dropped.value)
                latest.removeAll(into: &dropped.value)
            }
            dropped.release()
            withExtendedLifetime(observers) {}
        }
    }
}
