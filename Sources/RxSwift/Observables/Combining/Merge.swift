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
        MergeLimited(source: asObservable(), maxConcurrent: .max) { $0.asObservable() }
    }

    /// Merges the elements of the inner sequences, running at most `maxConcurrent` of them at
    /// once; the others wait in order.
    ///
    /// With `maxConcurrent` zero or less no inner sequence ever runs, as in RxSwift: the result
    /// completes with this sequence (and fails with it, or with the selector).
    public func merge(maxConcurrent: Int) -> Observable<Element.Element> {
        MergeLimited(source: asObservable(), maxConcurrent: maxConcurrent) { $0.asObservable() }
    }
}

/// Merge of inner sequences produced from an outer sequence, with a concurrency limit.
final class MergeLimited<SourceElement, Output>: Observable<Output>, @unchecked Sendable {
    private let source: Observable<SourceElement>
    private let maxConcurrent: Int
    private let selector: (SourceElement) throws -> Observable<Output>

    init(source: Observable<SourceElement>, maxConcurrent: Int, selector: @escaping (SourceElement) throws -> Observable<Output>) {
        self.source = source
        self.maxConcurrent = maxConcurrent
        self.selector = selector
    }

    override func run(_ observer: ObserverNode<Output>) {
        MergeLimitedSink(selector: selector, maxConcurrent: maxConcurrent, downstream: observer).subscribe(to: source)
    }
}

private final class MergeLimitedSink<SourceElement, Output>: MergeSink<SourceElement, Output>, @unchecked Sendable {
    private let selector: (SourceElement) throws -> Observable<Output>

    init(selector: @escaping (SourceElement) throws -> Observable<Output>, maxConcurrent: Int, downstream: ObserverNode<Output>) {
        self.selector = selector
        super.init(maxConcurrent: maxConcurrent, innerType: MergeInner<SourceElement, Output>.self, downstream: downstream)
    }

    override func source(for element: SourceElement) throws -> Observable<Output> {
        try selector(element)
    }
}

/// Merge of a fixed list of sequences, all subscribed at once.
final class MergeArray<Element>: Observable<Element>, @unchecked Sendable {
    private let sources: [Observable<Element>]

    init(_ sources: [Observable<Element>]) {
        self.sources = sources
    }

    override func run(_ observer: ObserverNode<Element>) {
        let sink = MergeArraySink(downstream: observer)
        observer.setUpstream(sink)
        sink.subscribingSources {
            for source in sources {
                sink.start(source)
            }
            sink.finishOuter()
        }
    }
}

/// A merge without an outer sequence: its sources are started directly.
private final class MergeArraySink<Element>: MergeSink<Never, Element>, @unchecked Sendable {
    init(downstream: ObserverNode<Element>) {
        super.init(maxConcurrent: .max, innerType: MergeInner<Never, Element>.self, downstream: downstream)
    }

    override func source(for element: Never) throws -> Observable<Element> {}
}
