import Foundation
import RxExamplesKit
import RxSwift
import RxTest

/// A `GitHubAPI` whose answers the test gives as closures (cold test observables, usually), and
/// that records what it was asked.
final class GitHubAPIDouble: GitHubAPI {
    var availability: (String) -> Observable<Bool>
    var signupResult: (String, String) -> Observable<Bool>
    private(set) var checkedUsernames: [String] = []
    private(set) var signups: [String] = []

    init(availability: @escaping (String) -> Observable<Bool>, signupResult: @escaping (String, String) -> Observable<Bool> = { _, _ in .never() }) {
        self.availability = availability
        self.signupResult = signupResult
    }

    func usernameAvailable(_ username: String) -> Observable<Bool> {
        checkedUsernames.append(username)
        return availability(username)
    }

    func signup(_ username: String, password: String) -> Observable<Bool> {
        signups.append(username)
        return signupResult(username, password)
    }
}

/// A `Wireframe` that answers every prompt with the observable the test gives, and records the
/// messages and the URLs opened.
final class WireframeDouble: Wireframe {
    var answer: (String) -> Observable<String>
    private(set) var prompts: [String] = []
    private(set) var openedURLs: [URL] = []

    init(answer: @escaping (String) -> Observable<String>) {
        self.answer = answer
    }

    func open(url: URL) {
        openedURLs.append(url)
    }

    func promptFor<Action: CustomStringConvertible>(_ message: String, cancelAction: Action, actions: [Action]) -> Observable<Action> {
        prompts.append(message)
        return answer(message).map { chosen in ([cancelAction] + actions).first { $0.description == chosen } ?? cancelAction }
    }
}

/// A `WikipediaAPI` answering from tables, each answer a cold observable on the test's scheduler.
final class WikipediaAPIDouble: WikipediaAPI {
    let scheduler: TestScheduler
    var searches: [String: TestableObservable<[WikipediaSearchResult]>] = [:]
    var pages: [String: TestableObservable<WikipediaPage>] = [:]
    var images: [URL: TestableObservable<Data>] = [:]

    init(scheduler: TestScheduler) {
        self.scheduler = scheduler
    }

    func getSearchResults(_ query: String) -> Observable<[WikipediaSearchResult]> {
        searches[query]?.asObservable() ?? .just([])
    }

    func articleContent(_ searchResult: WikipediaSearchResult) -> Observable<WikipediaPage> {
        pages[searchResult.title]?.asObservable() ?? .never()
    }

    func image(_ url: URL) -> Observable<Data> {
        images[url]?.asObservable() ?? .never()
    }
}

/// Builds values of the examples' types in one line.
enum Fixture {
    static func url(_ path: String) -> URL {
        URL(string: "http://127.0.0.1:1/\(path)")!
    }

    static func repositories(_ names: String...) -> [Repository] {
        names.map { Repository(name: $0, url: url("repos/\($0)")) }
    }

    static func article(_ title: String) -> WikipediaSearchResult {
        WikipediaSearchResult(title: title, description: "about \(title)", url: url("wiki/\(title)"))
    }

    static func user(_ first: String) -> User {
        User(firstName: first, lastName: "Doe", imageURL: "http://127.0.0.1:1/\(first).jpg")
    }
}

extension TestScheduler {
    /// A scheduler whose tick is a millisecond, so the examples' debounce times are ticks; work
    /// scheduled for now runs in the same tick (after the work running), so an event that hops
    /// to it stays in its marble frame.
    static func milliseconds() -> TestScheduler {
        TestScheduler(initialClock: 0, resolution: 0.001, simulateProcessingDelay: false)
    }
}
