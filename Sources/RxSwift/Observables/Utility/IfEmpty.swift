extension ObservableType {
    /// Emits `default` before completing if the source completes without emitting anything.
    ///
    ///     source:               ------|
    ///     ifEmpty(default: 9):  ------9|
    public func ifEmpty(default: Element) -> Observable<Element> {
        OperatorObservable<IfEmptyDefaultSink<Element>, _>(source: asObservable(), arguments: `default`)
    }

    /// Continues with `other` if the source completes without emitting anything.
    ///
    ///     source:                    ----|
    ///     other:                         8--9|
    ///     ifEmpty(switchTo: other):  ----8--9|
    public func ifEmpty(switchTo other: Observable<Element>) -> Observable<Element> {
        OperatorObservable<IfEmptySwitchSink<Element>, _>(source: asObservable(), arguments: other)
    }
}

private final class IfEmptyDefaultSink<Element>: Sink<Element, Element>, OperatorSink, @unchecked Sendable {
    // @unchecked Sendable: `isEmpty` is only touched by the source's events, which its grammar
    // serializes.
    private let defaultElement: Element
    private var isEmpty = true

    init(_ defaultElement: Element, downstream: ObserverNode<Element>) {
        self.defaultElement = defaultElement
        super.init(downstream: downstream)
    }

    override func receive(_ element: Element) {
        isEmpty = false
        downstream.receive(element)
    }

    override func receiveCompletion() {
        if isEmpty {
            downstream.receive(defaultElement)
        }
        complete()
    }
}

private final class IfEmptySwitchSink<Element>: SuccessorSink<Element>, OperatorSink, @unchecked Sendable {
    // @unchecked Sendable: the flags are only touched by the events of the running sequence,
    // which its grammar serializes (one sequence runs at a time).
    private let other: Observable<Element>
    private var isEmpty = true
    private var isSwitched = false

    init(_ other: Observable<Element>, downstream: ObserverNode<Element>) {
        self.other = other
        super.init(downstream: downstream)
    }

    override var endedSequenceRelease: EndedSequenceRelease { .byItself }
    override var switchesOnce: Bool { true }

    override func receive(_ element: Element) {
        isEmpty = false
        downstream.receive(element)
    }

    override func receiveCompletion() {
        guard isEmpty, !isSwitched else { return complete() }
        isSwitched = true
        subscribe(successor: other)
    }
}
