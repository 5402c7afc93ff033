// MARK: - The machinery of combineLatest and zip
//
// Both operators observe N sources and, whenever every source has an element ready, combine one
// element of each with a result selector. They differ only in which elements are ready:
// - combineLatest keeps each source's latest element, which stays ready once it has arrived;
// - zip queues each source's elements, and a combination consumes the oldest of each.
//
// Each source is observed by a `CombiningInput`, which keeps its ready element in a slot of the
// sink's slot buffer (one allocation per subscription) and, for zip, the elements behind it in an
// `ElementQueue`. The per-arity sinks (Combining+arity.generated.swift) read the slots with their
// static element types, so no element is boxed, cast or allocated on the way.
//
// Termination, for both operators, as in RxSwift 6:
// - the first error, from a source or thrown by the result selector, ends the sequence;
// - the sequence completes when every source has completed, or when an element arrives while
//   every other source has completed and a combination is still impossible (a source that
//   completed without a ready element can never take part again);
// - a source that completes is disposed at once; the others keep running.
//
// State changes and delivery downstream happen with `lock` held (it serializes the sources);
// subscribing and disposing happen outside it.

/// How a combining sink treats the elements of its sources.
@usableFromInline
enum CombiningMode {
    /// `combineLatest`: each source's latest element stays ready and is reused.
    case latest
    /// `zip`: each source's elements wait in order and are consumed one per combination.
    case zip
}

/// The slots of a combining sink: one per source, all wide and aligned enough for the largest
/// element type, so that slot `i` starts at `i * stride` whatever the types.
struct SlotLayout {
    private(set) var stride = 0
    private(set) var alignment = 1

    func adding<Element>(_: Element.Type) -> SlotLayout {
        var layout = self
        layout.alignment = Swift.max(alignment, MemoryLayout<Element>.alignment)
        let widest = Swift.max(stride, MemoryLayout<Element>.stride)
        layout.stride = (widest + layout.alignment - 1) & ~(layout.alignment - 1)
        return layout
    }
}

/// The parent of the inputs of a `combineLatest` or `zip` subscription.
@usableFromInline
class CombiningSink<Output>: Sink<Never, Output>, @unchecked Sendable {
    // @unchecked Sendable: every `var` below, and the slots, are only touched with `lock` held.

    final let lock = RecursiveLock()
    final let mode: CombiningMode
    /// The number of sources.
    final let arity: Int
    private let slots: UnsafeMutableRawPointer
    private let slotStride: Int

    /// The inputs, most recent first, linked through `nextInput`: no allocation per subscription.
    @exclusivity(unchecked) private var inputs: (any CombiningInputNode)?
    /// Sources whose slot holds an element.
    @exclusivity(unchecked) final var readyCount = 0
    @exclusivity(unchecked) private var completedCount = 0
    /// Whether downstream received its terminal event or the subscription was disposed.
    @exclusivity(unchecked) private(set) final var isStopped = false

    init(mode: CombiningMode, arity: Int, layout: SlotLayout, downstream: ObserverNode<Output>) {
        self.mode = mode
        self.arity = arity
        slotStride = layout.stride
        slots = .allocate(byteCount: arity * layout.stride, alignment: layout.alignment)
        super.init(downstream: downstream)
    }

    deinit {
        // The elements in the slots belong to the inputs, which are gone: each holds this sink.
        slots.deallocate()
    }

    /// Combines the elements in the slots; overridden with the sources' element types. Lock held.
    func combine() throws -> Output {
        rxAbstractMethod()
    }

    /// Slot `index`, bound to `Element` by `connect`.
    @inline(__always)
    final func slot<Element>(_ index: Int, of _: Element.Type) -> UnsafeMutablePointer<Element> {
        (slots + index * slotStride).assumingMemoryBound(to: Element.self)
    }

    /// Subscribes an input of `inputType` to `source`, unless the sequence already ended (a
    /// source subscribed before may have failed synchronously).
    final func connect<Element>(_ source: Observable<Element>, as inputType: CombiningInput<Element, Output>.Type, at index: Int) {
        let slot = (slots + index * slotStride).bindMemory(to: Element.self, capacity: 1)
        let input = inputType.init(parent: self, slot: slot)
        let isRunning = lock.withLock { () -> Bool in
            guard !isStopped else { return false }
            input.nextInput = inputs
            inputs = input
            return true
        }
        if isRunning {
            source.subscribe(node: input)
        }
    }

    // MARK: Input events

