extension ObservableType {
    /// Emits the only element of the sequence, failing with `RxError.moreThanOneElement` as soon as
    /// a second one arrives and with `RxError.noElements` if the source completes without any.
    ///
    ///     source:    --1--|          --1--2|          ---|
    ///     single():  --1--|          --1--X            ---X
    public func single() -> Observable<Element> {
        SingleElement(source: asObservable(), predicate: nil)
    }

    /// Emits the only element that satisfies `predicate`, failing with
    /// `RxError.moreThanOneElement` as soon as a second one arrives and with `RxError.noElements`
    /// if the source completes without any. A thrown error ends the sequence with it.
    ///
    ///     source:                            1--2--3|
    ///     single { $0.isMultiple(of: 2) }:   ---2---|
    public func single(_ predicate: @escaping (Element) throws -> Bool) -> Observable<Element> {
        SingleElement(source: asObservable(), predicate: predicate)
    }
}

final class SingleElement<Element>: Observable<Element>, @unchecked Sendable {
    private let source: Observable<Element>
    private let predicate: ((Element) throws -> Bool)?

    init(source: Observable<Element>, predicate: ((Element) throws -> Bool)?) {
        self.source = source
        self.predicate = predicate
    }

    override func run(_ observer: ObserverNode<Element>) {
        SingleElementSink(predicate: predicate, downstream: observer).subscribe(to: source)
    }
}

private final class SingleElementSink<Element>: Sink<Element, Element>, @unchecked Sendable {
    // @unchecked Sendable: `hasElement` is touched only by the source's events, which the grammar
    // serializes.
    private let predicate: ((Element) throws -> Bool)?
    private var hasElement = false

    init(predicate: ((Element) throws -> Bool)?, downstream: ObserverNode<Element>) {
        self.predicate = predicate
        super.init(downstream: downstream)
    }

    override func onNext(_ element: Element) {
        guard !isDisposed else { return }
        if let predicate {
            do {
                guard try predicate(element) else { return }
            } catch {
                fail(error)
                return
            }
        }
        if hasElement {
            fail(RxError.moreThanOneElement)
            return
        }
        hasElement = true
        downstream.onNext(element)
    }

    override func onCompleted() {
        if hasElement {
            complete()
        } else {
            fail(RxError.noElements)
        }
    }
}
