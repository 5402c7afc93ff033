// Patterns: a value type that is a pure function of its seed: each version of the sections comes
// from the previous one by a few random edits, so a run is replayed exactly from its seed.

/// Sections of numbers and the random edits that make their next version: items inserted,
/// deleted, moved (within and across sections) and updated; sections inserted, deleted and moved.
/// New numbers and section titles are never used before, so identities stay unique.
public struct SectionRandomizer: Equatable, Sendable {
    /// One random edit.
    enum Edit: CaseIterable {
        case insertItem, deleteItem, moveItem, updateItem, insertSection, deleteSection, moveSection

        /// How often each edit is drawn, out of the sum: mostly items, sometimes sections.
        var weight: Int {
            switch self {
            case .insertItem, .deleteItem, .moveItem: 3
            case .updateItem: 2
            case .insertSection, .deleteSection, .moveSection: 1
            }
        }
    }

    /// The sections a run starts with: four sections of three numbers.
    public static let initialSections: [NumberSection] = (0 ..< 4).map { section in
        NumberSection(model: "Section \(section + 1)", items: (1 ... 3).map { NumberItem(section * 3 + $0) })
    }

    /// The sections kept between these counts, and the numbers below `maximumItems`, so that the
    /// table fits a terminal.
    static let sectionCounts = 2 ... 6
    static let maximumItems = 20

    /// The current version.
    public private(set) var sections: [NumberSection]
    private var generator: SeededGenerator
    private var nextNumber: Int
    private var nextSection: Int

    /// The randomizer of `seed`, starting from `sections` (their numbers and titles `Section N`
    /// are not given again).
    public init(seed: UInt64, sections: [NumberSection] = SectionRandomizer.initialSections) {
        self.sections = sections
        generator = SeededGenerator(seed: seed)
        nextNumber = (sections.flatMap(\.items).map(\.number).max() ?? 0) + 1
        nextSection = sections.count + 1
    }

    /// The randomizer holding the next version: two to four random edits of this one.
    public func randomized() -> SectionRandomizer {
        var next = self
        let edits = 2 + next.generator.index(below: 3)
        var done = 0
        // Some edits cannot apply (no item to delete); another one is drawn instead.
        while done < edits {
            if next.apply(next.drawEdit()) {
                done += 1
            }
        }
        return next
    }

    private mutating func drawEdit() -> Edit {
        var draw = generator.index(below: Edit.allCases.reduce(0) { $0 + $1.weight })
        for edit in Edit.allCases {
            if draw < edit.weight { return edit }
            draw -= edit.weight
        }
        fatalError("the draw is below the sum of the weights")
    }

    /// Applies `edit`; false when it cannot apply to these sections.
    private mutating func apply(_ edit: Edit) -> Bool {
        let itemCount = sections.reduce(0) { $0 + $1.items.count }
        switch edit {
        case .insertItem:
            guard itemCount < Self.maximumItems else { return false }
            let section = pick(sections.count)
            sections[section].items.insert(NumberItem(nextNumber), at: pick(sections[section].items.count + 1))
            nextNumber += 1
        case .deleteItem:
            guard let (section, item) = pickItem() else { return false }
            sections[section].items.remove(at: item)
        case .moveItem:
            guard let (section, item) = pickItem() else { return false }
            let moved = sections[section].items.remove(at: item)
            let destination = pick(sections.count)
            sections[destination].items.insert(moved, at: pick(sections[destination].items.count + 1))
        case .updateItem:
            guard let (section, item) = pickItem() else { return false }
            sections[section].items[item].revision += 1
        case .insertSection:
            guard sections.count < Self.sectionCounts.upperBound, itemCount < Self.maximumItems else { return false }
            let items = (0 ... pick(2)).map { NumberItem(nextNumber + $0) }
            nextNumber += items.count
            sections.insert(NumberSection(model: "Section \(nextSection)", items: items), at: pick(sections.count + 1))
            nextSection += 1
        case .deleteSection:
            guard sections.count > Self.sectionCounts.lowerBound else { return false }
            sections.remove(at: pick(sections.count))
        case .moveSection:
            let moved = sections.remove(at: pick(sections.count))
            sections.insert(moved, at: pick(sections.count + 1))
        }
        return true
    }

    private mutating func pick(_ count: Int) -> Int {
        generator.index(below: count)
    }

    /// A random item's section and index; `nil` when every section is empty.
    private mutating func pickItem() -> (Int, Int)? {
        let paths = sections.indices.flatMap { section in sections[section].items.indices.map { (section, $0) } }
        return paths.isEmpty ? nil : paths[pick(paths.count)]
    }
}
