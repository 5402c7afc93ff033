import RxSwift

/// The one element type every chain carries. Operators that change the element type (toArray,
/// buffer, enumerated, materialize, groupBy, zip...) fold their output back into a `Value`
/// without losing anything, so a single `Observable<Value>` type composes with every operator
/// and traces stay readable.
enum Value: Equatable, CustomStringConvertible {
    case int(Int)
    case list([Value])
    case text(String)

    /// The number predicates and accumulators work on; a list counts as the sum of its items.
    var number: Int {
        switch self {
        case .int(let n): return n
        case .list(let items): return items.reduce(0) { $0 + $1.number }
        case .text(let s): return s.count
        }
    }

    var description: String {
        switch self {
        case .int(let n): return String(n)
        case .list(let items): return "[" + items.map(\.description).joined(separator: ",") + "]"
        case .text(let s): return s
        }
    }
}

/// The only error a chain raises by itself. Traces print it by case name, which reads the same
/// whichever library produced it.
enum HarnessError: Error, CaseIterable {
    case boom
    case bang
    /// Raised by the operator closures that are generated to throw.
    case thrown
}

/// A library-independent name for an error: the harness's own by case name, RxSwift's `RxError`
/// by case name (their `description`s are free to differ between the libraries).
func errorName(_ error: Error) -> String {
    if let own = error as? HarnessError {
        return "\(own)"
    }
    if let rx = error as? RxError {
        switch rx {
        case .unknown: return "RxError.unknown"
        case .disposed: return "RxError.disposed"
        case .overflow: return "RxError.overflow"
        case .argumentOutOfRange: return "RxError.argumentOutOfRange"
        case .noElements: return "RxError.noElements"
        case .moreThanOneElement: return "RxError.moreThanOneElement"
        case .timeout: return "RxError.timeout"
        }
    }
    return "foreign(\(type(of: error)))"
}

/// An event in the trace's fixed format.
func eventName(_ event: Event<Value>) -> String {
    switch event {
    case .next(let value): return "next(\(value))"
    case .error(let error): return "error(\(errorName(error)))"
    case .completed: return "completed"
    }
}
