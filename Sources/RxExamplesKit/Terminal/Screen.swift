import Foundation
import RxCocoa
import RxRelay
import RxSwift

/// What the terminal shows: a title, the example's views in order, a status line, and the alert
/// presented over them, if any. The screen is the window of the terminal examples: views are
/// added once, bindings change them, and the terminal draws `lines()` again after each change.
///
/// Used on the main thread only.
public final class Screen: ReactiveCompatible {
    /// The first line.
    public let title: String
    /// The last line: what the wireframe opened, or a hint.
    public var status: String = "" { didSet { setNeedsDisplay() } }
    /// The views, top to bottom.
    public private(set) var views: [View] = []
    /// The alert shown over the views.
    public private(set) var alert: Alert?

    /// Grows with every change; the terminal draws when it moved.
    public private(set) var version = 0
    /// The view the user moved the focus to; while it cannot take the focus (a button disabled
    /// during a request), the next one that can has it, and it gets it back afterwards.
    private var focus = 0
    private var alertFocus = 0
    let keys = PublishRelay<Key>()
    let changes = PublishRelay<Void>()

    /// A screen titled `title`.
    public init(title: String) {
        self.title = title
    }

    /// Adds `view` below the others and returns it.
    @discardableResult
    public func add<V: View>(_ view: V) -> V {
        precondition(self.view(named: view.name) == nil, "two views called \(view.name)")
        view.screen = self
        views.append(view)
        setNeedsDisplay()
        return view
    }

    /// The view called `name`: a button of the alert while one is shown, else any view.
    public func view(named name: String) -> View? {
        if let alert {
            return alert.buttons.first { $0.name.lowercased() == name.lowercased() }
        }
        return views.first { $0.name == name }
    }

    /// Shows `alert` over the views; it takes the focus.
    public func present(_ alert: Alert) {
        self.alert = alert
        alertFocus = 0
        setNeedsDisplay()
    }

    /// Removes `alert` if it is the one shown.
    public func dismiss(_ alert: Alert) {
        guard self.alert === alert else { return }
        self.alert = nil
        setNeedsDisplay()
    }

    /// Records a change to draw.
    public func setNeedsDisplay() {
        version += 1
        changes.accept(())
    }

    /// Hands `key` to the alert, else to the focused view; Tab and Shift-Tab move the focus;
    /// keys no view takes go to `rx.key`.
    public func handle(_ key: Key) {
        if let alert {
            handleAlert(alert, key)
            return
        }
        let focusable = views.indices.filter { views[$0].isFocusable }
        switch key {
        case .tab, .backTab:
            guard let current = focused else { return }
            let position = focusable.firstIndex(of: current)!
            let step = key == .tab ? 1 : focusable.count - 1
            focus = focusable[(position + step) % focusable.count]
            setNeedsDisplay()
        default:
            if let current = focused, views[current].handle(key) { return }
            keys.accept(key)
        }
    }

    private func handleAlert(_ alert: Alert, _ key: Key) {
        switch key {
        case .tab, .right:
            alertFocus = (alertFocus + 1) % alert.buttons.count
            setNeedsDisplay()
        case .backTab, .left:
            alertFocus = (alertFocus + alert.buttons.count - 1) % alert.buttons.count
            setNeedsDisplay()
        case .enter, .character(" "):
            alert.buttons[alertFocus].press()
        default:
            break
        }
    }

    /// The index of the view that has the focus: the one chosen, or the next that can take it.
    private var focused: Int? {
        views.indices.lazy.map { (self.focus + $0) % self.views.count }.first { self.views[$0].isFocusable }
    }

    /// The lines to draw, top to bottom.
    public func lines() -> [String] {
        let focused = alert == nil ? focused : nil
        var lines = [title, String(repeating: "=", count: title.count)]
        for (index, view) in views.enumerated() {
            lines += view.lines(focused: index == focused)
        }
        if let alert {
            lines += [""] + alert.lines(focusedButton: alertFocus)
        }
        if !status.isEmpty {
            lines += ["", status]
        }
        return lines
    }

    /// The lines, the lists shortened (see `ListView.visibleRows`) so that they fit in `height`
    /// lines when they can.
    public func lines(fitting height: Int) -> [String] {
        let lists = views.compactMap { $0 as? ListView }
        lists.forEach { $0.visibleRows = nil }
        var drawn = lines()
        if drawn.count > height, let list = lists.max(by: { $0.rowCount < $1.rowCount }) {
            // Two lines for the "more" markers.
            list.visibleRows = max(list.rowCount - (drawn.count - height) - 2, 3)
            drawn = lines()
        }
        return drawn
    }

    /// The lines as one text.
    public var text: String { lines().joined(separator: "\n") }
}

extension Reactive where Base: Screen {
    /// The keys no view took: an example's shortcuts (the calculator's keypad).
    public var key: ControlEvent<Key> { ControlEvent(events: base.keys) }
}
