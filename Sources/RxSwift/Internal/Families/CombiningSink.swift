import Synchronization

// MARK: - The machinery of combineLatest and zip
//
// Both operators observe N sources and, whenever every source has an element ready, combine one
// element of each with a result selector. They differ only in which elements are ready:
// - combineLatest keeps each source's latest element, which stays ready once it has arrived;
// - zip queues each source's elements, and a combination consumes the oldest of each.
//
// Each source is observed by a `CombiningInput`, which keeps its ready element in a slot of the
// sink's slot buffer (inside the sink when the slots fit in `InlineSlots`, otherwise one
// allocation per subscription) and, for zip, the elements behind it in an `ElementQueue`. The
// per-arity sinks (Combining+arity.generated.swift) read the slots with their static element
// types, so no element is boxed, cast or allocated on the way.
//
// Termination, for both operators, as in RxSwift 6:
// - the first error, from a source or thrown by the result selector, ends the sequence;
// - the sequence completes when every source has completed; combineLatest also completes when an
//   element arrives while every other source has completed and a combination is still impossible
//   (a source that completed without an element can never take part again), and so does zip
//   over a collection (`Observable.zip([a, b, c])`); the fixed-arity zip does not;
// - a source that completes is released at once (over a collection: unless that completes the
//   sequence), the others keep running; a source that fails is released before the error passes
//   with the fixed-arity forms, after it over a collection; the rest once the sequence ended, in
//   the order they were subscribed.
//
// State changes and delivery downstream happen in the sink's `DeliveryLane` (see
// SerializingSink), which serializes the sources; the list of inputs, which disposal walks from
// any thread, is kept under `lock`.

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

/// Room for the slots inside a combining sink, so that the common case allocates no slot buffer:
/// 8 words hold the slots of every generated arity (2 to 8 sources) of word-sized elements
/// (integers, floating-point numbers, booleans, references), or of 4 strings. Wider or more
/// strictly aligned slots get a buffer of their own.
typealias InlineSlots = (UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64)

/// The parent of the inputs of a `combineLatest` or `zip` subscription.
@usableFromInline
class CombiningSink<Output>: SerializingSink<Never, Output>, @unchecked Sendable {
    // @unchecked Sendable: `inputs` is only touched with `lock` held; the other `var`s below, and
    // the slots, only by lane work.

    private let lock = Mutex(())
    final let mode: CombiningMode
    /// The number of sources.
    final let arity: Int
    /// Whether an element that arrives while every other source has completed ends the sequence
    /// when it cannot be combined (see the rules above).
    private let completesWhenOthersCompleted: Bool
    /// Whether a source that ends is released before the sequence ends, as RxSwift's fixed-arity
    /// forms do; its forms over a collection release every source once the sequence ended, in
    /// order, and release a source that completes early when it completes.
    final let releasesEndingInputFirst: Bool
    private let slotStride: Int
    /// The slots when they fit; a `_Cell` stored in the object does not move, so its address
    /// stays valid for the sink's lifetime (the same device as the lock's word, see Mutex).
    private let inlineSlots = _Cell<InlineSlots>((0, 0, 0, 0, 0, 0, 0, 0))
    /// The first slot: in `inlineSlots`, or in a buffer allocated by `init`. Written only by `init`
    /// (the address of `inlineSlots` can only be taken once the object is initialized).
    @exclusivity(unchecked) private var slots: UnsafeMutableRawPointer

    /// The inputs, in the order they were subscribed (the order RxSwift releases them in), linked
    /// through `nextInput`: no allocation per subscription.
    @exclusivity(unchecked) private var inputs: (any CombiningInputNode)?
    /// The last of `inputs`, where the next one is linked.
    @exclusivity(unchecked) private var lastInput: (any CombiningInputNode)?
    /// Sources whose slot holds an element.
    @exclusivity(unchecked) final var readyCount = 0
    @exclusivity(unchecked) private var completedCount = 0
    /// Whether the subscription was disposed: no input may register after that.
    @exclusivity(unchecked) private var isClosed = false
    /// The slots holding an element of a source that delivered it at once (`just`), without an
    /// input: bit `i` for slot `i`. The sink owns those elements; the per-arity subclasses
    /// deinitialize them with their static types. Lane only, or in deinit.
    @exclusivity(unchecked) final var immediateSlots: UInt64 = 0

    init(mode: CombiningMode, arity: Int, layout: SlotLayout, overCollection: Bool = false, downstream: ObserverNode<Output>) {
        self.mode = mode
        self.arity = arity
        completesWhenOthersCompleted = overCollection || mode == .latest
        releasesEndingInputFirst = !overCollection
        slotStride = layout.stride
        let fitsInline = arity * layout.stride <= MemoryLayout<InlineSlots>.size
            && layout.alignment <= MemoryLayout<InlineSlots>.alignment
        // Until `inlineSlots` can be addressed, a placeholder that is never read.
        slots = fitsInline
            ? UnsafeMutableRawPointer(bitPattern: MemoryLayout<InlineSlots>.alignment)!
            : .allocate(byteCount: arity * layout.stride, alignment: layout.alignment)
        super.init(downstream: downstream)
        if fitsInline {
            slots = UnsafeMutableRawPointer(inlineSlots._address)
        }
    }

