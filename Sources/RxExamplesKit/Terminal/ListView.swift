import RxCocoa
import RxRelay
import RxSwift

/// The position of a row: UITableView's `IndexPath` for a terminal list.
public struct ItemPath: Hashable, Sendable, CustomStringConvertible {
    /// The section.
    public var section: Int
    /// The row inside the section.
    public var row: Int

    /// The row `row` of section `section`.
    public init(section: Int, row: Int) {
        self.section = section
        self.row = row
    }

    /// `section.row`, as scripts write it.
    public var description: String { "\(section).\(row)" }

    /// Reads `section.row`, or a plain `row` of section 0.
    public init?(scriptText: String) {
        let parts = scriptText.split(separator: ".").map { Int($0) }
        switch parts.count {
        case 1: guard let row = parts[0] else { return nil }; self.init(section: 0, row: row)
        case 2: guard let section = parts[0], let row = parts[1] else { return nil }; self.init(section: section, row: row)
        default: return nil
        }
    }
}

/// A titled group of rows of a `ListView`.
public struct ListSection: Equatable, Sendable {
    /// Drawn above the rows; none when `nil`.
    public var title: String?
    /// The rows' text.
    public var rows: [String]
    /// Drawn before the title: what the last change did to the section.
    public var mark: ListMark?
    /// Drawn before the rows, by row index: what the last change did to them.
    public var rowMarks: [Int: ListMark]

    /// A section of `rows` under `title`, with the marks of the last change, if any.
    public init(title: String? = nil, rows: [String], mark: ListMark? = nil, rowMarks: [Int: ListMark] = [:]) {
        self.title = title
        self.rows = rows
        self.mark = mark
        self.rowMarks = rowMarks
    }
}

/// A list of rows in sections: UITableView's terminal counterpart. With the focus, the arrows
/// move the cursor (moving past the last row is a scroll to the bottom), Enter selects, `d`
/// deletes, `J`/`K` move the row down/up. Scripts: `select`, `delete`, `move`, `scroll`.
///
/// A section's `mark` and `rowMarks` are drawn in the first column, which is blank otherwise.
public final class ListView: View {
    /// The sections.
    public var sections: [ListSection] = [] { didSet { clampCursor(); setNeedsDisplay() } }
    /// Drawn when there is no row.
    public var emptyText: String
    /// Whether `d`, `J` and `K` edit the list (UITableView's editing mode).
    public let isEditable: Bool

    private(set) var cursor = 0
    let selected = PublishRelay<ItemPath>()
    let deleted = PublishRelay<ItemPath>()
    let moved = PublishRelay<(ItemPath, ItemPath)>()
    let bottomReached = PublishRelay<Void>()

    /// A list called `name`.
    public init(name: String, emptyText: String = "(nothing)", isEditable: Bool = false) {
        self.emptyText = emptyText
        self.isEditable = isEditable
        super.init(name: name)
    }

    /// The paths of every row, in order.
    public var paths: [ItemPath] {
        sections.enumerated().flatMap { section, content in content.rows.indices.map { ItemPath(section: section, row: $0) } }
    }

    /// Whether `path` names a row.
    public func contains(_ path: ItemPath) -> Bool {
        sections.indices.contains(path.section) && sections[path.section].rows.indices.contains(path.row)
    }

    /// Selects the row at `path` as the user would.
    public func select(_ path: ItemPath) { selected.accept(path) }
    /// Asks to delete the row at `path`, as the user would (the view model decides).
    public func delete(_ path: ItemPath) { deleted.accept(path) }
    /// Asks to move the row at `source` to `destination`, as the user would.
    public func move(_ source: ItemPath, to destination: ItemPath) { moved.accept((source, destination)) }
    /// Scrolls to the last row, as the user would: the list announces that its bottom is shown.
    public func scrollToBottom() {
        cursor = max(paths.count - 1, 0)
        setNeedsDisplay()
        bottomReached.accept(())
    }

    override public var isFocusable: Bool { true }

    /// How many rows it shows at most, around the cursor; all when `nil`. Layout, not content:
    /// the interactive terminal sets it while drawing so that the screen fits the window, so it
    /// asks for no drawing.
    public var visibleRows: Int?

    override public func lines(focused: Bool) -> [String] {
        let paths = paths
        guard !paths.isEmpty else {
            return sections.compactMap(\.title) + ["    " + emptyText]
        }
        let shown = visibleRows.map { max($0, 1) } ?? paths.count
        // The window follows the cursor, so the row the user moves to is always drawn.
        let first = min(max(cursor - shown + 1, 0), max(paths.count - shown, 0))
        let window = first ..< min(first + shown, paths.count)
        var lines: [String] = first > 0 ? ["    … \(first) more above"] : []
        var index = 0
        for content in sections {
            let rows = index ..< index + content.rows.count
            if let title = content.title, rows.overlaps(window) || (rows.isEmpty && window.lowerBound <= index && index <= window.upperBound) {
                lines.append("\(content.mark?.rawValue ?? " ") \(title)")
            }
            for (rowIndex, row) in content.rows.enumerated() {
                if window.contains(index) {
                    let marker = focused && index == cursor ? ">" : " "
                    lines.append("\(content.rowMarks[rowIndex]?.rawValue ?? " ") \(marker) \(row)")
                }
                index += 1
            }
        }
        if window.upperBound < paths.count {
            lines.append("    … \(paths.count - window.upperBound) more below")
        }
        return lines
    }

    /// The number of rows.
    var rowCount: Int { sections.reduce(0) { $0 + $1.rows.count } }

    override public func handle(_ key: Key) -> Bool {
        let paths = paths
        switch key {
        case .up:
            cursor = max(cursor - 1, 0)
            setNeedsDisplay()
        case .down:
            if cursor + 1 >= paths.count {
                scrollToBottom()
            } else {
                cursor += 1
                setNeedsDisplay()
            }
        case .enter where !paths.isEmpty:
            select(paths[cursor])
        case .character("d") where isEditable && !paths.isEmpty:
            delete(paths[cursor])
        case .character("J") where isEditable && cursor + 1 < paths.count:
            move(paths[cursor], to: paths[cursor + 1])
            cursor += 1
        case .character("K") where isEditable && cursor > 0:
            move(paths[cursor], to: paths[cursor - 1])
            cursor -= 1
        default:
            return false
        }
        return true
    }

    private func clampCursor() {
        cursor = min(cursor, max(paths.count - 1, 0))
    }
}

extension Reactive where Base: ListView {
    /// Sets the sections.
    public var sections: Binder<[ListSection]> {
        Binder(base) { list, sections in list.sections = sections }
    }

    /// Sets one untitled section of `rows`.
    public var rows: Binder<[String]> {
        Binder(base) { list, rows in list.sections = [ListSection(rows: rows)] }
    }

    /// The rows the user selected.
    public var itemSelected: ControlEvent<ItemPath> { ControlEvent(events: base.selected) }
    /// The rows the user asked to delete.
    public var itemDeleted: ControlEvent<ItemPath> { ControlEvent(events: base.deleted) }
    /// The moves the user asked for: (from, to).
    public var itemMoved: ControlEvent<(ItemPath, ItemPath)> { ControlEvent(events: base.moved) }
    /// Each time the user scrolled to the last row (the trigger of "load the next page").
    public var reachedBottom: ControlEvent<Void> { ControlEvent(events: base.bottomReached) }
}
