/// A FIFO buffer that keeps at most `capacity` elements, dropping the oldest.
///
/// Used by `ReplaySubject` (the last `bufferSize` elements, for sizes above 1) and `takeLast`. It is an
/// `ElementQueue` with a limit, so its per-element operations need no run-time metadata look-up
/// in unspecialized code (see ElementQueue).
struct RingBuffer<Element>: ~Copyable {
    private var queue = ElementQueue<Element>()
    let capacity: Int

    init(capacity: Int) {
        self.capacity = capacity
    }

    @inline(__always)
    var count: Int { queue.count }

    @inline(__always)
    var isEmpty: Bool { queue.isEmpty }

    /// Appends `element`, dropping the oldest element if the buffer is full.
    @inline(__always)
    mutating func append(_ element: Element) {
        guard capacity > 0 else { return }
        if capacity == 1, queue.count == 1 {
            // `takeLast(1)` stores every element here: overwrite in place. (A replay of one
            // element keeps it in its subject core's `latest` slot instead.)
            queue.replaceSole(with: element)
            return
        }
        if queue.count == capacity {
            _ = queue.dequeue()
        }
        queue.enqueue(element)
    }

    /// Appends `element`; the oldest element, which a full buffer drops, goes to the end of
    /// `retired`, for a caller holding a lock to release after it (its deinit may run user code).
    @inline(__always)
    mutating func append(_ element: Element, retiringInto retired: inout ElementQueue<Element>) {
        guard capacity > 0 else { return }
        if queue.count == capacity {
            retired.enqueue(queue.dequeue())
        }
        queue.enqueue(element)
    }

    /// Calls `body` with each element, oldest first.
    @inline(__always)
    func forEach(_ body: (Element) -> Void) {
        queue.forEach(body)
    }

    /// The elements, oldest first.
    var elements: [Element] {
        var elements: [Element] = []
        elements.reserveCapacity(queue.count)
        queue.forEach { elements.append($0) }
        return elements
    }

    mutating func removeAll() {
        queue.removeAll()
    }

    /// Moves every element to the end of `elements`, leaving the buffer empty, for a caller
    /// holding a lock to release them after it.
    mutating func removeAll(into elements: inout ElementQueue<Element>) {
        while !queue.isEmpty {
            elements.enqueue(queue.dequeue())
        }
    }
}
