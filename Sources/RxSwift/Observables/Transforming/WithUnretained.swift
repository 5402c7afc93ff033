extension ObservableType {
    /// Combines each element with `object`, held weakly, through `resultSelector`; once `object`
    /// was deallocated, the next element completes the sequence instead.
    ///
    ///     source:                                     1----2----3
    ///     withUnretained(view) { "\($0.name)\($1)" }:  a1---a2---|    (view deallocated after 2)
    ///
    /// - Parameters:
    ///   - object: The object passed to `resultSelector`; the subscription does not keep it alive.
    ///   - resultSelector: Builds the emitted element from `object` and a source element.
    public func withUnretained<Object: AnyObject, Result>(_ object: Object, resultSelector: @escaping (Object, Element) -> Result) -> Observable<Result> {
        OperatorObservable<WithUnretainedSink<Object, Element, Result>, _>(
            source: asObservable(),
            arguments: WithUnretainedArguments(object: object, resultSelector: resultSelector)
        )
    }

    /// Pairs each element with `object`, held weakly; once `object` was deallocated, the next
    /// element completes the sequence instead.
    ///
    ///     source:                  1---------2---------3
    ///     withUnretained(view):    (view,1)--(view,2)--|    (view deallocated after 2)
    public func withUnretained<Object: AnyObject>(_ object: Object) -> Observable<(Object, Element)> {
        withUnretained(object) { ($0, $1) }
    }
}

private struct WithUnretainedArguments<Object: AnyObject, Element, Result> {
    /// Weak: the sequence must not keep `object` alive either.
    weak var object: Object?
    let resultSelector: (Object, Element) -> Result
}

private final class WithUnretainedSink<Object: AnyObject, Element, Result>: Sink<Element, Result>, OperatorSink, @unchecked Sendable {
    // @unchecked Sendable: immutable; a weak reference is safe to load from any thread.
    private weak var object: Object?
    private let resultSelector: (Object, Element) -> Result

    init(_ arguments: borrowing WithUnretainedArguments<Object, Element, Result>, downstream: ObserverNode<Result>) {
        object = arguments.object
        resultSelector = arguments.resultSelector
        super.init(downstream: downstream)
    }

    override func receive(_ element: Element) {
        guard let object else {
            complete()
            return
        }
        let result = resultSelector(object, element)
        guard !isDisposed else { return }
        downstream.receive(result)
    }
}
