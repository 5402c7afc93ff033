import RxSwift

/// What every element of a `Screen` is: a named thing that draws itself as lines of text and may
/// take the focus and the keys typed while it has it.
///
/// Views are used on the main thread only, like UIKit's: the binders that set them deliver there,
/// and both input modes hand their actions to the main queue.
open class View {
    /// The name scripts use for it (`set username alice`, `press signup`).
    public let name: String
    /// The screen showing it; set by `Screen.add(_:)`.
    public internal(set) weak var screen: Screen?

    /// A view called `name`.
    public init(name: String) {
        self.name = name
    }

    /// Whether Tab stops at it.
    open var isFocusable: Bool { false }

    /// Its lines; `focused` tells whether it has the focus.
    open func lines(focused: Bool) -> [String] { [] }

    /// Handles a key typed while it has the focus; false hands the key to the screen.
    open func handle(_ key: Key) -> Bool { false }

    /// Asks the screen to draw again after a change.
    public func setNeedsDisplay() {
        screen?.setNeedsDisplay()
    }
}

extension View: ReactiveCompatible {}
