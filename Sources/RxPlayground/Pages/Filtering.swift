import RxSwift

/// Operators that choose which elements pass: filter, distinctUntilChanged, take, skip and friends.
struct FilteringPage: Page {
    let name = "filtering"
    let title = "Filtering operators"

    func run() {
        example("filter") {
            _ = Observable.of(1, 2, 3, 4, 5, 6)
                .filter { $0.isMultiple(of: 2) }
                .subscribe(onNext: { print($0) })
        }

        example("distinctUntilChanged") {
            _ = Observable.of("🐱", "🐷", "🐱", "🐱", "🐱", "🐵", "🐱")
                .distinctUntilChanged()
                .subscribe(onNext: { print($0) })
        }

        example("element(at:) and single()") {
            _ = Observable.of("🐱", "🐰", "🐶")
                .element(at: 1)
                .subscribe(onNext: { print($0) })
            _ = Observable.of("🐱", "🐰", "🐶")
                .single()
                .subscribe(onNext: { print("single: \($0)") }, onError: { print("single failed: \($0)") })
        }

        example("take, takeLast and take(while:)") {
            _ = Observable.of(1, 2, 3, 4, 5)
                .take(2)
                .subscribe(onNext: { print("take: \($0)") })
            _ = Observable.of(1, 2, 3, 4, 5)
                .takeLast(2)
                .subscribe(onNext: { print("takeLast: \($0)") })
            _ = Observable.of(1, 2, 3, 4, 1)
                .take(while: { $0 < 3 })
                .subscribe(onNext: { print("take(while:): \($0)") })
        }

        example("take(until:) and skip(until:)") {
            let source = PublishSubject<String>()
            let stop = PublishSubject<Void>()
            let start = PublishSubject<Void>()
            _ = source.take(until: stop).subscribe(onNext: { print("take(until:): \($0)") }, onCompleted: { print("take(until:) completed") })
            _ = source.skip(until: start).subscribe(onNext: { print("skip(until:): \($0)") })
            source.onNext("🐱")
            start.onNext(())
            source.onNext("🐰")
            stop.onNext(())
            source.onNext("🐶")
        }

        example("skip, skip(while:), ignoreElements and startWith") {
            _ = Observable.of(1, 2, 3, 4)
                .skip(2)
                .subscribe(onNext: { print("skip: \($0)") })
            _ = Observable.of(1, 2, 3, 1)
                .skip(while: { $0 < 2 })
                .subscribe(onNext: { print("skip(while:): \($0)") })
            _ = Observable.of(1, 2, 3)
                .ignoreElements()
                .subscribe(onCompleted: { print("ignoreElements completed") })
            _ = Observable.of("🐶")
                .startWith("🐱", "🐰")
                .subscribe(onNext: { print("startWith: \($0)") })
        }
    }
}
