/// An insertion-ordered collection with stable keys, O(log n) removal and O(1) snapshots.
///
/// Used for observer lists. A bag of one value keeps it inline, without an array: a subject, a
/// share or a merge with one subscriber (the common case, and every subscription of a new
/// subject) allocates nothing for its list. From the second value on, the values are in an
/// array, where removed slots become holes that are compacted once they outnumber the live
/// entries, so a long-lived bag with churning entries stays proportional to what it holds
/// (amortized O(1) per insertion); the array goes when the bag is empty. A `Snapshot` is a
/// value: what delivery iterates outside the lock.
struct Bag<Value> {
    /// Identifies one entry.
    typealias Key = UInt64

    /// One entry; `value` is nil once removed.
    struct Slot {
        let key: Key
        var value: Value?
    }

    /// The only value, inline, when the bag holds one and `slots` is empty.
    private var single: Slot?
    /// The slots, when the bag holds (or held, since it was last empty) more than one value.
    private var slots: ContiguousArray<Slot> = []
    /// The key the next insertion gets (keys only grow).
    private(set) var nextKey: Key = 0
    /// Number of live entries.
    private(set) var count = 0

    var isEmpty: Bool { count == 0 }

    // Consuming: the caller's value moves in, without a copy (a retain) and a destroy.
    mutating func insert(_ value: consuming Value) -> Key {
        let key = nextKey
        nextKey &+= 1
        count += 1
        if single == nil, slots.isEmpty {
            single = Slot(key: key, value: value)
            return key
        }
        if let first = single.take() {
            slots.reserveCapacity(2)
            slots.append(first)
        }
        slots.append(Slot(key: key, value: value))
        return key
    }

    /// The value for `key`, if it is still in the bag.
    subscript(key: Key) -> Value? {
        get {
            if let single { return single.key == key ? single.value : nil }
            return index(of: key).flatMap { slots[$0].value }
        }
        set {
            if single?.key == key {
                if newValue == nil {
                    remove(key)
                } else {
                    single = Slot(key: key, value: newValue)
                }
                return
            }
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
        if let single {
            guard single.key == key else { return nil }
            self.single = nil
            count = 0
            return single.value
        }
        guard let index = index(of: key), let value = slots[index].value else { return nil }
        slots[index].value = nil
        count -= 1
        compactIfSparse()
        return value
    }

    /// Takes every value out, in insertion order, leaving the bag empty.
    mutating func removeAll() -> [Value] {
        let values = self.values
        single = nil
        slots = []
        count = 0
        return values
    }

    /// The only live value, when the bag holds exactly one.
    var soleValue: Value? {
        projectingSoleValue { copy $0 }?.projection
    }

    /// The key of the only live value and `project` of it, when the bag holds exactly one value
    /// (the array is compacted whenever it goes down to one value, so it is then its only slot).
    /// The value is read in place: a `Slot` copied out would retain what it holds, and release it
    /// again (a subject's state asks on every subscription and unsubscription).
    @inline(__always)
    func projectingSoleValue<Projection>(_ project: (borrowing Value) -> Projection) -> (key: Key, projection: Projection)? {
        guard count == 1 else { return nil }
        switch single {
        case .some(let slot):
            return slot.value.map { (slot.key, project($0)) }
        case .none:
            var index = slots.count - 1
            while index >= 0 {
                if let value = slots[index].value { return (slots[index].key, project(value)) }
                index -= 1
            }
            return nil
        }
    }

    /// The live values, in insertion order.
    var values: [Value] {
        if let single { return single.value.map { [$0] } ?? [] }
        return slots.compactMap(\.value)
    }

    /// The slots as they are now, oldest first, when they are in an array (the bag holds more than
    /// one value, or did since it was last empty); nil when the bag holds its one value inline,
    /// or nothing. What a per-element path copies: one reference, where a `Snapshot` is more.
    var arraySnapshot: ContiguousArray<Slot>? {
        // `slots` is empty whenever the value is inline.
        slots.isEmpty ? nil : slots
    }

    /// Calls `body` with each live value, oldest first, without copying the slots.
    func forEachValue(_ body: (Value) throws -> Void) rethrows {
        if let single {
            if let value = single.value { try body(value) }
            return
        }
        for slot in slots {
            if let value = slot.value { try body(value) }
        }
    }

    /// The slots as they are now, oldest first.
    var snapshot: Snapshot {
        if let single { return Snapshot(single: single) }
        return Snapshot(slots: slots)
    }

    /// The slots of a bag at one moment, oldest first (keys grow along them); removed ones have
    /// no value. A value: it keeps what it holds alive while it is iterated outside the lock.
    struct Snapshot: Sequence {
        private let single: Slot?
        private let slots: ContiguousArray<Slot>

        fileprivate init(single: Slot) {
            self.single = single
            slots = []
        }

        fileprivate init(slots: ContiguousArray<Slot>) {
            single = nil
            self.slots = slots
        }

        /// Calls `body` with the slots in a buffer, without copying them.
        func withUnsafeBufferPointer<Result>(_ body: (UnsafeBufferPointer<Slot>) throws -> Result) rethrows -> Result {
            if let single {
                return try withUnsafePointer(to: single) { try body(UnsafeBufferPointer(start: $0, count: 1)) }
            }
            return try slots.withUnsafeBufferPointer(body)
        }

        func makeIterator() -> Iterator {
            Iterator(snapshot: self)
        }

        struct Iterator: IteratorProtocol {
            fileprivate let snapshot: Snapshot
            private var index = 0

            fileprivate init(snapshot: Snapshot) {
                self.snapshot = snapshot
            }

            mutating func next() -> Slot? {
                defer { index += 1 }
                if let single = snapshot.single {
                    return index == 0 ? single : nil
                }
                return index < snapshot.slots.count ? snapshot.slots[index] : nil
            }
        }
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
        if count == 0 {
            // Empty: the next value goes inline again.
            slots = []
            return
        }
        let holes = slots.count - count
        // Also down to a sole value: `soleValue` would otherwise walk past the holes left
        // behind it.
        guard (holes > 16 && holes > count) || (count == 1 && holes > 0) else { return }
        slots.removeAll { $0.value == nil }
    }
}
