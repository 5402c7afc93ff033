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
        OperatorObservable<ReduceSink<Element, Accumulate, Result>, _>(
            source: asObservable(),
            arguments: ReduceArguments(seed: seed, accumulator: accumulator, mapResult: mapResult)
        )
    }

    /// Folds every element into `seed` with `accumulator` and, when the source completes, emits
    /// the final value, then completes. A thrown error ends the sequence with it.
    ///
    ///     source:                     1--2--3|
    ///     reduce(0, accumulator: +):  -------6|
    public func reduce<Accumulate>(_ seed: Accumulate, accumulator: @escaping (Accumulate, Element) throws -> Accumulate) -> Observable<Accumulate> {
        reduce(seed, accumulator: accumulator, mapResult: { $0 })
    }
}

private struct ReduceArguments<Element, Accumulate, Result> {
    let seed: Accumulate
    let accumulator: (Accumulate, Element) throws -> Accumulate
    let mapResult: (Accumulate) throws -> Result
}

private final class ReduceSink<Element, Accumulate, Result>: Sink<Element, Result>, OperatorSink, @unchecked Sendable {
    // @unchecked Sendable: `accumulated` is touched only by the source's events, which the
    // grammar serializes.
    private var accumulated: Accumulate
    private let accumulator: (Accumulate, Element) throws -> Accumulate
    private let mapResult: (Accumulate) throws -> Result

    init(_ arguments: borrowing ReduceArguments<Element, Accumulate, Result>, downstream: ObserverNode<Result>) {
        accumulated = arguments.seed
        accumulator = arguments.accumulator
        mapResult = arguments.mapResult
        super.init(downstream: downstream)
    }

    override func receive(_ element: Element) {
        do {
            accumulated = try accumulator(accumulated, element)
        } catch {
            fail(error)
        }
    }

    override func receiveCompletion() {
        guard !isDisposed else { return }
        let result: Result
        do {
            result = try mapResult(accumulated)
        } catch {
            fail(error)
            return
        }
        guard !isDisposed else { return }
        downstream.receive(result)
        complete()
    }
}
