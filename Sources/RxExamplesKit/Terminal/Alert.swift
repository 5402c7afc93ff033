/// A message with buttons shown over the screen until one is pressed: UIAlertController's
/// terminal counterpart, presented by `TerminalWireframe`. While it is shown, only its buttons
/// take the focus and the presses.
public final class Alert {
    /// The message.
    public let message: String
    /// One button per action, in order.
    public let buttons: [Button]

    /// An alert showing `message` with a button per title in `actions`.
    public init(message: String, actions: [String]) {
        self.message = message
        buttons = actions.map { Button(name: $0, title: $0) }
    }

    func lines(focusedButton: Int) -> [String] {
        let buttonLine = buttons.enumerated()
            .map { index, button in (index == focusedButton ? "> " : "  ") + "[ \(button.title) ]" }
            .joined(separator: " ")
        let body = message.split(separator: "\n").map { "| " + $0 } + ["| " + buttonLine]
        let width = body.map(\.count).max() ?? 0
        let rule = "+" + String(repeating: "-", count: width)
        return [rule] + body + [rule]
    }
}
