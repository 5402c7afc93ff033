// Replaying to a new observer (BehaviorSubject, ReplaySubject, `share(replay:)`, and any subject
// that stopped): what a `PublishSubject` never runs while live.
//
// A new observer gets its replay strictly before any newer event, never concurrently with one.
// The subscribing thread replays itself, before `subscribe` returns, without taking the lane:
// events recorded meanwhile (by a deliverer on another thread) go to the other observers at once
// and are kept for the new one in its backlog. If there are any, the observer's catching up is
// handed to the lane, in front of the work queued there (none of which is recorded yet): the
// deliverer then delivers the backlog and makes the observer live, both at once for the events
// that follow, which only the deliverer records. So a subscriber delivers another thread's
// stream only for as long as its replay took, and a feeder never waits for a replay.
//
// A subscription made from inside a delivery on the same thread (`flatMap` of the subject itself,
// `retry`) is replayed at once too, nested in that delivery, as in RxSwift: that thread is the
// deliverer, so nothing is recorded meanwhile. Only when events wait in the lane behind that
// delivery is its replay queued behind them, so that it holds what they record.

/// The events an observer that is catching up after its replay has yet to receive.
final class SubjectBacklog<Element> {
    /// Elements in a typed queue: appending one (under the subject's lock, on every element while
    /// an observer catches up) needs no metadata look-up and no allocation once it has grown.
    var elements = ElementQueue<Element>()
    /// The terminal event, after the elements.
    var terminal: Event<Element>?

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

extension SubjectCore {
    private enum SubscribeOutcome {
        case disposed
        case stopped([Element], Event<Element>)
        case live(Bag<SubjectEntry>.Key)
        /// Replays `elements` on this thread, then catches up.
        case replaying(Bag<SubjectEntry>.Key, [Element])
        /// The replay waits in the lane behind the events queued there.
        case queued(Bag<SubjectEntry>.Key)
    }

    /// Subscribes `observer` to a subject that replays, or that already stopped.
    final func subscribeReplaying(_ observer: ObserverNode<Element>, subject: AnyObject, elementsTo target: ObserverNode<Element>) {
        let me = currentThreadID()
        let outcome = lock.withLock { state -> SubscribeOutcome in
            if state.isDisposed { return .disposed }
            if let stopEvent = stopEvent(state) { return .stopped(replayElements(stopped: true), stopEvent) }
            if state.queuedDeliveries > 0, lane.isHeld(by: me) {
                // Subscribed from inside a delivery on this thread, with events queued behind
                // that delivery (sent from inside it, or by another thread): the replay is queued
                // behind them, so that it holds what they record.
                state.queuedDeliveries += 1
                let key = state.insertObserver(Self.entry(for: observer, elementsTo: target, isLive: false))
                // This thread holds the lane: the replay waits behind what it runs now.
                _ = lane.enqueue({ [self] in replayQueued(key) }, atFront: false)
                return .queued(key)
            }
            let elements = replayElements(stopped: false)
            if elements.isEmpty, !lane.isHeld {
                return .live(state.insertObserver(Self.entry(for: observer, elementsTo: target, isLive: true)))
            }
            // Another thread may be delivering: what it records during the replay reaches this
            // observer through its backlog, after the replay.
            state.catchingUpCount += 1
            return .replaying(state.insertObserver(Self.entry(for: observer, elementsTo: target, isLive: false, backlog: SubjectBacklog())), elements)
        }
        switch outcome {
        case .disposed:
            observer.receive(error: RxError.disposed(object: subject))
        case .stopped(let elements, let stopEvent):
            Self.replay(elements, then: stopEvent, to: observer)
        case .live(let key):
            observer.setUpstream(self, key: key)
        case .queued(let key):
            observer.setUpstream(self, key: key)
        case .replaying(let key, let elements):
            observer.setUpstream(self, key: key)
            Self.replay(elements, then: nil, to: observer)
            catchUp(key)
        }
    }

