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
        OperatorObservable<FlatMapLatestSink<Element, Source.Element>, _>(
            source: asObservable(),
            arguments: InnerSelection(selector, SwitchInner<Element, Source.Element>.self)
        )
    }
}

@usableFromInline
final class FlatMapLatestSink<SourceElement, Output>: SwitchSink<SourceElement, Output>, OperatorSink, @unchecked Sendable {
    // @unchecked Sendable: adds only the immutable `selectInner`; see SwitchSink.
    private let selectInner: InnerSelector<SourceElement, Output>

    @usableFromInline
    init(_ arguments: InnerSelection<SourceElement, Output, SwitchInner<SourceElement, Output>>, downstream: ObserverNode<Output>) {
        selectInner = arguments.select
        super.init(innerType: arguments.innerType, downstream: downstream)
    }

    override func select(_ element: SourceElement, deliverJust: (Output) -> Void) throws -> Observable<Output>? {
        try selectInner(element, deliverJust)
    }
}
