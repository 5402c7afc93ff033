import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import LocalHTTPServer
import RxBlocking
import RxCocoa
import RxSwift
import XCTest
import RxTestSupport

/// `URLSession.rx` against a real HTTP server on 127.0.0.1 (no mocked protocol).
final class URLSessionRxTests: RxTestCase {
    private var server: LocalHTTPServer!
    private var savedShouldLogRequest: ((URLRequest) -> Bool)!

    override func setUpWithError() throws {
        try super.setUpWithError()
        server = try LocalHTTPServer()
        savedShouldLogRequest = URLSession.rx.shouldLogRequest
        // The log is tested in URLRequestLoggingTests; here it would only be noise.
        URLSession.rx.shouldLogRequest = { _ in false }
    }

    override func tearDown() {
        URLSession.rx.shouldLogRequest = savedShouldLogRequest
        server.stop()
        server = nil
        super.tearDown()
    }

    private func request(_ path: String) -> URLRequest {
        URLRequest(url: server.url(path))
    }

    // MARK: response(request:)

    func testResponseDeliversTheHTTPResponseAndBodyThenCompletes() throws {
        let result = try URLSession.shared.rx.response(request: request(LocalHTTPServer.Route.json))
            .toBlocking(timeout: 5)
            .toArray()

        XCTAssertEqual(result.count, 1)
        let (response, data) = try XCTUnwrap(result.first)
        XCTAssertEqual(response.statusCode, 200)
        XCTAssertEqual(response.value(forHTTPHeaderField: "Content-Type"), "application/json")
        XCTAssertEqual(String(decoding: data, as: UTF8.self), LocalHTTPServer.Route.jsonBody)
    }

    func testResponseDeliversAnErrorStatusAsAnElement() throws {
        let (response, data) = try XCTUnwrap(
            URLSession.shared.rx.response(request: request(LocalHTTPServer.Route.missing)).toBlocking(timeout: 5).single()
        )
        XCTAssertEqual(response.statusCode, 404)
        XCTAssertEqual(String(decoding: data, as: UTF8.self), "not found")
    }

    func testResponseFollowsARedirect() throws {
        let (response, data) = try URLSession.shared.rx.response(request: request(LocalHTTPServer.Route.redirect))
            .toBlocking(timeout: 5)
            .single()
        XCTAssertEqual(response.statusCode, 200)
        XCTAssertEqual(response.url?.path, LocalHTTPServer.Route.json)
        XCTAssertEqual(String(decoding: data, as: UTF8.self), LocalHTTPServer.Route.jsonBody)
        XCTAssertEqual(server.seen.requests.map(\.path), [LocalHTTPServer.Route.redirect, LocalHTTPServer.Route.json])
    }

    func testATransportFailureIsTheSessionsError() throws {
        let url = server.url(LocalHTTPServer.Route.json)
        server.stop()  // nothing listens on the port any more: the connection is refused

        let result = URLSession.shared.rx.response(request: URLRequest(url: url)).toBlocking(timeout: 5).materialize()

        guard case .failed(let elements, let error) = result else {
            return XCTFail("expected an error, got \(result)")
        }
        XCTAssertTrue(elements.isEmpty)
        XCTAssertFalse(error is RxCocoaURLError, "the session's own error is passed on: \(error)")
        XCTAssertFalse(error is RxError, "not a blocking timeout: \(error)")
    }

    func testANonHTTPResponseFails() throws {
        let result = URLSession.shared.rx.response(request: URLRequest(url: URL(string: "data:text/plain,hello")!))
            .toBlocking(timeout: 5)
            .materialize()
        guard case .failed(_, let error) = result,
              case RxCocoaURLError.nonHTTPResponse(let response)? = error as? RxCocoaURLError else {
            return XCTFail("expected nonHTTPResponse, got \(result)")
        }
        XCTAssertFalse(response is HTTPURLResponse)
        XCTAssertEqual(response.url?.scheme, "data")
    }

    // MARK: data(request:)

