// Patterns: a view model per row: its title follows its page's loading (`startWith` a loading
// value), the page and its images loaded once and shared (`share(replay: 1)`), each request
// counted by an `ActivityIndicator`.
import Foundation
import RxCocoa
import RxSwift

/// One article of the results: its title, then how many pictures it has and their size once
/// they are downloaded.
public final class SearchResultViewModel {
    /// The article.
    public let searchResult: WikipediaSearchResult
    /// "Title (loading…)", "Title (2 pictures)", then "Title (2 pictures, 7 KB)".
    public let title: Driver<String>
    /// The pictures of the article.
    public let imageURLs: Driver<[URL]>

    /// The row of `searchResult`; pages and images are loaded with `api`, counted by
    /// `loadingPages` and `loadingImages`.
    public init(searchResult: WikipediaSearchResult, api: WikipediaAPI, loadingPages: ActivityIndicator, loadingImages: ActivityIndicator) {
        self.searchResult = searchResult
        let urls = api.articleContent(searchResult)
            .trackActivity(loadingPages)
            .map(\.imageURLs)
            .share(replay: 1)
        let bytes = urls.flatMapLatest { urls -> Observable<Int?> in
            guard !urls.isEmpty else { return .just(0) }
            return Observable.zip(urls.map { api.image($0).trackActivity(loadingImages) })
                .map { images in images.reduce(0) { $0 + $1.count } }
                .startWith(nil)
        }
        imageURLs = urls.asDriver(onErrorJustReturn: [])
        let title = searchResult.title
        self.title = Observable.combineLatest(urls, bytes) { urls, bytes -> String in
            let pictures = "\(urls.count) picture\(urls.count == 1 ? "" : "s")"
            guard let bytes, !urls.isEmpty else { return "\(title) (\(pictures))" }
            return "\(title) (\(pictures), \((bytes + 512) / 1024) KB)"
        }
        .startWith("\(title) (loading…)")
        .asDriver(onErrorJustReturn: "\(title) (error while loading)")
    }
}
