import Foundation
import RxSwift

/// Events compare as their cases and payloads, so that tests can assert recorded sequences.
///
/// Two errors are equal if they are of the same `Equatable` type and `==` says so; otherwise they
/// compare as `NSError`s, by domain and code. Declared here, not in RxSwift, as RxSwift 6 does:
/// only tests need it, and a second declaration would make `==` ambiguous.
extension Event: Equatable where Element: Equatable {
    /// Whether both events are the same case with equal payloads (see the extension for errors).
    public static func == (lhs: Event<Element>, rhs: Event<Element>) -> Bool {
        switch (lhs, rhs) {
        case (.next(let left), .next(let right)): return left == right
        case (.error(let left), .error(let right)): return errorsAreEqual(left, right)
        case (.completed, .completed): return true
        default: return false
        }
    }
}

/// Whether two errors are the same for test assertions: by their own `==` when they share an
/// `Equatable` type, otherwise by `NSError` domain and code.
func errorsAreEqual(_ lhs: Swift.Error, _ rhs: Swift.Error) -> Bool {
    // Through `Any`: a direct cast from `any Error` may bridge to `NSError`, which is Equatable.
    let boxed: Any = lhs
    if let lhs = boxed as? any Equatable, let equal = lhs.isEqual(toAny: rhs) {
        return equal
    }
    let left = lhs as NSError
    let right = rhs as NSError
    return left.domain == right.domain && left.code == right.code
}

extension Equatable {
    /// `self == other` if `other` has the same type, nil otherwise.
    fileprivate func isEqual(toAny other: Any) -> Bool? {
        guard let other = other as? Self else { return nil }
        return self == other
    }
}
