/// A key the user pressed: read from the terminal in interactive mode, named by a `key` line in
/// scripted mode.
public enum Key: Equatable, Sendable {
    /// A printable character.
    case character(Character)
    /// Return.
    case enter
    /// Tab: the focus moves to the next field, button or list.
    case tab
    /// Shift-Tab: the focus moves to the previous one.
    case backTab
    /// The arrow keys.
    case up, down, left, right
    /// Backspace: deletes the last character of the focused field.
    case backspace
    /// Escape.
    case escape

    /// The key a script names: a single character, or `enter`, `tab`, `backtab`, `up`, `down`,
    /// `left`, `right`, `backspace`, `escape`, `space`; `nil` for anything else.
    public init?(scriptName: String) {
        switch scriptName.lowercased() {
        case "enter", "return": self = .enter
        case "tab": self = .tab
        case "backtab": self = .backTab
        case "up": self = .up
        case "down": self = .down
        case "left": self = .left
        case "right": self = .right
        case "backspace": self = .backspace
        case "escape", "esc": self = .escape
        case "space": self = .character(" ")
        default:
            guard scriptName.count == 1, let character = scriptName.first else { return nil }
            self = .character(character)
        }
    }
}
