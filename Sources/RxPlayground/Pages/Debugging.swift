import Foundation
import RxSwift

/// "Debugging": the `debug` operator as a probe.
struct DebuggingPage: Page {
    let name = "debugging"
    let title = "Debugging"

    func run() {
        example("debug as a probe") {
            let subscription = myInterval(0.1)
                .debug("my probe")
                .map { e in
                    return "This is simply \(e)"
                }
                .subscribe(onNext: { n in
                    print(n)
                })

            Thread.sleep(forTimeInterval: 0.55)

            subscription.dispose()
        }

        example("trimOutput shortens long events") {
            _ = Observable.just(String(repeating: "long text ", count: 10))
                .debug("trimmed", trimOutput: true)
                .subscribe()
        }
    }
}
