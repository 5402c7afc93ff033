import RxSwift

/// Subjects: observables that are also observers.
struct SubjectsPage: Page {
    let name = "subjects"
    let title = "Subjects"

    func run() {
        example("PublishSubject") {
            let subject = PublishSubject<String>()
            _ = subject.subscribe(onNext: { print("1: \($0)") })
            subject.onNext("🐶")
            _ = subject.subscribe(onNext: { print("2: \($0)") })
            subject.onNext("🐱")
        }

        example("BehaviorSubject") {
            let subject = BehaviorSubject(value: "🔴")
            _ = subject.subscribe(onNext: { print("1: \($0)") })
            subject.onNext("🐶")
            _ = subject.subscribe(onNext: { print("2: \($0)") })
            subject.onNext("🅰️")
        }

        example("ReplaySubject") {
            let subject = ReplaySubject<String>.create(bufferSize: 1)
            _ = subject.subscribe(onNext: { print("1: \($0)") })
            subject.onNext("🐶")
            subject.onNext("🐱")
            _ = subject.subscribe(onNext: { print("2: \($0)") })
            subject.onNext("🅰️")
        }

        example("AsyncSubject") {
            let subject = AsyncSubject<String>()
            _ = subject.subscribe { print($0) }
            subject.onNext("🐶")
            subject.onNext("🐱")
            subject.onCompleted()
        }
    }
}
