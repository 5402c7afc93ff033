// Patterns: the state of a screen as a value, changed only by commands (`scan` over the
// commands of the keys): the calculator of RxSwift's example app.

/// An arithmetic operator.
public enum Operator: Equatable, Sendable {
    /// `+`
    case addition
    /// `-`
    case subtraction
    /// `×`
    case multiplication
    /// `/`
    case division

    /// Its sign on the screen.
    public var sign: String {
        switch self {
        case .addition: "+"
        case .subtraction: "-"
        case .multiplication: "×"
        case .division: "/"
        }
    }

    func perform(_ lhs: Double, _ rhs: Double) -> Double {
        switch self {
        case .addition: lhs + rhs
        case .subtraction: lhs - rhs
        case .multiplication: lhs * rhs
        case .division: lhs / rhs
        }
    }
}

/// What a key asks the calculator to do.
public enum CalculatorCommand: Equatable, Sendable {
    /// AC.
    case clear
    /// ±.
    case changeSign
    /// %.
    case percent
    /// An operator key.
    case operation(Operator)
    /// =.
    case equal
    /// A digit.
    case addNumber(Character)
    /// The decimal point.
    case addDot

    /// The command of a key: digits, `.`, `+ - * x /`, `=` or Enter, `c` (AC), `n` (±), `%`.
    public init?(key: Key) {
        switch key {
        case .enter: self = .equal
        case let .character(character):
            switch character {
            case "0" ... "9": self = .addNumber(character)
            case ".": self = .addDot
            case "+": self = .operation(.addition)
            case "-": self = .operation(.subtraction)
            case "*", "x": self = .operation(.multiplication)
            case "/": self = .operation(.division)
            case "=": self = .equal
            case "c", "C": self = .clear
            case "n": self = .changeSign
            case "%": self = .percent
            default: return nil
            }
        default: return nil
        }
    }
}

/// The calculator: what it shows and the operation it waits to finish.
public enum CalculatorState: Equatable, Sendable {
    /// A number being typed or a result.
    case oneOperand(screen: String)
    /// A number and an operator, before the second number.
    case oneOperandAndOperator(operand: Double, operator: Operator)
    /// A number, an operator, and the second number being typed.
    case twoOperandsAndOperator(operand: Double, operator: Operator, screen: String)

    /// 0 on the screen.
    public static let initial = CalculatorState.oneOperand(screen: "0")

    /// The number shown, without a trailing `.0`.
    public var screen: String {
        let shown: String
        switch self {
        case let .oneOperand(screen), let .twoOperandsAndOperator(_, _, screen): shown = screen
        case .oneOperandAndOperator: shown = "0"
        }
        return shown.hasSuffix(".0") ? String(shown.dropLast(2)) : shown
    }

    /// The operator waiting for its second operand, if any.
    public var sign: String {
        switch self {
        case .oneOperand: ""
        case let .oneOperandAndOperator(_, o), let .twoOperandsAndOperator(_, o, _): o.sign
        }
    }

    /// The state after `command`.
    public static func reduce(_ state: CalculatorState, _ command: CalculatorCommand) -> CalculatorState {
        switch command {
        case .clear:
            return .initial
        case let .addNumber(digit):
            return state.mapScreen { $0 == "0" ? String(digit) : $0 + String(digit) }
        case .addDot:
            return state.mapScreen { $0.contains(".") ? $0 : $0 + "." }
        case .changeSign:
            return state.mapScreen { "\(-(Double($0) ?? 0))" }
        case .percent:
            return state.mapScreen { "\((Double($0) ?? 0) / 100)" }
        case let .operation(o):
            switch state {
            case let .oneOperand(screen):
                return .oneOperandAndOperator(operand: Double(screen) ?? .infinity, operator: o)
            case let .oneOperandAndOperator(operand, _):
                return .oneOperandAndOperator(operand: operand, operator: o)
            case let .twoOperandsAndOperator(operand, previous, screen):
                return .oneOperandAndOperator(operand: previous.perform(operand, Double(screen) ?? .infinity), operator: o)
            }
        case .equal:
            guard case let .twoOperandsAndOperator(operand, o, screen) = state else { return state }
            return .oneOperand(screen: String(o.perform(operand, Double(screen) ?? .infinity)))
        }
    }

    /// Changes the number being typed (the second one, once an operator was chosen).
    private func mapScreen(_ transform: (String) -> String) -> CalculatorState {
        switch self {
        case let .oneOperand(screen):
            .oneOperand(screen: transform(screen))
        case let .oneOperandAndOperator(operand, o):
            .twoOperandsAndOperator(operand: operand, operator: o, screen: transform("0"))
        case let .twoOperandsAndOperator(operand, o, screen):
            .twoOperandsAndOperator(operand: operand, operator: o, screen: transform(screen))
        }
    }
}
