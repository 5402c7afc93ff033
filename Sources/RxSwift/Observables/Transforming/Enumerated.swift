extension ObservableType {
    /// Pairs each element with its index, counted from 0.
    ///
    ///     source:        a--b--c|
    ///     enumerated():  (0,a)--(1,b)--(2,c)|
    public func enumerated() -> Observable<(index: Int, element: Element)> {
        OperatorObservable<EnumeratedSink<Element>, _>(source: asObservable(), arguments: ())
    }
}

private final class EnumeratedSink<Element>: Sink<Element, (index: Int, element: Element)>, OperatorSink, @unchecked Sendable {
    // @unchecked Sendable: `nextIndex` is touched only by `receive`, which the grammar serializes.
    private var nextIndex = 0

    override func receive(_ element: Element) {
        let index = nextIndex
        let (following, overflow) = index.addingReportingOverflow(1)
        guard !overflow else {
            // As RxSwift does: an index that cannot be represented ends the sequence.
            fail(RxError.overflow)
            return
        }
        nextIndex = following
        downstream.receive((index: index, element: element))
    }
}
