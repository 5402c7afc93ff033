import RxSwift

/// "Observables aka Sequences": the grammar `next* (error | completed)?`.
struct ObservablesPage: Page {
    let name = "observables"
    let title = "Observables aka sequences"

    func run() {
        example("a sequence that terminates normally") {
            _ = Observable.of(1, 2, 3, 4, 5, 6)
                .subscribe { event in
                    print(event)
                }
        }

        example("a sequence that terminates with an error") {
            enum SequenceError: Error { case failed }
            _ = Observable<String>.create { observer in
                for character in ["a", "b", "a", "a", "a", "d"] {
                    observer.onNext(character)
                }
                observer.onError(SequenceError.failed)
                observer.onNext("never delivered: the sequence already ended")
                return Disposables.create()
            }
            .subscribe { event in
                print(event)
            }
        }
    }
}
