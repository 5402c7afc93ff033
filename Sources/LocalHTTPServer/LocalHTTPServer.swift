import Dispatch
import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A small HTTP/1.1 server on 127.0.0.1 for the tests and the playground: real sockets, a real
/// TCP connection per request, and a record of what it saw, so a test can tell whether a request
/// was sent, answered, or abandoned by the client.
///
/// Every response closes its connection (`Connection: close`), so one connection is one request
/// and "the client went away" is unambiguous. The routes are in `LocalHTTPServer.Route`. The
/// server runs (and stays alive) until `stop()` is called.
///
///     let server = try LocalHTTPServer()
///     defer { server.stop() }
///     let url = server.url("/json")
public final class LocalHTTPServer: @unchecked Sendable {
    // @unchecked Sendable: `record` is only touched while `condition` is locked; `listener` and
    // `port` are immutable; the threads started here only read immutable state.

    /// A request as the server parsed it.
    public struct Request: Sendable, CustomStringConvertible {
        /// `GET`, `POST`, ...
        public let method: String
        /// The path without the query (`/json`).
        public let path: String
        /// The query parameters.
        public let query: [String: String]
        /// Header fields, with lower-cased names.
        public let headers: [String: String]
        /// The body (`Content-Length` bytes).
        public let body: Data

        /// `METHOD /path`, for failure messages.
        public var description: String { "\(method) \(path)" }
    }

    /// What the server saw, in order.
    public struct Record: Sendable {
        /// Connections accepted.
        public var connections = 0
        /// Requests read completely.
        public var requests: [Request] = []
        /// Paths of requests whose response was written completely.
        public var answered: [String] = []
        /// Paths of requests whose client closed the connection before the response was sent.
        public var abandoned: [String] = []
    }

    /// The port the server listens on (chosen by the system).
    public let port: UInt16

    /// Answers a request; `stayConnected(seconds)` waits that long and tells whether the client
    /// is still there (false: the client went away, answer `nil` so the request is recorded as
    /// abandoned). Called on the connection's own thread, so a slow answer delays no other.
    public typealias Handler = @Sendable (_ request: Request, _ stayConnected: (Double) -> Bool) -> Response?

    private let listener: Int32
    private let handler: Handler
    private let condition = NSCondition()
    private var record = Record()
    private var isStopping = false
    private let acceptorStopped = DispatchSemaphore(value: 0)

    /// Starts listening on an ephemeral port of 127.0.0.1, answering with the routes of
    /// `LocalHTTPServer.Route`.
    public convenience init() throws {
        try self.init(handler: { request, stayConnected in Route.respond(to: request, stayConnected: stayConnected) })
    }

    /// Starts listening on an ephemeral port of 127.0.0.1, answering every request with `handler`
    /// (a fake service of its own, such as the examples' GitHub-like API).
    public init(handler: @escaping Handler) throws {
        self.handler = handler
        listener = try Socket.listenOnLoopback()
        port = try Socket.localPort(of: listener)
        let thread = Thread { [self] in acceptLoop() }
        thread.name = "LocalHTTPServer.accept"
        thread.start()
    }

    /// `http://127.0.0.1:<port>`.
    public var baseURL: URL {
        URL(string: "http://127.0.0.1:\(port)")!
    }

    /// The URL of `pathAndQuery` (such as `/slow?seconds=2`) on this server.
    public func url(_ pathAndQuery: String) -> URL {
        URL(string: "http://127.0.0.1:\(port)\(pathAndQuery)")!
    }

    /// A snapshot of what the server saw so far.
    public var seen: Record {
        condition.lock()
        defer { condition.unlock() }
        return record
    }

    /// Waits until `predicate` holds for what the server saw, or `timeout` seconds passed;
    /// returns whether it holds.
    @discardableResult
    public func wait(timeout: TimeInterval, until predicate: (Record) -> Bool) -> Bool {
        let deadline = Date(timeIntervalSinceNow: timeout)
        condition.lock()
        defer { condition.unlock() }
        while !predicate(record) {
            if !condition.wait(until: deadline) {
                return predicate(record)
            }
        }
        return true
    }

    /// Stops accepting connections and ends the slow responses in progress. Idempotent.
    public func stop() {
        condition.lock()
        let wasStopping = isStopping
        isStopping = true
        condition.broadcast()
        condition.unlock()
        guard !wasStopping else { return }
        acceptorStopped.wait()
        close(listener)
    }

    private var stopping: Bool {
        condition.lock()
        defer { condition.unlock() }
        return isStopping
    }

    private func update(_ change: (inout Record) -> Void) {
        condition.lock()
        change(&record)
        condition.broadcast()
        condition.unlock()
    }

    // MARK: Connections

    private func acceptLoop() {
        defer { acceptorStopped.signal() }
        while !stopping {
            // Polling with a short timeout lets `stop()` end the loop without closing the socket
            // under a blocked `accept`.
            guard Socket.waitReadable(listener, milliseconds: 50) else { continue }
            let connection = accept(listener, nil, nil)
            guard connection >= 0 else { continue }
            update { $0.connections += 1 }
            let thread = Thread { [self] in serve(connection) }
            thread.name = "LocalHTTPServer.connection"
            thread.start()
        }
    }

    private func serve(_ connection: Int32) {
        defer { close(connection) }
        guard let request = Socket.readRequest(connection, deadline: Date(timeIntervalSinceNow: 5)) else { return }
        update { $0.requests.append(request) }
        let response = handler(request) { seconds in
            waitWhileClientConnected(connection, seconds: seconds)
        }
        guard let response else {
            update { $0.abandoned.append(request.path) }
            return
        }
        if Socket.write(response.serialized(), to: connection) {
            update { $0.answered.append(request.path) }
        } else {
            update { $0.abandoned.append(request.path) }
        }
    }

    /// Sleeps up to `seconds`, watching the connection; false as soon as the client closed it
    /// (or the server stops).
    private func waitWhileClientConnected(_ connection: Int32, seconds: Double) -> Bool {
        let deadline = Date(timeIntervalSinceNow: seconds)
        while Date() < deadline {
            if stopping { return false }
            if Socket.waitReadable(connection, milliseconds: 10), Socket.isClosedByPeer(connection) {
                return false
            }
        }
        return true
    }
}
