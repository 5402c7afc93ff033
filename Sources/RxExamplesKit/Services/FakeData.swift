import Foundation

/// The GitHub-like API's users and repositories: deterministic, so scripts can expect them.
enum GitHubFakeData {
    /// Usernames that exist (lower-cased): `GET /users/NAME` answers 200 for them.
    static let takenUsernames: Set<String> = ["admin", "octocat", "reactivex", "kzaher", "swift", "linux", "torvalds"]

    static let pageSize = 10
    private static let suffixes = ["", "Swift", "Kit", "-examples", "Extensions", "UI", "-core", "DataSources", "Tests", "-linux", "Cocoa", "Feedback"]

    /// The repositories of a search: 25 for a text of up to 3 characters, 12 for a longer one,
    /// none for a text containing `zzz`.
    static func repositories(matching text: String, page: Int, baseURL: URL) -> (items: [(name: String, url: String)], total: Int, hasNextPage: Bool) {
        let total = text.contains("zzz") ? 0 : text.count <= 3 ? 25 : 12
        let start = (page - 1) * pageSize
        let indices = start < total ? Array(start ..< min(start + pageSize, total)) : []
        let items = indices.map { index -> (name: String, url: String) in
            let name = text + suffixes[index % suffixes.count] + (index >= suffixes.count ? "\(index / suffixes.count + 1)" : "")
            return (name, "https://github.com/example/\(name)")
        }
        return (items, total, start + pageSize < total)
    }
}

/// The Wikipedia-like API's articles: a title, a description and the images their HTML shows.
enum WikipediaFakeData {
    private static let articles: [(title: String, description: String, images: [String])] = [
        ("Reactive programming", "A declarative programming paradigm concerned with data streams.", ["streams.png", "spreadsheet.png", "icon.svg.png"]),
        ("ReactiveX", "A library for composing asynchronous programs with observable sequences.", ["logo.png", "marble-map.png"]),
        ("Reactive extensions", "Another name of ReactiveX.", []),
        ("Observer pattern", "A design pattern in which a subject notifies its observers.", ["uml-observer.png"]),
        ("Functional reactive programming", "Reactive programming with the building blocks of functional programming.", ["behaviour.png", "event.png", "haskell.svg.png"]),
        ("Swift (programming language)", "A programming language developed by Apple.", ["swift-logo.png", "playground.png"]),
        ("Linux", "A family of open-source Unix-like operating systems.", ["tux.png", "kernel-map.png", "distributions.png"]),
        ("Lambda calculus", "A formal system for expressing computation by abstraction.", []),
        ("Terminal emulator", "A program that emulates a video terminal.", ["xterm.png"]),
    ]

    /// OpenSearch's answer: the query, then titles, descriptions and URLs of the articles whose
    /// title contains it (case-insensitive).
    static func openSearch(_ query: String, baseURL: URL) -> [Any] {
        let found = query.isEmpty ? [] : articles.filter { $0.title.lowercased().contains(query.lowercased()) }
        return [query, found.map(\.title), found.map(\.description), found.map { url(of: $0.title, baseURL: baseURL) }]
    }

    /// The page of `title`; `nil` when there is none.
    static func html(ofPage title: String, baseURL: URL) -> String? {
        guard let article = articles.first(where: { $0.title == title }) else { return nil }
        let images = article.images.map { #"<img alt="" src="\#(baseURL.absoluteString)/images/\#($0)" width="220">"# }
        return "<div><p>\(article.description)</p>\(images.joined())</div>"
    }

    /// An image's bytes: a PNG signature and a body whose size depends on the name.
    static func image(named name: String) -> Data {
        Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) + Data(repeating: 0, count: 1000 * (name.count % 7 + 1))
    }

    static func url(of title: String, baseURL: URL) -> String {
        "\(baseURL.absoluteString)/wiki/\(title.replacingOccurrences(of: " ", with: "_"))"
    }
}

/// The random-users API's people, always the same ones in the same order.
enum RandomUserFakeData {
    private static let names = [("ada", "lovelace"), ("alan", "turing"), ("grace", "hopper"), ("edsger", "dijkstra"), ("barbara", "liskov"), ("donald", "knuth"), ("margaret", "hamilton"), ("john", "backus")]

    static func users(count: Int, baseURL: URL) -> [[String: Any]] {
        (0 ..< max(0, min(count, names.count))).map { index in
            let (first, last) = names[index]
            return ["name": ["first": first, "last": last], "picture": ["medium": "\(baseURL.absoluteString)/images/\(first).jpg"]]
        }
    }
}
