// MARK: - Over a collection

/// `combineLatest` or `zip` of a collection of sources of one element type.
final class CombiningCollection<Element, Output>: Observable<Output>, @unchecked Sendable {
    // @unchecked Sendable: immutable (`sources`, `mode`, `resultSelector` set in `init`).
    private let sources: [Observable<Element>]
    private let mode: CombiningMode
    private let resultSelector: ([Element]) throws -> Output

    init(mode: CombiningMode, sources: [Observable<Element>], resultSelector: @escaping ([Element]) throws -> Output) {
        self.mode = mode
        self.sources = sources
        self.resultSelector = resultSelector
    }

    override func run(_ observer: ObserverNode<Output>) {
        guard !sources.isEmpty else {
            // As in RxSwift 6: every source (none) has a latest element, so combineLatest
            // combines once; zip has nothing to pair.
            if mode == .latest {
                do {
                    observer.receive(try resultSelector([]))
                } catch {
                    observer.receive(error: error)
                    return
                }
            }
            observer.receiveCompletion()
            return
        }
        let sink = CombiningCollectionSink(mode: mode, arity: sources.count, resultSelector: resultSelector, downstream: observer)
        sink.startInputs {
            for (index, source) in sources.enumerated() {
                sink.connect(source, as: CombiningInput<Element, Output>.self, at: index)
            }
        }
    }
}

private final class CombiningCollectionSink<Element, Output>: CombiningSink<Output>, @unchecked Sendable {
    // @unchecked Sendable: `resultSelector` is immutable; the rest is CombiningSink's.
    private let resultSelector: ([Element]) throws -> Output

    init(mode: CombiningMode, arity: Int, resultSelector: @escaping ([Element]) throws -> Output, downstream: ObserverNode<Output>) {
        self.resultSelector = resultSelector
        super.init(mode: mode, arity: arity, layout: SlotLayout().adding(Element.self), overCollection: true, downstream: downstream)
    }

    deinit {
        var owned = immediateSlots
        while owned != 0 {
            let index = owned.trailingZeroBitCount
            slot(index, of: Element.self).deinitialize(count: 1)
            owned &= owned - 1
        }
    }

    override func combine() throws -> Output {
        // One element type: the slots are a plain array of `Element`.
        try resultSelector(Array(UnsafeBufferPointer(start: slot(0, of: Element.self), count: arity)))
    }
}
