extension ObservableType {
    /// Maps each element to a sequence and concatenates them: each inner sequence is subscribed
    /// after the previous one completed.
    ///
    ///     source:      --1--2|
    ///     inner for n: n-n|
    ///     concatMap:   --1-1-2-2|
    public func concatMap<Source: ObservableConvertibleType>(_ selector: @escaping (Element) throws -> Source) -> Observable<Source.Element> {
        mergeLimited(asObservable(), maxConcurrent: 1, InnerSelection(selector, MergeInner<Element, Source.Element>.self))
    }
}
