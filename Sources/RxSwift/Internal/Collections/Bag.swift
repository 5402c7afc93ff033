/// An insertion-ordered collection with stable keys, O(log n) removal and O(1) snapshots.
///
/// Used for observer lists. Removed slots become holes that are compacted once they outnumber
/// the live entries, so a long-lived bag with churning entries stays proportional to what it
/// holds (amortized O(1) per insertion). `slots` is a value: copying it is the snapshot that
/// delivery iterates outside the lock.
struct Bag<Value> {
    /// Identifies one entry.
    typealias Key = UInt64

    /// One entry; `value` is nil once removed.
    struct Slot {
        let key: Key
        var value: Value?
    }

    private(set) var slots: ContiguousArray<Slot> = []
    /// The key the next insertion gets (keys only grow).
    private(set) var nextKey: Key = 0
    /// Number of live entries.
    private(set) var count = 0

    var isEmpty: Bool { count == 0 }

    mutating func insert(_ value: Value) -> Key {
        let key = nextKey
        nextKey &+= 1
        slots.append(Slot(key: key, value: value))
        count += 1
        return key
    }

    /// The value for `key`, if it is still in the bag.
    subscript(key: Key) -> Value? {
        get {
            index(of: key).flatMap { slots[$0].value }
        }
        set {
            guard let index = index(of: key), slots[index].value != nil else { return }
            if newValue == nil {
                remove(key)
            } else {
                slots[index].value = newValue
            }
        }
    }

    /// Removes and returns the value for `key`, if it is still in the bag.
    @discardableResult
    mutating func remove(_ key: Key) -> Value? {
        guard let index = index(of: key), let value = slots[index].value else { return nil }
        slots[index].value = nil
        count -= 1
        compactIfSparse()
        return value
    }

    /// Takes every value out, in insertion order, leaving the bag empty.
    mutating func removeAll() -> [Value] {
        let values = self.values
        slots = []
        count = 0
        return values
    }

    /// The only live value, when the bag holds exactly one (the bag is compacted whenever it
    /// goes down to one value, so this is the only slot).
    var soleValue: Value? {
        guard count == 1 else { return nil }
        var index = slots.count - 1
        while index >= 0 {
            if let value = slots[index].value { return value }
            index -= 1
        }
        return nil
    }

    /// The live values, in insertion order.
    var values: [Value] {
        slots.compactMap(\.value)
    }

    /// Keys are increasing along `slots` (appended in order, compaction keeps order).
    private func index(of key: Key) -> Int? {
        var low = 0
        var high = slots.count
        while low < high {
            let middle = (low + high) / 2
            if slots[middle].key < key {
                low = middle + 1
            } else {
                high = middle
            }
        }
        return low < slots.count && slots[low].key == key ? low : nil
    }

    private mutating func compactIfSparse() {
        let holes = slots.count - count
        // Also down to a sole value: `soleValue` is read per element (a subject with one
        // observer), and would otherwise walk past the holes left behind it each time.
        guard (holes > 16 && holes > count) || (count == 1 && holes > 0) else { return }
        slots.removeAll { $0.value == nil }
    }
}
