// Patterns: values that follow their inputs (`combineLatest`), `filter` keeping the last good
// value, relays as the mutable inputs (the guide's "Reactive values").
import RxCocoa
import RxRelay
import RxSwift

/// The guide's first example: `c` is "`a + b` is positive" whenever `a + b >= 0`, and keeps its
/// value while the sum is negative.
public struct ReactiveValuesViewModel {
    /// `"\(a + b) is positive"`, for the sums that are not negative.
    public let c: Observable<String>

    /// The view model of `a` and `b`.
    public init(a: Observable<Int>, b: Observable<Int>) {
        c = Observable.combineLatest(a, b) { $0 + $1 }
            .filter { $0 >= 0 }
            .map { "\($0) is positive" }
    }
}

enum ReactiveValuesExample {
    static let example = Example(
        name: "reactive-values",
        title: "Reactive values",
        summary: "c = a + b while the sum is positive: combineLatest, filter, map over two relays"
    ) { context in
        let screen = context.screen
        let aField = screen.add(TextField(name: "a", caption: "a"))
        let bField = screen.add(TextField(name: "b", caption: "b"))
        let cLabel = screen.add(Label(name: "c", caption: "c"))
        // The guide's relays, fed by the fields: a text that is not a number changes nothing.
        let a = BehaviorRelay(value: 1)
        let b = BehaviorRelay(value: 2)
        aField.text = "1"
        bField.text = "2"
        let viewModel = ReactiveValuesViewModel(a: a.asObservable(), b: b.asObservable())
        return Disposables.create(
            aField.rx.text.orEmpty.compactMap { Int($0) }.bind(to: a),
            bField.rx.text.orEmpty.compactMap { Int($0) }.bind(to: b),
            viewModel.c.bind(to: cLabel.rx.text)
        )
    }
}
