extension ObservableType {
    /// Emits the only element of the sequence, failing with `RxError.moreThanOneElement` as soon as
    /// a second one arrives and with `RxError.noElements` if the source completes without any.
    ///
    ///     source:    --1--|          --1--2|          ---|
    ///     single():  --1--|          --1--X            ---X
    public func single() -> Observable<Element> {
        OperatorObservable<SingleElementSink<Element>, _>(source: asObservable(), arguments: SinglePredicate(nil))
    }

    /// Emits the only element that satisfies `predicate`, failing with
    /// `RxError.moreThanOneElement` as soon as a second one arrives and with `RxError.noElements`
    /// if the source completes without any. A thrown error ends the sequence with it.
    ///
    ///     source:                            1--2--3|
    ///     single { $0.isMultiple(of: 2) }:   ---2---|
    public func single(_ predicate: @escaping (Element) throws -> Bool) -> Observable<Element> {
        OperatorObservable<SingleElementSink<Element>, _>(source: asObservable(), arguments: SinglePredicate(predicate))
    }
}

/// `single`'s predicate, if any; nil lets every element count.
private struct SinglePredicate<Element> {
    let predicate: ((Element) throws -> Bool)?

    init(_ predicate: ((Element) throws -> Bool)?) {
        self.predicate = predicate
    }
}

private final class SingleElementSink<Element>: Sink<Element, Element>, OperatorSink, @unchecked Sendable {
    // @unchecked Sendable: `hasElement` is touched only by the source's events, which the grammar
    // serializes.
    private let predicate: ((Element) throws -> Bool)?
    private var hasElement = false

    init(_ arguments: borrowing SinglePredicate<Element>, downstream: ObserverNode<Element>) {
        predicate = arguments.predicate
        super.init(downstream: downstream)
    }

    override func receive(_ element: Element) {
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
        guard !isDisposed else { return }
        downstream.receive(element)
    }

    override func receiveCompletion() {
        if hasElement {
            complete()
        } else {
            fail(RxError.noElements)
        }
    }
}
