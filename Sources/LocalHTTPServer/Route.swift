import Foundation

extension LocalHTTPServer {
    /// The server's endpoints. Any other path answers 404.
    public enum Route {
        /// `GET /json`: 200 with `LocalHTTPServer.Route.jsonBody`.
        public static let json = "/json"
        /// `/text`: 200 with the body `hello`.
        public static let text = "/text"
        /// `/server-error`: 500 with the body `boom`.
        public static let serverError = "/server-error"
        /// `/malformed-json`: 200, `Content-Type: application/json`, but the body is not JSON.
        public static let malformedJSON = "/malformed-json"
        /// `/slow?seconds=N` (default 10): answers `slow` after N seconds, unless the client
        /// closes the connection first (the request is then recorded as abandoned).
        public static let slow = "/slow"
        /// `/redirect`: 302 to `/json`.
        public static let redirect = "/redirect"
        /// `/echo`: 200 with the request's body and content type; the method in `X-Method`.
        public static let echo = "/echo"
        /// A path the server does not know: 404.
        public static let missing = "/missing"

        /// The body of `/json`.
        public static let jsonBody = #"{"name":"RxSwift","version":6,"platforms":["linux"]}"#

        /// The response to `request`; `nil` if the client went away while it was prepared.
        /// `stayConnected(seconds)` waits and tells whether the client is still there.
        static func respond(to request: Request, stayConnected: (Double) -> Bool) -> Response? {
            switch request.path {
            case json:
                return Response(status: 200, headers: ["Content-Type": "application/json"], body: Data(jsonBody.utf8))
            case text:
                return Response(status: 200, headers: ["Content-Type": "text/plain"], body: Data("hello".utf8))
            case serverError:
                return Response(status: 500, headers: ["Content-Type": "text/plain"], body: Data("boom".utf8))
            case malformedJSON:
                return Response(status: 200, headers: ["Content-Type": "application/json"], body: Data(#"{"name": "RxSwift", "#.utf8))
            case slow:
                let seconds = request.query["seconds"].flatMap(Double.init) ?? 10
                guard stayConnected(seconds) else { return nil }
                return Response(status: 200, headers: ["Content-Type": "text/plain"], body: Data("slow".utf8))
            case redirect:
                return Response(status: 302, headers: ["Location": json], body: Data())
            case echo:
                let contentType = request.headers["content-type"] ?? "application/octet-stream"
                return Response(status: 200, headers: ["Content-Type": contentType, "X-Method": request.method], body: request.body)
            default:
                return Response(status: 404, headers: ["Content-Type": "text/plain"], body: Data("not found".utf8))
            }
        }
    }

    /// An HTTP/1.1 response that closes its connection.
    public struct Response: Sendable {
        /// The status code (200, 404, ...).
        public let status: Int
        /// Header fields; `Content-Length` and `Connection` are added when it is written.
        public let headers: [String: String]
        /// The body.
        public let body: Data

        /// A response of `status` with `headers` and `body`.
        public init(status: Int, headers: [String: String] = [:], body: Data = Data()) {
            self.status = status
            self.headers = headers
            self.body = body
        }

        func serialized() -> Data {
            let reasons = [200: "OK", 201: "Created", 302: "Found", 403: "Forbidden", 404: "Not Found", 409: "Conflict", 500: "Internal Server Error"]
            var head = "HTTP/1.1 \(status) \(reasons[status] ?? "Status")\r\n"
            for (name, value) in headers.sorted(by: { $0.key < $1.key }) {
                head += "\(name): \(value)\r\n"
            }
            head += "Content-Length: \(body.count)\r\nConnection: close\r\n\r\n"
            return Data(head.utf8) + body
        }
    }
}
