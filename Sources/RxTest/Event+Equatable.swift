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

/// Compares as the case and its payload; errors compare as for `Event`.
extension MaybeEvent: Equatable where Element: Equatable {
    /// Whether both events are the same case with equal payloads.
    public static func == (lhs: MaybeEvent<Element>, rhs: MaybeEvent<Element>) -> Bool {
        switch (lhs, rhs) {
        case (.success(let left), .success(let right)): return left == right
        case (.error(let left), .error(let right)): return errorsAreEqual(left, right)
        case (.completed, .completed): return true
        default: return false
        }
    }
}

/// Compares as the case and its payload; errors compare as for `Event`.
extension CompletableEvent: Equatable {
    /// Whether both events are the same case with equal payloads.
    public static func == (lhs: CompletableEvent, rhs: CompletableEvent) -> Bool {
        switch (lhs, rhs) {
        case (.error(let left), .error(let right)): return errorsAreEqual(left, right)
        case (.completed, .completed): return true
        default: return false
        }
    }
}

/// A `SingleEvent` made comparable for assertions.
///
/// `SingleEvent` is `Result<Element, Error>`, which cannot conform to `Equatable` here (`Result`
/// already does, for `Equatable` failures only), so the assertions compare through this wrapper.
struct ComparableSingleEvent<Element: Equatable>: Equatable, CustomStringConvertible {
    let event: SingleEvent<Element>

    static func == (lhs: ComparableSingleEvent, rhs: ComparableSingleEvent) -> Bool {
        switch (lhs.event, rhs.event) {
        case (.success(let left), .success(let right)): return left == right
        case (.failure(let left), .failure(let right)): return errorsAreEqual(left, right)
        default: return false
        }
    }

    var description: String {
        switch event {
        case .success(let element): return "success(\(element))"
        case .failure(let error): return "failure(\(error))"
        }
    }
}
