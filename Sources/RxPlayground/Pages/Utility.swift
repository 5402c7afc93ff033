import Foundation
import RxSwift

/// Utility operators: side effects, scheduling and fallbacks.
struct UtilityPage: Page {
    let name = "utility"
    let title = "Utility operators"

    func run() {
        example("do: side effects around the events") {
            _ = Observable.of(1, 2)
                .do(onNext: { print("about to deliver \($0)") },
                    onCompleted: { print("about to complete") },
                    onSubscribe: { print("subscribing") },
                    onDispose: { print("disposed") })
                .subscribe(onNext: { print("received \($0)") })
        }

        example("ifEmpty: a fallback for an empty sequence") {
            _ = Observable<Int>.empty()
                .ifEmpty(default: 42)
                .subscribe(onNext: { print($0) })
        }

        example("observe(on:) and subscribe(on:)") {
            let done = DispatchSemaphore(value: 0)
            let background = SerialDispatchQueueScheduler(internalSerialQueueName: "playground.background")
            _ = Observable<Int>.create { observer in
                print("subscribed on the main thread: \(Thread.isMainThread)")
                observer.onNext(1)
                observer.onCompleted()
                return Disposables.create()
            }
            .subscribe(on: background)
            .observe(on: ConcurrentDispatchQueueScheduler(qos: .default))
            .subscribe(onNext: { print("received \($0) on the main thread: \(Thread.isMainThread)") },
                       onCompleted: { done.signal() })
            done.wait()
        }

        example("using: a resource that lives as long as the subscription") {
            _ = Observable.using({ PrintingResource() },
                                 observableFactory: { _ in Observable.of("a", "b") })
                .subscribe(onNext: { print($0) }, onCompleted: { print("completed") })
        }
    }
}

/// A resource that says when it is released.
private final class PrintingResource: Disposable {
    func dispose() {
        print("resource released")
    }
}
