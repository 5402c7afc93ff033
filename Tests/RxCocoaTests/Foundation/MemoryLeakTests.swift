#if TRACE_RESOURCES
// Compiled only with `swift test --traits TraceResources`.
import Dispatch
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import LocalHTTPServer
import Observation
import RxCocoa
import RxSwift
import XCTest
import RxTestSupport

@Observable
private final class Settings: ReactiveCompatible {
    var pageSize = 10
}

/// A screen's view-model, as an app would write it: a bag, subjects, operators, an HTTP
/// request per query, a notification and a key-path observation.
private final class SearchViewModel: DeallocationReporting {
    let deallocationReporter = DeallocationReporter()
    let query = PublishSubject<String>()
    let results = BehaviorSubject<[String]>(value: [])
    let status = ReplaySubject<String>.create(bufferSize: 1)
    private let disposeBag = DisposeBag()

    init(server: LocalHTTPServer, center: NotificationCenter, settings: Settings, settingsQueue: DispatchQueue) {
        let results = self.results
        let status = self.status
        query
            .map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { !$0.isEmpty }
            .flatMapLatest { query in
                URLSession.shared.rx.json(url: server.url(LocalHTTPServer.Route.json))
                    .map { json in ["\(query): \((json as? [String: Any])?["name"] ?? "?")"] }
            }
            .share(replay: 1)
            .subscribe(onNext: { results.onNext($0) })
            .disposed(by: disposeBag)

        center.rx.notification(.searchScreenRefresh)
            .map { _ in "refreshed" }
            .subscribe(onNext: { status.onNext($0) })
            .disposed(by: disposeBag)

        settings.rx.observe(\.pageSize, on: settingsQueue)
            .map { "page size \($0)" }
            .subscribe(onNext: { status.onNext($0) })
            .disposed(by: disposeBag)
    }
}

private extension Notification.Name {
    static let searchScreenRefresh = Notification.Name("MemoryLeakTests.refresh")
}

/// The guide's "Debugging memory leaks" recipe, as a test: print `Resources.total`
/// periodically, open and close a screen twice, and compare the counts after each visit.
final class MemoryLeakTests: RxTestCase {
    func testTheResourceCountReturnsToItsBaselineAfterAScreenIsOpenedAndClosedTwice() throws {
        let server = try LocalHTTPServer()
        defer { server.stop() }
        let savedShouldLog = URLSession.rx.shouldLogRequest
        URLSession.rx.shouldLogRequest = { _ in false }
        defer { URLSession.rx.shouldLogRequest = savedShouldLog }
        let center = NotificationCenter()
        let settings = Settings()
        let settingsQueue = DispatchQueue(label: "MemoryLeakTests.settings")

        let startOfTest = steadyResourceTotal()

        // "print out RxSwift.Resources.total periodically"
        let samples = Locked<[Int32]>([])
        var sampler: Disposable? = Observable<Int>.interval(.milliseconds(10), scheduler: ConcurrentDispatchQueueScheduler(qos: .default))
            .subscribe(onNext: { _ in
                let total = Resources.total
                if samples.current.last != total { print("Resource count \(total)") }
                samples.append(total)
            })

        /// Opens the screen, uses it, closes it; returns the count while it was open.
        func visitScreen() throws -> Int32 {
            var viewModel: SearchViewModel? = SearchViewModel(server: server, center: center, settings: settings, settingsQueue: settingsQueue)
            var shown: [String] = []
            var screenBag: DisposeBag? = DisposeBag()
            viewModel!.results.subscribe(onNext: { shown = $0 }).disposed(by: screenBag!)

            viewModel!.query.onNext("   ")
            viewModel!.query.onNext("rx")
            let results = try viewModel!.results.filter { !$0.isEmpty }.toBlocking(timeout: 5).first()
            XCTAssertEqual(results, ["rx: RxSwift"])
            XCTAssertEqual(shown, ["rx: RxSwift"])

            center.post(name: .searchScreenRefresh, object: nil)
            XCTAssertEqual(try viewModel!.status.toBlocking(timeout: 1).first(), "refreshed")
            settingsQueue.sync { settings.pageSize += 10 }
            settingsQueue.sync {}
            XCTAssertEqual(try viewModel!.status.toBlocking(timeout: 1).first(), "page size \(settings.pageSize)")

            let whileOpen = Resources.total
            // "navigate back"
            screenBag = nil
            viewModel = nil
            return whileOpen
        }

        let whileOpen = try visitScreen()
        let afterFirstVisit = steadyResourceTotal()
        _ = try visitScreen()
        // Back to the count of after the first visit, if nothing was left behind.
        let afterSecondVisit = RxTestCase.settledTotal(towards: afterFirstVisit)

        XCTAssertGreaterThan(whileOpen, afterFirstVisit, "the screen's resources are counted while it is open")
        XCTAssertEqual(afterSecondVisit, afterFirstVisit, "a second visit left resources behind")
        XCTAssertGreaterThan(samples.current.count, 0, "the periodic print ran")
        sampler?.dispose()
        sampler = nil  // a disposable still held is a live resource
        XCTAssertEqual(RxTestCase.settledTotal(towards: startOfTest), startOfTest, "closing the screens and the sampler released everything")
    }
}
#endif
