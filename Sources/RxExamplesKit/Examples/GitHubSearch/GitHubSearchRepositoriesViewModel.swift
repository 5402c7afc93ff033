// Patterns: a feedback loop (`Observable.system`): one feedback loads a page whenever the state
// asks for one (`react`, whose `flatMapLatest` cancels the page of a stale search), one turns the
// user's input into commands; `debounce` on the typed text; errors turned into values.
import Foundation
import RxSwift

/// The part of the state that decides which page to load.
struct GitHubQuery: Equatable {
    let searchText: String
    let shouldLoadNextPage: Bool
    let nextURL: URL?
}

/// A paged repository search: the search follows the text typed (after a pause), the next page
/// loads when the user reaches the bottom.
public final class GitHubSearchRepositoriesViewModel {
    /// How long the text must stay unchanged before it is searched.
    public static let debounceTime: RxTimeInterval = .milliseconds(300)

    /// The state after each command, starting with the empty search.
    public let state: Observable<GitHubSearchRepositoriesState>

    /// The view model of the text typed and the scrolls to the bottom.
    /// - Parameters:
    ///   - searchURL: The URL of a search's first page.
    ///   - performSearch: Loads a page; a failure of the sequence is a network error.
    ///   - scheduler: Where the debounce's timer runs and commands are reduced.
    public init(
        searchText: Observable<String>,
        loadNextPage: Observable<Void>,
        searchURL: @escaping (String) -> URL,
        performSearch: @escaping (URL) -> Observable<SearchRepositoriesResponse>,
        scheduler: SchedulerType
    ) {
        let loadPages: Feedback<GitHubSearchRepositoriesState, GitHubCommand> = react(
            query: { GitHubQuery(searchText: $0.searchText, shouldLoadNextPage: $0.shouldLoadNextPage, nextURL: $0.nextURL) },
            effects: { query -> Observable<GitHubCommand> in
                guard query.shouldLoadNextPage else { return .empty() }
                if query.searchText.isEmpty {
                    return .just(.gitHubResponseReceived(.success(SearchRepositoriesPage(repositories: [], nextURL: nil))))
                }
                guard let nextURL = query.nextURL else { return .empty() }
                return performSearch(nextURL)
                    .catchAndReturn(.failure(.networkError))
                    .map(GitHubCommand.gitHubResponseReceived)
            }
        )
        let userInput: Feedback<GitHubSearchRepositoriesState, GitHubCommand> = { state in
            // A scroll while a page is loading asks for nothing more.
            let nextPage = loadNextPage.withLatestFrom(state)
                .filter { !$0.shouldLoadNextPage }
                .map { _ in GitHubCommand.loadMoreItems }
            let search = searchText
                .debounce(Self.debounceTime, scheduler: scheduler)
                .distinctUntilChanged()
                .map(GitHubCommand.changeSearch)
            return Observable.merge(nextPage, search)
        }
        state = Observable.system(
            initialState: GitHubSearchRepositoriesState(searchText: "", firstPage: nil),
            reduce: { GitHubSearchRepositoriesState.reduce($0, $1, searchURL: searchURL) },
            scheduler: scheduler,
            feedback: [loadPages, userInput]
        )
        .share(replay: 1)
    }
}
