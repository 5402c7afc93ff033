extension ObservableType {
    /// Emits `default` before completing if the source completes without emitting anything.
    ///
    ///     source:               ------|
    ///     ifEmpty(default: 9):  ------9|
    public func ifEmpty(default: Element) -> Observable<Element> {
        IfEmptyDefault(source: asObservable(), defaultElement: `default`)
    }

    /// Continues with `other` if the source completes without emitting anything.
    ///
    ///     source:                    ----|
    ///     other:                         8--9|
    ///     ifEmpty(switchTo: other):  ----8--9|
    public func ifEmpty(switchTo other: Observable<Element>) -> Observable<Element> {
        IfEmptySwitch(source: asObservable(), other: other)
    }
}

final class IfEmptyDefault<Element>: Observable<Element>, @unchecked Sendable {
    private let source: Observable<Element>
    private let defaultElement: Element

    init(source: Observable<Element>, defaultElement: Element) {
        self.source = source
        self.defaultElement = defaultElement
    }

    override func run(_ observer: ObserverNode<Element>) {
        IfEmptyDefaultSink(defaultElement: defaultElement, downstream: observer).subscribe(to: source)
    }
}

private final class IfEmptyDefaultSink<Element>: Sink<Element, Element>, @unchecked Sendable {
    // @unchecked Sendable: `isEmpty` is only touched by the source's events, which its grammar
    // serializes.
    private let defaultElement: Element
    private var isEmpty = true

    init(defaultElement: Element, downstream: ObserverNode<Element>) {
        self.defaultElement = defaultElement
        super.init(downstream: downstream)
    }

    override func onNext(_ element: Element) {
        isEmpty = false
        downstream.onNext(element)
    }

    override func onCompleted() {
        if isEmpty {
            downstream.onNext(defaultElement)
        }
        complete()
    }
}

final class IfEmptySwitch<Element>: Observable<Element>, @unchecked Sendable {
    private let source: Observable<Element>
    private let other: Observable<Element>

    init(source: Observable<Element>, other: Observable<Element>) {
        self.source = source
        self.other = other
    }

    override func run(_ observer: ObserverNode<Element>) {
        IfEmptySwitchSink(other: other, downstream: observer).start(with: source)
    }
}

private final class IfEmptySwitchSink<Element>: SuccessorSink<Element>, @unchecked Sendable {
    // @unchecked Sendable: the flags are only touched by the events of the running sequence,
    // which its grammar serializes (one sequence runs at a time).
    private let other: Observable<Element>
    private var isEmpty = true
    private var isSwitched = false

    init(other: Observable<Element>, downstream: ObserverNode<Element>) {
        self.other = other
        super.init(downstream: downstream)
    }

    override func onNext(_ element: Element) {
        isEmpty = false
        downstream.onNext(element)
    }

    override func onCompleted() {
        guard isEmpty, !isSwitched else { return complete() }
        isSwitched = true
        subscribe(successor: other)
    }
}
