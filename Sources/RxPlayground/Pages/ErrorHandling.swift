import Foundation
import RxSwift

/// "Error handling": recovering with `catch`, retrying with `retry`, and the UI-layer advice.
struct ErrorHandlingPage: Page {
    let name = "error-handling"
    let title = "Error handling"

    private struct NetworkError: Error, CustomStringConvertible {
        let attempt: Int
        var description: String { "network error (attempt \(attempt))" }
    }

    /// A request that fails `failures` times, then answers.
    private func flakyRequest(failures: Int) -> Observable<String> {
        var attempt = 0
        return Observable.deferred {
            attempt += 1
            print("request, attempt \(attempt)")
            if attempt <= failures {
                return .error(NetworkError(attempt: attempt))
            }
            return .just("response")
        }
    }

    @available(*, deprecated, message: "Shows the guide's code as printed, older spellings included")
    func run() {
        example("catch: continue with another sequence") {
            _ = flakyRequest(failures: 1)
                .catch { error in
                    print("recovering from \(error)")
                    return .just("cached response")
                }
                .subscribe(onNext: { print($0) }, onCompleted: { print("completed") })
        }

        example("catchAndReturn: end with a value instead of the error") {
            _ = flakyRequest(failures: 1)
                .catchAndReturn("placeholder")
                .subscribe(onNext: { print($0) }, onCompleted: { print("completed") })
        }

        example("retry(3): up to three attempts in all") {
            _ = flakyRequest(failures: 2)
                .retry(3)
                .subscribe(onNext: { print($0) }, onError: { print("failed: \($0)") })
            _ = flakyRequest(failures: 5)
                .retry(3)
                .subscribe(onNext: { print($0) }, onError: { print("failed: \($0)") })
        }

        example("retry(when:): decide from the errors when to try again") {
            var retries = 0
            _ = flakyRequest(failures: 2)
                .retry(when: { (errors: Observable<NetworkError>) in
                    errors.flatMap { error -> Observable<Void> in
                        retries += 1
                        print("retry \(retries) after \(error)")
                        return retries < 3 ? .just(()) : .error(error)
                    }
                })
                .subscribe(onNext: { print($0) }, onError: { print("failed: \($0)") })
        }

        example("the guide's search: retry, then never fail the UI") {
            let searchResults = flakyRequest(failures: 5)
                .map { [$0] }
                .retry(3)
                .catchErrorJustReturn([])
            _ = searchResults.subscribe(onNext: { print("results: \($0)") }, onCompleted: { print("completed") })
        }
    }
}