    /// An input stored an element. Combines if every slot is ready; ends the sequence if no
    /// combination can ever happen again. Lock held; returns whether the sequence ended.
    @inline(__always)
    final func elementStored() -> Bool {
        if readyCount == arity {
            do {
                if mode == .latest {
                    // Straight from the selector to downstream, without moving it in between.
                    downstream.onNext(try combine())
                } else {
                    let combined = try combine()
                    var input = inputs
                    while let current = input {
                        current.consumeCombinedElement()
                        input = current.nextInput
                    }
                    downstream.onNext(combined)
                }
            } catch {
                isStopped = true
                downstream.onError(error)
                return true
            }
            return false
        }
        // The input that stored is not completed: if all the others are, one of them completed
        // without a ready element.
        if completedCount == arity - 1 {
            isStopped = true
            downstream.onCompleted()
            return true
        }
        return false
    }

    /// An input completed; returns whether the sequence completed with it.
    final func inputCompleted() -> Bool {
        lock.withLock {
            guard !isStopped else { return false }
            completedCount += 1
            guard completedCount == arity else { return false }
            isStopped = true
            downstream.onCompleted()
            return true
        }
    }

    final func inputFailed(_ error: Swift.Error) {
        let isFirst = lock.withLock { () -> Bool in
            guard !isStopped else { return false }
            isStopped = true
            downstream.onError(error)
            return true
        }
        if isFirst {
            dispose()
        }
    }

    override func disposeResources() {
        var input = lock.withLock { () -> (any CombiningInputNode)? in
            isStopped = true
            defer { inputs = nil }
            return inputs
        }
        // Stopped: nothing else touches the list now. Unlinking as we go releases the inputs
        // one by one instead of in a chain of nested deinits.
        while let current = input {
            input = current.nextInput
            current.nextInput = nil
            current.dispose()
        }
    }
}

/// What a combining sink needs from its inputs, whatever their element type.
protocol CombiningInputNode: SubscriptionNode {
    /// The next input of the sink's list; written with the lock held, or by the disposal once
    /// the sink is stopped.
    var nextInput: (any CombiningInputNode)? { get set }

    /// zip: replaces the element just combined with the next waiting one. Lock held.
    func consumeCombinedElement()
}

/// Observes one source of a combining sink and keeps its ready element in the sink's slot.
@usableFromInline
final class CombiningInput<Element, Output>: ObserverNode<Element>, CombiningInputNode, @unchecked Sendable {
    // @unchecked Sendable: `hasElement`, `waiting`, `nextInput` and the slot are only touched with
    // the parent's lock held, by the parent's disposal once it is stopped, or in deinit, when
    // nothing else can reach this input.
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

    override func onNext(_ element: Element) {
        let parent = self.parent
        let ended = parent.lock.withLock { () -> Bool in
            guard !parent.isStopped else { return false }
            if !hasElement {
                slot.initialize(to: element)
                hasElement = true
                parent.readyCount += 1
            } else if parent.mode == .latest {
                slot.pointee = element
            } else {
                waiting.enqueue(element)
            }
            return parent.elementStored()
        }
        if ended {
            parent.dispose()
        }
    }

    override func onError(_ error: Swift.Error) {
        parent.inputFailed(error)
    }

    override func onCompleted() {
        if parent.inputCompleted() {
            parent.dispose()
        } else {
            // Only this source's subscription ends; its last element stays in the slot.
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

// MARK: - Over a collection

/// `combineLatest` or `zip` of a collection of sources of one element type.
final class CombiningCollection<Element, Output>: Observable<Output>, @unchecked Sendable {
    private let sources: [Observable<Element>]
    private let mode: CombiningMode
    private let resultSelector: ([Element]) throws -> Output

    init(mode: CombiningMode, sources: [Observable<Element>], resultSelector: @escaping ([Element]) throws -> Output) {
        self.mode = mode
        self.sources = sources
        self.resultSelector = resultSelector
    }

    override func run(_ observer: ObserverNode<Output>) {
        guard !sources.isEmpty else {
            // As in RxSwift 6: every source (none) has a latest element, so combineLatest
            // combines once; zip has nothing to pair.
            if mode == .latest {
                do {
                    observer.onNext(try resultSelector([]))
                } catch {
                    observer.onError(error)
                    return
                }
            }
            observer.onCompleted()
            return
        }
        let sink = CombiningCollectionSink(mode: mode, arity: sources.count, resultSelector: resultSelector, downstream: observer)
        observer.setUpstream(sink)
        for (index, source) in sources.enumerated() {
            sink.connect(source, as: CombiningInput<Element, Output>.self, at: index)
        }
    }
}

private final class CombiningCollectionSink<Element, Output>: CombiningSink<Output>, @unchecked Sendable {
    private let resultSelector: ([Element]) throws -> Output

    init(mode: CombiningMode, arity: Int, resultSelector: @escaping ([Element]) throws -> Output, downstream: ObserverNode<Output>) {
        self.resultSelector = resultSelector
        super.init(mode: mode, arity: arity, layout: SlotLayout().adding(Element.self), downstream: downstream)
    }

    override func combine() throws -> Output {
        // One element type: the slots are a plain array of `Element`.
        try resultSelector(Array(UnsafeBufferPointer(start: slot(0, of: Element.self), count: arity)))
    }
}
