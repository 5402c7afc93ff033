extension ObservableType {
    /// Maps an element to a sequence only when no inner sequence is running, and forwards that
    /// sequence's elements; elements arriving meanwhile are ignored.
    ///
    ///     source:                --1--2-----3--|
    ///     inner for n:           n--n|           (lasts a while)
    ///     flatMapFirst:          --1--1-----3--3|   (2 arrived while 1's inner ran)
    public func flatMapFirst<Source: ObservableConvertibleType>(_ selector: @escaping (Element) throws -> Source) -> Observable<Source.Element> {
        OperatorObservable<FlatMapFirstSink<Element, Source.Element>, _>(
            source: asObservable(),
            arguments: InnerSelection(selector, MergeInner<Element, Source.Element>.self)
        )
    }
}

private final class FlatMapFirstSink<SourceElement, Output>: MergeSink<SourceElement, Output>, OperatorSink, @unchecked Sendable {
    private let selectInner: InnerSelector<SourceElement, Output>

    init(_ arguments: InnerSelection<SourceElement, Output, MergeInner<SourceElement, Output>>, downstream: ObserverNode<Output>) {
        selectInner = arguments.select
        super.init(maxConcurrent: 1, innerType: arguments.innerType, downstream: downstream)
    }

    override var checksElements: Bool {
        true
    }

    override func acceptsElement() -> Bool {
        activeCount == 0
    }

    override func select(_ element: SourceElement, deliverJust: (Output) -> Void) throws -> Observable<Output>? {
        try selectInner(element, deliverJust)
    }
}
