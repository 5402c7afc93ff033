// Patterns: a state bound to several views through projections (`map`, `distinctUntilChanged`),
// `ActivityIndicator` tracking the requests, the rate limit shown once per occurrence through
// the wireframe, a selection opening a URL.
import RxCocoa
import RxSwift

enum GitHubSearchExample {
    static let example = Example(
        name: "github-search",
        title: "GitHub repository search",
        summary: "search as you type with paging (Link headers), cancellation of stale pages, rate-limit alert, activity",
        usesServices: true
    ) { context in
        let screen = context.screen
        let searchField = screen.add(TextField(name: "search", caption: "Search"))
        let activity = screen.add(Label(name: "activity"))
        let header = screen.add(Label(name: "header"))
        let results = screen.add(ListView(name: "results", emptyText: ""))
        let failure = screen.add(Label(name: "failure"))

        let api = GitHubSearchRepositoriesAPI(baseURL: context.baseURL, session: context.session)
        let loading = ActivityIndicator()
        let wireframe = context.wireframe
        let viewModel = GitHubSearchRepositoriesViewModel(
            searchText: searchField.rx.text.orEmpty.changed.asObservable(),
            loadNextPage: results.rx.reachedBottom.asObservable(),
            searchURL: api.searchURL,
            performSearch: { api.loadSearchURL($0).trackActivity(loading) },
            // Queues, so a command sent while the state is delivered waits for its turn.
            scheduler: MainScheduler.asyncInstance
        )
        let state = viewModel.state.asDriver(onErrorDriveWith: .empty())
        let repositories = state.map(\.repositories).distinctUntilChanged()
        return Disposables.create(
            loading.map { $0 ? "Searching ..." : "" }.drive(activity.rx.text),
            repositories.map { $0.isEmpty ? "No repositories found" : "Repositories (\($0.count))" }.drive(header.rx.text),
            repositories.map { $0.map(\.description) }.drive(results.rx.rows),
            state.map { state -> String in
                switch state.failure {
                case .networkError: "Network error: the search failed"
                case .githubLimitReached: "Rate limit reached: no more searches this minute"
                case nil: ""
                }
            }
            .drive(failure.rx.text),
            state.map(\.isLimitExceeded).distinctUntilChanged().filter { $0 }
                .flatMapFirst { _ in
                    wireframe.promptFor(
                        "Exceeded limit of 10 non authenticated requests per minute for GitHub API. Please wait a minute. :(",
                        cancelAction: "OK",
                        actions: [String]()
                    )
                    .asDriver(onErrorDriveWith: .empty())
                }
                .drive(),
            results.rx.itemSelected.withLatestFrom(repositories) { path, repositories in repositories[path.row] }
                .subscribe(onNext: { wireframe.open(url: $0.url) })
        )
    }
}
