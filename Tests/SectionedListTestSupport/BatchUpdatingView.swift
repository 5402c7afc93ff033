import Differentiator

/// A stand-in for a list view that animates batch updates: it holds rows and applies a changeset
/// as a table view applies a batch, refusing what a table view would refuse.
///
/// Deletions, the sources of moves and updated items refer to the rows before the batch;
/// insertions and the destinations of moves to the rows after it. Sections that are neither
/// inserted, deleted nor moved keep their relative order, as do the items of a section that are
/// neither inserted, deleted nor moved.
public struct BatchUpdatingView<Section: AnimatableSectionModelType> {
    /// The rows the view shows.
    public private(set) var sections: [Section]

    /// What a table view would refuse in a batch.
    public struct InvalidBatch: Error, CustomStringConvertible {
        public let description: String
    }

    /// A view showing `sections`.
    public init(sections: [Section]) {
        self.sections = sections
    }

    /// Applies `changeset` as one batch; afterwards the view shows `changeset.finalSections`.
    public mutating func apply(_ changeset: Changeset<Section>) throws {
        if changeset.reloadData {
            sections = changeset.finalSections
            return
        }
        let target = changeset.finalSections
        let sourceOfSection = try sectionSources(changeset, finalCount: target.count)
        let updated = try updatedIdentities(changeset)
        let deletedItems = try Set(changeset.deletedItems.map(checkedOld))
        let movedAway = try Set(changeset.movedItems.map { try checkedOld($0.from) })
        guard deletedItems.isDisjoint(with: movedAway) else { throw invalid("an item both deleted and moved") }
        var arriving: [ItemPath: Section.Item] = [:]
        for move in changeset.movedItems {
            guard arriving.updateValue(sections[move.from], forKey: move.to) == nil else { throw invalid("two moves to \(move.to)") }
        }
        for path in changeset.insertedItems {
            guard path.sectionIndex < target.count, path.itemIndex < target[path.sectionIndex].items.count,
                  arriving.updateValue(target[path], forKey: path) == nil else { throw invalid("bad insertion at \(path)") }
        }
        var result: [Section] = []
        for (index, source) in sourceOfSection.enumerated() {
            guard let source else {
                result.append(target[index])
                continue
            }
            var staying = sections[source].items.indices
                .map { ItemPath(sectionIndex: source, itemIndex: $0) }
                .filter { !deletedItems.contains($0) && !movedAway.contains($0) }
                .map { sections[$0] }
                .makeIterator()
            var items: [Section.Item] = []
            for itemIndex in target[index].items.indices {
                let path = ItemPath(sectionIndex: index, itemIndex: itemIndex)
                guard var item = arriving.removeValue(forKey: path) ?? staying.next() else {
                    throw invalid("section \(index) has too few rows")
                }
                if updated.contains(item.identity) {
                    guard item.identity == target[path].identity else { throw invalid("update of a moved row at \(path)") }
                    item = target[path]
                }
                items.append(item)
            }
            guard staying.next() == nil else { throw invalid("section \(index) has too many rows") }
            result.append(Section(original: sections[source], items: items))
        }
        guard arriving.isEmpty else { throw invalid("rows inserted or moved outside the sections: \(Array(arriving.keys))") }
        try checkShows(result, as: target)
        sections = target
    }

    /// For each section after the batch, the section before it that it continues; `nil` when inserted.
    private func sectionSources(_ changeset: Changeset<Section>, finalCount: Int) throws -> [Int?] {
        guard Set(changeset.deletedSections).count == changeset.deletedSections.count,
              changeset.deletedSections.allSatisfy(sections.indices.contains),
              sections.count - changeset.deletedSections.count + changeset.insertedSections.count == finalCount else {
            throw invalid("section counts do not add up")
        }
        var sources = [Int?](repeating: nil, count: finalCount)
        var placed = [Bool](repeating: false, count: finalCount)
        var leaving = Set(changeset.deletedSections)
        for index in changeset.insertedSections {
            guard sources.indices.contains(index), !placed[index] else { throw invalid("bad inserted section \(index)") }
            placed[index] = true
        }
        for move in changeset.movedSections {
            guard sources.indices.contains(move.to), !placed[move.to], sections.indices.contains(move.from),
                  leaving.insert(move.from).inserted else { throw invalid("bad section move \(move)") }
            placed[move.to] = true
            sources[move.to] = move.from
        }
        var remaining = sections.indices.filter { !leaving.contains($0) }.makeIterator()
        for index in sources.indices where !placed[index] {
            sources[index] = remaining.next()
        }
        return sources
    }

    /// The identities of the updated items, checked to lie inside the rows before the batch.
    private func updatedIdentities(_ changeset: Changeset<Section>) throws -> Set<Section.Item.Identity> {
        Set(try changeset.updatedItems.map { sections[try checkedOld($0)].identity })
    }

    private func checkedOld(_ path: ItemPath) throws -> ItemPath {
        guard sections.indices.contains(path.sectionIndex),
              sections[path.sectionIndex].items.indices.contains(path.itemIndex) else {
            throw invalid("no row at \(path) before the batch")
        }
        return path
    }

    private func checkShows(_ result: [Section], as target: [Section]) throws {
        guard result.map(\.identity) == target.map(\.identity) else {
            throw invalid("sections \(result.map(\.identity)) instead of \(target.map(\.identity))")
        }
        for (shown, expected) in zip(result, target) where shown.items != expected.items {
            throw invalid("rows \(shown.items) instead of \(expected.items) in section \(expected.identity)")
        }
    }

    private func invalid(_ description: String) -> InvalidBatch {
        InvalidBatch(description: description)
    }
}

extension Array where Element: AnimatableSectionModelType {
    fileprivate subscript(path: ItemPath) -> Element.Item {
        self[path.sectionIndex].items[path.itemIndex]
    }
}
