/// A FIFO buffer that keeps at most `capacity` elements, dropping the oldest.
///
/// Used by `ReplaySubject` (the last `bufferSize` elements) and by operators that keep the last
/// n elements (`takeLast`).
struct RingBuffer<Element> {
    private var storage: ContiguousArray<Element> = []
    private var head = 0
    let capacity: Int

    init(capacity: Int) {
        self.capacity = capacity
    }

    var count: Int { storage.count }
    var isEmpty: Bool { storage.isEmpty }

    /// Appends `element`, dropping the oldest element if the buffer is full.
    mutating func append(_ element: Element) {
        guard capacity > 0 else { return }
        if storage.count < capacity {
            storage.append(element)
        } else {
            storage[head] = element
            head = (head + 1) % capacity
        }
    }

    /// The elements, oldest first.
    var elements: [Element] {
        guard head > 0 else { return Array(storage) }
        return Array(storage[head...] + storage[..<head])
    }

    mutating func removeAll() {
        storage.removeAll()
        head = 0
    }
}
