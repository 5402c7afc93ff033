extension ObservableType {
    /// Emits only the element at `index` (counted from 0), then completes; fails with
    /// `RxError.argumentOutOfRange` if the source completes before reaching it.
    ///
    ///     source:          a--b--c--d|
    ///     element(at: 2):  ------c|
    ///
    /// - Precondition: `index >= 0` (RxSwift stops too: "index can't be negative").
    public func element(at index: Int) -> Observable<Element> {
        rxPrecondition(index >= 0, "element(at:): index must not be negative (got \(index))")
        return OperatorObservable<ElementAtSink<Element>, _>(source: asObservable(), arguments: index)
    }

    /// The guide's spelling of `element(at:)`.
    @available(*, deprecated, renamed: "element(at:)")
    public func elementAt(_ index: Int) -> Observable<Element> {
        element(at: index)
    }
}

private final class ElementAtSink<Element>: Sink<Element, Element>, OperatorSink, @unchecked Sendable {
    // @unchecked Sendable: `remaining` is touched only by `receive`, which the grammar serializes.
    /// Elements still to skip before the wanted one; -1 once it was emitted.
    private var remaining: Int

    init(_ index: Int, downstream: ObserverNode<Element>) {
        remaining = index
        super.init(downstream: downstream)
    }

    override func receive(_ element: Element) {
        if remaining > 0 {
            remaining -= 1
        } else if remaining == 0 {
            remaining = -1
            downstream.receive(element)
            complete()
        }
    }

    override func receiveCompletion() {
        // After the wanted element (the source may complete from inside its delivery), the
        // sequence completes instead.
        if remaining >= 0 {
            fail(RxError.argumentOutOfRange)
        } else {
            complete()
        }
    }
}
