/// One line of a script (scripted mode, when standard input is not a terminal): a user action,
/// or `wait` for the screen to show something before the next action.
///
///     set username alice      # the field `username` now holds "alice" (one edit)
///     press signup            # a button, or a button of the alert shown
///     key 7                   # a key (a character, enter, tab, up, down, backspace, ...)
///     select results 0.2      # a row (section.row, or the row of section 0)
///     delete users 1.0
///     move users 1.0 0.1
///     scroll results          # to the last row (the next page of a search)
///     wait 10 repositories    # until the screen shows the text (5 s at most)
public enum ScriptCommand: Equatable, Sendable {
    /// Replaces the text of a field.
    case set(field: String, text: String)
    /// Presses a button.
    case press(button: String)
    /// Types a key.
    case key(Key)
    /// Selects a row.
    case select(list: String, path: ItemPath)
    /// Deletes a row.
    case delete(list: String, path: ItemPath)
    /// Moves a row.
    case move(list: String, from: ItemPath, to: ItemPath)
    /// Scrolls a list to its last row.
    case scroll(list: String)
    /// Waits until the screen shows the text.
    case wait(text: String)

    /// Why a line is not a command.
    public struct ParseError: Error, CustomStringConvertible {
        /// The message, with the line.
        public let description: String
    }

    /// The command of `line`; `nil` for a blank line or a comment (`#`).
    public static func parse(_ line: String) throws -> ScriptCommand? {
        let trimmed = line.drop { $0 == " " }
        guard let verbEnd = trimmed.firstIndex(of: " ") ?? (trimmed.isEmpty ? nil : trimmed.endIndex) else { return nil }
        let verb = String(trimmed[..<verbEnd])
        let rest = String(trimmed[verbEnd...].dropFirst())
        let words = rest.split(separator: " ").map(String.init)
        func fail(_ reason: String) -> ParseError { ParseError(description: "\(reason): \(line)") }
        func path(_ index: Int) throws -> ItemPath {
            guard words.indices.contains(index), let path = ItemPath(scriptText: words[index]) else { throw fail("expected a row (section.row)") }
            return path
        }
        switch verb {
        case _ where verb.hasPrefix("#"):
            return nil
        case "set":
            guard let field = words.first else { throw fail("expected a field") }
            return .set(field: field, text: String(rest.dropFirst(field.count).dropFirst()))
        case "press":
            guard !rest.isEmpty else { throw fail("expected a button") }
            return .press(button: rest)
        case "key":
            guard let key = Key(scriptName: rest) else { throw fail("unknown key") }
            return .key(key)
        case "select", "delete":
            guard let list = words.first, words.count == 2 else { throw fail("expected a list and a row") }
            return verb == "select" ? .select(list: list, path: try path(1)) : .delete(list: list, path: try path(1))
        case "move":
            guard let list = words.first, words.count == 3 else { throw fail("expected a list and two rows") }
            return .move(list: list, from: try path(1), to: try path(2))
        case "scroll":
            guard let list = words.first, words.count == 1 else { throw fail("expected a list") }
            return .scroll(list: list)
        case "wait":
            guard !rest.isEmpty else { throw fail("expected a text") }
            return .wait(text: rest)
        default:
            throw fail("unknown command `\(verb)`")
        }
    }

    /// Performs the action on `screen` (on the main thread); a message when the screen has no
    /// such view, or the view ignored the action (a disabled button). `wait` does nothing here.
    public func perform(on screen: Screen) -> String? {
        func find<V: View>(_ name: String, _ type: V.Type) -> V? { screen.view(named: name) as? V }
        switch self {
        case let .set(name, text):
            guard let field = find(name, TextField.self) else { return "no field `\(name)`" }
            guard field.isEnabled else { return "the field `\(name)` is disabled" }
            field.edit(to: text)
        case let .press(name):
            guard let button = find(name, Button.self) else { return "no button `\(name)`" }
            guard button.press() else { return "the button `\(name)` is disabled" }
        case let .key(key):
            screen.handle(key)
        case let .select(name, path), let .delete(name, path):
            guard let list = find(name, ListView.self) else { return "no list `\(name)`" }
            guard list.contains(path) else { return "no row \(path) in `\(name)`" }
            if case .select = self { list.select(path) } else { list.delete(path) }
        case let .move(name, from, to):
            guard let list = find(name, ListView.self) else { return "no list `\(name)`" }
            guard list.contains(from) else { return "no row \(from) in `\(name)`" }
            list.move(from, to: to)
        case let .scroll(name):
            guard let list = find(name, ListView.self) else { return "no list `\(name)`" }
            list.scrollToBottom()
        case .wait:
            break
        }
        return nil
    }
}
