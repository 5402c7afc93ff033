import Foundation
import RxSwift

/// Traits: `Single`, `Maybe`, `Completable` and `Infallible`, sequences whose type states what
/// they can deliver.
struct TraitsPage: Page {
    let name = "traits"
    let title = "Traits: Single, Maybe, Completable, Infallible"

    private enum FetchError: Error {
        case notFound
    }

    func run() {
        example("Single: one element or an error") {
            func fetchUser(id: Int) -> Single<String> {
                Single.create { observer in
                    if id == 1 {
                        observer(.success("Ada"))
                    } else {
                        observer(.failure(FetchError.notFound))
                    }
                    // A second result would be ignored: a Single delivers one.
                    observer(.success("ignored"))
                    return Disposables.create()
                }
            }

            _ = fetchUser(id: 1)
                .map { $0.uppercased() }
                .subscribe(onSuccess: { print("success:", $0) }, onFailure: { print("failure:", $0) })
            _ = fetchUser(id: 2)
                .subscribe(onSuccess: { print("success:", $0) }, onFailure: { print("failure:", $0) })
        }

        example("asSingle: checked conversion from Observable") {
            _ = Observable.of(1, 2).asSingle().subscribe(onSuccess: { print("success:", $0) }, onFailure: { print("failure:", $0) })
            _ = Observable<Int>.empty().asSingle().subscribe(onSuccess: { print("success:", $0) }, onFailure: { print("failure:", $0) })
            _ = Observable.of(1, 2, 3).toArray().subscribe(onSuccess: { print("toArray:", $0) })
            _ = Observable.of(1, 2, 3).first().subscribe(onSuccess: { print("first:", $0 as Any) })
        }

        example("Maybe: an element, nothing, or an error") {
            let cache = ["a": 1]
            func cached(_ key: String) -> Maybe<Int> {
                Maybe.create { observer in
                    if let value = cache[key] {
                        observer(.success(value))
                    } else {
                        observer(.completed)
                    }
                    return Disposables.create()
                }
            }
            for key in ["a", "b"] {
                _ = cached(key).subscribe(
                    onSuccess: { print("\(key): found", $0) },
                    onError: { print("\(key): error", $0) },
                    onCompleted: { print("\(key): not cached") }
                )
            }
        }

        example("Completable and andThen") {
            func save(_ name: String) -> Completable {
                Completable.create { observer in
                    print("saving", name)
                    observer(.completed)
                    return Disposables.create()
                }
            }
            _ = save("draft")
                .andThen(save("final"))
                .andThen(Single.just("published"))
                .subscribe(onSuccess: { print($0) })
        }

        example("Infallible: never fails") {
            _ = Observable<Int>.error(FetchError.notFound)
                .asInfallible(onErrorJustReturn: -1)
                .subscribe(onNext: { print("next:", $0) }, onCompleted: { print("completed") })
            _ = Infallible<String>.create { observer in
                observer(.next("ready"))
                observer(.completed)
                return Disposables.create()
            }
            .subscribe(onNext: { print("next:", $0) }, onCompleted: { print("completed") })
            _ = Infallible.of(1, 2, 3)
                .scan(0, accumulator: +)
                .bind(onNext: { print("running total:", $0) })
        }
    }
}
