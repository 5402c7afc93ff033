import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import LocalHTTPServer
import RxBlocking
@testable import RxCocoa
import RxSwift
import XCTest
import RxTestSupport

/// Request logging: a curl command line, the outcome and the time, filtered by both switches.
final class URLRequestLoggingTests: RxTestCase {
    private var server: LocalHTTPServer!
    private let log = Locked<[String]>([])
    private var savedFilters: RequestLog.Filters!

    override func setUpWithError() throws {
        try super.setUpWithError()
        server = try LocalHTTPServer()
        savedFilters = RequestLog.filters.withLock { $0 }
        let log = self.log
        RequestLog.output.withLock { $0 = { log.append($0) } }
    }

    override func tearDown() {
        RequestLog.output.withLock { $0 = { print($0) } }
        let saved = savedFilters!
        RequestLog.filters.withLock { $0 = saved }
        server.stop()
        server = nil
        super.tearDown()
    }

    func testBothFiltersAreOnByDefaultInDebugBuilds() {
        // Other tests change the global filters, so the defaults are read from a fresh value.
        let defaults = RequestLog.Filters()
        let request = URLRequest(url: server.url("/"))
        #if DEBUG
        XCTAssertTrue(defaults.rxSwift6(request))
        XCTAssertTrue(defaults.guide(request))
        #else
        XCTAssertFalse(defaults.rxSwift6(request))
        XCTAssertFalse(defaults.guide(request))
        #endif
    }

    func testARequestIsLoggedAsACurlCommandWithStatusAndDuration() throws {
        var request = URLRequest(url: server.url(LocalHTTPServer.Route.echo))
        request.httpMethod = "POST"
        request.setValue("application/json", forHTTPHeaderField: "Content-Type")
        request.httpBody = Data(#"{"say":"$hi"}"#.utf8)

        let data = try URLSession.shared.rx.data(request: request).toBlocking(timeout: 5).single()

        XCTAssertEqual(String(decoding: data, as: UTF8.self), #"{"say":"$hi"}"#)
        XCTAssertEqual(log.current.count, 1)
        let lines = (log.current.first ?? "").components(separatedBy: "\n")
        XCTAssertEqual(lines.first, #"curl -X POST -H "Content-Type: application/json" -d "{\"say\":\"\$hi\"}" "\#(server.url(LocalHTTPServer.Route.echo))""#)
        XCTAssertEqual(lines.count, 2)
        let outcome = lines.last ?? ""
        XCTAssertTrue(outcome.hasPrefix("-> 200 "), outcome)
        XCTAssertNotNil(outcome.range(of: #" in \d+\.\d{3}s$"#, options: .regularExpression), outcome)
    }

    func testAnErrorStatusIsLoggedWithItsCode() throws {
        _ = URLSession.shared.rx.data(request: URLRequest(url: server.url(LocalHTTPServer.Route.serverError))).toBlocking(timeout: 5).materialize()
        XCTAssertEqual(log.current.count, 1)
        XCTAssertTrue(log.current.first?.contains("\n-> 500 ") == true, log.current.first ?? "")
    }

    func testATransportFailureIsLoggedAsFailed() throws {
        let url = server.url(LocalHTTPServer.Route.json)
        server.stop()
        _ = URLSession.shared.rx.data(request: URLRequest(url: url)).toBlocking(timeout: 5).materialize()
        XCTAssertEqual(log.current.count, 1)
        XCTAssertTrue(log.current.first?.contains("\n-> failed after ") == true, log.current.first ?? "")
    }

    func testShouldLogRequestFalseSilencesTheLog() throws {
        URLSession.rx.shouldLogRequest = { request in request.url?.path != LocalHTTPServer.Route.text }
        _ = try URLSession.shared.rx.data(request: URLRequest(url: server.url(LocalHTTPServer.Route.text))).toBlocking(timeout: 5).single()
        _ = try URLSession.shared.rx.data(request: URLRequest(url: server.url(LocalHTTPServer.Route.json))).toBlocking(timeout: 5).single()
        XCTAssertEqual(log.current.count, 1)
        XCTAssertTrue(log.current.first?.contains(LocalHTTPServer.Route.json) == true)
    }

    func testTheGuidesLoggingFilterSilencesTheLogToo() throws {
        Logging.URLRequests = { _ in false }
        _ = try URLSession.shared.rx.data(request: URLRequest(url: server.url(LocalHTTPServer.Route.text))).toBlocking(timeout: 5).single()
        XCTAssertEqual(log.current, [])
        XCTAssertEqual(server.seen.requests.map(\.path), [LocalHTTPServer.Route.text], "the request itself was made")
    }
}
