/// What happened to a row or a section in the last change of a list, drawn in the list's first
/// column: the terminal's way of showing a table view's insert, delete, move and reload
/// animations.
public enum ListMark: Character, Equatable, Sendable, CaseIterable {
    /// Inserted.
    case inserted = "+"
    /// Deleted (a list shows it while the row is still there, or a panel lists it).
    case deleted = "-"
    /// Moved here.
    case moved = "→"
    /// Its value changed.
    case updated = "*"
}
