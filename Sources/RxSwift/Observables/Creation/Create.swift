extension ObservableType {
    /// A sequence whose subscription runs `subscribe`: it receives the observer and returns the
    /// disposable that stops the work.
    ///
    /// Events sent after a terminal event or after disposal are dropped, and the disposable is
    /// disposed as soon as the sequence terminates or the subscription is disposed.
    ///
    ///     Observable<Int>.create { observer in
    ///         observer.onNext(1)
    ///         observer.onCompleted()
    ///         return Disposables.create()
    ///     }
    @inlinable
    public static func create(_ subscribe: @escaping (AnyObserver<Element>) -> Disposable) -> Observable<Element> {
        AnonymousObservable(subscribe)
    }
}

/// The observable of `create`.
///
/// The closure's observer is the first downstream node itself, reached through its guarded entry
/// points (`ObserverNode.external*`), and the closure's disposable becomes that node's upstream:
/// no extra sink is allocated per subscription.
@usableFromInline
final class AnonymousObservable<Element>: Observable<Element>, @unchecked Sendable {
    private let subscribeHandler: (AnyObserver<Element>) -> Disposable

    @usableFromInline
    init(_ subscribeHandler: @escaping (AnyObserver<Element>) -> Disposable) {
        self.subscribeHandler = subscribeHandler
    }

    override func run(_ observer: ObserverNode<Element>) {
        let guarded = observer.guarded()
        if guarded !== observer {
            observer.setUpstream(guarded)
        }
        guarded.setUpstream(subscribeHandler(AnyObserver(node: guarded)))
    }
}
