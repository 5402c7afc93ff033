extension ObservableType {
    /// Maps each element to a sequence and forwards only the latest one's elements: a new
    /// element disposes the previous inner subscription before subscribing the next.
    ///
    ///     source:         --1-----2-----|
    ///     inner for n:    n--n--n|
    ///     flatMapLatest:  --1--1--2--2--2|
    ///
    /// Completes when the source and the latest inner sequence completed.
    @inlinable
    public func flatMapLatest<Source: ObservableConvertibleType>(_ selector: @escaping (Element) throws -> Source) -> Observable<Source.Element> {
        FlatMapLatest(
            source: asObservable(),
            selector: { try selector($0).asObservable() },
            sinkType: FlatMapLatestSink<Element, Source.Element>.self,
            innerType: SwitchInner<Element, Source.Element>.self
        )
    }
}

@usableFromInline
final class FlatMapLatest<SourceElement, Output>: Observable<Output>, @unchecked Sendable {
    private let source: Observable<SourceElement>
    private let selector: (SourceElement) throws -> Observable<Output>
    private let sinkType: FlatMapLatestSink<SourceElement, Output>.Type
    private let innerType: SwitchInner<SourceElement, Output>.Type

    @usableFromInline
    init(source: Observable<SourceElement>, selector: @escaping (SourceElement) throws -> Observable<Output>, sinkType: FlatMapLatestSink<SourceElement, Output>.Type, innerType: SwitchInner<SourceElement, Output>.Type) {
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
final class FlatMapLatestSink<SourceElement, Output>: SwitchSink<SourceElement, Output>, @unchecked Sendable {
    private let selector: (SourceElement) throws -> Observable<Output>

    required init(selector: @escaping (SourceElement) throws -> Observable<Output>, innerType: SwitchInner<SourceElement, Output>.Type, downstream: ObserverNode<Output>) {
        self.selector = selector
        super.init(innerType: innerType, downstream: downstream)
    }

    override func source(for element: SourceElement) throws -> Observable<Output> {
        try selector(element)
    }
}
