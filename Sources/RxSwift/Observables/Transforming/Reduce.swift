extension ObservableType {
    /// Folds every element into `seed` with `accumulator` and, when the source completes, emits
    /// `mapResult` of the final value, then completes. A thrown error ends the sequence with it.
    ///
    ///     source:                                  1--2--3|
    ///     reduce(0, accumulator: +) { "\($0)" }:   -------"6"|
    ///
    /// - Parameters:
    ///   - seed: The initial accumulated value; an empty source emits `mapResult(seed)`.
    ///   - accumulator: Returns the next accumulated value from the current one and an element.
    ///   - mapResult: Turns the final accumulated value into the emitted element.
    public func reduce<Accumulate, Result>(_ seed: Accumulate, accumulator: @escaping (Accumulate, Element) throws -> Accumulate, mapResult: @escaping (Accumulate) throws -> Result) -> Observable<Result> {
        Reduce(source: asObservable(), seed: seed, accumulator: accumulator, mapResult: mapResult)
    }

    /// Folds every element into `seed` with `accumulator` and, when the source completes, emits
    /// the final value, then completes. A thrown error ends the sequence with it.
    ///
    ///     source:                     1--2--3|
    ///     reduce(0, accumulator: +):  -------6|
    public func reduce<Accumulate>(_ seed: Accumulate, accumulator: @escaping (Accumulate, Element) throws -> Accumulate) -> Observable<Accumulate> {
        Reduce(source: asObservable(), seed: seed, accumulator: accumulator, mapResult: { $0 })
    }
}

final class Reduce<Element, Accumulate, Result>: Observable<Result>, @unchecked Sendable {
    private let source: Observable<Element>
    private let seed: Accumulate
    private let accumulator: (Accumulate, Element) throws -> Accumulate
    private let mapResult: (Accumulate) throws -> Result

    init(source: Observable<Element>, seed: Accumulate, accumulator: @escaping (Accumulate, Element) throws -> Accumulate, mapResult: @escaping (Accumulate) throws -> Result) {
        self.source = source
        self.seed = seed
        self.accumulator = accumulator
        self.mapResult = mapResult
    }

    override func run(_ observer: ObserverNode<Result>) {
        ReduceSink(seed: seed, accumulator: accumulator, mapResult: mapResult, downstream: observer).subscribe(to: source)
    }
}

private final class ReduceSink<Element, Accumulate, Result>: Sink<Element, Result>, @unchecked Sendable {
    // @unchecked Sendable: `accumulated` is touched only by the source's events, which the
    // grammar serializes.
    private var accumulated: Accumulate
    private let accumulator: (Accumulate, Element) throws -> Accumulate
    private let mapResult: (Accumulate) throws -> Result

    init(seed: Accumulate, accumulator: @escaping (Accumulate, Element) throws -> Accumulate, mapResult: @escaping (Accumulate) throws -> Result, downstream: ObserverNode<Result>) {
        accumulated = seed
        self.accumulator = accumulator
        self.mapResult = mapResult
        super.init(downstream: downstream)
    }

    override func onNext(_ element: Element) {
        do {
            accumulated = try accumulator(accumulated, element)
        } catch {
            fail(error)
        }
    }

    override func onCompleted() {
        guard !isDisposed else { return }
        let result: Result
        do {
            result = try mapResult(accumulated)
        } catch {
            fail(error)
            return
        }
        downstream.onNext(result)
        complete()
    }
}
