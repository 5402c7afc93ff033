extension ObservableType {
    /// Pairs each element with its index, counted from 0.
    ///
    ///     source:        a--b--c|
    ///     enumerated():  (0,a)--(1,b)--(2,c)|
    public func enumerated() -> Observable<(index: Int, element: Element)> {
        Enumerated(source: asObservable())
    }
}

final class Enumerated<Element>: Observable<(index: Int, element: Element)>, @unchecked Sendable {
    private let source: Observable<Element>

    init(source: Observable<Element>) {
        self.source = source
    }

    override func run(_ observer: ObserverNode<(index: Int, element: Element)>) {
        EnumeratedSink(downstream: observer).subscribe(to: source)
    }
}

private final class EnumeratedSink<Element>: Sink<Element, (index: Int, element: Element)>, @unchecked Sendable {
    // @unchecked Sendable: `nextIndex` is touched only by `onNext`, which the grammar serializes.
    private var nextIndex = 0

    override func onNext(_ element: Element) {
        let index = nextIndex
        let (following, overflow) = index.addingReportingOverflow(1)
        guard !overflow else {
            // As RxSwift does: an index that cannot be represented ends the sequence.
            fail(RxError.overflow)
            return
        }
        nextIndex = following
        downstream.onNext((index: index, element: element))
    }
}
