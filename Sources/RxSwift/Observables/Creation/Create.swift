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
        // The sink's type is named here, where `Element` is known: a subscription then makes its
        // sink without a generic-metadata look-up.
        AnonymousObservable(subscribe, sinkType: CreateSink<Element>.self)
    }
}

/// The observable of `create`.
///
/// The closure's observer is a `CreateSink`, and the closure's disposable becomes its upstream.
@usableFromInline
final class AnonymousObservable<Element>: Observable<Element>, @unchecked Sendable {
    private let subscribeHandler: (AnyObserver<Element>) -> Disposable
    private let sinkType: CreateSink<Element>.Type

    @usableFromInline
    init(_ subscribeHandler: @escaping (AnyObserver<Element>) -> Disposable, sinkType: CreateSink<Element>.Type) {
        self.subscribeHandler = subscribeHandler
        self.sinkType = sinkType
    }

    override func run(_ observer: ObserverNode<Element>) {
        let sink = sinkType.init(downstream: observer)
        observer.setUpstream(sink)
        sink.setUpstream(subscribeHandler(AnyObserver(node: sink)))
    }
}

/// The observer that `create` hands its closure: guards the calls of user code and ends the
/// subscription (disposing the closure's disposable) right after forwarding a terminal event,
/// whatever the next node does with it: as RxSwift's `AnonymousObservableSink`, so that, behind
/// `observe(on:)` say, the closure's resources go at the tick it completed.
///
/// Its guarded entry points forward straight downstream, so an element costs as many calls as
/// it would if the closure fed the next node directly.
@usableFromInline
final class CreateSink<Element>: Sink<Element, Element>, @unchecked Sendable {
    override func receive(_ element: Element) {
        downstream.receive(element)
    }

    override func externalNext(_ element: Element) {
        guard acceptsExternalEvents else { return }
        trackingOverlaps { downstream.receive(element) }
    }
}
