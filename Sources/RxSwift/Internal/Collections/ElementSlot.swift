/// Room for one element, empty or full, at a stable address, allocated while full.
///
/// A subject that keeps only its latest element (`BehaviorSubject`, a `ReplaySubject` of one, so
/// every `share(replay: 1)` and every operator of a `Driver`) overwrites it on every element. In
/// the library's unspecialized code, an `Optional<Element>` field would have its metadata looked
/// up on each write; here a write is one value-witness call (an assignment, or an initialization
/// the first time). Empty, it holds no memory, so a subject that never uses it pays nothing. Not
/// copyable: its one owner frees it.
struct ElementSlot<Element>: ~Copyable {
    private var storage: UnsafeMutablePointer<Element>?

    init() {}

    init(_ element: Element) {
        storeFirst(element)
    }

    deinit {
        if let storage {
            storage.deinitialize(count: 1)
            storage.deallocate()
        }
    }

    /// Whether the slot holds an element.
    var isFull: Bool {
        storage != nil
    }

    /// Stores `element`, releasing the one it replaces.
    @inline(__always)
    mutating func store(_ element: Element) {
        if let storage {
            storage.pointee = element
        } else {
            storeFirst(element)
        }
    }

    /// Stores `element` and returns the element it replaces, for a caller holding a lock to
    /// release after it (its deinit may run code); the slot must be full.
    mutating func exchange(_ element: Element) -> Element {
        let storage = storage.unsafelyUnwrapped
        let replaced = storage.move()
        storage.initialize(to: element)
        return replaced
    }

    /// Out of line: initializing goes through a temporary copy, whose stack space `store` would
    /// otherwise reserve on every call.
    @inline(never)
    private mutating func storeFirst(_ element: Element) {
        let storage = UnsafeMutablePointer<Element>.allocate(capacity: 1)
        storage.initialize(to: element)
        self.storage = storage
    }

    /// The element in an array, or an empty array.
    var elements: [Element] {
        guard let storage else { return [] }
        return [storage.pointee]
    }

    /// The element; the slot must be full.
    var element: Element {
        guard let storage else { preconditionFailure("ElementSlot.element read while empty") }
        return storage.pointee
    }

    /// Releases the element, if any.
    mutating func removeAll() {
        if let storage {
            storage.deinitialize(count: 1)
            storage.deallocate()
            self.storage = nil
        }
    }
}
