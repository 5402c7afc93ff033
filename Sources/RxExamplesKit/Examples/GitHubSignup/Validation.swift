// Patterns: validation as values (`ValidationResult`), synchronous rules and an asynchronous
// server check behind one protocol, so view models and their tests share them.
import Foundation
import RxSwift

/// The state of a field's validation.
public enum ValidationResult: Equatable, Sendable, CustomStringConvertible {
    /// Valid, with what to say.
    case ok(message: String)
    /// Nothing typed yet.
    case empty
    /// Being checked by the server.
    case validating
    /// Invalid, with why.
    case failed(message: String)

    /// Whether it is `.ok`.
    public var isValid: Bool {
        if case .ok = self { return true }
        return false
    }

    /// The text shown under the field.
    public var description: String {
        switch self {
        case let .ok(message), let .failed(message): message
        case .empty: ""
        case .validating: "validating ..."
        }
    }
}

/// The rules of the sign-up form.
public protocol GitHubValidationService {
    /// Checks a username, with the server for its availability.
    func validateUsername(_ username: String) -> Observable<ValidationResult>
    /// Checks a password.
    func validatePassword(_ password: String) -> ValidationResult
    /// Checks that the repeated password is the password.
    func validateRepeatedPassword(_ password: String, repeatedPassword: String) -> ValidationResult
}

/// The rules of RxSwift's example: alphanumeric usernames nobody has, passwords of 5 characters
/// or more, repeated exactly.
public final class GitHubDefaultValidationService: GitHubValidationService {
    /// The shortest password accepted.
    public let minPasswordCount = 5
    private let api: GitHubAPI

    /// The rules, asking `api` about usernames.
    public init(api: GitHubAPI) {
        self.api = api
    }

    /// Empty, not alphanumeric, taken, or available (after `.validating` while the server answers).
    public func validateUsername(_ username: String) -> Observable<ValidationResult> {
        if username.isEmpty {
            return .just(.empty)
        }
        if username.rangeOfCharacter(from: CharacterSet.alphanumerics.inverted) != nil {
            return .just(.failed(message: "Username can only contain numbers or digits"))
        }
        return api.usernameAvailable(username)
            .map { $0 ? .ok(message: "Username available") : .failed(message: "Username already taken") }
            .startWith(.validating)
    }

    /// Empty, too short, or acceptable.
    public func validatePassword(_ password: String) -> ValidationResult {
        if password.isEmpty {
            return .empty
        }
        if password.count < minPasswordCount {
            return .failed(message: "Password must be at least \(minPasswordCount) characters")
        }
        return .ok(message: "Password acceptable")
    }

    /// Empty, different, or repeated.
    public func validateRepeatedPassword(_ password: String, repeatedPassword: String) -> ValidationResult {
        if repeatedPassword.isEmpty {
            return .empty
        }
        return repeatedPassword == password ? .ok(message: "Password repeated") : .failed(message: "Password different")
    }
}
