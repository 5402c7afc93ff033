import Foundation
import RxSwift

/// Operators that transform elements: map, compactMap, scan, reduce, groupBy and friends.
struct TransformingPage: Page {
    let name = "transforming"
    let title = "Transforming operators"

    func run() {
        example("map and compactMap") {
            _ = Observable.of("1", "two", "3")
                .compactMap { Int($0) }
                .map { $0 * 10 }
                .subscribe(onNext: { print($0) })
        }

        example("scan: every intermediate sum") {
            _ = Observable.of(1, 2, 3, 4)
                .scan(0) { $0 + $1 }
                .subscribe(onNext: { print($0) })
        }

        example("reduce: only the final sum") {
            _ = Observable.of(1, 2, 3, 4)
                .reduce(0, accumulator: +)
                .subscribe(onNext: { print($0) })
        }

        example("enumerated") {
            _ = Observable.of("🍎", "🍐", "🍊")
                .enumerated()
                .subscribe(onNext: { index, fruit in print("\(index): \(fruit)") })
        }

        example("groupBy: one sequence per key") {
            _ = Observable.of(1, 2, 3, 4, 5, 6)
                .groupBy { $0.isMultiple(of: 2) ? "even" : "odd" }
                .subscribe(onNext: { group in
                    _ = group.subscribe(onNext: { print("\(group.key): \($0)") })
                })
        }

        example("materialize and dematerialize") {
            _ = Observable.of(1, 2)
                .materialize()
                .map { event -> Event<Int> in
                    print("event: \(event)")
                    return event
                }
                .dematerialize()
                .subscribe(onNext: { print("element: \($0)") })
        }

        example("decode") {
            struct Fruit: Decodable { let name: String }
            let payloads = [#"{"name": "🍎"}"#, #"{"name": "🍐"}"#].map { Data($0.utf8) }
            _ = Observable.from(payloads)
                .decode(type: Fruit.self, decoder: JSONDecoder())
                .subscribe(onNext: { print($0.name) })
        }

        example("withUnretained: the object is not kept alive by the subscription") {
            final class Screen {
                let title = "Home"
            }
            let screen = Screen()
            _ = Observable.of(1, 2)
                .withUnretained(screen)
                .subscribe(onNext: { screen, element in print("\(screen.title) \(element)") })
        }
    }
}
