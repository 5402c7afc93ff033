import Foundation
import LocalHTTPServer

/// The services the examples call, served on 127.0.0.1 by `LocalHTTPServer`: a GitHub-like API,
/// a Wikipedia-like API and a random-users API. Every answer comes after the configured latency
/// (a request cancelled meanwhile is recorded as abandoned), so cancellation by `flatMapLatest`
/// can be seen, and tests can make it short.
///
/// | Request | Answer |
/// | --- | --- |
/// | `GET /users/NAME` | 200 when the user exists (`GitHubFakeData.takenUsernames`), else 404 |
/// | `POST /signup?username=U&password=P` | 201, or 409 when U is taken |
/// | `GET /search/repositories?q=Q&page=N` | 200, JSON `{"total_count","items":[{"name","url"}]}`, a `Link` header to the next page; 403 past the rate limit |
/// | `GET /w/api.php?action=opensearch&search=Q` | 200, `[Q, [titles], [descriptions], [urls]]` |
/// | `GET /w/api.php?action=parse&page=T&format=json` | 200, `{"parse":{"title","text":{"*":HTML}}}`, HTML with `<img src>` |
/// | `GET /images/NAME` | 200, a small PNG-like body |
/// | `GET /api/?results=N` | 200, `{"results":[{"name":{"first","last"},"picture":{"medium"}}]}` |
public final class ExampleServices: Sendable {
    /// How the services behave.
    public struct Configuration: Sendable {
        /// Seconds before each answer.
        public var latency: Double
        /// Repository searches allowed per minute (GitHub allows 10 without authentication);
        /// beyond, 403 until the minute is over.
        public var searchesPerMinute: Int

        /// Latency and rate limit as given.
        public init(latency: Double = 0.4, searchesPerMinute: Int = 10) {
            self.latency = latency
            self.searchesPerMinute = searchesPerMinute
        }
    }

    /// The server; `stop()` it when done.
    public let server: LocalHTTPServer
    /// `http://127.0.0.1:PORT`.
    public var baseURL: URL { server.baseURL }

    /// Starts the services on an ephemeral port.
    public init(configuration: Configuration = Configuration()) throws {
        let routes = ExampleRoutes(searchesPerMinute: configuration.searchesPerMinute)
        server = try LocalHTTPServer { request, stayConnected in
            guard stayConnected(configuration.latency) else { return nil }
            return routes.respond(to: request)
        }
    }

    /// Stops the server.
    public func stop() {
        server.stop()
    }
}

/// The answers of `ExampleServices`, and the searches counted for the rate limit.
private final class ExampleRoutes: @unchecked Sendable {
    // @unchecked Sendable: `searches` is only touched with `lock` held; the rest is immutable.

    private let searchesPerMinute: Int
    private let lock = NSLock()
    private var searches: [Date] = []

    init(searchesPerMinute: Int) {
        self.searchesPerMinute = searchesPerMinute
    }

    func respond(to request: LocalHTTPServer.Request) -> LocalHTTPServer.Response {
        // The URLs in the answers are made from the address the client used, as a real
        // service's are from its name.
        let baseURL = URL(string: "http://\(request.headers["host"] ?? "127.0.0.1")")!
        let query = request.query.mapValues(Self.decoded)
        let path = request.path.split(separator: "/").map { Self.decoded(String($0)) }
        switch (request.method, path.first, path.count) {
        case ("GET", "users", 2):
            return GitHubFakeData.takenUsernames.contains(path[1].lowercased()) ? Self.json(200, ["login": path[1]]) : Self.json(404, ["message": "Not Found"])
        case ("POST", "signup", 1):
            let username = query["username"] ?? ""
            return GitHubFakeData.takenUsernames.contains(username.lowercased()) || username.isEmpty ? Self.json(409, ["message": "Username taken"]) : Self.json(201, ["login": username])
        case ("GET", "search", 2) where path[1] == "repositories":
            return searchRepositories(query["q"] ?? "", page: Int(query["page"] ?? "1") ?? 1, baseURL: baseURL)
        case ("GET", "w", 2) where path[1] == "api.php" && query["action"] == "opensearch":
            return Self.json(200, WikipediaFakeData.openSearch(query["search"] ?? "", baseURL: baseURL))
        case ("GET", "w", 2) where path[1] == "api.php" && query["action"] == "parse":
            guard let html = WikipediaFakeData.html(ofPage: query["page"] ?? "", baseURL: baseURL) else {
                return Self.json(200, ["error": ["code": "missingtitle", "info": "The page you specified doesn't exist."]])
            }
            return Self.json(200, ["parse": ["title": query["page"] ?? "", "text": ["*": html]]])
        case ("GET", "images", 2):
            return LocalHTTPServer.Response(status: 200, headers: ["Content-Type": "image/png"], body: WikipediaFakeData.image(named: path[1]))
        case ("GET", "api", 1):
            return Self.json(200, ["results": RandomUserFakeData.users(count: Int(query["results"] ?? "20") ?? 20, baseURL: baseURL)])
        default:
            return Self.json(404, ["message": "Not Found"])
        }
    }

    private func searchRepositories(_ text: String, page: Int, baseURL: URL) -> LocalHTTPServer.Response {
        let now = Date()
        let allowed = lock.withLock { () -> Bool in
            searches.removeAll { now.timeIntervalSince($0) >= 60 }
            guard searches.count < searchesPerMinute else { return false }
            searches.append(now)
            return true
        }
        guard allowed else {
            return Self.json(403, ["message": "API rate limit exceeded for 127.0.0.1."])
        }
        let results = GitHubFakeData.repositories(matching: text, page: page, baseURL: baseURL)
        var headers = ["Content-Type": "application/json"]
        if results.hasNextPage {
            let escaped = text.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? text
            headers["Link"] = "<\(baseURL.absoluteString)/search/repositories?q=\(escaped)&page=\(page + 1)>; rel=\"next\", <\(baseURL.absoluteString)/search/repositories?q=\(escaped)&page=1>; rel=\"first\""
        }
        let body = ["total_count": results.total, "items": results.items.map { ["name": $0.name, "url": $0.url] }] as [String: Any]
        return LocalHTTPServer.Response(status: 200, headers: headers, body: try! JSONSerialization.data(withJSONObject: body, options: [.sortedKeys]))
    }

    private static func json(_ status: Int, _ object: Any) -> LocalHTTPServer.Response {
        let body = try! JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])
        return LocalHTTPServer.Response(status: status, headers: ["Content-Type": "application/json"], body: body)
    }

    private static func decoded(_ text: String) -> String {
        text.replacingOccurrences(of: "+", with: " ").removingPercentEncoding ?? text
    }
}
