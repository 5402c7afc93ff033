import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import RxSwift

/// An article found by a search.
public struct WikipediaSearchResult: Equatable, Sendable {
    /// Its title.
    public var title: String
    /// Its one-line description.
    public var description: String
    /// Its page.
    public var url: URL

    /// A result for the article `title`.
    public init(title: String, description: String, url: URL) {
        self.title = title
        self.description = description
        self.url = url
    }
}

/// An article's content.
public struct WikipediaPage: Equatable, Sendable {
    /// Its title.
    public var title: String
    /// Its HTML.
    public var text: String

    /// The page `title` of HTML `text`.
    public init(title: String, text: String) {
        self.title = title
        self.text = text
    }

    /// The URLs of the images the HTML shows, without SVG renderings (icons, not pictures).
    public var imageURLs: [URL] {
        let pattern = try! NSRegularExpression(pattern: "<img[^>]*src=\"([^\"]+)\"[^>]*>")
        let matches = pattern.matches(in: text, range: NSRange(text.startIndex..., in: text))
        return matches.compactMap { match in
            Range(match.range(at: 1), in: text).flatMap { URL(string: String(text[$0])) }
        }
        .filter { !$0.absoluteString.contains(".svg.") }
    }
}

/// The calls of the Wikipedia image search.
public protocol WikipediaAPI {
    /// The articles whose title matches `query`.
    func getSearchResults(_ query: String) -> Observable<[WikipediaSearchResult]>
    /// The content of the article of `searchResult`.
    func articleContent(_ searchResult: WikipediaSearchResult) -> Observable<WikipediaPage>
    /// The bytes of the image at `url`.
    func image(_ url: URL) -> Observable<Data>
}

/// `WikipediaAPI` on the Wikipedia-like service (`/w/api.php`, OpenSearch and parse).
public final class DefaultWikipediaAPI: WikipediaAPI {
    private let client: HTTPClient

    /// The API of the service at `baseURL`.
    public init(baseURL: URL, session: URLSession = .shared) {
        client = HTTPClient(baseURL: baseURL, session: session)
    }

    /// `action=opensearch`: `[query, [titles], [descriptions], [urls]]`.
    public func getSearchResults(_ query: String) -> Observable<[WikipediaSearchResult]> {
        client.json(client.url("w/api.php", [("action", "opensearch"), ("search", query)]))
            .map { json in
                guard let parts = json as? [Any], parts.count == 4,
                      let titles = parts[1] as? [String], let descriptions = parts[2] as? [String], let urls = parts[3] as? [String],
                      titles.count == descriptions.count, titles.count == urls.count else {
                    throw ServiceError("unreadable search results")
                }
                return try titles.indices.map { index in
                    guard let url = URL(string: urls[index]) else { throw ServiceError("unreadable URL \(urls[index])") }
                    return WikipediaSearchResult(title: titles[index], description: descriptions[index], url: url)
                }
            }
    }

    /// `action=parse`: the page's title and HTML.
    public func articleContent(_ searchResult: WikipediaSearchResult) -> Observable<WikipediaPage> {
        client.json(client.url("w/api.php", [("action", "parse"), ("page", searchResult.title), ("format", "json")]))
            .map { json in
                guard let parse = (json as? [String: Any])?["parse"] as? [String: Any],
                      let title = parse["title"] as? String,
                      let text = (parse["text"] as? [String: Any])?["*"] as? String else {
                    throw ServiceError("unreadable page")
                }
                return WikipediaPage(title: title, text: text)
            }
    }

    /// `GET url`.
    public func image(_ url: URL) -> Observable<Data> {
        client.session.rx.data(request: URLRequest(url: url))
    }
}
