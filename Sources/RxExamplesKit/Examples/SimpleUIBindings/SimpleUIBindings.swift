// Patterns: a text field's `rx.text` as a sequence, one asynchronous call per value kept in
// order with `concat` (no answer is dropped), the result bound to a label (the guide's "Simple
// UI bindings").
import Foundation
import RxCocoa
import RxSwift

/// A number and whether it is prime.
public struct Prime: Equatable, Sendable {
    /// The number.
    public let n: Int
    /// Whether it is prime.
    public let isPrime: Bool

    /// `n` and the verdict about it.
    public init(n: Int, isPrime: Bool) {
        self.n = n
        self.isPrime = isPrime
    }
}

/// The guide's oracle (`WolframAlphaIsPrime`): answers after `latency` on `scheduler`.
public struct PrimeOracle {
    let latency: RxTimeInterval
    let scheduler: SchedulerType

    /// An oracle answering after `latency`.
    public init(latency: RxTimeInterval, scheduler: SchedulerType = MainScheduler.instance) {
        self.latency = latency
        self.scheduler = scheduler
    }

    /// Whether `n` is prime, after the latency.
    public func isPrime(_ n: Int) -> Observable<Prime> {
        let answer = n >= 2 && (2 ..< n).allSatisfy { n % $0 != 0 || $0 * $0 > n }
        return Observable.just(Prime(n: n, isPrime: answer)).delay(latency, scheduler: scheduler)
    }
}

/// "number N is prime? true" for every number typed, in the order typed.
public struct PrimeViewModel {
    /// The answers, one per text, in order.
    public let result: Observable<String>

    /// The view model of the texts of a field.
    public init(text: Observable<String>, isPrime: @escaping (Int) -> Observable<Prime>) {
        result = text
            .map { isPrime(Int($0) ?? 0) }
            .concat()
            .map { "number \($0.n) is prime? \($0.isPrime)" }
    }
}

enum SimpleUIBindingsExample {
    static let example = Example(
        name: "simple-ui-bindings",
        title: "Simple UI bindings",
        summary: "is the number prime? rx.text, an asynchronous oracle per value with concat, bind(to:)"
    ) { context in
        let numberField = context.screen.add(TextField(name: "number", caption: "Number"))
        let resultLabel = context.screen.add(Label(name: "result", caption: "Answer"))
        let oracle = PrimeOracle(latency: .milliseconds(Int(context.latency * 1000)))
        let viewModel = PrimeViewModel(text: numberField.rx.text.orEmpty.changed.asObservable(), isPrime: oracle.isPrime)
        return viewModel.result.bind(to: resultLabel.rx.text)
    }
}
