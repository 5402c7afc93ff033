import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import RxSwift

/// A repository found by a search.
public struct Repository: Equatable, Sendable, CustomStringConvertible {
    /// Its name.
    public var name: String
    /// Its page.
    public var url: URL

    /// A repository called `name` at `url`.
    public init(name: String, url: URL) {
        self.name = name
        self.url = url
    }

    /// `name | url`.
    public var description: String { "\(name) | \(url.absoluteString)" }
}

/// Why a search page could not be loaded.
public enum GitHubServiceError: Error, Equatable, Sendable {
    /// The service refused: too many searches this minute (a 403).
    case githubLimitReached
    /// The request failed or the answer could not be read.
    case networkError
}

/// A page of results and the URL of the next page, or why there is none.
public typealias SearchRepositoriesResponse = Result<SearchRepositoriesPage, GitHubServiceError>

/// One page of a repository search.
public struct SearchRepositoriesPage: Equatable, Sendable {
    /// The repositories of this page.
    public var repositories: [Repository]
    /// The next page (the `Link` header's `rel="next"`); `nil` on the last page.
    public var nextURL: URL?

    /// A page of `repositories` followed by `nextURL`.
    public init(repositories: [Repository], nextURL: URL?) {
        self.repositories = repositories
        self.nextURL = nextURL
    }
}

/// The repository search of the GitHub-like service, paged with `Link` headers.
public final class GitHubSearchRepositoriesAPI {
    private let client: HTTPClient

    /// The search of the service at `baseURL`.
    public init(baseURL: URL, session: URLSession = .shared) {
        client = HTTPClient(baseURL: baseURL, session: session)
    }

    /// The URL of the first page of the search for `text`.
    public func searchURL(_ text: String) -> URL {
        client.url("search/repositories", [("q", text)])
    }

    /// Loads the page at `url`: a 403 is `.githubLimitReached`; other failures are errors of the
    /// sequence (the view model turns them into `.networkError`).
    public func loadSearchURL(_ url: URL) -> Observable<SearchRepositoriesResponse> {
        client.response("GET", url)
            .map { response, data -> SearchRepositoriesResponse in
                if response.statusCode == 403 {
                    return .failure(.githubLimitReached)
                }
                guard (200 ..< 300).contains(response.statusCode),
                      let json = try JSONSerialization.jsonObject(with: data) as? [String: Any],
                      let items = json["items"] as? [[String: Any]] else {
                    throw ServiceError("unexpected answer \(response.statusCode)")
                }
                let repositories = try items.map { item -> Repository in
                    guard let name = item["name"] as? String, let url = (item["url"] as? String).flatMap(URL.init(string:)) else {
                        throw ServiceError("unreadable repository")
                    }
                    return Repository(name: name, url: url)
                }
                let nextURL = (response.value(forHTTPHeaderField: "Link")).flatMap { Self.links($0)["next"] }
                return .success(SearchRepositoriesPage(repositories: repositories, nextURL: nextURL))
            }
    }

    /// The URLs of a `Link` header by relation: `<URL>; rel="next", <URL>; rel="first"`.
    public static func links(_ header: String) -> [String: URL] {
        var links: [String: URL] = [:]
        for link in header.split(separator: ",") {
            let parts = link.split(separator: ";").map { $0.trimmingCharacters(in: .whitespaces) }
            guard parts.count >= 2, parts[0].hasPrefix("<"), parts[0].hasSuffix(">"),
                  let url = URL(string: String(parts[0].dropFirst().dropLast())) else { continue }
            for parameter in parts.dropFirst() where parameter.hasPrefix("rel=") {
                links[parameter.dropFirst(4).trimmingCharacters(in: CharacterSet(charactersIn: "\""))] = url
            }
        }
        return links
    }
}
