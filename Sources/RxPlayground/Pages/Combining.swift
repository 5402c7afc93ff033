import RxSwift

/// Combining operators: several sequences into one.
struct CombiningPage: Page {
    let name = "combining"
    let title = "Combining operators"

    func run() {
        example("startWith") {
            _ = Observable.of("🐶", "🐱")
                .startWith("1️⃣", "2️⃣")
                .subscribe(onNext: { print($0) })
        }

        example("merge: elements as they arrive") {
            let letters = PublishSubject<String>()
            let numbers = PublishSubject<String>()
            let subscription = Observable.merge(letters, numbers).subscribe(onNext: { print($0) })
            letters.onNext("A")
            numbers.onNext("1")
            letters.onNext("B")
            subscription.dispose()
        }

        example("concat: one sequence after the other") {
            _ = Observable.of(1, 2).concat(Observable.of(3, 4))
                .subscribe(onNext: { print($0) })
        }

        example("combineLatest: the latest of each, whenever one emits") {
            let name = PublishSubject<String>()
            let age = PublishSubject<Int>()
            let subscription = Observable.combineLatest(name, age) { "\($0) is \($1)" }
                .subscribe(onNext: { print($0) })
            name.onNext("Ada")
            age.onNext(36)
            name.onNext("Grace")
            age.onNext(85)
            subscription.dispose()
        }

        example("zip: elements paired by position") {
            _ = Observable.zip(Observable.of("A", "B", "C"), Observable.of(1, 2))
                .subscribe(onNext: { print("\($0)\($1)") })
        }

        example("withLatestFrom: sample another sequence on each element") {
            let taps = PublishSubject<Void>()
            let text = BehaviorSubject(value: "draft")
            let subscription = taps.withLatestFrom(text).subscribe(onNext: { print("sent \($0)") })
            taps.onNext(())
            text.onNext("final")
            taps.onNext(())
            subscription.dispose()
        }

        example("switchLatest: only the newest inner sequence") {
            let first = PublishSubject<String>()
            let second = PublishSubject<String>()
            let current = BehaviorSubject(value: first)
            let subscription = current.switchLatest().subscribe(onNext: { print($0) })
            first.onNext("first: 1")
            current.onNext(second)
            first.onNext("first: 2 (ignored)")
            second.onNext("second: 1")
            subscription.dispose()
        }

        example("amb: the first sequence to emit wins") {
            let slow = PublishSubject<String>()
            let fast = PublishSubject<String>()
            let subscription = slow.amb(fast).subscribe(onNext: { print($0) })
            fast.onNext("fast wins")
            slow.onNext("slow (ignored)")
            subscription.dispose()
        }
    }
}
