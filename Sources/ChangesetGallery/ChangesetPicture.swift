import Differentiator

/// A row of a list in the pictures: a name is its identity, a version tells an updated row.
struct Produce: IdentifiableType, Equatable {
    var name: String
    var version = 1
    var identity: String { name }
    var label: String { version > 1 ? "\(name) v\(version)" : name }
}

/// A section header in the pictures.
struct Aisle: IdentifiableType {
    var name: String
    var identity: String { name }
}

typealias Shelf = AnimatableSectionModel<Aisle, Produce>

/// Draws a real diff as SVG: the sections before, after each changeset, and the changes of each
/// changeset between the columns. Rows a changeset deletes are red in the column before it; rows
/// it inserts green, rows it moves blue and rows it updates orange in the column after it; lines
/// join each row to itself in the next column.
struct ChangesetPicture {
    let title: String
    let initial: [Shelf]
    let final: [Shelf]

    private let columnWidth = 118
    private let gapWidth = 150
    private let rowHeight = 22
    /// Where the rows start: under the title, the headings and the longest list of changes.
    private var top: Int {
        let lines = (try? Diff.differencesForSectionedView(initialSections: initial, finalSections: final))?.map { describe($0).count }.max() ?? 0
        return 70 + 14 * lines
    }

    private enum Mark: String {
        case plain = "#f4f4f4", deleted = "#f6c9c4", inserted = "#c9ecc6", moved = "#c8dcf5", updated = "#f8ddb0"
    }

    func svg() throws -> String {
        let changesets = try Diff.differencesForSectionedView(initialSections: initial, finalSections: final)
        let states = [initial] + changesets.map(\.finalSections)
        var body: [String] = []
        for (column, state) in states.enumerated() {
            let before = column < changesets.count ? changesets[column] : nil
            let after = column > 0 ? changesets[column - 1] : nil
            body += drawColumn(state, at: x(column), deletedBy: before, changedBy: after)
            let heading = column == 0 ? "before" : column == states.count - 1 ? "after (step \(column))" : "step \(column)"
            body.append(text(heading, x: x(column) + columnWidth / 2, y: 48, anchor: "middle", weight: "bold"))
        }
        for (index, changeset) in changesets.enumerated() {
            body += drawLinks(from: states[index], to: states[index + 1], at: x(index) + columnWidth, moved: changeset)
            for (line, change) in describe(changeset).enumerated() {
                body.append(text(change, x: x(index) + columnWidth + gapWidth / 2, y: 66 + 14 * line, anchor: "middle", size: 11))
            }
        }
        let width = max(x(states.count - 1) + columnWidth + 10, 20 + 8 * title.count)
        let height = top + rowHeight * (states.map(rowCount).max() ?? 0) + 20
        return """
            <svg xmlns="http://www.w3.org/2000/svg" width="\(width)" height="\(height)" viewBox="0 0 \(width) \(height)" font-family="Helvetica, Arial, sans-serif">
            <rect width="\(width)" height="\(height)" fill="white"/>
            \(text(title, x: 10, y: 20, weight: "bold", size: 14))
            \(body.joined(separator: "\n"))
            </svg>

            """
    }

    private func x(_ column: Int) -> Int {
        10 + column * (columnWidth + gapWidth)
    }

    private func rowCount(_ sections: [Shelf]) -> Int {
        sections.reduce(0) { $0 + 1 + $1.items.count }
    }

    /// The vertical centre of each row of `sections`, by item identity, and of each header.
    private func layout(_ sections: [Shelf]) -> (items: [String: Int], headers: [Int]) {
        var items: [String: Int] = [:]
        var headers: [Int] = []
        var y = top + rowHeight / 2
        for section in sections {
            headers.append(y)
            y += rowHeight
            for item in section.items {
                items[item.identity] = y
                y += rowHeight
            }
        }
        return (items, headers)
    }

    private func drawColumn(_ sections: [Shelf], at left: Int, deletedBy next: Changeset<Shelf>?, changedBy previous: Changeset<Shelf>?) -> [String] {
        let rows = layout(sections).headers
        var shapes: [String] = []
        for (sectionIndex, section) in sections.enumerated() {
            let y = rows[sectionIndex]
            let sectionMark: Mark = next?.deletedSections.contains(sectionIndex) == true ? .deleted
                : previous?.insertedSections.contains(sectionIndex) == true ? .inserted
                : previous?.movedSections.contains { $0.to == sectionIndex } == true ? .moved : .plain
            shapes.append(box(x: left, y: y, fill: sectionMark == .plain ? "#dddddd" : sectionMark.rawValue))
            shapes.append(text(section.model.name, x: left + 6, y: y + 4, weight: "bold", size: 12))
            for (itemIndex, item) in section.items.enumerated() {
                let path = ItemPath(sectionIndex: sectionIndex, itemIndex: itemIndex)
                let mark = itemMark(path, item, in: sections, deletedBy: next, changedBy: previous)
                let itemY = y + rowHeight * (itemIndex + 1)
                shapes.append(box(x: left + 12, y: itemY, fill: mark.rawValue, width: columnWidth - 12))
                shapes.append(text(item.label, x: left + 18, y: itemY + 4, size: 12))
            }
        }
        return shapes
    }

