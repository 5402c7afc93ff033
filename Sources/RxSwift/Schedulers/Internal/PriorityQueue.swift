/// A binary min-heap: `first` is the element that `precedes` ranks before every other one.
///
/// Elements that rank equal come out in no particular order, so a caller that needs a stable
/// order (as the virtual-time queue does) includes a sequence number in `precedes`.
struct PriorityQueue<Element> {
    private var heap: ContiguousArray<Element> = []
    private let precedes: (Element, Element) -> Bool

    init(precedes: @escaping (Element, Element) -> Bool) {
        self.precedes = precedes
    }

    var isEmpty: Bool { heap.isEmpty }

    var count: Int { heap.count }

    /// The element that comes out next, if any.
    var first: Element? { heap.first }

    /// Every element, in heap (not priority) order.
    var unordered: ContiguousArray<Element> { heap }

    mutating func insert(_ element: Element) {
        heap.append(element)
        siftUp(from: heap.count - 1)
    }

    /// Removes and returns the element that comes out next, if any.
    @discardableResult
    mutating func removeFirst() -> Element? {
        guard !heap.isEmpty else { return nil }
        heap.swapAt(0, heap.count - 1)
        let first = heap.removeLast()
        if !heap.isEmpty {
            siftDown(from: 0)
        }
        return first
    }

    private mutating func siftUp(from index: Int) {
        var child = index
        while child > 0 {
            let parent = (child - 1) / 2
            guard precedes(heap[child], heap[parent]) else { return }
            heap.swapAt(child, parent)
            child = parent
        }
    }

    private mutating func siftDown(from index: Int) {
        var parent = index
        while true {
            let left = 2 * parent + 1
            let right = left + 1
            var highest = parent
            if left < heap.count, precedes(heap[left], heap[highest]) { highest = left }
            if right < heap.count, precedes(heap[right], heap[highest]) { highest = right }
            guard highest != parent else { return }
            heap.swapAt(parent, highest)
            parent = highest
        }
    }
}
