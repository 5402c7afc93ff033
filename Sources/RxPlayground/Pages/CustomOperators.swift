import Foundation
import RxSwift

extension ObservableType {
    /// The guide's unoptimized `map`, built with `create`.
    @available(*, deprecated, message: "The guide's code as printed, with the older `E` spelling")
    func myMap<R>(transform: @escaping (E) -> R) -> Observable<R> {
        return Observable.create { observer in
            let subscription = self.subscribe { e in
                    switch e {
                    case .next(let value):
                        let result = transform(value)
                        observer.on(.next(result))
                    case .error(let error):
                        observer.on(.error(error))
                    case .completed:
                        observer.on(.completed)
                    }
                }

            return subscription
        }
    }

    /// The guide's own version of `debug`.
    @available(*, deprecated, message: "The guide's code as printed, with the older `E` spelling")
    public func myDebug(identifier: String) -> Observable<Self.E> {
        return Observable.create { observer in
            print("subscribed \(identifier)")
            let subscription = self.subscribe { e in
                print("event \(identifier)  \(e)")
                switch e {
                case .next(let value):
                    observer.on(.next(value))

                case .error(let error):
                    observer.on(.error(error))

                case .completed:
                    observer.on(.completed)
                }
            }
            return Disposables.create {
                   print("disposing \(identifier)")
                   subscription.dispose()
            }
        }
    }
}

/// "Custom operators": the easy way, with `create`.
struct CustomOperatorsPage: Page {
    let name = "custom-operators"
    let title = "Custom operators"

    @available(*, deprecated, message: "Shows the guide's code as printed, older spellings included")
    func run() {
        example("myMap") {
            let subscription = myInterval(0.1)
                .myMap { e in
                    return "This is simply \(e)"
                }
                .subscribe(onNext: { n in
                    print(n)
                })
            Thread.sleep(forTimeInterval: 0.95)
            subscription.dispose()
        }

        example("myDebug") {
            _ = Observable.of(1, 2)
                .myDebug(identifier: "my probe")
                .subscribe()
        }
    }
}
