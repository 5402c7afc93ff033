extension ObservableType {
    /// Merges the elements of the given sequences as they arrive.
    ///
    ///     a:      --1-----3--|
    ///     b:      -----2-----4|
    ///     merge:  --1--2--3--4|
    public static func merge(_ sources: Observable<Element>...) -> Observable<Element> {
        MergeArray(sources)
    }

    /// Merges the elements of the given sequences as they arrive.
    public static func merge(_ sources: [Observable<Element>]) -> Observable<Element> {
        MergeArray(sources)
    }

    /// Merges the elements of the given sequences as they arrive.
    public static func merge<Collection: Swift.Collection>(_ sources: Collection) -> Observable<Element> where Collection.Element == Observable<Element> {
        MergeArray(Array(sources))
    }
}

extension ObservableType where Element: ObservableConvertibleType {
    /// Merges the elements of the inner sequences this sequence emits.
    public func merge() -> Observable<Element.Element> {
        mergeLimited(asObservable(), maxConcurrent: .max, InnerSelection(MergeInner<Element, Element.Element>.self))
    }

    /// Merges the elements of the inner sequences, running at most `maxConcurrent` of them at
    /// once; the others wait in order.
    ///
    /// With `maxConcurrent` zero or less no inner sequence ever runs, as in RxSwift: the result
    /// completes with this sequence (and fails with it, or with the selector).
    public func merge(maxConcurrent: Int) -> Observable<Element.Element> {
        mergeLimited(asObservable(), maxConcurrent: maxConcurrent, InnerSelection(MergeInner<Element, Element.Element>.self))
    }
}

/// Merge of inner sequences produced from an outer sequence, with a concurrency limit: the
/// sequence of `merge()`, `merge(maxConcurrent:)`, `concat()` and `concatMap`.
func mergeLimited<SourceElement, Output>(
    _ source: Observable<SourceElement>,
    maxConcurrent: Int,
    _ selection: InnerSelection<SourceElement, Output, MergeInner<SourceElement, Output>>
) -> Observable<Output> {
    OperatorObservable<MergeLimitedSink<SourceElement, Output>, _>(
        source: source,
        arguments: MergeLimitedArguments(selection: selection, maxConcurrent: maxConcurrent)
    )
}

private struct MergeLimitedArguments<SourceElement, Output> {
    let selection: InnerSelection<SourceElement, Output, MergeInner<SourceElement, Output>>
    let maxConcurrent: Int
}

private final class MergeLimitedSink<SourceElement, Output>: MergeSink<SourceElement, Output>, OperatorSink, @unchecked Sendable {
    // @unchecked Sendable: no state of its own; see MergeSink.

    init(_ arguments: borrowing MergeLimitedArguments<SourceElement, Output>, downstream: ObserverNode<Output>) {
        super.init(policy: MergePolicy(maxConcurrent: arguments.maxConcurrent), selectInner: arguments.selection.select, innerType: arguments.selection.innerType, downstream: downstream)
    }
}

/// Merge of a fixed list of sequences, all subscribed at once.
final class MergeArray<Element>: Observable<Element>, @unchecked Sendable {
    // @unchecked Sendable: immutable; `sources` is set in `init`.
    private let sources: [Observable<Element>]

    init(_ sources: [Observable<Element>]) {
        self.sources = sources
    }

    override func run(_ observer: ObserverNode<Element>) {
        let sink = MergeSink<Never, Element>(policy: .unlimited, downstream: observer)
        sink.subscribingBeforeLinking {
            sink.deferringReleaseWhileStarting {
                sink.subscribingSources {
                    for source in sources {
                        sink.start(source)
                    }
                    // No outer sequence: it ends once they all started.
                    sink.receiveCompletion()
                }
            }
        }
    }
}
