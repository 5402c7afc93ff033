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
    // @unchecked Sendable: no state of its own; see MergeSink.

    init(_ arguments: InnerSelection<SourceElement, Output, MergeInner<SourceElement, Output>>, downstream: ObserverNode<Output>) {
        super.init(policy: MergePolicy(maxConcurrent: 1, skipsElementsWhileBusy: true), selectInner: arguments.select, innerType: arguments.innerType, downstream: downstream)
    }
}
