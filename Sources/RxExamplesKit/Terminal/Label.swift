import RxCocoa
import RxSwift

/// A line (or lines) of text set by the program: UILabel's terminal counterpart.
public final class Label: View {
    /// The text; several lines when it holds line breaks.
    public var text: String? { didSet { setNeedsDisplay() } }
    /// Hidden labels take no room.
    public var isHidden = false { didSet { setNeedsDisplay() } }
    /// Drawn before the text, as a field's caption.
    public let caption: String?

    /// A label called `name`, showing `text` after `caption`.
    public init(name: String, caption: String? = nil, text: String? = nil) {
        self.caption = caption
        self.text = text
        super.init(name: name)
    }

    override public func lines(focused: Bool) -> [String] {
        guard !isHidden else { return [] }
        let body = (text ?? "").split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard let caption else { return body }
        let indent = String(repeating: " ", count: caption.count + 2)
        return body.enumerated().map { index, line in (index == 0 ? caption + ": " : indent) + line }
    }
}

extension Reactive where Base: Label {
    /// Sets the label's text.
    public var text: Binder<String?> {
        Binder(base) { label, text in label.text = text }
    }

    /// Hides or shows the label.
    public var isHidden: Binder<Bool> {
        Binder(base) { label, isHidden in label.isHidden = isHidden }
    }
}
