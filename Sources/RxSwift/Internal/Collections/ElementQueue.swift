/// The library's one FIFO: an unbounded queue in one growable ring buffer. Subjects, sinks,
/// merge's waiting sources, the trampoline and `RingBuffer` all queue through it.
///
/// Unlike an `Array`, it works through a typed pointer, so unspecialized code touching it needs
/// only `Element`'s metadata (which the enclosing generic class already carries) and never looks
/// up the metadata of a compound type at run time (see ARCHITECTURE.md, "Hot operators and
/// generic specialization"). It allocates only when
/// it grows; a queue that is never used allocates nothing. Its operations are always inlined:
/// called out of line, they would need the queue's own metadata, looked up at run time.
struct ElementQueue<Element>: ~Copyable {
    private var storage: UnsafeMutablePointer<Element>?
    /// A power of two (or 0), so that wrapping around is a mask.
    private var capacity = 0
    private var head = 0
    private(set) var count = 0

    init() {}

    deinit {
        guard let storage else { return }
        for offset in 0..<count {
            (storage + (head + offset) & (capacity - 1)).deinitialize(count: 1)
        }
        storage.deallocate()
    }

    @inline(__always)
    var isEmpty: Bool { count == 0 }

    @inline(__always)
    mutating func enqueue(_ element: Element) {
        if count == capacity {
            grow()
        }
        (storage.unsafelyUnwrapped + (head + count) & (capacity - 1)).initialize(to: element)
        count += 1
    }

    /// Removes and returns the oldest element.
    ///
    /// - Precondition: the queue is not empty.
    @inline(__always)
    mutating func dequeue() -> Element {
        precondition(count > 0, "ElementQueue.dequeue(): the queue is empty")
        let element = (storage.unsafelyUnwrapped + head).move()
        head = (head + 1) & (capacity - 1)
        count -= 1
        return element
    }

    /// Puts `element` back at the front, to be dequeued next (a source taken out to look at and
    /// returned, in merge's queue).
    @inline(__always)
    mutating func enqueueFront(_ element: Element) {
        if count == capacity {
            grow()
        }
        head = (head &- 1) & (capacity - 1)
        (storage.unsafelyUnwrapped + head).initialize(to: element)
        count += 1
    }

    /// The oldest element, left in the queue.
    ///
    /// - Precondition: the queue is not empty.
    @inline(__always)
    var first: Element {
        precondition(count > 0, "ElementQueue.first: the queue is empty")
        return storage.unsafelyUnwrapped[head]
    }

    /// Replaces the only element by `element`: one assignment, where a dequeue and an enqueue
    /// would move, destroy and initialize through the element's value witnesses.
    ///
    /// - Precondition: the queue holds exactly one element.
    @inline(__always)
    mutating func replaceSole(with element: Element) {
        precondition(count == 1, "ElementQueue.replaceSole(with:): the queue must hold one element")
        (storage.unsafelyUnwrapped + head).pointee = element
    }

    /// Calls `body` with each element, oldest first.
    @inline(__always)
    func forEach(_ body: (Element) -> Void) {
        guard let storage else { return }
        for offset in 0..<count {
            body(storage[(head + offset) & (capacity - 1)])
        }
    }

    /// Exchanges the contents of two queues (without the generic `swap`, which would need this
    /// type's metadata at run time).
    @inline(__always)
    mutating func exchangeContents(with other: inout ElementQueue<Element>) {
        let (storage, capacity, head, count) = (self.storage, self.capacity, self.head, self.count)
        (self.storage, self.capacity, self.head, self.count) = (other.storage, other.capacity, other.head, other.count)
        (other.storage, other.capacity, other.head, other.count) = (storage, capacity, head, count)
    }

    /// Removes every element, keeping the storage.
    // Inlined: a call to a method of the queue out of line looks its type's metadata up at run
    // time in unspecialized code (see `grow()`); a subject's element path calls this.
    @inline(__always)
    mutating func removeAll() {
        while count > 0 {
            _ = dequeue()
        }
        head = 0
    }

    @inline(__always)
    private mutating func grow() {
        (storage, capacity) = grownStorage(storage, capacity: capacity, head: head, count: count)
        head = 0
    }
}

/// `ElementQueue.grow()`'s work, out of line and generic over the element alone: a method of the
/// queue called out of line would have the queue type's metadata looked up at run time
/// (≈ 330 instructions at every queue's first enqueue).
@inline(never)
private func grownStorage<Element>(_ storage: UnsafeMutablePointer<Element>?, capacity: Int, head: Int, count: Int) -> (UnsafeMutablePointer<Element>, Int) {
    let newCapacity = Swift.max(4, capacity * 2)
    let newStorage = UnsafeMutablePointer<Element>.allocate(capacity: newCapacity)
    if let storage {
        // The elements may wrap around the end of the old buffer: move both runs in order.
        let firstRun = Swift.min(count, capacity - head)
        newStorage.moveInitialize(from: storage + head, count: firstRun)
        (newStorage + firstRun).moveInitialize(from: storage, count: count - firstRun)
        storage.deallocate()
    }
    return (newStorage, newCapacity)
}
