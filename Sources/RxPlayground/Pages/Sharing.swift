import Foundation
import RxSwift

/// "Sharing subscription and shareReplay operator".
struct SharingPage: Page {
    let name = "sharing"
    let title = "Sharing subscription and shareReplay operator"

    @available(*, deprecated, message: "Shows the guide's code as printed, older spellings included")
    func run() {
        example("shareReplay(1): one subscription for two subscribers") {
            let counter = myInterval(0.1)
                .shareReplay(1)

            print("Started ----")

            let subscription1 = counter
                .subscribe(onNext: { n in
                    print("First \(n)")
                })
            let subscription2 = counter
                .subscribe(onNext: { n in
                    print("Second \(n)")
                })

            Thread.sleep(forTimeInterval: 0.5)

            subscription1.dispose()

            Thread.sleep(forTimeInterval: 0.5)

            subscription2.dispose()

            print("Ended ----")
        }

        example("share(replay: 1): a late subscriber gets the latest element first") {
            let subject = PublishSubject<Int>()
            let shared = subject
                .map { value -> Int in
                    print("computing \(value)")
                    return value * 10
                }
                .share(replay: 1)
            let first = shared.subscribe(onNext: { print("first \($0)") })
            subject.onNext(1)
            let second = shared.subscribe(onNext: { print("second \($0)") })
            subject.onNext(2)
            first.dispose()
            second.dispose()
        }

        example("publish and connect") {
            let published = Observable.of(1, 2, 3).publish()
            _ = published.subscribe(onNext: { print("first \($0)") })
            _ = published.subscribe(onNext: { print("second \($0)") })
            _ = published.connect()
        }
    }
}