    deinit {
        // The elements in the slots belong to the inputs, which are gone: each holds this sink.
        if slots != UnsafeMutableRawPointer(inlineSlots._address) {
            slots.deallocate()
        }
    }

    /// Combines the elements in the slots; overridden with the sources' element types. Lane only.
    func combine() throws -> Output {
        rxAbstractMethod()
    }

    /// Slot `index`, bound to `Element` by `connect`.
    @inline(__always)
    final func slot<Element>(_ index: Int, of _: Element.Type) -> UnsafeMutablePointer<Element> {
        (slots + index * slotStride).assumingMemoryBound(to: Element.self)
    }

    /// Subscribes the inputs (`connect`, in order), then becomes the upstream of `downstream`. An
    /// input that ends the sequence at once (a source failing while subscribed) leaves the others
    /// to be subscribed all the same, and everything is released once they are, as in RxSwift
    /// (see `deferringReleaseWhileStarting(_:)`).
    final func startInputs(_ connectInputs: () -> Void) {
        subscribingBeforeLinking {
            deferringReleaseWhileStarting(connectInputs)
        }
    }

    /// Subscribes an input of `inputType` to `source`. If the sequence already ended (a source
    /// subscribed before may have failed synchronously), `source` is subscribed all the same and
    /// released at once, as RxSwift does (see `DiscardingNode`).
    final func connect<Element>(_ source: Observable<Element>, as inputType: CombiningInput<Element, Output>.Type, at index: Int) {
        let slot = (slots + index * slotStride).bindMemory(to: Element.self, capacity: 1)
        // combineLatest of a `just` (one element, then completion, at once): what an input would
        // do with those two events, without the input; nothing can observe the difference. Not
        // for zip, whose inputs take part in consuming each combination.
        if mode == .latest, index < UInt64.bitWidth, lock.withLock({ _ in !isClosed }),
           source.deliverImmediately({ storeImmediately($0, in: slot, at: index) }) {
            return
        }
        let input = inputType.init(parent: self, slot: slot)
        let isRunning = lock.withLock { _ -> Bool in
            guard !isClosed else { return false }
            if let lastInput {
                lastInput.nextInput = input
            } else {
                inputs = input
            }
            lastInput = input
            return true
        }
        if isRunning {
            source.subscribe(node: input)
        } else {
            DiscardingNode.subscribeAndRelease(source)
        }
    }

    /// A source's only element, followed by its completion, as an input would store them.
    private func storeImmediately<Element>(_ element: Element, in slot: UnsafeMutablePointer<Element>, at index: Int) {
        if lane.tryEnter() {
            storeImmediatelyInLane(element, in: slot, at: index)
            lane.leave(self)
        } else {
            storeImmediatelyLater(element, in: slot, at: index)
        }
    }

    /// The queued path of `storeImmediately`, out of line: formed inline, the queued closure costs the
    /// uncontended path 20–35 instructions in this generic context (see DeliveryLane).
    @inline(never)
    private func storeImmediatelyLater<Element>(_ element: Element, in slot: UnsafeMutablePointer<Element>, at index: Int) {
        lane.enqueue(self, self, (element, slot, index)) { $0.storeImmediatelyInLane($1.0, in: $1.1, at: $1.2) }
    }

    /// Lane only.
    private func storeImmediatelyInLane<Element>(_ element: Element, in slot: UnsafeMutablePointer<Element>, at index: Int) {
        guard isDelivering else { return }
        slot.initialize(to: element)
        immediateSlots |= 1 << UInt64(index)
        readyCount += 1
        elementStored()
        inputCompleted()
    }

    // MARK: Input events

    /// An input stored an element. Combines if every slot is ready; combineLatest ends the
    /// sequence if no combination can ever happen again. Lane only.
    @inline(__always)
    final func elementStored() {
        if readyCount == arity {
            do {
                if mode == .latest {
                    // Straight from the selector to downstream, without moving it in between.
                    forward(try combine())
                } else {
                    let combined = try combine()
                    consumeCombinedElements()
                    forward(combined)
                }
            } catch {
                stop(with: error)
            }
            return
        }
        // The input that stored is not completed: if all the others are, one of them completed
        // without a ready element.
        if completesWhenOthersCompleted, completedCount == arity - 1 {
            stop(with: nil)
        }
    }

    /// zip: every input replaces the element just combined with its next one. Lane only.
    private func consumeCombinedElements() {
        // Every input is in the list (each stored an element, after it registered); the lock
        // keeps a concurrent disposal from unlinking it meanwhile.
        lock.withLock { _ in
            var input = inputs
            while let current = input {
                current.consumeCombinedElement()
                input = current.nextInput
            }
        }
    }

    /// An input completed; returns whether the sequence ended (now, or before). Lane only.
    @discardableResult
    final func inputCompleted() -> Bool {
        guard isDelivering else { return true }
        completedCount += 1
        guard completedCount == arity else { return false }
        stop(with: nil)
        return true
    }

    override func disposeResources() {
        var input = lock.withLock { _ -> (any CombiningInputNode)? in
            isClosed = true
            lastInput = nil
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
