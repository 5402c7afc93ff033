/// Room for one element, empty or full, at a stable address, allocated at the first store.
///
/// Its methods are inlined, but for the first store: a call out of line to a method of a generic
/// struct looks the struct's metadata up at run time in unspecialized code.
///
/// A subject that keeps only its latest element (`BehaviorSubject`, a `ReplaySubject` of one, so
/// every `share(replay: 1)` and every operator of a `Driver`) overwrites it on every element. In
/// the library's unspecialized code, an `Optional<Element>` field would have its metadata looked
/// up on each write; here a write is one value-witness call (an assignment, or an initialization
/// the first time). Until the first store it holds no memory, so a subject that never uses it
/// pays nothing. Not copyable: its one owner frees it, by calling `free()` (a subject core's
/// deinit does). No deinit of its own: destroying a field of this type from its owner's deinit
/// looked the slot's metadata up at run time in unspecialized code (≈ 380 instructions per
/// subject), where an inlined call does not.
///
/// A slot made with `keepsReplaced` has two cells, for a subject whose elements' release may run
/// code (which must not run under its lock): `storeKeepingReplaced` writes the new element into
/// the free cell and keeps the one it replaces where it is, until `releaseReplaced()`, which the
/// caller calls after its lock. No element is moved for that, so a store costs one value-witness
/// call, as an assignment does, and the release another.
struct ElementSlot<Element>: ~Copyable {
    private var storage: UnsafeMutablePointer<Element>?
    private let keepsReplaced: Bool
    /// The cell holding the element, once allocated.
    private var cell: UnsafeMutablePointer<Element>?
    /// The other cell of a slot that `keepsReplaced`. Two addresses swapped, rather than an
    /// index: an address computed from an index in unspecialized code reads the element's stride
    /// from its metadata.
    private var spare: UnsafeMutablePointer<Element>?
    private var hasElement = false
    /// The cell of the element `storeKeepingReplaced` replaced, until `releaseReplaced()`.
    private var replaced: UnsafeMutablePointer<Element>?

    @inline(__always)
    init(keepsReplaced: Bool = false) {
        self.keepsReplaced = keepsReplaced
    }

    /// Releases the element (and one replaced, if any) and the memory. The slot is empty after.
    @inline(__always)
    mutating func free() {
        if let storage {
            freeElementSlot(storage, cell: cell, hasElement: hasElement, replaced: replaced)
            self.storage = nil
            cell = nil
            spare = nil
            replaced = nil
            hasElement = false
        }
    }

    /// Whether the slot holds an element.
    var isFull: Bool {
        hasElement
    }

    /// Stores `element`, releasing the one it replaces. A slot of one cell.
    @inline(__always)
    mutating func store(_ element: Element) {
        if hasElement {
            cell.unsafelyUnwrapped.pointee = element
        } else {
            storeFirst(element)
        }
    }

    /// Stores `element` and keeps the one it replaces, if any, until `releaseReplaced()`. A slot
    /// made with `keepsReplaced`, whose replaced element was released since the last store.
    @inline(__always)
    mutating func storeKeepingReplaced(_ element: Element) {
        if hasElement {
            assert(keepsReplaced && replaced == nil, "ElementSlot: a second element replaced before the first was released")
            let previous = cell
            cell = spare
            spare = previous
            replaced = previous
            cell.unsafelyUnwrapped.initialize(to: element)
        } else {
            storeFirst(element)
        }
    }

    /// Releases the element the last `storeKeepingReplaced` replaced, if any.
    @inline(__always)
    mutating func releaseReplaced() {
        if let replaced {
            self.replaced = nil
            // Not `deinitialize(count: 1)`, which unspecialized code runs through the runtime's
            // loop over an array (≈ 60 instructions); this is one take and one destroy.
            _ = replaced.move()
        }
    }

    /// Out of line: initializing goes through a temporary copy, whose stack space `store` would
    /// otherwise reserve on every call.
    @inline(never)
    private mutating func storeFirst(_ element: Element) {
        if storage == nil {
            let storage = UnsafeMutablePointer<Element>.allocate(capacity: keepsReplaced ? 2 : 1)
            self.storage = storage
            cell = storage
            spare = keepsReplaced ? storage + 1 : nil
        }
        cell.unsafelyUnwrapped.initialize(to: element)
        hasElement = true
    }

    /// The element in an array, or an empty array.
    var elements: [Element] {
        guard hasElement else { return [] }
        return [cell.unsafelyUnwrapped.pointee]
    }

    /// The element; the slot must be full.
    var element: Element {
        guard hasElement else { preconditionFailure("ElementSlot.element read while empty") }
        return cell.unsafelyUnwrapped.pointee
    }

    /// Moves the element, if any, to the end of `elements`, for a caller holding a lock to
    /// release after it. Touches neither the storage nor a replaced element: a subject's
    /// deliverer may be releasing that one meanwhile, without the lock.
    @inline(__always)
    mutating func removeAll(into elements: inout ElementQueue<Element>) {
        if hasElement {
            hasElement = false
            elements.enqueue(cell.unsafelyUnwrapped.move())
        }
    }
}

/// What `ElementSlot.free()` does, out of line: a function generic over the element alone needs
/// no metadata of the slot's type.
@inline(never)
private func freeElementSlot<Element>(_ storage: UnsafeMutablePointer<Element>, cell: UnsafeMutablePointer<Element>?, hasElement: Bool, replaced: UnsafeMutablePointer<Element>?) {
    if hasElement {
        cell?.deinitialize(count: 1)
    }
    replaced?.deinitialize(count: 1)
    storage.deallocate()
}