    private func itemMark(_ path: ItemPath, _ item: Produce, in sections: [Shelf], deletedBy next: Changeset<Shelf>?, changedBy previous: Changeset<Shelf>?) -> Mark {
        if next?.deletedItems.contains(path) == true || next?.deletedSections.contains(path.sectionIndex) == true {
            return .deleted
        }
        guard let previous else { return .plain }
        if previous.insertedItems.contains(path) || previous.insertedSections.contains(path.sectionIndex) {
            return .inserted
        }
        if previous.movedItems.contains(where: { $0.to == path }) {
            return .moved
        }
        // Updated rows are named by their index before the batch.
        let updated = previous.updatedItems.map { previous.originalSections[$0.sectionIndex].items[$0.itemIndex].identity }
        return updated.contains(item.identity) ? .updated : .plain
    }

    private func drawLinks(from old: [Shelf], to new: [Shelf], at left: Int, moved changeset: Changeset<Shelf>) -> [String] {
        let from = layout(old).items
        let to = layout(new)
        let movedIdentities = Set(changeset.movedItems.map { new[$0.to.sectionIndex].items[$0.to.itemIndex].identity })
        var links: [String] = []
        let oldHeaders = layout(old).headers
        for (index, section) in old.enumerated() {
            guard let newIndex = new.firstIndex(where: { $0.identity == section.identity }) else { continue }
            let colour = changeset.movedSections.contains { $0.to == newIndex } ? "#2f6fc0" : "#aaaaaa"
            links.append(##"<line x1="\##(left + 2)" y1="\##(oldHeaders[index])" x2="\##(left + gapWidth - 2)" y2="\##(to.headers[newIndex])" stroke="\##(colour)" stroke-width="2" stroke-dasharray="5 3"/>"##)
        }
        for (identity, y1) in from.sorted(by: { $0.value < $1.value }) {
            guard let y2 = to.items[identity] else { continue }
            let colour = movedIdentities.contains(identity) ? "#2f6fc0" : "#aaaaaa"
            links.append(##"<line x1="\##(left + 2)" y1="\##(y1)" x2="\##(left + gapWidth - 2)" y2="\##(y2)" stroke="\##(colour)" stroke-width="1.2"/>"##)
        }
        return links
    }

    /// The changes of a changeset in words, one per line.
    private func describe(_ changeset: Changeset<Shelf>) -> [String] {
        func paths(_ list: [ItemPath]) -> String { list.map { "\($0.sectionIndex).\($0.itemIndex)" }.joined(separator: ", ") }
        func indices(_ list: [Int]) -> String { list.map(String.init).joined(separator: ", ") }
        func line(_ verb: String, _ noun: String, _ count: Int, _ list: String) -> String? {
            count == 0 ? nil : "\(verb) \(noun)\(count > 1 ? "s" : "") \(list)"
        }
        var lines = [
            line("delete", "section", changeset.deletedSections.count, indices(changeset.deletedSections)),
            line("delete", "item", changeset.deletedItems.count, paths(changeset.deletedItems)),
            line("update", "item", changeset.updatedItems.count, paths(changeset.updatedItems)),
            line("insert", "section", changeset.insertedSections.count, indices(changeset.insertedSections)),
        ].compactMap { $0 }
        for move in changeset.movedSections { lines.append("move section \(move.from) → \(move.to)") }
        if let inserted = line("insert", "item", changeset.insertedItems.count, paths(changeset.insertedItems)) { lines.append(inserted) }
        for move in changeset.movedItems { lines.append("move item \(paths([move.from])) → \(paths([move.to]))") }
        return lines
    }

    private func box(x: Int, y: Int, fill: String, width: Int? = nil) -> String {
        ##"<rect x="\##(x)" y="\##(y - rowHeight / 2 + 1)" width="\##(width ?? columnWidth)" height="\##(rowHeight - 2)" rx="3" fill="\##(fill)" stroke="#888888" stroke-width="0.6"/>"##
    }

    private func text(_ content: String, x: Int, y: Int, anchor: String = "start", weight: String = "normal", size: Int = 12) -> String {
        let escaped = content.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
        return ##"<text x="\##(x)" y="\##(y)" font-size="\##(size)" font-weight="\##(weight)" text-anchor="\##(anchor)" fill="#222222">\##(escaped)</text>"##
    }
}
