import Foundation
import RxCocoa
import RxSwift
import RxTest
import XCTest
import RxTestSupport

/// The Units chapter's "practical usage example", on Linux: a search field throttled, a fetch per
/// query that may fail, and two user-interface elements driven by the results.
final class UnitsPracticalExampleTests: RxTestCase {
    /// The server: answers a query after `latency` on `scheduler` (at once without a scheduler),
    /// fails for "fail", and counts how many times each query was fetched (subscribed).
    private final class AutoCompleteAPI: @unchecked Sendable {
        // @unchecked Sendable: `fetches` is `Locked`; the rest is immutable.
        struct Failure: Error {}

        private let scheduler: SchedulerType?
        private let latency: RxTimeInterval
        let fetches = Locked<[String]>([])

        init(scheduler: SchedulerType?, latency: RxTimeInterval = .seconds(0)) {
            self.scheduler = scheduler
            self.latency = latency
        }

        func fetchAutoCompleteItems(_ query: String) -> Observable<[String]> {
            Observable.deferred { [self] in
                fetches.append(query)
                let items = (1...query.count).map { "\(query) \($0)" }
                guard let scheduler else {
                    return query == "fail" ? .error(Failure()) : .just(items)
                }
                if query == "fail" {
                    return Observable<[String]>.error(Failure()).delaySubscription(latency, scheduler: scheduler)
                }
                return Observable.just(items).delay(latency, scheduler: scheduler)
            }
        }
    }

    /// What the results are bound to: a label with their count and a table with their rows.
    private final class SearchScreen {
        let resultCount = Label()
        var rows: [[String]] = []
        var rowsSetOnMainThread: [Bool] = []
        let disposeBag = DisposeBag()

        /// The chapter's final version, with `Driver`.
        init(query: ControlProperty<String>, api: AutoCompleteAPI) {
            let results = query.asDriver()
                .throttle(.milliseconds(300))
                .flatMapLatest { query in
                    api.fetchAutoCompleteItems(query)
                        .asDriver(onErrorJustReturn: [])
                }

            results
                .map { "\($0.count)" }
                .drive(resultCount.rx.text)
                .disposed(by: disposeBag)

            results
                .drive(onNext: { [unowned self] rows in
                    self.rows.append(rows)
                    self.rowsSetOnMainThread.append(Thread.isMainThread)
                })
                .disposed(by: disposeBag)
        }
    }

    /// A text property fed by a subject, as if the user typed.
    private func searchField(typed: PublishSubject<String>) -> ControlProperty<String> {
        let field = TextField()
        return ControlProperty(values: typed, valueSink: field.rx.text.orEmpty)
    }

    // MARK: Virtual time

    func testTheDriverFetchesOncePerQueryAndSurvivesAFailedFetch() {
        // One tick is a millisecond.
        let scheduler = TestScheduler(initialClock: 0, resolution: 0.001, simulateProcessingDelay: false)
        SharingScheduler.mock(scheduler: scheduler) {
            let typed = PublishSubject<String>()
            let api = AutoCompleteAPI(scheduler: scheduler, latency: .milliseconds(50))
            var screen: SearchScreen?
            scheduler.scheduleAt(0) { screen = SearchScreen(query: self.searchField(typed: typed), api: api) }
            // "r" goes out at once; "rx" is throttled away; "rxs" goes out when the period ends.
            scheduler.scheduleAt(1000) { typed.onNext("r") }
            scheduler.scheduleAt(1100) { typed.onNext("rx") }
            scheduler.scheduleAt(1200) { typed.onNext("rxs") }
            scheduler.scheduleAt(2000) { typed.onNext("fail") }
            scheduler.scheduleAt(3000) { typed.onNext("rxswift") }
            scheduler.scheduleAt(4000) { screen = nil }
            var label: [String?] = []
            var rows: [[String]] = []
            scheduler.scheduleAt(3999) {
                label = screen!.resultCount.history
                rows = screen!.rows
            }
            scheduler.start()

            XCTAssertEqual(api.fetches.current, ["r", "rxs", "fail", "rxswift"], "one fetch per query that passed the throttle, shared by both consumers")
            XCTAssertEqual(label, ["1", "3", "0", "7"])
            XCTAssertEqual(rows, [
                ["r 1"],
                ["rxs 1", "rxs 2", "rxs 3"],
                [],
                (1...7).map { "rxswift \($0)" },
            ], "the failed fetch shows no results and the search keeps working")
        }
    }

    func testTheBeginnersVersionFetchesTwicePerQuery() {
        // The chapter's first version binds a plain observable to two elements: two fetches per
        // query. (It also dies on the first failed fetch, which this test keeps away from.)
        let typed = PublishSubject<String>()
        let api = AutoCompleteAPI(scheduler: nil)
        let results = typed.flatMapLatest { api.fetchAutoCompleteItems($0) }
        let label = Label()
        var rows: [[String]] = []
        let bag = DisposeBag()
        results.map { "\($0.count)" }.bind(to: label.rx.text).disposed(by: bag)
        results.bind(onNext: { rows.append($0) }).disposed(by: bag)
        typed.onNext("rx")
        XCTAssertEqual(api.fetches.current, ["rx", "rx"])
        XCTAssertEqual(label.history, ["2"])
        XCTAssertEqual(rows, [["rx 1", "rx 2"]])
    }

    // MARK: Real threads

    func testResultsFetchedOnABackgroundThreadReachTheScreenOnTheMainThread() {
        let api = AutoCompleteAPI(scheduler: ConcurrentDispatchQueueScheduler(qos: .default), latency: .milliseconds(10))
        let typed = PublishSubject<String>()
        let screen = SearchScreen(query: searchField(typed: typed), api: api)
        typed.onNext("ab")
        XCTAssertTrue(spinRunLoop(timeout: 10) { screen.rows.count == 1 }, "the first results never arrived")
        // The throttle period of the first query must pass before the next one goes out at once.
        spinRunLoop(seconds: 0.35)
        typed.onNext("fail")
        XCTAssertTrue(spinRunLoop(timeout: 10) { screen.rows.count == 2 }, "the failed fetch never produced its fallback")
        XCTAssertEqual(screen.rows, [["ab 1", "ab 2"], []])
        XCTAssertEqual(screen.resultCount.history, ["2", "0"])
        XCTAssertEqual(screen.rowsSetOnMainThread, [true, true])
        XCTAssertEqual(screen.resultCount.setOnMainThread, [true, true])
        XCTAssertEqual(api.fetches.current, ["ab", "fail"])
    }
}
