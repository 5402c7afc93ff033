import RxCocoa
import RxRelay
import RxSwift

/// A one-line text input: UITextField's terminal counterpart. The user edits it by typing while
/// it has the focus, a script with `set NAME TEXT`; each edit is one element of `rx.text`.
public final class TextField: View {
    /// The text.
    public var text: String = "" { didSet { setNeedsDisplay() } }
    /// A disabled field keeps its text and ignores the keyboard.
    public var isEnabled = true { didSet { setNeedsDisplay() } }
    /// Shown before the text.
    public let caption: String
    /// Shows bullets instead of the text (passwords).
    public let isSecure: Bool

    let edits = PublishRelay<Void>()

    /// A field called `name`, shown as `caption: text`.
    public init(name: String, caption: String, isSecure: Bool = false) {
        self.caption = caption
        self.isSecure = isSecure
        super.init(name: name)
    }

    /// Replaces the text as the user would: one edit, announced to `rx.text`.
    public func edit(to newText: String) {
        guard isEnabled else { return }
        text = newText
        edits.accept(())
    }

    override public var isFocusable: Bool { isEnabled }

    override public func lines(focused: Bool) -> [String] {
        let shown = isSecure ? String(repeating: "•", count: text.count) : text
        let state = isEnabled ? "" : "  (disabled)"
        return ["\(focused ? ">" : " ") \(caption): [\(shown)\(focused ? "_" : "")]\(state)"]
    }

    override public func handle(_ key: Key) -> Bool {
        switch key {
        case .character(let character):
            edit(to: text + String(character))
        case .backspace:
            edit(to: String(text.dropLast()))
        default:
            return false
        }
        return true
    }
}

extension Reactive where Base: TextField {
    /// The text: the current one on subscription, then the text after each edit of the user.
    /// Text bound to it is set without counting as an edit, as with UIKit.
    public var text: ControlProperty<String?> {
        controlProperty(editingEvents: base.edits, getter: { $0.text }, setter: { field, text in field.text = text ?? "" })
    }

    /// Enables or disables the field.
    public var isEnabled: Binder<Bool> {
        Binder(base) { field, isEnabled in field.isEnabled = isEnabled }
    }
}
