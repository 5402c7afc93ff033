import Dispatch
import Foundation
import RxSwift

/// The guide's `myInterval`: a timer wrapped with `create`.
///
/// The guide's `scheduleRepeating(deadline:interval:)` is spelled `schedule(deadline:repeating:)`
/// in today's Dispatch; everything else is as printed there.
func myInterval(_ interval: TimeInterval) -> Observable<Int> {
    return Observable.create { observer in
        print("Subscribed")
        let timer = DispatchSource.makeTimerSource(queue: DispatchQueue.global())
        timer.schedule(deadline: DispatchTime.now() + interval, repeating: interval)

        let cancel = Disposables.create {
            print("Disposed")
            timer.cancel()
        }

        var next = 0
        timer.setEventHandler {
            if cancel.isDisposed {
                return
            }
            observer.on(.next(next))
            next += 1
        }
        timer.resume()

        return cancel
    }
}

/// "Creating an Observable that performs work".
struct PerformingWorkPage: Page {
    let name = "performing-work"
    let title = "Creating an Observable that performs work"

    func run() {
        example("one subscription to myInterval") {
            let counter = myInterval(0.1)

            print("Started ----")

            let subscription = counter
                .subscribe(onNext: { n in
                    print(n)
                })

            Thread.sleep(forTimeInterval: 0.5)

            subscription.dispose()

            print("Ended ----")
        }

        example("two subscriptions: each has its own timer") {
            let counter = myInterval(0.1)

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
    }
}