    /// Replays to the observer with `key`, whose replay was queued, and makes it live (or lets it
    /// go, if the subject stopped meanwhile: it had its terminal event). The deliverer.
    private func replayQueued(_ key: Bag<SubjectEntry>.Key) {
        var removed = ReleasedAfterUnlock<SubjectEntry?>(nil)
        let replay = lock.withLock { state -> (ObserverNode<Element>, [Element], Event<Element>?)? in
            state.queuedDeliveries -= 1
            guard let entry = state.observers[key] else { return nil }
            if state.isStopped {
                removed.value = state.removeObserver(key)
            } else {
                state.goLive(key, after: registersAfterReplay)
            }
            let observer = unsafeDowncast(entry.observer, to: ObserverNode<Element>.self)
            return (observer, replayElements(stopped: state.isStopped), stopEvent(state))
        }
        removed.release()
        if let (observer, elements, stopEvent) = replay {
            Self.replay(elements, then: stopEvent, to: observer)
        }
    }

    /// After a replay on this thread: makes the observer live if nothing was recorded meanwhile,
    /// otherwise hands its backlog to the lane, in front of the work waiting there (this thread
    /// runs it if no delivery is in progress).
    private func catchUp(_ key: Bag<SubjectEntry>.Key) {
        var takesUp = false
        lock.withLock { state in
            guard let entry = state.observers[key], let box = entry.backlog else { return }
            if unsafeDowncast(box, to: SubjectBacklog<Element>.self).isEmpty {
                state.goLive(key, after: registersAfterReplay)
                state.catchingUpCount -= 1
                return
            }
            state.queuedDeliveries += 1
            takesUp = lane.enqueue({ [self] in deliverBacklog(key) }, atFront: true)
        }
        if takesUp {
            lane.runQueuedWork(self)
        }
    }

    /// Delivers the backlog of the observer with `key` and makes it live (or lets it go, if the
    /// backlog ends with the terminal event). The deliverer, so nothing is recorded meanwhile.
    private func deliverBacklog(_ key: Bag<SubjectEntry>.Key) {
        var removed = ReleasedAfterUnlock<SubjectEntry?>(nil)
        let catchingUp = lock.withLock { state -> (ObserverNode<Element>, SubjectBacklog<Element>)? in
            state.queuedDeliveries -= 1
            guard let entry = state.observers[key], let box = entry.backlog else { return nil }
            let backlog = unsafeDowncast(box, to: SubjectBacklog<Element>.self)
            if backlog.terminal != nil {
                removed.value = state.removeObserver(key)
            } else {
                state.goLive(key, after: registersAfterReplay)
                state.catchingUpCount -= 1
            }
            return (unsafeDowncast(entry.observer, to: ObserverNode<Element>.self), backlog)
        }
        removed.release()
        if let (observer, backlog) = catchingUp {
            backlog.deliver(to: observer)
        }
    }

    static func replay(_ elements: [Element], then stopEvent: Event<Element>?, to observer: ObserverNode<Element>) {
        for element in elements {
            observer.receive(element)
        }
        if let stopEvent {
            observer.on(terminal: stopEvent)
        }
    }

    /// Adds an element to the backlogs: kept out of `onNext`, which would otherwise look up
    /// `Event<Element>`'s metadata on every element. Lock held.
    @inline(never)
    static func addToBacklogs(next element: Element, in state: inout SubjectState) {
        forEachBacklog(in: state) { $0.elements.enqueue(element) }
    }

    /// Adds the terminal `event` to the backlog of every observer catching up. Lock held.
    static func addToBacklogs(terminal event: Event<Element>, in state: inout SubjectState) {
        forEachBacklog(in: state) { $0.terminal = event }
    }

    /// Calls `body` with the backlog of every observer catching up. Lock held.
    @inline(__always)
    private static func forEachBacklog(in state: borrowing SubjectState, _ body: (SubjectBacklog<Element>) -> Void) {
        state.observers.forEachValue { entry in
            if let box = entry.backlog {
                body(unsafeDowncast(box, to: SubjectBacklog<Element>.self))
            }
        }
    }
}
