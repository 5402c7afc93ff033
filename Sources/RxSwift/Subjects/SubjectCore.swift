import Dispatch
import Synchronization

// MARK: - Delivery for the four subjects
//
// A subject can be fed from any thread and subscribed from any thread, and no thread ever waits
// for another one's delivery: work that cannot run now is handed to the thread that can.
// - Live events are delivered by one thread at a time (the "deliverer"), outside the lock. An
//   event sent while a delivery is in progress (reentrantly from an observer, or from another
//   thread) is queued and delivered by the current deliverer, in order. So an observer never
//   receives two events at once, events keep their order, and a subject re-emitting from inside
//   its own observer never deepens the stack. Overlapping `on` calls break the observer contract,
//   so debug builds report them.
// - A deliverer is not kept busy with another thread's stream for ever (a feeder that only
//   queues runs faster than the thread delivering for it, which would then never return). The
//   rule is `DeliveryLane`'s: once it delivered the work other threads queued before it started
//   (at most `handedOverLimit` pieces) and what its own thread queued, the deliverer leaves the
//   rest behind. The next thread that feeds the subject takes the role up and delivers that
//   first (a feeder is then paced by deliveries, as a lock would pace it); if none comes soon,
//   a dispatch queue does ("rescue"). This happens only when two threads feed the subject at
//   once: which the observer contract forbids (debug builds report it), yet a share's
//   connection does when it replays into the next share on a subscribing thread.
// - A new observer of a replaying subject (BehaviorSubject, ReplaySubject, `share(replay:)`) gets
//   its replay strictly before any newer event, never concurrently with one. The subscribing
//   thread replays itself, before `subscribe` returns, without holding the deliverer role: events
//   recorded meanwhile (by a deliverer on another thread) go to the other observers at once and
//   are kept for the new one in its backlog, which the subscribing thread delivers after the
//   replay. What other threads record after that goes to the deliverer running, or to the next
//   feeder (or a rescue): the backlog is handed over, in front of the work queued, and the
//   observer goes live, so that the backlog stops growing. So a subscriber delivers another
//   thread's stream only for as long as its replay took, and a feeder never waits for a
//   replay. A subscription made from inside a delivery on the same thread (`flatMap` of the
//   subject itself, `retry`) is replayed at once too, nested in that delivery, as in RxSwift:
//   that thread is the deliverer, so nothing is recorded meanwhile. Only when events wait behind
//   that delivery is its replay queued behind them, so that it holds what they record.
//
// The per-element path touches only non-generic state (`SubjectState`) under the lock, so
// unspecialized code pays no generic metadata look-ups (see ARCHITECTURE.md, "Hot operators").
// It takes the lock once: the deliverer role is an atomic word (`SubjectCoreBase.delivery`),
// claimed under the lock but given up without it, by one compare-and-swap that fails only if
// someone handed the deliverer work meanwhile. And a sole live observer is called without being
// retained: while a delivery is in progress, an observer leaving is released by the deliverer,
// once it is done (`SubjectState.leftDuringDelivery`). So a share with one subscriber (every
// operator of a `Driver`) costs one lock round trip and one compare-and-swap per element.

/// A subject of this library: operators feed its core directly, without building `Event`s.
protocol SubjectCoreOwner: AnyObject {
    /// The subject's `SubjectCore<Element>`.
    var untypedCore: AnyObject { get }
}

/// The element-independent half of a subject's core: its lock, observers, subscriptions and
/// deliverer role. Non-generic, so subscribing and unsubscribing cost no generic-metadata
/// look-up.
@usableFromInline
class SubjectCoreBase: SubscriptionOwner, @unchecked Sendable {
    // @unchecked Sendable: `state` is only touched under `lock`; `delivery` is atomic.

    let lock = Mutex(SubjectState())
    /// The thread delivering events (its id, whose lowest bit is always clear), 0 when none is,
    /// plus `handOff` once work was handed to it; `handOff` alone when a deliverer left work
    /// behind for the next feeder (see `drainPending()`). Set only under the lock; cleared by
    /// the deliverer, without the lock when nothing was handed to it, otherwise under the lock.
    private let delivery = Atomic<UInt>(0)
    /// Set in `delivery` when the deliverer has to go through the lock before it leaves: work
    /// was queued for it, or observers left that it may be calling.
    private static let handOff: UInt = 1
    private let resourceCount = ResourceCount()

    @usableFromInline
    override init() {}

