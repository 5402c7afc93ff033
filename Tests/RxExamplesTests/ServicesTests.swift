import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import LocalHTTPServer
import RxBlocking
import RxExamplesKit
import RxSwift
import RxTestSupport
import XCTest

/// The clients of the examples against the local services, over real sockets.
final class ServicesTests: RxTestCase {
    private var services: ExampleServices!

    override func setUpWithError() throws {
        try super.setUpWithError()
        services = try ExampleServices(configuration: .init(latency: 0, searchesPerMinute: 2))
    }

    override func tearDown() {
        services.stop()
        services = nil
        super.tearDown()
    }

    func testUsernamesAreAvailableUnlessTakenAndSignupRefusesTakenOnes() throws {
        let api = DefaultGitHubAPI(baseURL: services.baseURL)
        XCTAssertEqual(try api.usernameAvailable("octocat").toBlocking(timeout: 5).toArray(), [false])
        XCTAssertEqual(try api.usernameAvailable("new person").toBlocking(timeout: 5).toArray(), [true])
        XCTAssertEqual(try api.signup("newbie", password: "secret").toBlocking(timeout: 5).toArray(), [true])
        XCTAssertEqual(try api.signup("admin", password: "secret").toBlocking(timeout: 5).toArray(), [false])
    }

    func testSearchPagesFollowTheLinkHeaderAndTheRateLimitAnswers403() throws {
        let api = GitHubSearchRepositoriesAPI(baseURL: services.baseURL, session: .shared)
        let first = try api.loadSearchURL(api.searchURL("rx")).toBlocking(timeout: 5).single().get()
        XCTAssertEqual(first.repositories.count, 10)
        XCTAssertEqual(first.repositories.first?.name, "rx")
        let next = try XCTUnwrap(first.nextURL)
        let second = try api.loadSearchURL(next).toBlocking(timeout: 5).single().get()
        XCTAssertEqual(second.repositories.first?.name, "rxCocoa", "the 11th repository")
        // Two searches a minute: the third is refused.
        XCTAssertEqual(try api.loadSearchURL(next).toBlocking(timeout: 5).single(), .failure(.githubLimitReached))
    }

    func testWikipediaSearchPagesAndImages() throws {
        let api = DefaultWikipediaAPI(baseURL: services.baseURL)
        let results = try api.getSearchResults("reactive pro").toBlocking(timeout: 5).single()
        XCTAssertEqual(results.map(\.title), ["Reactive programming", "Functional reactive programming"])
        let page = try api.articleContent(results[0]).toBlocking(timeout: 5).single()
        XCTAssertEqual(page.imageURLs.map(\.lastPathComponent), ["streams.png", "spreadsheet.png"])
        let image = try api.image(page.imageURLs[0]).toBlocking(timeout: 5).single()
        XCTAssertEqual(Array(image.prefix(4)), [0x89, 0x50, 0x4E, 0x47])
        XCTAssertThrowsError(try api.articleContent(Fixture.article("Nothing")).toBlocking(timeout: 5).single())
    }

    func testRandomUsers() throws {
        let users = try DefaultRandomUserAPI(baseURL: services.baseURL).getExampleUserResultSet().toBlocking(timeout: 5).single()
        XCTAssertEqual(users.prefix(2).map(\.description), ["Ada Lovelace", "Alan Turing"])
    }

    func testACancelledRequestIsAbandonedOnTheServerDuringItsLatency() throws {
        let slow = try ExampleServices(configuration: .init(latency: 10))
        defer { slow.stop() }
        let subscription = DefaultGitHubAPI(baseURL: slow.baseURL).usernameAvailable("alice").subscribe()
        XCTAssertTrue(slow.server.wait(timeout: 5) { $0.requests.count == 1 })
        subscription.dispose()
        XCTAssertTrue(slow.server.wait(timeout: 5) { $0.abandoned == ["/users/alice"] })
    }

    func testAHandlerOfItsOwnAnswersEveryRequest() throws {
        let server = try LocalHTTPServer { request, _ in
            LocalHTTPServer.Response(status: 201, headers: ["X-Path": request.path], body: Data("made".utf8))
        }
        defer { server.stop() }
        let (response, data) = try URLSession.shared.rx.response(request: URLRequest(url: server.url("/anything?x=1"))).toBlocking(timeout: 5).single()
        XCTAssertEqual(response.statusCode, 201)
        XCTAssertEqual(response.value(forHTTPHeaderField: "X-Path"), "/anything")
        XCTAssertEqual(String(decoding: data, as: UTF8.self), "made")
    }
}
