import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import RxSwift

/// The GitHub calls of the sign-up examples.
public protocol GitHubAPI {
    /// Whether nobody has `username` yet.
    func usernameAvailable(_ username: String) -> Observable<Bool>
    /// Signs up; whether it worked.
    func signup(_ username: String, password: String) -> Observable<Bool>
}

/// `GitHubAPI` on the GitHub-like service: a user is available when `GET /users/NAME` is a 404.
public final class DefaultGitHubAPI: GitHubAPI {
    private let client: HTTPClient

    /// The API of the service at `baseURL`.
    public init(baseURL: URL, session: URLSession = .shared) {
        client = HTTPClient(baseURL: baseURL, session: session)
    }

    /// `GET /users/NAME`: 404 means available; any failure means "not available", so a network
    /// error never lets a taken name through.
    public func usernameAvailable(_ username: String) -> Observable<Bool> {
        client.response("GET", client.url("users/\(username)"))
            .map { $0.response.statusCode == 404 }
            .catchAndReturn(false)
    }

    /// `POST /signup`: 201 means signed up.
    public func signup(_ username: String, password: String) -> Observable<Bool> {
        client.response("POST", client.url("signup", [("username", username), ("password", password)]))
            .map { $0.response.statusCode == 201 }
    }
}