    // MARK: The deliverer role

    /// The thread delivering events, 0 if none. Lock held.
    final func deliverer(_ state: borrowing SubjectState) -> UInt {
        // Acquiring: a deliverer that left without the lock did so with a releasing
        // compare-and-swap (or store), so
        // what it delivered happens before whatever this thread does next as deliverer.
        delivery.load(ordering: .acquiring) & ~Self.handOff
    }

    /// Makes `me` the deliverer. Lock held, no deliverer.
    final func claimDelivery(_ me: UInt, _ state: borrowing SubjectState) {
        assert(me & Self.handOff == 0, "a thread id with its lowest bit set")
        delivery.store(me, ordering: .releasing)
    }

    /// If a delivery is in progress, makes its deliverer go through the lock before it leaves
    /// (to take the work the caller then queues or the observers it leaves) and returns true;
    /// returns true too if work was left behind for the next thread (see `claimLeftWork(_:)`);
    /// returns false if there is no deliverer. Lock held.
    final func handToDeliverer(_ state: borrowing SubjectState) -> Bool {
        var current = delivery.load(ordering: .acquiring)
        while true {
            if current == 0 { return false }
            if current & Self.handOff != 0 { return true }
            // Fails only if the deliverer left meanwhile (the only change made without the lock).
            let (exchanged, original) = delivery.compareExchange(expected: current, desired: current | Self.handOff, successOrdering: .acquiringAndReleasing, failureOrdering: .acquiring)
            if exchanged { return true }
            current = original
        }
    }

    /// Whether work was left behind without a deliverer. Lock held.
    final func isWorkLeft(_ state: borrowing SubjectState) -> Bool {
        delivery.load(ordering: .acquiring) == Self.handOff
    }

    /// Makes `me` the deliverer if work was left behind without one (it then delivers that work
    /// before anything else); false otherwise. Lock held.
    final func claimLeftWork(_ me: UInt, _ state: borrowing SubjectState) -> Bool {
        guard isWorkLeft(state) else { return false }
        delivery.store(me, ordering: .releasing)
        return true
    }

    /// Leaves the pending work to the next thread that feeds the subject, or to a rescue, which
    /// the caller schedules after the lock if this returns true. Lock held, by the deliverer,
    /// which gives up its role, or by a thread handing work over while there is no deliverer.
    final func leaveWorkBehind(_ state: inout SubjectState) -> Bool {
        delivery.store(Self.handOff, ordering: .releasing)
        guard !state.isRescueScheduled else { return false }
        state.isRescueScheduled = true
        return true
    }

    /// Gives up the deliverer role without the lock; false if work was handed over meanwhile
    /// (the caller then drains it, under the lock). The one atomic operation a delivery costs
    /// besides its critical section.
    @inline(__always)
    final func leaveDelivery(_ me: UInt) -> Bool {
        delivery.compareExchange(expected: me, desired: 0, successOrdering: .releasing, failureOrdering: .relaxed).exchanged
    }

    /// Gives up the deliverer role. Lock held, nothing left to hand over.
    final func endDelivery(_ state: borrowing SubjectState) {
        delivery.store(0, ordering: .releasing)
    }

    /// Removes observers through `body` (lock held) and releases them after the lock: at once,
    /// or, while a delivery is in progress, when the deliverer is done (it may be calling one of
    /// them unretained). Their deinit may run user code, hence never under the lock.
    @inline(__always)
    final func removeObservers(_ body: (inout SubjectState) -> [SubjectEntry]) {
        var removed = ReleasedAfterUnlock<[SubjectEntry]>([])
        lock.withLock { state in
            let observers = body(&state)
            if !observers.isEmpty, !isWorkLeft(state), handToDeliverer(state) {
                state.leftDuringDelivery.append(contentsOf: observers)
            } else {
                removed.value = observers
            }
        }
        removed.release()
    }

    /// An observer's subscription (its node holds this core and the observer's key as its
    /// upstream) ends: the observer leaves. Its node ends it at most once.
    ///
    /// The core holds the observer, which holds this core as its upstream: that cycle is broken
    /// when the subject object is released (see `releaseObservers()`), since nothing can feed
    /// the core after that.
    override final func endSubscription(_ key: UInt64) {
        unsubscribe(key)
    }

