extension ObservableType {
    /// A sequence of one element.
    ///
    ///     just(1): 1|
    @inlinable
    public static func just(_ element: Element) -> Observable<Element> {
        Just(element)
    }

    /// A sequence of one element, delivered on `scheduler`.
    public static func just(_ element: Element, scheduler: ImmediateSchedulerType) -> Observable<Element> {
        JustScheduled(element, scheduler: scheduler)
    }
}

// Its initializer and `deliverImmediately` are inlinable: where a client builds a `just` and hands
// its element on at once (an inner `just` of `flatMap` or `flatMapLatest`, see `InnerSelection`),
// its compiler sees that the object goes nowhere else and keeps it on the stack: no allocation.
@usableFromInline
final class Just<Element>: Observable<Element>, @unchecked Sendable {
    // @unchecked Sendable: immutable; `element` is set in `init`.
    @usableFromInline let element: Element

    @inlinable
    init(_ element: Element) {
        self.element = element
    }

    override var subscribesInTrampoline: Bool {
        false
    }

    override func run(_ observer: ObserverNode<Element>) {
        observer.receive(element)
        observer.receiveCompletion()
    }

    @inlinable
    override func deliverImmediately(_ body: (Element) -> Void) -> Bool {
        body(element)
        return true
    }
}

final class JustScheduled<Element>: Observable<Element>, @unchecked Sendable {
    // @unchecked Sendable: immutable; `element` and `scheduler` are set in `init`.
    private let element: Element
    private let scheduler: ImmediateSchedulerType

    init(_ element: Element, scheduler: ImmediateSchedulerType) {
        self.element = element
        self.scheduler = scheduler
    }

    override func run(_ observer: ObserverNode<Element>) {
        let sink = SourceSink(downstream: observer)
        observer.setUpstream(sink)
        let scheduler = self.scheduler
        sink.setUpstream(scheduler.schedule(element) { element in
            guard !sink.isDisposed else { return Disposables.create() }
            sink.downstream.receive(element)
            return scheduler.schedule(()) { _ in
                if !sink.isDisposed { sink.complete() }
                return Disposables.create()
            }
        })
    }
}
