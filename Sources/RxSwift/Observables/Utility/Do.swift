extension ObservableType {
    /// Runs side effects on the events and the lifecycle of each subscription, and passes the
    /// events on unchanged.
    ///
    /// For each event the `on…` callback runs before the event is forwarded and the `after…`
    /// callback after it. `onSubscribe` runs before the source is subscribed, `onSubscribed`
    /// after, and `onDispose` once the subscription ended (terminal event or disposal), after the
    /// source's subscription was disposed, and never before `onSubscribed`. When the sequence
    /// ends by itself, the sink nearest the subscriber ends the subscription once it handled the
    /// terminal event, as in RxSwift: in `source.do(afterCompleted: a1, onDispose: d1).do(afterCompleted: a2, onDispose: d2)`,
    /// after the subscriber's callbacks, a2, d1, d2, a1.
    ///
    /// An error thrown by `onNext`, `afterNext`, `onError` or `onCompleted` ends the sequence with
    /// that error instead. One thrown by `afterError` or `afterCompleted` comes after the terminal
    /// event and cannot be delivered: it is dropped.
    ///
    ///     source:                    1--2--|
    ///     do(onNext: { print($0) }): 1--2--|   (prints 1, 2)
    public func `do`(
        onNext: ((Element) throws -> Void)? = nil,
        afterNext: ((Element) throws -> Void)? = nil,
        onError: ((Swift.Error) throws -> Void)? = nil,
        afterError: ((Swift.Error) throws -> Void)? = nil,
        onCompleted: (() throws -> Void)? = nil,
        afterCompleted: (() throws -> Void)? = nil,
        onSubscribe: (() -> Void)? = nil,
        onSubscribed: (() -> Void)? = nil,
        onDispose: (() -> Void)? = nil
    ) -> Observable<Element> {
        OperatorObservable<DoSink<Element>, _>(
            source: asObservable(),
            arguments: DoCallbacks(
                onNext: onNext, afterNext: afterNext,
                onError: onError, afterError: afterError,
                onCompleted: onCompleted, afterCompleted: afterCompleted,
                onSubscribe: onSubscribe, onSubscribed: onSubscribed, onDispose: onDispose
            )
        )
    }
}

struct DoCallbacks<Element> {
    let onNext: ((Element) throws -> Void)?
    let afterNext: ((Element) throws -> Void)?
    let onError: ((Swift.Error) throws -> Void)?
    let afterError: ((Swift.Error) throws -> Void)?
    let onCompleted: (() throws -> Void)?
    let afterCompleted: (() throws -> Void)?
    let onSubscribe: (() -> Void)?
    let onSubscribed: (() -> Void)?
    let onDispose: (() -> Void)?
}

private final class DoSink<Element>: Sink<Element, Element>, OperatorSink, @unchecked Sendable {
    // @unchecked Sendable: `callbacks` is immutable.

    private let callbacks: DoCallbacks<Element>

    init(_ callbacks: DoCallbacks<Element>, downstream: ObserverNode<Element>) {
        self.callbacks = callbacks
        super.init(downstream: downstream)
    }

    /// A subscription that ends while it is being made (the source, or the operators after
    /// this one, ended at once) is released, and reports its disposal, after `onSubscribed`, as
    /// in RxSwift, whose disposal reaches a subscription only once it was made.
    override func start(from source: Observable<Element>) {
        callbacks.onSubscribe?()
        deferringReleaseWhileStarting {
            subscribe(to: source)
            callbacks.onSubscribed?()
        }
    }

    override func receive(_ element: Element) {
        do {
            try callbacks.onNext?(element)
        } catch {
            return fail(error)
        }
        if !isDisposed {
            downstream.receive(element)
        }
        do {
            try callbacks.afterNext?(element)
        } catch {
            // Downstream may have ended the subscription while handling the element.
            if !isDisposed {
                fail(error)
            }
        }
    }

    override func receive(error: Swift.Error) {
        do {
            try callbacks.onError?(error)
        } catch {
            return fail(error)
        }
        downstream.upstreamEndsItself()
        downstream.receive(error: error)
        try? callbacks.afterError?(error)
        dispose()
    }

    override func receiveCompletion() {
        do {
            try callbacks.onCompleted?()
        } catch {
            return fail(error)
        }
        downstream.upstreamEndsItself()
        downstream.receiveCompletion()
        try? callbacks.afterCompleted?()
        dispose()
    }

    override func disposeResources() {
        callbacks.onDispose?()
    }
}
