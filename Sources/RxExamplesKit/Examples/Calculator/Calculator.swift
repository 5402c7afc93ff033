// Patterns: keys as commands, the state folded with `scan` and `startWith`, the screen bound to
// projections of the state (`map(\.screen)`).
import RxCocoa
import RxSwift

/// The calculator's state after each command.
public struct CalculatorViewModel {
    /// The state: the initial one, then one per command.
    public let state: Observable<CalculatorState>

    /// The view model of the commands of the keys.
    public init(commands: Observable<CalculatorCommand>) {
        state = commands
            .scan(CalculatorState.initial, accumulator: CalculatorState.reduce)
            .startWith(.initial)
            .share(replay: 1)
    }
}

enum CalculatorExample {
    static let example = Example(
        name: "calculator",
        title: "Calculator",
        summary: "a calculator as a state reduced from key commands: scan, startWith, bindings of its projections"
    ) { context in
        let screen = context.screen
        let display = screen.add(Label(name: "display", caption: "   "))
        let sign = screen.add(Label(name: "sign", caption: "op "))
        screen.add(Label(name: "keypad", text: """
            keys: 0-9 .   + - * /   = or Enter   c (AC)   n (±)   %
            """))
        let viewModel = CalculatorViewModel(commands: screen.rx.key.compactMap(CalculatorCommand.init(key:)))
        return Disposables.create(
            viewModel.state.map(\.screen).bind(to: display.rx.text),
            viewModel.state.map(\.sign).bind(to: sign.rx.text)
        )
    }
}
