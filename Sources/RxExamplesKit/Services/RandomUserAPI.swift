import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import RxSwift

/// A person of the editable table.
public struct User: Equatable, Sendable, CustomStringConvertible {
    /// First name.
    public var firstName: String
    /// Last name.
    public var lastName: String
    /// Their picture.
    public var imageURL: String

    /// A user called `firstName lastName`.
    public init(firstName: String, lastName: String, imageURL: String) {
        self.firstName = firstName
        self.lastName = lastName
        self.imageURL = imageURL
    }

    /// `First Last`.
    public var description: String { "\(firstName) \(lastName)" }
}

/// The random-users service: a set of people to fill a table.
public protocol RandomUserAPI {
    /// Twenty people (or fewer, when the service has fewer).
    func getExampleUserResultSet() -> Observable<[User]>
}

/// `RandomUserAPI` on the random-users service (`GET /api/?results=20`).
public final class DefaultRandomUserAPI: RandomUserAPI {
    private let client: HTTPClient

    /// The API of the service at `baseURL`.
    public init(baseURL: URL, session: URLSession = .shared) {
        client = HTTPClient(baseURL: baseURL, session: session)
    }

    /// The people of `GET /api/?results=20`, names capitalized.
    public func getExampleUserResultSet() -> Observable<[User]> {
        client.json(client.url("api/", [("results", "20")]))
            .map { json in
                guard let results = (json as? [String: Any])?["results"] as? [[String: Any]] else {
                    throw ServiceError("unreadable users")
                }
                return try results.map { result in
                    guard let name = result["name"] as? [String: String], let first = name["first"], let last = name["last"],
                          let picture = (result["picture"] as? [String: String])?["medium"] else {
                        throw ServiceError("unreadable user")
                    }
                    return User(firstName: first.capitalized, lastName: last.capitalized, imageURL: picture)
                }
            }
    }
}
