// Patterns: paging as a state machine: the search text, whether the next page is wanted, the
// repositories so far, the next page's URL (from the `Link` header) and the failure, changed only
// by commands.
import Foundation

/// What changes the search's state.
public enum GitHubCommand: Equatable, Sendable {
    /// The user typed a new search.
    case changeSearch(text: String)
    /// The user scrolled to the bottom: load the next page.
    case loadMoreItems
    /// A page (or the reason there is none) arrived.
    case gitHubResponseReceived(SearchRepositoriesResponse)
}

/// The state of a paged repository search.
public struct GitHubSearchRepositoriesState: Equatable, Sendable {
    /// The text searched.
    public var searchText: String
    /// Whether the next page is wanted (and not loaded yet).
    public var shouldLoadNextPage: Bool
    /// The repositories of the pages loaded so far.
    public var repositories: [Repository]
    /// The next page to load; `nil` after the last one.
    public var nextURL: URL?
    /// Why the last page failed; kept until a page loads.
    public var failure: GitHubServiceError?

    /// The state of a new search for `searchText`, whose first page is at `firstPage`.
    public init(searchText: String, firstPage: URL?) {
        self.searchText = searchText
        shouldLoadNextPage = true
        repositories = []
        nextURL = firstPage
        failure = nil
    }

    /// Whether the service refused because of its rate limit.
    public var isLimitExceeded: Bool { failure == .githubLimitReached }

    /// The state after `command`; `searchURL` gives the first page of a new search.
    public static func reduce(_ state: Self, _ command: GitHubCommand, searchURL: (String) -> URL) -> Self {
        var next = state
        switch command {
        case let .changeSearch(text):
            next = Self(searchText: text, firstPage: searchURL(text))
            next.failure = state.failure
        case let .gitHubResponseReceived(.success(page)):
            next.repositories += page.repositories
            next.shouldLoadNextPage = false
            next.nextURL = page.nextURL
            next.failure = nil
        case let .gitHubResponseReceived(.failure(error)):
            next.failure = error
        case .loadMoreItems:
            if state.failure == nil {
                next.shouldLoadNextPage = true
            }
        }
        return next
    }
}
