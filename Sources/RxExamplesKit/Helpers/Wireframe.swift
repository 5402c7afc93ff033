import Foundation
import RxSwift

/// What a view model asks of the application's navigation: open a URL, ask the user to choose.
/// A protocol, so tests replace it with a double that answers at a chosen time.
public protocol Wireframe {
    /// Opens `url` (a browser, in an application; the status line, in a terminal).
    func open(url: URL)
    /// Presents `message` with a button per action; emits the action the user chose, then
    /// completes. Disposing the subscription dismisses the alert.
    func promptFor<Action: CustomStringConvertible>(_ message: String, cancelAction: Action, actions: [Action]) -> Observable<Action>
}

/// The wireframe of the terminal examples: alerts over the screen, URLs in the status line.
public final class TerminalWireframe: Wireframe {
    private weak var screen: Screen?

    /// A wireframe presenting on `screen`.
    public init(screen: Screen) {
        self.screen = screen
    }

    /// Shows `url` in the status line: a terminal has no browser to open.
    public func open(url: URL) {
        screen?.status = "Opened \(url.absoluteString)"
    }

    /// Presents an `Alert` on the screen while subscribed.
    public func promptFor<Action: CustomStringConvertible>(_ message: String, cancelAction: Action, actions: [Action]) -> Observable<Action> {
        Observable.create { [weak screen] observer in
            let choices = [cancelAction] + actions
            let alert = Alert(message: message, actions: choices.map(\.description))
            let presses = Observable.merge(zip(alert.buttons, choices).map { button, action in
                button.rx.tap.map { action }
            })
            let choice = presses.take(1).subscribe(observer)
            screen?.present(alert)
            return Disposables.create {
                choice.dispose()
                screen?.dismiss(alert)
            }
        }
        .subscribe(on: MainScheduler.instance)
    }
}
