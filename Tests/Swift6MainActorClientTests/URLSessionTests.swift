// `URLSession.rx` against the local server, from main-actor code: a request's events arrive on
// the session's delegate queue.

import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import LocalHTTPServer
import RxCocoa
import RxSwift
import RxTestSupport
import XCTest

/// What a screen shows of a request.
final class DocumentScreen {
    var body = ""
    var failed = false
}

nonisolated final class URLSessionTests: RxTestCase {
    private var server: LocalHTTPServer?
    private var savedShouldLogRequest: ((URLRequest) -> Bool)?

    override func setUpWithError() throws {
        try super.setUpWithError()
        server = try LocalHTTPServer()
        savedShouldLogRequest = URLSession.rx.shouldLogRequest
        // Request logging is tested in RxCocoaTests; here it would only be noise.
        URLSession.rx.shouldLogRequest = { _ in false }
    }

    override func tearDown() {
        if let savedShouldLogRequest {
            URLSession.rx.shouldLogRequest = savedShouldLogRequest
        }
        server?.stop()
        server = nil
        super.tearDown()
    }

    private func request(_ path: String) throws -> URLRequest {
        URLRequest(url: try XCTUnwrap(server).url(path))
    }

    func testARequestThroughADriverUpdatesTheScreen() throws {
        let request = try request(LocalHTTPServer.Route.text)
        runOnMainActor {
            let screen = DocumentScreen()
            let subscription = URLSession.shared.rx.data(request: request)
                .asDriver(onErrorRecover: { _ in
                    screen.failed = true
                    return .empty()
                })
                .map { String(decoding: $0, as: UTF8.self) }
                .drive(onNext: { screen.body = $0 })
            XCTAssertTrue(serveMainQueue { !screen.body.isEmpty || screen.failed })
            XCTAssertFalse(screen.failed)
            subscription.dispose()
        }
    }

    func testJSONObservedOnTheMainScheduler() throws {
        let request = try request(LocalHTTPServer.Route.json)
        runOnMainActor {
            var names: [String] = []
            var completed = false
            let subscription = URLSession.shared.rx.json(request: request)
                .observe(on: MainScheduler.instance)
                .subscribe(
                    onNext: { json in names.append(((json as? [String: Any])?["name"] as? String) ?? "?") },
                    onError: { XCTFail("\($0)") },
                    onCompleted: { completed = true }
                )
            XCTAssertTrue(serveMainQueue { completed })
            XCTAssertEqual(names, ["RxSwift"])
            subscription.dispose()
        }
    }

    func testARequestMappedOnTheDelegateQueue() throws {
        let request = try request(LocalHTTPServer.Route.text)
        runOnMainActor {
            let collected = Collected<Int>()
            let subscription = URLSession.shared.rx.data(request: request)
                .map { $0.count }
                .subscribe(onNext: { collected.append($0) }, onError: { _ in collected.end() }, onCompleted: { collected.end() })
            XCTAssertTrue(serveMainQueue { collected.ended })
            XCTAssertEqual(collected.elements.count, 1)
            subscription.dispose()
        }
    }
}
