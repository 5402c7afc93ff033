import Foundation
import RxSwift

/// "UI layer tips": the guide's search chain, with a fake API on a background queue.
struct UILayerPage: Page {
    let name = "ui-layer"
    let title = "UI layer tips: the search chain"

    @available(*, deprecated, message: "Shows the guide's code as printed, older spellings included")
    func run() {
        example("throttle, distinctUntilChanged, flatMapLatest, retry, startWith, catchErrorJustReturn, shareReplay") {
            enum SearchError: Error { case offline }
            var requests = 0
            let background = SerialDispatchQueueScheduler(internalSerialQueueName: "playground.api")

            /// A search API that fails on its first call for "rx", then answers.
            func getSearchResults(_ query: String) -> Observable<[String]> {
                Observable.deferred {
                    requests += 1
                    print("request #\(requests) for \"\(query)\"")
                    if query == "rx", requests == 1 { return .error(SearchError.offline) }
                    return .just(["\(query)swift", "\(query)java"])
                }
                .delay(.milliseconds(20), scheduler: background)
            }

            let scheduler = MainScheduler.instance
            let searchText = PublishSubject<String>()
            let searchResults = searchText
                .throttle(0.3, scheduler: scheduler)
                .distinctUntilChanged()
                .flatMapLatest { query in
                    getSearchResults(query)
                        .retry(3)
                        .startWith([]) // clears results on new search term
                        .catchErrorJustReturn([])
                }
                .observeOn(MainScheduler.instance)
                .shareReplay(1)

            let bag = DisposeBag()
            searchResults.subscribe(onNext: { print("table: \($0)") }).disposed(by: bag)
            searchResults.map { "\($0.count) results" }.subscribe(onNext: { print("label: \($0)") }).disposed(by: bag)

            searchText.onNext("rx")
            // The main queue runs while the run loop does: give the chain a moment.
            RunLoop.main.run(until: Date().addingTimeInterval(0.5))
            searchText.onNext("rx")   // the same query again: distinctUntilChanged drops it
            RunLoop.main.run(until: Date().addingTimeInterval(0.5))
            print("requests made: \(requests) (one failure retried, shared by both bindings)")
        }
    }
}
