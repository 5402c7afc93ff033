extension ObservableType {
    /// Maps each element to a sequence and merges the elements of all of them as they arrive.
    ///
    ///     source:                  --1-----2-----|
    ///     flatMap { [$0, $0*10] }: --1-10--2-20--|   (each inner sequence shown emitting at once)
    ///
    /// Completes when the source and every inner sequence completed; the first error from any of
    /// them ends the sequence.
    @inlinable
    public func flatMap<Source: ObservableConvertibleType>(_ selector: @escaping (Element) throws -> Source) -> Observable<Source.Element> {
        FlatMap(
            source: asObservable(),
            selector: { try selector($0).asObservable() },
            sinkType: FlatMapSink<Element, Source.Element>.self,
            innerType: MergeInner<Element, Source.Element>.self
        )
    }
}

@usableFromInline
final class FlatMap<SourceElement, Output>: Observable<Output>, @unchecked Sendable {
    private let source: Observable<SourceElement>
    private let selector: (SourceElement) throws -> Observable<Output>
    private let sinkType: FlatMapSink<SourceElement, Output>.Type
    private let innerType: MergeInner<SourceElement, Output>.Type

    @usableFromInline
    init(source: Observable<SourceElement>, selector: @escaping (SourceElement) throws -> Observable<Output>, sinkType: FlatMapSink<SourceElement, Output>.Type, innerType: MergeInner<SourceElement, Output>.Type) {
        self.source = source
        self.selector = selector
        self.sinkType = sinkType
        self.innerType = innerType
    }

    override func run(_ observer: ObserverNode<Output>) {
        sinkType.init(selector: selector, innerType: innerType, downstream: observer).subscribe(to: source)
    }
}

@usableFromInline
final class FlatMapSink<SourceElement, Output>: MergeSink<SourceElement, Output>, @unchecked Sendable {
    private let selector: (SourceElement) throws -> Observable<Output>

    required init(selector: @escaping (SourceElement) throws -> Observable<Output>, innerType: MergeInner<SourceElement, Output>.Type, downstream: ObserverNode<Output>) {
        self.selector = selector
        super.init(maxConcurrent: .max, innerType: innerType, downstream: downstream)
    }

    override func source(for element: SourceElement) throws -> Observable<Output> {
        try selector(element)
    }
}
