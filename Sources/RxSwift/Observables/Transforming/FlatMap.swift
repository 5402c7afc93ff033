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
        OperatorObservable<FlatMapSink<Element, Source.Element>, _>(
            source: asObservable(),
            arguments: InnerSelection(selector, MergeInner<Element, Source.Element>.self)
        )
    }
}

@usableFromInline
final class FlatMapSink<SourceElement, Output>: MergeSink<SourceElement, Output>, OperatorSink, @unchecked Sendable {
    // @unchecked Sendable: no state of its own; see MergeSink.

    @usableFromInline
    init(_ arguments: InnerSelection<SourceElement, Output, MergeInner<SourceElement, Output>>, downstream: ObserverNode<Output>) {
        super.init(policy: .unlimited, selectInner: arguments.select, innerType: arguments.innerType, downstream: downstream)
    }
}
