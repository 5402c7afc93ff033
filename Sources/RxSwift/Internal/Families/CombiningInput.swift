/// What a combining sink needs from its inputs, whatever their element type.
protocol CombiningInputNode: SubscriptionNode {
    /// The next input of the sink's list; written with the lock held, or by the disposal once
    /// the sink is stopped.
    var nextInput: (any CombiningInputNode)? { get set }

    /// zip: replaces the element just combined with the next waiting one. Lane only, with the
    /// sink's lock held.
    func consumeCombinedElement()
}

/// Observes one source of a combining sink and keeps its ready element in the sink's slot.
@usableFromInline
final class CombiningInput<Element, Output>: ObserverNode<Element>, CombiningInputNode, @unchecked Sendable {
    // @unchecked Sendable: `hasElement`, `waiting` and the slot are only touched by the parent's
    // lane work, or in deinit, when nothing else can reach this input; `nextInput` with the
    // parent's lock held, or by the parent's disposal once it is closed.
    private let parent: CombiningSink<Output>
    private let slot: UnsafeMutablePointer<Element>
    @exclusivity(unchecked) private var hasElement = false
    @exclusivity(unchecked) var nextInput: (any CombiningInputNode)?
    /// zip: the elements that arrived after the one in the slot, oldest first.
    @exclusivity(unchecked) private var waiting = ElementQueue<Element>()

    required init(parent: CombiningSink<Output>, slot: UnsafeMutablePointer<Element>) {
        self.parent = parent
        self.slot = slot
    }

    deinit {
        if hasElement {
            slot.deinitialize(count: 1)
        }
    }

    override func receive(_ element: Element) {
        if parent.lane.tryEnter() {
            store(element)
            parent.lane.leave(parent)
        } else {
            storeLater(element)
        }
    }

    /// The queued path of `receive`, out of line: formed inline, the queued closure costs the
    /// uncontended path 20–35 instructions in this generic context (see DeliveryLane).
    @inline(never)
    private func storeLater(_ element: Element) {
        parent.lane.enqueue(parent, self, element) { $0.store($1) }
    }

    /// Lane only.
    @inline(__always)
    private func store(_ element: Element) {
        let parent = self.parent
        guard parent.isDelivering else { return }
        if !hasElement {
            slot.initialize(to: element)
            hasElement = true
            parent.readyCount += 1
        } else if parent.mode == .latest {
            slot.pointee = element
        } else {
            waiting.enqueue(element)
        }
        parent.elementStored()
    }

    override func receive(error: Swift.Error) {
        // With the fixed-arity forms this source's subscription ends first, then the others once
        // the error passed, as in RxSwift.
        if parent.releasesEndingInputFirst {
            dispose()
        }
        parent.serialize { [parent] in parent.stop(with: error) }
    }

    override func receiveCompletion() {
        // This source's subscription ends (its last element stays in the slot): with the
        // fixed-arity forms at once, otherwise in the lane, unless the sequence completes.
        if parent.releasesEndingInputFirst {
            dispose()
        }
        // The lane's pattern rather than `serialize`: every source completes once per
        // subscription (a `just` at once), and a closure would be allocated each time.
        let parent = self.parent
        if parent.lane.tryEnter() {
            completeInLane()
            parent.lane.leave(parent)
        } else {
            parent.lane.enqueue(parent, self, ()) { input, _ in input.completeInLane() }
        }
    }

    /// Lane only.
    @inline(__always)
    private func completeInLane() {
        if !parent.inputCompleted(), !parent.releasesEndingInputFirst {
            dispose()
        }
    }

    func consumeCombinedElement() {
        if waiting.isEmpty {
            slot.deinitialize(count: 1)
            hasElement = false
            parent.readyCount -= 1
        } else {
            slot.pointee = waiting.dequeue()
        }
    }
}
