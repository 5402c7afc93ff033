import Synchronization

// MARK: - Operators controlled by a second sequence
//
// `take(until:)` and `skip(until:)` forward their source's elements and watch another sequence,
// the trigger, whose first event changes what they do. `TriggeredSink` holds what they share: the
// trigger subscription, disposed with the sink, and the handling of the source's and the
// trigger's events in one `DeliveryLane` (they may run on different threads).

/// The sink of an operator that watches a trigger sequence, `other`, beside its source.
class TriggeredSink<Element, Other>: SerializingSink<Element, Element>, @unchecked Sendable {
    // @unchecked Sendable: the subclasses' state is only touched by lane work.

    private let other: Observable<Other>
    private let trigger = SideSubscription()

    init(_ other: Observable<Other>, downstream: ObserverNode<Element>) {
        self.other = other
        super.init(downstream: downstream)
    }

    // MARK: Hooks (lane only)

    /// An element of the source, while the sequence runs.
    func sourceNext(_ element: Element) {
        forward(element)
    }

    /// The trigger emitted its first element; its subscription is disposed right after.
    func triggerFired() {
        rxAbstractMethod()
    }

    /// The trigger failed: by default the whole sequence fails.
    func triggerFailed(_ error: Swift.Error) {
        stop(with: error)
    }

    /// The trigger completed without an element: by default nothing changes.
    func triggerCompleted() {}

    // MARK: For subclasses

    /// Subscribes to `other` as the trigger (released at once if the sequence was disposed).
    final func subscribeTrigger() {
        let observer = TriggerObserver<Other>(parent: self)
        trigger.subscribe(observer, to: other)
        observer.subscriptionReturned()
    }

    override final func receive(_ element: Element) {
        if lane.tryEnter() {
            sourceNextInLane(element)
            lane.leave(self)
        } else {
            sourceNextLater(element)
        }
    }

    /// The queued path of `receive`, out of line: formed inline, the queued closure costs the
    /// uncontended path 20–35 instructions in this generic context (see DeliveryLane).
    @inline(never)
    private final func sourceNextLater(_ element: Element) {
        lane.enqueue(self, self, element) { $0.sourceNextInLane($1) }
    }

    /// Lane only.
    @inline(__always)
    private final func sourceNextInLane(_ element: Element) {
        if isDelivering { sourceNext(element) }
    }

    override func receive(error: Swift.Error) {
        serialize { [self] in stop(with: error) }
    }

    override func receiveCompletion() {
        serialize { [self] in stop(with: nil) }
    }

    override func disposeResources() {
        trigger.dispose()
    }
}

/// Observes the trigger sequence of a `TriggeredSink`: reports its first event, then unsubscribes.
///
/// A trigger that emits while it is being subscribed (a `BehaviorSubject`, a `ReplaySubject`
/// replaying an element and then an error) is released only once its subscription returned, as
/// in RxSwift, which can dispose a subscription only once `subscribe` returned it: until then the
/// trigger's later events are reported too, so `skip(until:)` fails with an error replayed after
/// the element that opened it.
private final class TriggerObserver<Element>: ObserverNode<Element>, @unchecked Sendable {
    // @unchecked Sendable: `phase` is atomic, the rest immutable.
    private let parent: TriggeredSinkEvents

    private static var subscribing: Int { 0 }
    private static var subscribed: Int { 1 }
    private static var endedWhileSubscribing: Int { 2 }
    private let phase = Atomic<Int>(0)

    init(parent: TriggeredSinkEvents) {
        self.parent = parent
    }

    override func receive(_ element: Element) {
        guard !isDisposed else { return }
        parent.receiveTriggerElement()
        end()
    }

    override func receive(error: Swift.Error) {
        guard !isDisposed else { return }
        parent.receiveTriggerError(error)
        end()
    }

    override func receiveCompletion() {
        guard !isDisposed else { return }
        parent.receiveTriggerCompletion()
        end()
    }

    /// Releases the trigger after its first event, or once its subscription returned; unless
    /// that event ended the sequence (`take(until:)`): the sink's disposal releases the trigger
    /// then, after the source, as in RxSwift.
    private func end() {
        guard !parent.isDisposed else { return }
        let (_, original) = phase.compareExchange(
            expected: Self.subscribing, desired: Self.endedWhileSubscribing, ordering: .acquiringAndReleasing)
        if original == Self.subscribed {
            dispose()
        }
    }

    /// Called once `subscribe` returned: releases a trigger that ended meanwhile.
    func subscriptionReturned() {
        if phase.exchange(Self.subscribed, ordering: .acquiringAndReleasing) == Self.endedWhileSubscribing {
            dispose()
        }
    }
}

/// The trigger's events as `TriggerObserver` reports them, whatever the sink's element type:
/// each is handled in the sink's lane.
private protocol TriggeredSinkEvents: AnyObject {
    var isDisposed: Bool { get }
    func receiveTriggerElement()
    func receiveTriggerError(_ error: Swift.Error)
    func receiveTriggerCompletion()
}

extension TriggeredSink: TriggeredSinkEvents {
    func receiveTriggerElement() {
        serialize { [self] in
            if isDelivering { triggerFired() }
        }
    }

    func receiveTriggerError(_ error: Swift.Error) {
        serialize { [self] in
            if isDelivering { triggerFailed(error) }
        }
    }

    func receiveTriggerCompletion() {
        serialize { [self] in
            if isDelivering { triggerCompleted() }
        }
    }
}
