extension ObservableType {
    /// Emits each intermediate result of folding the elements into `seed` with `accumulator`,
    /// which mutates the accumulated value in place; a thrown error ends the sequence with it.
    ///
    ///     source:                            1--2--3|
    ///     scan(into: 0) { $0 += $1 }:        1--3--6|
    ///
    /// - Parameters:
    ///   - seed: The initial accumulated value (not emitted).
    ///   - accumulator: Folds an element into the accumulated value.
    public func scan<Accumulate>(into seed: Accumulate, accumulator: @escaping (inout Accumulate, Element) throws -> Void) -> Observable<Accumulate> {
        OperatorObservable<ScanSink<Element, Accumulate>, _>(source: asObservable(), arguments: ScanArguments(seed: seed, accumulator: accumulator))
    }

    /// Emits each intermediate result of folding the elements into `seed` with `accumulator`; a
    /// thrown error ends the sequence with it.
    ///
    ///     source:               1--2--3|
    ///     scan(0, +):           1--3--6|
    ///
    /// - Parameters:
    ///   - seed: The initial accumulated value (not emitted).
    ///   - accumulator: Returns the next accumulated value from the current one and an element.
    public func scan<Accumulate>(_ seed: Accumulate, accumulator: @escaping (Accumulate, Element) throws -> Accumulate) -> Observable<Accumulate> {
        scan(into: seed) { accumulated, element in
            accumulated = try accumulator(accumulated, element)
        }
    }
}

private struct ScanArguments<Element, Accumulate> {
    let seed: Accumulate
    let accumulator: (inout Accumulate, Element) throws -> Void
}

private final class ScanSink<Element, Accumulate>: Sink<Element, Accumulate>, OperatorSink, @unchecked Sendable {
    // @unchecked Sendable: `accumulated` is touched only by `receive`, which the grammar serializes.
    private var accumulated: Accumulate
    private let accumulator: (inout Accumulate, Element) throws -> Void

    init(_ arguments: borrowing ScanArguments<Element, Accumulate>, downstream: ObserverNode<Accumulate>) {
        accumulated = arguments.seed
        accumulator = arguments.accumulator
        super.init(downstream: downstream)
    }

    override func receive(_ element: Element) {
        do {
            try accumulator(&accumulated, element)
        } catch {
            fail(error)
            return
        }
        guard !isDisposed else { return }
        downstream.receive(accumulated)
    }
}
