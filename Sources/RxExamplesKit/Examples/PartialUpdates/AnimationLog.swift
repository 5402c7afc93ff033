// Patterns: the terminal's animation of a batch update: the changesets a data source emits for one
// new version, folded (`scan`) into marks on the rows they touched and a summary of the batches.
import RxDataSources

/// What the changesets of the last version did: the marks of the rows and sections they touched,
/// what they removed, and how many changes of each kind they made.
public struct AnimationLog: Equatable, Sendable {
    /// What the log is told, in order.
    public enum Event: Sendable {
        /// A new version of the sections arrives: its changesets follow.
        case newVersion
        /// A changeset the data source emitted for the current version.
        case batch(Changeset<NumberSection>)
    }

    /// The changesets of the current version.
    public private(set) var batches = 0
    /// Whether the current version was a reload (the first one).
    public private(set) var reloaded = false
    /// The marks of the rows, by number.
    public private(set) var itemMarks: [Int: ListMark] = [:]
    /// The marks of the sections, by title.
    public private(set) var sectionMarks: [String: ListMark] = [:]
    /// What the changesets deleted, in order: numbers, and sections with their numbers.
    public private(set) var removed: [String] = []
    private var counts: [Count: Int] = [:]

    /// The kinds of changes the summary counts, in the order it names them.
    private enum Count: CaseIterable {
        case insertedItems, deletedItems, insertedSections, deletedSections, movedItems, movedSections, updatedItems

        func phrase(_ count: Int) -> String {
            let plural = count == 1 ? "" : "s"
            switch self {
            case .insertedItems: return "+\(count) item\(plural)"
            case .deletedItems: return "−\(count) item\(plural)"
            case .insertedSections: return "+\(count) section\(plural)"
            case .deletedSections: return "−\(count) section\(plural)"
            case .movedItems: return "\(count) move\(plural)"
            case .movedSections: return "\(count) section move\(plural)"
            case .updatedItems: return "\(count) update\(plural)"
            }
        }
    }

    /// An empty log.
    public init() {}

    /// The log after `event`: a new version starts an empty log.
    public static func reduce(_ log: AnimationLog, _ event: Event) -> AnimationLog {
        switch event {
        case .newVersion:
            return AnimationLog()
        case let .batch(changeset):
            var log = log
            log.record(changeset)
            return log
        }
    }

    /// Records one changeset. Deletions and updates name rows before the batch, insertions and
    /// moves rows after it (as a table view reads a batch update).
    public mutating func record(_ changeset: Changeset<NumberSection>) {
        batches += 1
        guard !changeset.reloadData else {
            reloaded = true
            return
        }
        let before = changeset.originalSections, after = changeset.finalSections
        for path in changeset.deletedItems {
            let item = before[path.sectionIndex].items[path.itemIndex]
            removed.append(item.description)
            itemMarks[item.number] = nil
        }
        for index in changeset.deletedSections {
            removed.append("\(before[index].model) (\(before[index].items.map(\.description).joined(separator: ", ")))")
        }
        for path in changeset.updatedItems {
            itemMarks[before[path.sectionIndex].items[path.itemIndex].number] = .updated
        }
        for index in changeset.insertedSections {
            sectionMarks[after[index].model] = .inserted
            after[index].items.forEach { itemMarks[$0.number] = .inserted }
        }
        for move in changeset.movedSections {
            sectionMarks[after[move.to].model] = .moved
        }
        for path in changeset.insertedItems {
            itemMarks[after[path.sectionIndex].items[path.itemIndex].number] = .inserted
        }
        // A row both edited and moved shows the move; its text shows the edit.
        for move in changeset.movedItems {
            itemMarks[after[move.to.sectionIndex].items[move.to.itemIndex].number] = .moved
        }
        counts[.insertedItems, default: 0] += changeset.insertedItems.count
        counts[.deletedItems, default: 0] += changeset.deletedItems.count
        counts[.insertedSections, default: 0] += changeset.insertedSections.count
        counts[.deletedSections, default: 0] += changeset.deletedSections.count
        counts[.movedItems, default: 0] += changeset.movedItems.count
        counts[.movedSections, default: 0] += changeset.movedSections.count
        counts[.updatedItems, default: 0] += changeset.updatedItems.count
    }

    /// `3 batches: −2 items, +1 section, 1 move, 2 updates`, or what a reload showed.
    public func summary(of sections: [NumberSection]) -> String {
        if reloaded {
            return "reload: \(sections.count) sections, \(sections.reduce(0) { $0 + $1.items.count }) numbers"
        }
        let phrases = Count.allCases.compactMap { kind in counts[kind].flatMap { $0 == 0 ? nil : kind.phrase($0) } }
        guard batches > 0, !phrases.isEmpty else { return "no change" }
        return "\(batches) batch\(batches == 1 ? "" : "es"): " + phrases.joined(separator: ", ")
    }

    /// What the changesets removed, or `nothing`.
    public var removedText: String {
        removed.isEmpty ? "nothing" : removed.joined(separator: ", ")
    }

    /// `sections` as a list, marked with what the changesets did.
    public func listSections(of sections: [NumberSection]) -> [ListSection] {
        sections.map { section in
            var rowMarks: [Int: ListMark] = [:]
            for (index, item) in section.items.enumerated() {
                rowMarks[index] = itemMarks[item.number]
            }
            return ListSection(title: section.model, rows: section.items.map(\.description), mark: sectionMarks[section.model], rowMarks: rowMarks)
        }
    }
}
