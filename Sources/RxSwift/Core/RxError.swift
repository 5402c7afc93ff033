/// The errors the library itself produces.
public enum RxError: Swift.Error, CustomDebugStringConvertible, @unchecked Sendable {
    // @unchecked Sendable: `disposed(object:)` carries the object only to describe it.

    /// An unknown error.
    case unknown
    /// An operation was performed on a disposed object.
    case disposed(object: AnyObject)
    /// An arithmetic overflow.
    case overflow
    /// An argument was out of range.
    case argumentOutOfRange
    /// A sequence that had to have an element had none.
    case noElements
    /// A sequence that had to have one element had more.
    case moreThanOneElement
    /// A `timeout` (or a blocking wait) expired.
    case timeout

    /// A readable description.
    public var debugDescription: String {
        switch self {
        case .unknown: return "Unknown error occurred."
        case .disposed(let object): return "Object `\(object)` was already disposed."
        case .overflow: return "Arithmetic overflow occurred."
        case .argumentOutOfRange: return "Argument out of range."
        case .noElements: return "Sequence doesn't contain any elements."
        case .moreThanOneElement: return "Sequence contains more than one element."
        case .timeout: return "Sequence timeout."
        }
    }
}
