import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The errors of `URLSession.rx`'s requests.
public enum RxCocoaURLError: Swift.Error, CustomDebugStringConvertible, @unchecked Sendable {
    // @unchecked Sendable: the responses are immutable once delivered, and the wrapped error is
    // only read to describe it.

    /// The session reported neither a response nor an error.
    case unknown
    /// The response is not an HTTP response (for example for a `file:` URL).
    case nonHTTPResponse(response: URLResponse)
    /// The status code is outside `200..<300`; `data` is the body the server sent.
    case httpRequestFailed(response: HTTPURLResponse, data: Data?)
    /// The body could not be decoded as JSON.
    case deserializationError(error: Swift.Error)

    /// A readable description.
    public var debugDescription: String {
        switch self {
        case .unknown:
            return "Unknown error has occurred."
        case .nonHTTPResponse(let response):
            return "Response is not an HTTPURLResponse: `\(response)`."
        case .httpRequestFailed(let response, _):
            return "HTTP request failed with status code \(response.statusCode)."
        case .deserializationError(let error):
            return "Error during deserialization of the response: \(error)"
        }
    }
}