    func testDataDeliversTheBodyOfA2xxResponse() throws {
        let data = try URLSession.shared.rx.data(request: request(LocalHTTPServer.Route.text)).toBlocking(timeout: 5).single()
        XCTAssertEqual(String(decoding: data, as: UTF8.self), "hello")
    }

    func testDataFailsWithTheResponseAndBodyOn404() throws {
        try assertHTTPRequestFailed(URLSession.shared.rx.data(request: request(LocalHTTPServer.Route.missing)), status: 404, body: "not found")
    }

    func testDataFailsWithTheResponseAndBodyOn500() throws {
        try assertHTTPRequestFailed(URLSession.shared.rx.data(request: request(LocalHTTPServer.Route.serverError)), status: 500, body: "boom")
    }

    // MARK: json(request:options:) and json(url:)

    func testJSONDecodesTheBody() throws {
        let json = try URLSession.shared.rx.json(url: server.url(LocalHTTPServer.Route.json)).toBlocking(timeout: 5).single()
        let object = try XCTUnwrap(json as? [String: Any])
        XCTAssertEqual(object["name"] as? String, "RxSwift")
        XCTAssertEqual(object["version"] as? Int, 6)
        XCTAssertEqual(object["platforms"] as? [String], ["linux"])
    }

    func testJSONPassesTheReadingOptions() throws {
        let json = try URLSession.shared.rx.json(request: request(LocalHTTPServer.Route.json), options: [.mutableContainers])
            .toBlocking(timeout: 5)
            .single()
        XCTAssertNotNil(json as? NSMutableDictionary, "mutableContainers gives a mutable dictionary, got \(type(of: json))")
    }

    func testJSONFailsWithADeserializationErrorOnMalformedJSON() throws {
        let result = URLSession.shared.rx.json(url: server.url(LocalHTTPServer.Route.malformedJSON)).toBlocking(timeout: 5).materialize()
        guard case .failed(let elements, let error) = result,
              case RxCocoaURLError.deserializationError(let underlying)? = error as? RxCocoaURLError else {
            return XCTFail("expected deserializationError, got \(result)")
        }
        XCTAssertTrue(elements.isEmpty)
        XCTAssertFalse(underlying is RxCocoaURLError)
    }

    func testJSONFailsWithTheHTTPErrorBeforeDecoding() throws {
        try assertHTTPRequestFailed(URLSession.shared.rx.json(url: server.url(LocalHTTPServer.Route.serverError)), status: 500, body: "boom")
    }

    // MARK: Laziness and cancellation

    func testNothingIsSentBeforeSubscriptionAndEachSubscriptionSendsOnce() throws {
        let response = URLSession.shared.rx.data(request: request(LocalHTTPServer.Route.text))
        Thread.sleep(forTimeInterval: 0.2)
        XCTAssertEqual(server.seen.connections, 0, "building the observable sent nothing")

        _ = try response.toBlocking(timeout: 5).single()
        _ = try response.toBlocking(timeout: 5).single()

        XCTAssertEqual(server.seen.requests.map(\.path), [LocalHTTPServer.Route.text, LocalHTTPServer.Route.text])
    }

    func testDisposeCancelsTheRequestInFlight() throws {
        let events = Locked<[String]>([])
        let started = Date()
        let subscription = URLSession.shared.rx.response(request: request("\(LocalHTTPServer.Route.slow)?seconds=5"))
            .subscribe { event in events.append("\(event)") }

        XCTAssertTrue(server.wait(timeout: 5) { $0.requests.count == 1 }, "the request reached the server")
        subscription.dispose()

        XCTAssertTrue(server.wait(timeout: 3) { $0.abandoned == [LocalHTTPServer.Route.slow] }, "the server saw the connection dropped")
        XCTAssertLessThan(Date().timeIntervalSince(started), 4, "cancelled, not answered after 5 s")
        Thread.sleep(forTimeInterval: 0.1)
        XCTAssertEqual(events.current, [], "no event after dispose, not even the cancellation error")
        XCTAssertEqual(server.seen.answered, [])
    }

