extension ObservableType {
    /// Continues with the sequence that `handler` returns for the source's error; an error thrown
    /// by `handler` ends the sequence with it. Errors of the handler's sequence are forwarded.
    ///
    ///     source:                 1--2--X
    ///     catch { _ in of(8, 9) }: 1--2--89|
    public func `catch`(_ handler: @escaping (Swift.Error) throws -> Observable<Element>) -> Observable<Element> {
        OperatorObservable<CatchSink<Element>, _>(source: asObservable(), arguments: CatchHandler(handler: handler))
    }

    /// Continues with the sequence that `handler` returns for the source's error (the guide's
    /// spelling of `catch(_:)`).
    @available(*, deprecated, renamed: "catch(_:)")
    public func catchError(_ handler: @escaping (Swift.Error) throws -> Observable<Element>) -> Observable<Element> {
        `catch`(handler)
    }

    /// Subscribes to the sequences of `sequence` one after another while they fail: completes
    /// with the first one that completes, or fails with the last error once none is left. An
    /// empty `sequence` completes at once.
    ///
    ///     a:                       1--X
    ///     b:                           2--3|
    ///     catch(sequence: [a, b]): 1----2--3|
    public static func `catch`<Sources: Swift.Sequence>(sequence: Sources) -> Observable<Element> where Sources.Element == Observable<Element> {
        CatchSequence(sources: sequence)
    }

    /// Subscribes to the sequences of `sequence` one after another while they fail (the older
    /// spelling of `catch(sequence:)`).
    @available(*, deprecated, renamed: "catch(sequence:)")
    public static func catchError<Sources: Swift.Sequence>(_ sequence: Sources) -> Observable<Element> where Sources.Element == Observable<Element> {
        `catch`(sequence: sequence)
    }
}

/// `catch`'s handler, in a struct that spells its type (see `OperatorClosure`).
private struct CatchHandler<Element> {
    let handler: (Swift.Error) throws -> Observable<Element>
}

private final class CatchSink<Element>: SuccessorSink<Element>, OperatorSink, @unchecked Sendable {
    // @unchecked Sendable: `isCaught` is only touched in `onError`, which the running sequence's
    // grammar serializes (one sequence runs at a time).
    private let handler: (Swift.Error) throws -> Observable<Element>
    private var isCaught = false

    init(_ arguments: borrowing CatchHandler<Element>, downstream: ObserverNode<Element>) {
        handler = arguments.handler
        super.init(downstream: downstream)
    }

    override var endedSequenceRelease: EndedSequenceRelease { .afterSuccessor }
    override var switchesOnce: Bool { true }

    override func receive(_ element: Element) {
        downstream.receive(element)
    }

    override func receive(error: Swift.Error) {
        guard !isCaught else { return fail(error) }
        isCaught = true
        let recovery: Observable<Element>
        do {
            recovery = try handler(error)
        } catch {
            return fail(error)
        }
        subscribe(successor: recovery)
    }
}

/// The sequence of `catch(sequence:)` and `retry`.
final class CatchSequence<Sources: Swift.Sequence, Element>: Observable<Element>, @unchecked Sendable where Sources.Element == Observable<Element> {
    // @unchecked Sendable: `sources` is set in `init` and never changes; each subscription iterates
    // its own iterator.
    private let sources: Sources

    init(sources: Sources) {
        self.sources = sources
    }

    override func run(_ observer: ObserverNode<Element>) {
        CatchSequenceSink(sources: sources.makeIterator(), downstream: observer).start()
    }
}
