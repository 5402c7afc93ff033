import Foundation
import RxExamplesKit
import RxSwift
import RxTest
import RxTestSupport
import XCTest

/// The paged search on a millisecond `TestScheduler`: debounce, paging, cancellation of a stale
/// page, the rate limit and network errors.
final class GitHubSearchViewModelTests: RxTestCase {
    private let scheduler = TestScheduler.milliseconds()
    /// The answer to each URL, as a cold observable (its subscriptions are the requests).
    private var answers: [URL: TestableObservable<SearchRepositoriesResponse>] = [:]
    private var requested: [(URL, TestTime)] = []

    override func tearDown() {
        answers = [:]
        super.tearDown()
    }

    private static func searchURL(_ text: String) -> URL { Fixture.url("search?q=\(text)") }
    private static func page(_ text: String, _ number: Int) -> URL { Fixture.url("search?q=\(text)&page=\(number)") }

    private func answer(_ url: URL, after ticks: TestTime, _ response: SearchRepositoriesResponse) {
        answers[url] = scheduler.createColdObservable([.next(ticks, response), .completed(ticks)])
    }

    private func success(_ names: [String], next: URL?) -> SearchRepositoriesResponse {
        .success(SearchRepositoriesPage(repositories: names.map { Repository(name: $0, url: Fixture.url($0)) }, nextURL: next))
    }

    private func start(texts: [Recorded<Event<String>>], scrolls: [TestTime] = []) -> TestableObserver<GitHubSearchRepositoriesState> {
        let text = scheduler.createHotObservable(texts)
        let bottom = scheduler.createHotObservable(scrolls.map { Recorded.next($0, ()) })
        return scheduler.start(disposed: 3000) { [unowned self] in
            GitHubSearchRepositoriesViewModel(
                searchText: text.asObservable(),
                loadNextPage: bottom.asObservable(),
                searchURL: Self.searchURL,
                performSearch: { [unowned self] url in
                    requested.append((url, scheduler.clock))
                    return answers[url]?.asObservable() ?? .error(TestError.boom)
                },
                scheduler: scheduler
            ).state
        }
    }

    private func names(_ observer: TestableObserver<GitHubSearchRepositoriesState>) -> [Recorded<[String]>] {
        observer.events.compactMap { event in event.value.element.map { Recorded(time: event.time, value: $0.repositories.map(\.name)) } }
    }

    func testTheTextIsSearchedAfterThePauseAndPagesLoadOnScrolls() {
        answer(Self.searchURL("rx"), after: 100, success(["a", "b"], next: Self.page("rx", 2)))
        answer(Self.page("rx", 2), after: 100, success(["c"], next: nil))
        // Typed at 210 and 220, searched 300 ms after the last key; scrolled at 700 and, after
        // the last page, at 900.
        let state = start(texts: [.next(210, "r"), .next(220, "rx")], scrolls: [700, 900])

        XCTAssertEqual(requested.map(\.0), [Self.searchURL("rx"), Self.page("rx", 2)])
        XCTAssertEqual(requested.map(\.1), [520, 700])
        let changes = names(state)
        XCTAssertEqual(changes.map(\.time), [200, 200, 520, 620, 700, 800, 900])
        XCTAssertEqual(changes.last?.value, ["a", "b", "c"])
        XCTAssertEqual(changes.first { $0.time == 620 }?.value, ["a", "b"])
        XCTAssertEqual(state.events.last?.value.element?.nextURL, nil)
    }

    func testANewSearchCancelsThePageOfTheStaleOne() {
        answer(Self.searchURL("rx"), after: 500, success(["stale"], next: nil))
        answer(Self.searchURL("swift"), after: 100, success(["fresh"], next: nil))
        let state = start(texts: [.next(210, "rx"), .next(600, "swift")])

        // rx's page was requested at 510 and abandoned when swift was searched at 900.
        XCTAssertEqual(answers[Self.searchURL("rx")]?.subscriptions, [Subscription(510, 900)])
        XCTAssertEqual(answers[Self.searchURL("swift")]?.subscriptions, [Subscription(900, 1000)])
        XCTAssertFalse(names(state).contains { $0.value.contains("stale") })
        XCTAssertEqual(names(state).last, Recorded(time: 1000, value: ["fresh"]))
    }

    func testTheRateLimitIsAStateThatStopsPagingUntilASearchSucceeds() {
        answer(Self.searchURL("rx"), after: 10, success(["a"], next: Self.page("rx", 2)))
        answer(Self.page("rx", 2), after: 10, .failure(.githubLimitReached))
        answer(Self.searchURL("swift"), after: 10, success(["s"], next: nil))
        let state = start(texts: [.next(210, "rx"), .next(700, "swift")], scrolls: [600, 650])

        let limited = state.events.compactMap { event in event.value.element.map { Recorded(time: event.time, value: $0.isLimitExceeded) } }
        XCTAssertEqual(limited.filter(\.value).map(\.time), [610, 1000], "limited from the failure until the next search answers")
        // The scroll at 650 asked for nothing: the page that failed is still the one wanted.
        XCTAssertEqual(requested.map(\.1), [510, 600, 1000])
        XCTAssertEqual(state.events.last?.value.element?.failure, nil)
        XCTAssertEqual(names(state).last?.value, ["s"])
    }

    func testAFailedRequestIsANetworkErrorAndTheTextCanBeSearchedAgain() {
        answer(Self.searchURL("ok"), after: 10, success(["found"], next: nil))
        // No answer for "down": the request fails.
        let state = start(texts: [.next(210, "down"), .next(600, "ok")])

        XCTAssertEqual(state.events.first { $0.time == 510 && $0.value.element?.failure == .networkError }?.time, 510)
        XCTAssertEqual(names(state).last, Recorded(time: 910, value: ["found"]))
        XCTAssertEqual(state.events.last?.value.element?.failure, nil)
    }

    func testAnEmptyTextShowsNoRepositoriesWithoutARequest() {
        answer(Self.searchURL("rx"), after: 10, success(["a"], next: nil))
        let state = start(texts: [.next(210, "rx"), .next(600, "")])

        XCTAssertEqual(requested.count, 1)
        XCTAssertEqual(names(state).last, Recorded(time: 900, value: []))
    }

    func testTheLinkHeaderIsReadByRelation() {
        let links = GitHubSearchRepositoriesAPI.links(#"<http://h/s?q=a&page=2>; rel="next", <http://h/s?q=a&page=5>; rel="last""#)
        XCTAssertEqual(links["next"], URL(string: "http://h/s?q=a&page=2"))
        XCTAssertEqual(links["last"], URL(string: "http://h/s?q=a&page=5"))
        XCTAssertEqual(GitHubSearchRepositoriesAPI.links("garbage"), [:])
    }
}