    final func unsubscribe(_ key: Bag<SubjectEntry>.Key) {
        // `removeObservers` for one observer, without an array per unsubscription.
        var removed = ReleasedAfterUnlock<SubjectEntry?>(nil)
        lock.withLock { state in
            guard let observer = state.removeSubscription(key) else { return }
            if !isWorkLeft(state), handToDeliverer(state) {
                state.leftDuringDelivery.append(observer)
            } else {
                removed.value = observer
            }
        }
        removed.release()
    }

    /// Lets go of every observer, without an event: called when the subject object is released,
    /// after which nothing can feed this core any more. What was sent before is still delivered
    /// first: while a delivery is in progress, or work waits for one (left behind, see
    /// `drainPending()`), the observers go once the deliverer is done. (A share lets go of its
    /// subject as its source ends, while the terminal event may still wait behind a delivery.)
    final func releaseObservers() {
        removeObservers { state in
            if handToDeliverer(state) {
                state.releasesObserversWhenDone = true
                return []
            }
            // Usually every observer left already: nothing to take out, no array to make.
            return state.observers.isEmpty ? [] : state.removeAllObservers()
        }
    }

    final var hasObservers: Bool {
        lock.withLock { $0.observers.count > 0 }
    }

    final var isDisposed: Bool {
        lock.withLock { $0.isDisposed }
    }
}

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

/// What happened to a subscriber of a subject that replays nothing while live. Declared outside
/// the generic class so that it is not generic itself.
private enum PlainSubscribeOutcome {
    case disposed
    case stopped
    case live
}

/// The state and delivery of a subject; subclasses say what is recorded and replayed.
@usableFromInline
class SubjectCore<Element>: SubjectCoreBase, @unchecked Sendable {
    // @unchecked Sendable: subclass fields are only touched under `lock` (the hooks run with
    // the lock held).

    /// The observers a per-element path delivers to when there is more than one: the bag's
    /// array, one reference to copy.
    typealias Observers = ContiguousArray<Bag<SubjectEntry>.Slot>

    /// The elements of the `.element` entries of the pending work, in the same order. Lock held.
    @exclusivity(unchecked) private var pendingElements = ElementQueue<Element>()
    private let recording: SubjectRecording
    /// The latest element, for a `.latest` or `.latestReleasedAfterUnlock` subject. Lock held.
    @exclusivity(unchecked) final var latest: ElementSlot<Element>
    /// What a `.custom` recording let go of (the oldest of a full buffer, AsyncSubject's last
    /// element): its deinit may use the subject, so it is released after the lock
    /// (`releaseRetired()`, which also releases what `latest` replaced). Touched only by the
    /// deliverer: under the lock while it records, after it to release. (A queue, not an
    /// `Optional<Element>`, whose metadata unspecialized code would look up at every use.)
    @exclusivity(unchecked) private var retired = ElementQueue<Element>()

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

    // One feed path for elements and terminal events: `admit` (under the lock) says whether the
    // event is dropped, queued behind the delivery in progress, or delivered by this thread,
    // which then records it and becomes the deliverer; `leave` (after delivering, without the
    // lock) gives the role up, or delivers what was queued meanwhile. Only what is recorded and
    // delivered differs between the two callers, and is written out in each: the element path
    // must build no `Event`, and every call frame it adds is paid once per element per subject
    // (a `Driver` chain goes through one subject per operator), so it takes no closures.

    /// The per-element path.
    @usableFromInline
    final func onNext(_ element: Element) {
        let me = currentThreadID()
        var feeding = FeedingCheck()
        // Without `withLock`: its closure would cost a call per element (see `lockValue()`).
        let state = lock.lockValue()
        switch admit(&state.pointee, me, &feeding) {
        case .drop:
            lock.unlockValue()
            leave(delivering: false, me, feeding)
        case .queue:
            enqueue(next: element, by: me, in: &state.pointee)
            lock.unlockValue()
            leave(delivering: false, me, feeding)
        case .deliverLeftWork:
            enqueue(next: element, by: me, in: &state.pointee)
            lock.unlockValue()
            drainPending()
            feeding.leave(lock, me)
        case .deliver:
            // `begin(next:)` inlined for the recordings that let go of nothing: the others'
            // release after the lock is kept out of this path, which every subject runs.
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
            deliverClaiming(element, me, state, feeding, releasingRetired: false)
        }
    }

