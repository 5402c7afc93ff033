import Differentiator

/// A seeded generator of pairs of section lists: the second is the first after random edits
/// (deleted, inserted and moved sections, changed headers, deleted, inserted, updated items, items
/// moved within and across sections). SplitMix64, so a seed gives the same pairs everywhere.
struct RandomEdits {
    private var state: UInt64
    private var nextRow = 0
    private var nextSection = 0

    init(seed: UInt64) {
        state = seed
    }

    private mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A number in `0..<bound` (0 when `bound` is 0).
    mutating func below(_ bound: Int) -> Int {
        bound <= 0 ? 0 : Int(next() % UInt64(bound))
    }

    private mutating func chance(_ percent: Int) -> Bool {
        below(100) < percent
    }

    private mutating func newRows(_ count: Int) -> [Row] {
        defer { nextRow += count }
        return (nextRow ..< nextRow + count).map { Row(id: $0) }
    }

    private mutating func newSection(rows: Int) -> Block {
        defer { nextSection += 1 }
        return Block(model: Header(name: "S\(nextSection)"), items: newRows(rows))
    }

    /// Sections of up to `size` rows, and the same sections after edits of a random intensity.
    mutating func pair(size: Int) -> (initial: [Block], final: [Block]) {
        let initial = (0 ..< below(size / 2 + 2)).map { _ in newSection(rows: below(size + 1)) }
        let percent = [5, 15, 30, 60][below(4)]
        var final = initial.filter { _ in !chance(percent / 2) }
        for _ in 0 ..< below(3) where chance(percent) {
            final.insert(newSection(rows: below(size / 2 + 1)), at: below(final.count + 1))
        }
        for _ in 0 ..< below(3) where chance(percent) && final.count > 1 {
            final.insert(final.remove(at: below(final.count)), at: below(final.count))
        }
        for index in final.indices where chance(percent / 3) {
            final[index].model.version += 1
        }
        guard !final.isEmpty else { return (initial, final) }
        for index in final.indices {
            final[index].items = final[index].items.filter { _ in !chance(percent / 2) }
            for row in final[index].items.indices where chance(percent / 2) {
                final[index].items[row].version += 1
            }
        }
        for _ in 0 ..< below(size) where chance(percent) {
            let section = below(final.count)
            final[section].items.insert(contentsOf: newRows(1), at: below(final[section].items.count + 1))
        }
        for _ in 0 ..< below(size) where chance(percent) {
            let section = below(final.count)
            guard !final[section].items.isEmpty else { continue }
            let row = final[section].items.remove(at: below(final[section].items.count))
            let target = chance(50) ? section : below(final.count)
            final[target].items.insert(row, at: below(final[target].items.count + 1))
        }
        return (initial, final)
    }
}
