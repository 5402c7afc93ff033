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
        Scan(source: asObservable(), seed: seed, accumulator: accumulator)
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
        Scan(source: asObservable(), seed: seed) { accumulated, element in
            accumulated = try accumulator(accumulated, element)
        }
    }
}

final class Scan<Element, Accumulate>: Observable<Accumulate>, @unchecked Sendable {
    private let source: Observable<Element>
    private let seed: Accumulate
    private let accumulator: (inout Accumulate, Element) throws -> Void

    init(source: Observable<Element>, seed: Accumulate, accumulator: @escaping (inout Accumulate, Element) throws -> Void) {
        self.source = source
        self.seed = seed
        self.accumulator = accumulator
    }

    override func run(_ observer: ObserverNode<Accumulate>) {
        ScanSink(seed: seed, accumulator: accumulator, downstream: observer).subscribe(to: source)
    }
}

private final class ScanSink<Element, Accumulate>: Sink<Element, Accumulate>, @unchecked Sendable {
    // @unchecked Sendable: `accumulated` is touched only by `onNext`, which the grammar serializes.
    private var accumulated: Accumulate
    private let accumulator: (inout Accumulate, Element) throws -> Void

    init(seed: Accumulate, accumulator: @escaping (inout Accumulate, Element) throws -> Void, downstream: ObserverNode<Accumulate>) {
        accumulated = seed
        self.accumulator = accumulator
        super.init(downstream: downstream)
    }

    override func onNext(_ element: Element) {
        do {
            try accumulator(&accumulated, element)
        } catch {
            fail(error)
            return
        }
        downstream.onNext(accumulated)
    }
}