    /// `onNext` for a recording that lets go of elements: released after the lock.
    @inline(never)
    private func deliverReleasingAfterUnlock(_ element: Element, _ state: UnsafeMutablePointer<SubjectState>, _ me: UInt, _ feeding: borrowing FeedingCheck) {
        guard begin(next: element, &state.pointee) else {
            // Not delivered (AsyncSubject keeps it): this thread does not become the deliverer,
            // so what it retired leaves `retired` before the lock does.
            var released = ReleasedAfterUnlock(ElementQueue<Element>())
            retired.exchangeContents(with: &released.value)
            lock.unlockValue()
            released.release()
            leave(delivering: false, me, feeding)
            return
        }
        deliverClaiming(element, me, state, feeding, releasingRetired: true)
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

    /// Makes `me` the deliverer, lets go of the lock taken by `lockValue()`, releases what was
    /// retired if asked to, delivers `element` and gives the role up.
    // A flag, constant at each call site: the plain subjects' path compiles without the release.
    @inline(__always)
    private func deliverClaiming(_ element: Element, _ me: UInt, _ state: UnsafeMutablePointer<SubjectState>, _ feeding: borrowing FeedingCheck, releasingRetired: Bool) {
        claimDelivery(me, state.pointee)
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
        leave(delivering: true, me, feeding)
    }

    @usableFromInline
    final func onTerminal(_ event: Event<Element>) {
        let me = currentThreadID()
        var feeding = FeedingCheck()
        var delivery: (observers: Bag<SubjectEntry>.Snapshot, first: Element?)?
        var drainsLeftWork = false
        lock.withLock { state in
            switch admit(&state, me, &feeding) {
            case .drop:
                break
            case .queue:
                state.enqueue(.terminal(EventBox(event)), by: me)
            case .deliverLeftWork:
                state.enqueue(.terminal(EventBox(event)), by: me)
                drainsLeftWork = true
            case .deliver:
                delivery = stop(&state, with: event)
                claimDelivery(me, state)
            }
        }
        if drainsLeftWork {
            drainPending()
        } else if let delivery {
            releaseRetired()
            Self.deliver(terminal: event, after: delivery.first, to: delivery.observers)
        }
        leave(delivering: delivery != nil, me, feeding)
    }

    /// What becomes of an event sent to the subject.
    private enum Admission {
        /// The subject stopped or was disposed.
        case drop
        /// A delivery is in progress: its deliverer delivers the event, after what it is
        /// delivering.
        case queue
        /// A deliverer left work behind: this thread, now the deliverer, queues the event behind
        /// that work and delivers all of it.
        case deliverLeftWork
        /// This thread delivers it.
        case deliver
    }

    /// Decides what becomes of an event sent by `me`. Lock held.
    @inline(__always)
    private func admit(_ state: inout SubjectState, _ me: UInt, _ feeding: inout FeedingCheck) -> Admission {
        guard !state.isStopped, !state.isDisposed else { return .drop }
        feeding.enter(&state, me)
        guard handToDeliverer(state) else { return .deliver }
        return claimLeftWork(me, state) ? .deliverLeftWork : .queue
    }

    /// Ends an `on` call: a deliverer gives the role up, or delivers what was queued for it.
    @inline(__always)
    private func leave(delivering: Bool, _ me: UInt, _ feeding: borrowing FeedingCheck) {
        if delivering, !leaveDelivery(me) {
            drainPending()
        }
        feeding.leave(lock, me)
    }

    /// Records an element about to be delivered and adds it to the backlogs; returns whether it
    /// is delivered now. What the recording lets go of goes to `retired`. Lock held.
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
            // Every observer catching up took its replay before this element was recorded: it
            // receives it, even if it subscribed after it was sent.
            Self.addToBacklogs(next: element, in: &state)
        }
        return true
    }

    /// Queues an element behind the delivery in progress, without boxing it. Kept out of
    /// `onNext`'s closure, which stays as small as the uncontended path needs. Lock held.
    @inline(never)
    private func enqueue(next element: Element, by me: UInt, in state: inout SubjectState) {
        pendingElements.enqueue(element)
        state.enqueue(.element(firstLaterObserver: state.observers.nextKey), by: me)
    }

    /// Adds an element to the backlogs: kept out of `onNext`, which would otherwise look up
    /// `Event<Element>`'s metadata on every element. Lock held.
    @inline(never)
    private static func addToBacklogs(next element: Element, in state: inout SubjectState) {
        forEachBacklog(in: state) { $0.elements.enqueue(element) }
    }

    /// Adds the terminal `event` to the backlog of every observer catching up. Lock held.
    private static func addToBacklogs(terminal event: Event<Element>, in state: inout SubjectState) {
        forEachBacklog(in: state) { $0.terminal = event }
    }

    /// Calls `body` with the backlog of every observer catching up, noting in each one whether
    /// a thread other than its subscriber records. Lock held.
    @inline(__always)
    private static func forEachBacklog(in state: borrowing SubjectState, _ body: (SubjectBacklog<Element>) -> Void) {
        let me = currentThreadID()
        state.observers.forEachValue { entry in
            if let box = entry.backlog {
                let backlog = unsafeDowncast(box, to: SubjectBacklog<Element>.self)
                if backlog.subscriber != me {
                    backlog.isFedByOthers = true
                }
                body(backlog)
            }
        }
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

    /// Delivers `element` to the live observers whose key is below `limit` (keys grow along
    /// `observers`).
    @inline(__always)
    private static func deliver(_ element: Element, to observers: Observers, before limit: Bag<SubjectEntry>.Key = .max) {
        // The snapshot keeps every observer alive for the whole loop, so each one is only
        // borrowed: no retain/release per observer per element.
        observers.withUnsafeBufferPointer { slots in
            for index in slots.indices {
                if slots[index].key >= limit { break }
                guard slots[index].value?.isLive == true else { continue }
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
                if let entry = slot.value, entry.isLive {
                    unsafeDowncast(entry.observer, to: ObserverNode<Element>.self).receive(first)
                }
            }
        }
        for slot in observers {
            if let entry = slot.value, entry.isLive {
                unsafeDowncast(entry.observer, to: ObserverNode<Element>.self).on(terminal: event)
            }
        }
    }

    private enum Work {
        case next(Element, Observers, Bag<SubjectEntry>.Key)
        case nextToSole(Element, UnretainedObserver)
        case terminal(Event<Element>, Element?, Bag<SubjectEntry>.Snapshot)
        case replay(ObserverNode<Element>, [Element], Event<Element>?)
        case backlog(ObserverNode<Element>, SubjectBacklog<Element>)
        /// Nothing to deliver; what the work held (an element, a boxed event) is released
        /// here, after the lock, since its deinit may run user code.
        case nothing(dropping: Any? = nil)
    }

    /// At most how many pieces of work other threads queued a deliverer delivers before it
    /// leaves the rest to the next feeder: the work queued when it started, as a lock's waiters
    /// would have run it, but bounded. A deliverer slower than the feeder (a rescue, a thread
    /// that replayed) would otherwise find more queued at each turn, and the queue would grow for
    /// as long as such threads, rather than the feeder, take the role up.
    private static var handedOverLimit: Int { 32 }

    /// Delivers the work handed to this thread, the deliverer, in order, then gives up the role:
    /// once nothing is left, or once it delivered the work queued when it started (at most
    /// `handedOverLimit` pieces from other threads) and what its own thread queued since. What
    /// is left goes to the next thread that feeds the subject, or to a rescue. Observers that
    /// left meanwhile are released between two pieces of work, when nothing is being delivered
    /// to them.
    @inline(never)
    private func drainPending() {
        let me = currentThreadID()
        // The work queued when this drain started (-1 until the first look).
        var budget = -1
        while true {
            var left = ReleasedAfterUnlock<[SubjectEntry]>([])
            var unrecorded = ReleasedAfterUnlock(ElementQueue<Element>())
            var schedulesRescue = false
            let work = lock.withLock { state -> Work? in
                swap(&left.value, &state.leftDuringDelivery)
                if budget < 0 {
                    // A feeder that takes up work left behind too: its own event may then wait
                    // behind others' for the next feeder. (Delivering all that is ahead of it, as
                    // a lock would have had it wait, keeps a subscriber feeding a share through
                    // its replay delivering another thread's stream for ever.) A rescue too: one
                    // that delivered all it found kept losing the role to the next rescue rather
                    // than to the feeder, and the queue grew for as long.
                    budget = min(state.pendingCount, Self.handedOverLimit)
                }
                guard let thread = state.nextPendingThread else {
                    endDelivery(state)
                    if state.releasesObserversWhenDone, !state.observers.isEmpty {
                        left.value.append(contentsOf: state.removeAllObservers())
                    }
                    if state.clearsRecordingWhenDone {
                        state.clearsRecordingWhenDone = false
                        clearRecording(into: &unrecorded.value)
                    }
                    return nil
                }
                if budget == 0, thread != me {
                    schedulesRescue = leaveWorkBehind(&state)
                    return nil
                }
                if budget > 0 {
                    budget -= 1
                }
                switch state.dequeue() {
                case .element(let firstLaterObserver):
                    // Taken whatever happens next, so that the two queues stay in step.
                    let element = pendingElements.dequeue()
                    guard !state.isStopped, !state.isDisposed else { return .nothing(dropping: element) }
                    guard begin(next: element, &state) else { return .nothing(dropping: element) }
                    // A live observer of a replaying subject had its replay before this element
                    // was recorded (now), even if it subscribed after the element was sent: the
                    // replay did not hold it, so it receives it.
                    let limit = replaysOnSubscribe ? Bag<SubjectEntry>.Key.max : firstLaterObserver
                    if let sole = state.soleLiveObserver {
                        // Kept alive by the state, as in `onNext`, until this delivery ends.
                        return state.soleLiveKey < limit ? .nextToSole(element, sole) : .nothing(dropping: element)
                    }
                    return .next(element, state.observers.arraySnapshot ?? [], limit)
                case .terminal(let box):
                    guard !state.isStopped, !state.isDisposed else { return .nothing(dropping: box) }
                    let event = unsafeDowncast(box, to: EventBox<Element>.self).event
                    let (observers, first) = stop(&state, with: event)
                    return .terminal(event, first, observers)
                case .replay(let key):
                    guard let entry = state.observers[key] else { return .nothing() }
                    if state.isStopped {
                        _ = state.removeObserver(key)
                    } else {
                        state.goLive(key, after: registersAfterReplay)
                    }
                    let observer = unsafeDowncast(entry.observer, to: ObserverNode<Element>.self)
                    return .replay(observer, replayElements(stopped: state.isStopped), stopEvent(state))
                case .backlog(let key, let box):
                    guard let entry = state.observers[key] else { return .nothing(dropping: box) }
                    let backlog = unsafeDowncast(box, to: SubjectBacklog<Element>.self)
                    if backlog.terminal != nil {
                        _ = state.removeObserver(key)
                    }
                    return .backlog(unsafeDowncast(entry.observer, to: ObserverNode<Element>.self), backlog)
                }
            }
            left.release()
            unrecorded.release()
            guard let work else {
                if schedulesRescue {
                    scheduleRescue()
                }
                return
            }
            // Still the deliverer (with nothing left, the role ended under the lock, and nothing
            // was recorded).
            releaseRetired()
            switch work {
            case .next(let element, let observers, let firstLaterObserver):
                Self.deliver(element, to: observers, before: firstLaterObserver)
            case .nextToSole(let element, let sole):
                sole.receive(element)
            case .terminal(let event, let first, let observers):
                Self.deliver(terminal: event, after: first, to: observers)
            case .replay(let observer, let elements, let stopEvent):
                Self.replay(elements, then: stopEvent, to: observer)
            case .backlog(let observer, let backlog):
                backlog.deliver(to: observer)
            case .nothing:
                break
            }
        }
    }

    /// Asks a dispatch queue to deliver the work left behind, in case no thread feeds the
    /// subject soon: a millisecond from now, so that a feeder still feeding takes the role up
    /// first (and is paced by the deliveries). A rescue scheduled at once kept winning the role
    /// from a feeder slowed down by ThreadSanitizer, and the feeder, which then only queued, ran
    /// ahead without bound (`SharedReplayCycleTests`).
    private func scheduleRescue() {
        DispatchQueue.global().asyncAfter(deadline: .now() + .milliseconds(1)) { self.rescueLeftWork() }
    }

    /// Delivers the work left behind, unless a thread took it up meanwhile.
    private func rescueLeftWork() {
        let me = currentThreadID()
        let claimed = lock.withLock { state -> Bool in
            state.isRescueScheduled = false
            return claimLeftWork(me, state)
        }
        if claimed {
            drainPending()
        }
    }

    /// Takes the backlog of the observer with `key`, if it is still subscribed and catching up.
    /// With `goingLive`, or if the backlog ends the sequence, the observer stops catching up: it
    /// goes live, or is removed after a terminal event; otherwise it starts a new backlog. Lock
    /// held.
    private func takeBacklog(_ key: Bag<SubjectEntry>.Key, goingLive: Bool, in state: inout SubjectState) -> (ObserverNode<Element>, SubjectBacklog<Element>)? {
        guard var entry = state.observers[key], let box = entry.backlog else { return nil }
        let backlog = unsafeDowncast(box, to: SubjectBacklog<Element>.self)
        if backlog.terminal != nil {
            _ = state.removeObserver(key)
        } else if goingLive {
            state.goLive(key, after: registersAfterReplay)
            state.catchingUpCount -= 1
        } else {
            entry.backlog = SubjectBacklog<Element>(subscriber: unsafeDowncast(box, to: SubjectBacklog<Element>.self).subscriber)
            state.updateObserver(key, entry)
        }
        return (unsafeDowncast(entry.observer, to: ObserverNode<Element>.self), backlog)
    }

    private static func replay(_ elements: [Element], then stopEvent: Event<Element>?, to observer: ObserverNode<Element>) {
        for element in elements {
            observer.receive(element)
        }
        if let stopEvent {
            observer.on(terminal: stopEvent)
        }
    }

    // MARK: Subscribing

    /// Where `observer`'s live elements go (see `SubjectEntry.elementTarget`).
    @inline(__always)
    private static func elementTarget(of observer: ObserverNode<Element>) -> UnretainedObserver {
        UnretainedObserver(elementTargetOf: observer)
    }

    private enum SubscribeOutcome {
        case disposed
        case stopped([Element], Event<Element>)
        case live(Bag<SubjectEntry>.Key)
        /// Replays `elements` on this thread, then catches up.
        case replaying(Bag<SubjectEntry>.Key, [Element])
        /// The replay is queued for the deliverer.
        case queued(Bag<SubjectEntry>.Key)
    }

    /// Subscribes `observer` and gives it its subscription as upstream.
    final func subscribe(_ observer: ObserverNode<Element>, owner: AnyObject) {
        guard replaysOnSubscribe else {
            // The common case (PublishSubject, and AsyncSubject before completion) touches only
            // non-generic state.
            var key: Bag<SubjectEntry>.Key = 0
            let outcome = lock.withLock { state -> PlainSubscribeOutcome in
                if state.isDisposed { return .disposed }
                if state.isStopped { return .stopped }
                key = state.insertObserver(SubjectEntry(observer: observer, elementTarget: Self.elementTarget(of: observer), isLive: true))
                return .live
            }
            switch outcome {
            case .live:
                observer.setUpstream(self, key: key)
            case .disposed:
                observer.receive(error: RxError.disposed(object: owner))
            case .stopped:
                subscribeReplaying(observer, owner: owner)
            }
            return
        }
        subscribeReplaying(observer, owner: owner)
    }

    /// Subscribes `observer` to a subject that replays, or that already stopped.
    ///
    /// The replay is delivered on this thread before `subscribe` returns, as RxSwift does, even
    /// while another thread delivers (the observer then catches up with what was recorded since
    /// its replay, see `catchUp`): this thread never waits for another one. So is the replay of
    /// a subscription made from inside a delivery on this same thread, nested in it, unless
    /// events wait behind that delivery: the replay is then queued behind them.
    private func subscribeReplaying(_ observer: ObserverNode<Element>, owner: AnyObject) {
        let me = currentThreadID()
        let outcome = lock.withLock { state -> SubscribeOutcome in
            if state.isDisposed { return .disposed }
            if let stopEvent = stopEvent(state) { return .stopped(replayElements(stopped: true), stopEvent) }
            if deliverer(state) == me, state.hasPendingWork, handToDeliverer(state) {
                // Subscribed from inside a delivery on this thread, with events queued behind
                // that delivery (sent from inside it, or by another thread): the replay is queued
                // behind them, so that it holds what they record.
                let key = state.insertObserver(SubjectEntry(observer: observer, elementTarget: Self.elementTarget(of: observer), isLive: false))
                state.enqueue(.replay(key), by: me)
                return .queued(key)
            }
            let elements = replayElements(stopped: false)
            if elements.isEmpty, deliverer(state) == 0 {
                return .live(state.insertObserver(SubjectEntry(observer: observer, elementTarget: Self.elementTarget(of: observer), isLive: true)))
            }
            // Another thread may be delivering, with events still queued: they reach this
            // observer through its backlog, after its replay.
            state.catchingUpCount += 1
            let backlog = SubjectBacklog<Element>(subscriber: me)
            return .replaying(state.insertObserver(SubjectEntry(observer: observer, elementTarget: Self.elementTarget(of: observer), isLive: false, backlog: backlog)), elements)
        }
        switch outcome {
        case .disposed:
            observer.receive(error: RxError.disposed(object: owner))
        case .stopped(let elements, let stopEvent):
            Self.replay(elements, then: stopEvent, to: observer)
        case .live(let key), .queued(let key):
            observer.setUpstream(self, key: key)
        case .replaying(let key, let elements):
            observer.setUpstream(self, key: key)
            Self.replay(elements, then: nil, to: observer)
            catchUp(key, me)
        }
    }

    /// After a replay on this thread: delivers what was recorded meanwhile, until nothing is
    /// left (the observer goes live), or hands the rest over in order: to the deliverer running
    /// (or to the next feeder, if work was left behind for it), or, once this thread delivered
    /// what other threads recorded during its replay, to the next feeder or a rescue (a feeder
    /// faster than this thread would otherwise keep it catching up for ever). A backlog that ends
    /// the sequence has nothing more coming: this thread delivers it.
    private func catchUp(_ key: Bag<SubjectEntry>.Key, _ me: UInt) {
        var isFirstBatch = true
        while true {
            var schedulesRescue = false
            let batch = lock.withLock { state -> (ObserverNode<Element>, SubjectBacklog<Element>)? in
                guard let entry = state.observers[key], let box = entry.backlog else { return nil }
                let backlog = unsafeDowncast(box, to: SubjectBacklog<Element>.self)
                if backlog.isEmpty {
                    _ = takeBacklog(key, goingLive: true, in: &state)
                    return nil
                }
                if handToDeliverer(state) {
                    // Another thread is delivering (this one is not: it replays outside any
                    // delivery of this subject), or work was left behind for the next feeder.
                    handOver(backlog, of: key, by: me, in: &state)
                    return nil
                }
                if !isFirstBatch, backlog.isFedByOthers, backlog.terminal == nil {
                    handOver(backlog, of: key, by: me, in: &state)
                    schedulesRescue = leaveWorkBehind(&state)
                    return nil
                }
                return takeBacklog(key, goingLive: false, in: &state)
            }
            if schedulesRescue {
                scheduleRescue()
            }
            guard let (observer, backlog) = batch else { return }
            isFirstBatch = false
            backlog.deliver(to: observer)
        }
    }

    /// Hands the backlog of the observer with `key` to the deliverer, in front of the work
    /// queued (none of which is recorded yet), and makes the observer live, unless the backlog
    /// ends the sequence: it then leaves when the backlog is delivered. What is recorded from now
    /// on reaches it as a live observer, after the backlog, so the backlog stops growing. Lock
    /// held.
    private func handOver(_ backlog: SubjectBacklog<Element>, of key: Bag<SubjectEntry>.Key, by me: UInt, in state: inout SubjectState) {
        guard var entry = state.observers[key] else { return }
        state.catchingUpCount -= 1
        var keyNow = key
        if backlog.terminal == nil {
            keyNow = state.goLive(key, after: registersAfterReplay)
        } else {
            entry.backlog = nil
            state.updateObserver(key, entry)
        }
        state.enqueueFront(.backlog(keyNow, backlog), by: me)
    }

    // MARK: Disposal

    final func dispose() {
        // What was pending or recorded is released after the lock: an element's deinit may run
        // user code.
        var droppedWork = ReleasedAfterUnlock(ElementQueue<(work: SubjectPendingWork, thread: UInt)>())
        var droppedElements = ReleasedAfterUnlock(ElementQueue<Element>())
        removeObservers { state in
            state.isDisposed = true
            state.stopError = nil
            state.exchangePending(with: &droppedWork.value)
            pendingElements.exchangeContents(with: &droppedElements.value)
            if handToDeliverer(state) {
                // A deliverer may be releasing, after the lock, what the recording let go of:
                // it clears the recording once it is done (a rescue delivering work left behind
                // may run after every feeder returned).
                state.clearsRecordingWhenDone = true
            } else {
                clearRecording(into: &droppedElements.value)
            }
            return state.removeAllObservers()
        }
        droppedWork.release()
        droppedElements.release()
    }

    /// Moves what the subject recorded (to replay) to `dropped`. Lock held, no delivery in
    /// progress.
    private func clearRecording(into dropped: inout ElementQueue<Element>) {
        clearRecorded(into: &dropped)
        latest.removeAll(into: &dropped)
    }
}
