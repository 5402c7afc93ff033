import RxCocoa
import RxRelay
import RxSwift

/// A button: pressed with Enter while it has the focus, or by a script's `press NAME`.
public final class Button: View {
    /// The title drawn between brackets.
    public var title: String { didSet { setNeedsDisplay() } }
    /// A disabled button ignores presses.
    public var isEnabled = true { didSet { setNeedsDisplay() } }

    let taps = PublishRelay<Void>()

    /// A button called `name` showing `title`.
    public init(name: String, title: String) {
        self.title = title
        super.init(name: name)
    }

    /// Presses the button as the user would; false when it is disabled.
    @discardableResult
    public func press() -> Bool {
        guard isEnabled else { return false }
        taps.accept(())
        return true
    }

    override public var isFocusable: Bool { isEnabled }

    override public func lines(focused: Bool) -> [String] {
        ["\(focused ? ">" : " ") [ \(title) ]\(isEnabled ? "" : "  (disabled)")"]
    }

    override public func handle(_ key: Key) -> Bool {
        guard key == .enter || key == .character(" ") else { return false }
        press()
        return true
    }
}

extension Reactive where Base: Button {
    /// The presses of the button.
    public var tap: ControlEvent<Void> {
        ControlEvent(events: base.taps)
    }

    /// Sets the button's title.
    public var title: Binder<String> {
        Binder(base) { button, title in button.title = title }
    }

    /// Enables or disables the button.
    public var isEnabled: Binder<Bool> {
        Binder(base) { button, isEnabled in button.isEnabled = isEnabled }
    }
}
