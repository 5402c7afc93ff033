import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import RxCocoa
import RxSwift

/// Why a service's answer could not be used.
public struct ServiceError: Error, Equatable, CustomStringConvertible {
    /// What went wrong.
    public let description: String

    /// An error saying `description`.
    public init(_ description: String) {
        self.description = description
    }
}

/// What the services' clients share: URLs under a base URL, and JSON bodies.
struct HTTPClient {
    let baseURL: URL
    let session: URLSession

    /// `baseURL` followed by `path` and the percent-encoded `query`.
    func url(_ path: String, _ query: [(String, String)] = []) -> URL {
        var components = URLComponents(url: baseURL.appendingPathComponent(path), resolvingAgainstBaseURL: false)!
        if !query.isEmpty {
            components.percentEncodedQueryItems = query.map { URLQueryItem(name: $0.0, value: $0.1.addingPercentEncoding(withAllowedCharacters: .alphanumerics)) }
        }
        return components.url!
    }

    /// The decoded JSON body of a 2xx answer to `GET url`.
    func json(_ url: URL) -> Observable<Any> {
        session.rx.json(url: url)
    }

    /// The answer to `method url`, whatever its status.
    func response(_ method: String, _ url: URL) -> Observable<(response: HTTPURLResponse, data: Data)> {
        var request = URLRequest(url: url)
        request.httpMethod = method
        return session.rx.response(request: request)
    }
}
