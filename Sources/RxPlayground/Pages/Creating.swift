import RxSwift

/// "Creating your own Observable": `myJust` and `myFrom` from the guide.
struct CreatingPage: Page {
    let name = "creating"
    let title = "Creating your own Observable"

    func run() {
        func myJust<E>(_ element: E) -> Observable<E> {
            return Observable.create { observer in
                observer.on(.next(element))
                observer.on(.completed)
                return Disposables.create()
            }
        }

        func myFrom<E>(_ sequence: [E]) -> Observable<E> {
            return Observable.create { observer in
                for element in sequence {
                    observer.on(.next(element))
                }

                observer.on(.completed)
                return Disposables.create()
            }
        }

        example("myJust") {
            _ = myJust(0)
                .subscribe(onNext: { n in
                    print(n)
                })
        }

        example("myFrom") {
            let stringCounter = myFrom(["first", "second"])

            print("Started ----")

            // first time
            _ = stringCounter
                .subscribe(onNext: { n in
                    print(n)
                })

            print("----")

            // again
            _ = stringCounter
                .subscribe(onNext: { n in
                    print(n)
                })

            print("Ended ----")
        }
    }
}