    func testABlockingTimeoutDisposesAndSoCancelsTheRequest() throws {
        let slow = URLSession.shared.rx.data(request: request("\(LocalHTTPServer.Route.slow)?seconds=5"))

        XCTAssertThrowsError(try slow.toBlocking(timeout: 0.3).first()) { error in
            guard case RxError.timeout? = error as? RxError else {
                return XCTFail("expected RxError.timeout, got \(error)")
            }
        }
        XCTAssertTrue(server.wait(timeout: 3) { $0.abandoned == [LocalHTTPServer.Route.slow] }, "the server saw the connection dropped")
    }

    func testTheTimeoutOperatorFailsAndCancelsTheRequest() throws {
        let scheduler = SerialDispatchQueueScheduler(internalSerialQueueName: "URLSessionRxTests.timeout")
        let slow = URLSession.shared.rx.data(request: request("\(LocalHTTPServer.Route.slow)?seconds=5"))
            .timeout(.milliseconds(300), scheduler: scheduler)

        XCTAssertThrowsError(try slow.toBlocking(timeout: 5).first()) { error in
            guard case RxError.timeout? = error as? RxError else {
                return XCTFail("expected RxError.timeout from the operator, got \(error)")
            }
        }
        XCTAssertTrue(server.wait(timeout: 3) { $0.abandoned == [LocalHTTPServer.Route.slow] }, "the server saw the connection dropped")
    }

    func testASlowResponseWithinTheTimeoutIsDelivered() throws {
        let scheduler = SerialDispatchQueueScheduler(internalSerialQueueName: "URLSessionRxTests.timeout")
        let data = try URLSession.shared.rx.data(request: request("\(LocalHTTPServer.Route.slow)?seconds=0.2"))
            .timeout(.seconds(5), scheduler: scheduler)
            .toBlocking(timeout: 10)
            .single()
        XCTAssertEqual(String(decoding: data, as: UTF8.self), "slow")
    }

    func testASlowResponseThatArrivesInTimeIsDelivered() throws {
        let data = try URLSession.shared.rx.data(request: request("\(LocalHTTPServer.Route.slow)?seconds=0.2")).toBlocking(timeout: 5).single()
        XCTAssertEqual(String(decoding: data, as: UTF8.self), "slow")
        // The server records the answer once its write returned, which may be after the client read it.
        XCTAssertTrue(server.wait(timeout: 2) { $0.answered == [LocalHTTPServer.Route.slow] })
    }

    #if TRACE_RESOURCES
    func testCompletionErrorsAndCancellationReleaseEverything() throws {
        let start = steadyResourceTotal()

        _ = try URLSession.shared.rx.json(url: server.url(LocalHTTPServer.Route.json)).toBlocking(timeout: 5).single()
        _ = URLSession.shared.rx.json(url: server.url(LocalHTTPServer.Route.malformedJSON)).toBlocking(timeout: 5).materialize()
        do {
            // Scoped: a disposable still held is a live resource.
            let subscription = URLSession.shared.rx.data(request: request("\(LocalHTTPServer.Route.slow)?seconds=5")).subscribe()
            XCTAssertTrue(server.wait(timeout: 5) { $0.requests.count == 3 })
            subscription.dispose()
        }
        XCTAssertTrue(server.wait(timeout: 3) { $0.abandoned == [LocalHTTPServer.Route.slow] })

        XCTAssertEqual(RxTestCase.settledTotal(towards: start), start, "resources leaked")
    }
    #endif

    // MARK: Helpers

    private func assertHTTPRequestFailed<Element>(_ source: Observable<Element>, status: Int, body: String, file: StaticString = #filePath, line: UInt = #line) throws {
        let result = source.toBlocking(timeout: 5).materialize()
        guard case .failed(let elements, let error) = result,
              case RxCocoaURLError.httpRequestFailed(let response, let data)? = error as? RxCocoaURLError else {
            return XCTFail("expected httpRequestFailed, got \(result)", file: file, line: line)
        }
        XCTAssertTrue(elements.isEmpty, file: file, line: line)
        XCTAssertEqual(response.statusCode, status, file: file, line: line)
        XCTAssertEqual(data.map { String(decoding: $0, as: UTF8.self) }, body, file: file, line: line)
    }
}
