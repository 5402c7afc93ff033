import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import RxSwift
import Synchronization

/// The guide's request-logging switch: `URLSession.rx` logs a request when this filter and
/// `URLSession.rx.shouldLogRequest` both return true. Both default to true in debug builds and
/// to false in release builds.
///
///     Logging.URLRequests = { request in request.url?.host != "telemetry.example.com" }
public struct Logging {
    /// Decides whether a request is logged.
    public typealias LogURLRequest = (URLRequest) -> Bool

    /// The filter the guide describes (RxSwift 6 spells it `URLSession.rx.shouldLogRequest`).
    public static var URLRequests: LogURLRequest {
        get { RequestLog.filters.withLock { $0.guide } }
        set {
            let filter = RequestLog.Filter(newValue)
            RequestLog.filters.withLock { $0.guide = filter.value }
        }
    }
}

extension Reactive where Base == URLSession {
    /// Decides whether `URLSession.rx` logs a request as a curl command with its outcome; true
    /// in debug builds, false in release builds. `Logging.URLRequests` must agree too.
    public static var shouldLogRequest: (URLRequest) -> Bool {
        get { RequestLog.filters.withLock { $0.rxSwift6 } }
        set {
            let filter = RequestLog.Filter(newValue)
            RequestLog.filters.withLock { $0.rxSwift6 = filter.value }
        }
    }
}

/// Where the request log is written and who decides what is logged.
enum RequestLog {
    /// A filter on its way into `filters`. Unchecked, because filters are not `@Sendable` (they
    /// are not in RxSwift 6 either): a filter is user code called on whichever thread subscribes
    /// to a request, under the contract of every closure given to this library (it runs where
    /// the library's work runs; see the README's "Swift 6 and concurrency").
    typealias Filter = UncheckedSendable<(URLRequest) -> Bool>

    struct Filters {
        var rxSwift6: (URLRequest) -> Bool = defaultFilter
        var guide: (URLRequest) -> Bool = defaultFilter
    }

    // Filters are set from any thread and read for every request; they are copied out under the
    // lock and called outside it, because they are user code.
    static let filters = RxMutex(Filters())

    /// Receives every log entry; prints it. Tests replace it.
    static let output = RxMutex<@Sendable (String) -> Void>({ print($0) })

    private static let defaultFilter: @Sendable (URLRequest) -> Bool = { _ in
        #if DEBUG
        return true
        #else
        return false
        #endif
    }

    /// Whether `request` is to be logged: both filters agree.
    static func shouldLog(_ request: URLRequest) -> Bool {
        let filters = self.filters.withLock { $0 }
        return filters.rxSwift6(request) && filters.guide(request)
    }

    /// Logs a finished request: the curl command that repeats it, then its outcome and duration.
    static func log(_ request: URLRequest, response: URLResponse?, error: Error?, duration: TimeInterval) {
        let write = output.withLock { $0 }
        write(curlCommand(for: request) + "\n" + outcome(response: response, error: error, duration: duration))
    }

    /// `curl -X POST -H "Name: value" -d "body" "url"`.
    static func curlCommand(for request: URLRequest) -> String {
        var words = ["curl", "-X", request.httpMethod ?? "GET"]
        for (name, value) in (request.allHTTPHeaderFields ?? [:]).sorted(by: { $0.key < $1.key }) {
            words += ["-H", quoted("\(name): \(value)")]
        }
        if let body = request.httpBody, !body.isEmpty {
            if let text = String(data: body, encoding: .utf8) {
                words += ["-d", quoted(text)]
            } else {
                words += ["--data-binary", quoted("<\(body.count) bytes>")]
            }
        }
        words.append(quoted(request.url?.absoluteString ?? ""))
        return words.joined(separator: " ")
    }

    private static func outcome(response: URLResponse?, error: Error?, duration: TimeInterval) -> String {
        let elapsed = String(format: "%.3fs", duration)
        if let error {
            return "-> failed after \(elapsed): \(error.localizedDescription)"
        }
        if let response = response as? HTTPURLResponse {
            return "-> \(response.statusCode) \(HTTPURLResponse.localizedString(forStatusCode: response.statusCode)) in \(elapsed)"
        }
        return "-> no HTTP response in \(elapsed)"
    }

    /// A shell word in double quotes.
    private static func quoted(_ text: String) -> String {
        var escaped = ""
        for character in text {
            if "\"\\$`".contains(character) { escaped.append("\\") }
            escaped.append(character)
        }
        return "\"\(escaped)\""
    }
}
