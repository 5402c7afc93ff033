import Foundation
import RxSwift

/// "Disposing": cancelling a subscription, and the guarantee on a serial scheduler.
struct DisposingPage: Page {
    let name = "disposing"
    let title = "Disposing"

    func run() {
        example("interval on a serial scheduler, disposed after 2 seconds") {
            let scheduler = SerialDispatchQueueScheduler(qos: .default)
            let subscription = Observable<Int>.interval(.milliseconds(300), scheduler: scheduler)
                .subscribe { event in
                    print(event)
                }

            Thread.sleep(forTimeInterval: 2.0)

            subscription.dispose()
        }

        example("dispose on the same serial scheduler: nothing is printed after it returns") {
            let serialScheduler = SerialDispatchQueueScheduler(internalSerialQueueName: "disposing.example")
            let subscription = Observable<Int>.interval(.milliseconds(100), scheduler: serialScheduler)
                .subscribe(onNext: { n in
                    print(n)
                })

            Thread.sleep(forTimeInterval: 0.35)
            _ = serialScheduler.schedule(()) { _ in
                subscription.dispose()
                print("disposed on the serial scheduler")
                return Disposables.create()
            }
            Thread.sleep(forTimeInterval: 0.3)
            print("nothing was printed after dispose")
        }

        example("a DisposeBag disposes when it is released") {
            var disposeBag: DisposeBag? = DisposeBag()
            Observable<Int>.never()
                .subscribe(onDisposed: { print("disposed with the bag") })
                .disposed(by: disposeBag!)
            disposeBag = nil
        }
    }
}
