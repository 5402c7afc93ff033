// Patterns: the sum of three fields with `combineLatest`, bound to a label: the smallest
// complete binding of RxSwift's example app.
import RxCocoa
import RxSwift

/// The sum of the numbers in some fields; a text that is not a number counts as 0.
public struct NumbersViewModel {
    /// The sum, as text.
    public let sum: Observable<String>

    /// The view model of the fields' texts.
    public init(numbers: [Observable<String>]) {
        sum = Observable.combineLatest(numbers) { texts in texts.reduce(0) { $0 + (Int($1) ?? 0) } }
            .map(\.description)
    }
}

enum NumbersExample {
    static let example = Example(
        name: "numbers",
        title: "Numbers",
        summary: "the sum of three fields: combineLatest of rx.text, bound to a label"
    ) { context in
        let fields = (1 ... 3).map { context.screen.add(TextField(name: "number\($0)", caption: "Number \($0)")) }
        let result = context.screen.add(Label(name: "result", caption: "Sum"))
        let viewModel = NumbersViewModel(numbers: fields.map { $0.rx.text.orEmpty.asObservable() })
        return viewModel.sum.bind(to: result.rx.text)
    }
}
