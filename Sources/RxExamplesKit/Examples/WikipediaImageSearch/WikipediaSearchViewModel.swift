// Patterns: search as you type with `Driver`: `debounce`, `distinctUntilChanged`,
// `flatMapLatest` (a new query cancels the previous search), `retry`, `startWith([])` clearing
// the results, `asDriver(onErrorJustReturn:)`; rows as view models of their own.
import RxCocoa
import RxSwift

/// The Wikipedia image search: articles matching the text typed, each with its pictures.
public final class WikipediaSearchViewModel {
    /// How long the text must stay unchanged before it is searched.
    public static let debounceTime: RxTimeInterval = .milliseconds(300)

    /// A view model per article found.
    public let results: Driver<[SearchResultViewModel]>
    /// The rows' titles.
    public let rows: Driver<[String]>
    /// Whether a search or a page is loading.
    public let loadingWikipediaData: Driver<Bool>
    /// Whether pictures are downloading.
    public let loadingImages: Driver<Bool>

    /// The view model of the text typed, searched with `api`.
    public init(query: Driver<String>, api: WikipediaAPI) {
        let loadingData = ActivityIndicator()
        let loadingImages = ActivityIndicator()
        results = query
            .debounce(Self.debounceTime)
            .distinctUntilChanged()
            .flatMapLatest { query in
                api.getSearchResults(query)
                    .trackActivity(loadingData)
                    .retry(3)
                    .startWith([])
                    .asDriver(onErrorJustReturn: [])
            }
            .map { results in
                results.map { SearchResultViewModel(searchResult: $0, api: api, loadingPages: loadingData, loadingImages: loadingImages) }
            }
        rows = results.flatMapLatest { rows in
            rows.isEmpty ? .just([]) : Driver.combineLatest(rows.map(\.title))
        }
        loadingWikipediaData = loadingData.asDriver()
        self.loadingImages = loadingImages.asDriver()
    }
}
