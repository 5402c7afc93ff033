/// The trait of `Maybe`: at most one element, then completion, or an error.
public enum MaybeTrait {}

/// A sequence that succeeds with one element, completes without one, or fails: typical of a
/// look-up that may find nothing.
public typealias Maybe<Element> = PrimitiveSequence<MaybeTrait, Element>

/// The one event a `Maybe` delivers.
@frozen
public enum MaybeEvent<Element> {
    /// The element; nothing follows.
    case success(Element)
    /// The failure; nothing follows.
    case error(Swift.Error)
    /// Completion without an element.
    case completed
}

extension MaybeEvent: Sendable where Element: Sendable {}

extension PrimitiveSequenceType where Trait == MaybeTrait {
    /// The observer function that `Maybe.create` hands to its closure.
    ///
    /// It is `@Sendable`, like `AnyObserver`: the result of a call often arrives on another
    /// queue, and Swift 6 clients must be able to capture the function there.
    public typealias MaybeObserver = @Sendable (MaybeEvent<Element>) -> Void

    /// A `Maybe` whose subscription runs `subscribe`: it receives the observer function and
    /// returns the disposable that stops the work.
    ///
    /// The first event ends the sequence; later calls of the observer function are ignored, even
    /// from another thread.
    public static func create(subscribe: @escaping (@escaping MaybeObserver) -> Disposable) -> PrimitiveSequence<Trait, Element> {
        let source = Observable<Element>.create { observer in
            let gate = FirstCallGate()
            return subscribe { event in
                guard gate.pass() else { return }
                switch event {
                case .success(let element):
                    observer.onNext(element)
                    observer.onCompleted()
                case .error(let error):
                    observer.onError(error)
                case .completed:
                    observer.onCompleted()
                }
            }
        }
        return PrimitiveSequence(raw: source)
    }

    /// Subscribes a function that receives the one event.
    public func subscribe(_ observer: @escaping (MaybeEvent<Element>) -> Void) -> Disposable {
        PrimitiveSequenceSubscriber(
            requiresElement: false,
            onSuccess: { observer(.success($0)) },
            onFailure: { observer(.error($0)) },
            onCompleted: { observer(.completed) },
            onDisposed: nil
        ).subscribe(to: primitiveSequence.source)
    }

    /// Subscribes closures for the element, the error, completion without an element, and
    /// disposal.
    ///
    /// An error without `onError` goes to `Hooks.defaultErrorHandler`. `onDisposed` runs once,
    /// after the event's handler or when the subscription is disposed.
    public func subscribe(onSuccess: ((Element) -> Void)? = nil, onError: ((Swift.Error) -> Void)? = nil, onCompleted: (() -> Void)? = nil, onDisposed: (() -> Void)? = nil) -> Disposable {
        PrimitiveSequenceSubscriber(
            requiresElement: false,
            onSuccess: onSuccess,
            onFailure: onError,
            onCompleted: onCompleted,
            onDisposed: onDisposed
        ).subscribe(to: primitiveSequence.source)
    }

    /// Subscribes closures that also receive `object`, held weakly: callbacks arriving after it
    /// was deallocated are skipped.
    public func subscribe<Object: AnyObject>(with object: Object, onSuccess: ((Object, Element) -> Void)? = nil, onError: ((Object, Swift.Error) -> Void)? = nil, onCompleted: ((Object) -> Void)? = nil, onDisposed: ((Object) -> Void)? = nil) -> Disposable {
        subscribe(onSuccess: weakly(object, onSuccess), onError: weakly(object, onError), onCompleted: weakly(object, onCompleted), onDisposed: weakly(object, onDisposed))
    }
}

// MARK: - Creation

extension PrimitiveSequenceType where Trait == MaybeTrait {
    /// A `Maybe` that succeeds with `element` at subscription.
    public static func just(_ element: Element) -> Maybe<Element> {
        PrimitiveSequence(raw: Observable.just(element))
    }

    /// A `Maybe` that succeeds with `element`, delivered on `scheduler`.
    public static func just(_ element: Element, scheduler: ImmediateSchedulerType) -> Maybe<Element> {
        PrimitiveSequence(raw: Observable.just(element, scheduler: scheduler))
    }

    /// A `Maybe` that fails with `error` at subscription.
    public static func error(_ error: Swift.Error) -> Maybe<Element> {
        PrimitiveSequence(raw: Observable.error(error))
    }

    /// A `Maybe` that never delivers anything.
    public static func never() -> Maybe<Element> {
        PrimitiveSequence(raw: Observable.never())
    }

    /// A `Maybe` that completes without an element at subscription.
    public static func empty() -> Maybe<Element> {
        PrimitiveSequence(raw: Observable.empty())
    }
}
