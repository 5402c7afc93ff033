import Foundation
import RxCocoa
import RxSwift

/// "Units": the Driver unit and the chapter's practical usage example, with a text field and a
/// server simulated on Linux.
struct UnitsPage: Page {
    let name = "units"
    let title = "Units: Driver, practical usage example"

    func run() {
        example("Driver: throttled search, one fetch per query, two UI elements") {
            let api = AutoCompleteAPI()
            let searchField = TextField()
            let resultCount = Label(name: "resultCount")
            let resultsTableView = Label(name: "resultsTableView")
            let disposeBag = DisposeBag()

            let results = searchField.rx.text.orEmpty.asDriver()    // a ControlProperty becomes a Driver
                .throttle(.milliseconds(300))
                .flatMapLatest { query in
                    api.fetchAutoCompleteItems(query)
                        .asDriver(onErrorJustReturn: [])            // what to show if the fetch fails
                }

            results
                .map { "\($0.count)" }
                .drive(resultCount.rx.text)                         // `drive` instead of `bind(to:)`
                .disposed(by: disposeBag)

            results
                .map { $0.joined(separator: ", ") }
                .drive(resultsTableView.rx.text)
                .disposed(by: disposeBag)

            // The field's current text, "", goes out at once when the drivers subscribe.
            RunLoop.main.run(until: Date(timeIntervalSinceNow: 0.4))

            // "rx" comes within 300 ms of "r" and is throttled away; "rxs" is sent when the period ends.
            let typing: [(query: String, pause: TimeInterval)] = [("r", 0.05), ("rx", 0.05), ("rxs", 0.5), ("fail", 0.5), ("rxswift", 0.5)]
            for (query, pause) in typing {
                print("typing \"\(query)\"")
                searchField.type(query)
                // On Linux the main queue, where drivers deliver, runs while the main run loop runs.
                RunLoop.main.run(until: Date(timeIntervalSinceNow: pause))
            }
            print("fetches: \(api.fetches.map { "\"\($0)\"" }.joined(separator: ", ")) (once per query that passed the throttle, although two elements show the results)")
        }
    }
}

/// The server: answers after 50 ms on a background queue, fails for "fail", has nothing for "".
private final class AutoCompleteAPI: @unchecked Sendable {
    // @unchecked Sendable: `fetches` is touched only on the main thread (fetches start there).
    private(set) var fetches: [String] = []
    private let background = ConcurrentDispatchQueueScheduler(qos: .default)

    struct Failure: Error {}

    func fetchAutoCompleteItems(_ query: String) -> Observable<[String]> {
        Observable.deferred { [self] in
            fetches.append(query)
            print("  fetching \"\(query)\"")
            if query == "fail" {
                return Observable<[String]>.error(Failure()).delaySubscription(.milliseconds(50), scheduler: background)
            }
            let items = query.isEmpty ? [] : (1...3).map { "\(query) \($0)" }
            return Observable.just(items).delay(.milliseconds(50), scheduler: background)
        }
    }
}

/// A text field: `type(_:)` is what the user does.
private final class TextField: ReactiveCompatible {
    var text: String? = ""
    let edits = PublishRelay<Void>()

    func type(_ text: String) {
        self.text = text
        edits.accept(())
    }
}

extension Reactive where Base: TextField {
    fileprivate var text: ControlProperty<String?> {
        controlProperty(editingEvents: base.edits, getter: { $0.text }, setter: { $0.text = $1 })
    }
}

/// A label that prints what it shows, and on which thread.
private final class Label: ReactiveCompatible {
    let name: String

    init(name: String) {
        self.name = name
    }

    var text = "" {
        didSet { print("  \(name) = \(text)\(Thread.isMainThread ? "" : "  (NOT on the main thread)")") }
    }
}

extension Reactive where Base: Label {
    fileprivate var text: Binder<String> {
        Binder(base) { label, text in label.text = text }
    }
}
