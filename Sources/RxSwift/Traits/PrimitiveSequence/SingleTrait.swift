/// The trait of `Single`: exactly one element, or an error.
public enum SingleTrait {}

/// A sequence that succeeds with exactly one element or fails with an error; typical of a
/// network request or any call with one result.
///
///     Single<Data>.create { observer in
///         let task = download { result in observer(result) }   // .success(data) or .failure(error)
///         return Disposables.create { task.cancel() }
///     }
public typealias Single<Element> = PrimitiveSequence<SingleTrait, Element>

/// The one event a `Single` delivers: `.success(element)` or `.failure(error)`.
public typealias SingleEvent<Element> = Result<Element, Swift.Error>

extension PrimitiveSequenceType where Trait == SingleTrait {
    /// The observer function that `Single.create` hands to its closure.
    ///
    /// It is `@Sendable`, like `AnyObserver`: the result of a call often arrives on another
    /// queue, and Swift 6 clients must be able to capture the function there.
    public typealias SingleObserver = @Sendable (SingleEvent<Element>) -> Void

    /// A `Single` whose subscription runs `subscribe`: it receives the observer function and
    /// returns the disposable that stops the work.
    ///
    /// The first result ends the sequence; later calls of the observer function are ignored,
    /// even from another thread.
    public static func create(subscribe: @escaping (@escaping SingleObserver) -> Disposable) -> Single<Element> {
        let source = Observable<Element>.create { observer in
            let gate = FirstCallGate()
            return subscribe { event in
                guard gate.pass() else { return }
                switch event {
                case .success(let element):
                    observer.onNext(element)
                    observer.onCompleted()
                case .failure(let error):
                    observer.onError(error)
                }
            }
        }
        return PrimitiveSequence(raw: source)
    }

    /// Subscribes a function that receives the one event.
    public func subscribe(_ observer: @escaping (SingleEvent<Element>) -> Void) -> Disposable {
        PrimitiveSequenceSubscriber(
            requiresElement: true,
            onSuccess: { observer(.success($0)) },
            onFailure: { observer(.failure($0)) },
            onCompleted: nil,
            onDisposed: nil
        ).subscribe(to: primitiveSequence.source)
    }

    /// Subscribes closures for the element, the error and disposal.
    ///
    /// An error without `onFailure` goes to `Hooks.defaultErrorHandler`. `onDisposed` runs once,
    /// after the result's handler or when the subscription is disposed.
    public func subscribe(onSuccess: ((Element) -> Void)? = nil, onFailure: ((Swift.Error) -> Void)? = nil, onDisposed: (() -> Void)? = nil) -> Disposable {
        PrimitiveSequenceSubscriber(
            requiresElement: true,
            onSuccess: onSuccess,
            onFailure: onFailure,
            onCompleted: nil,
            onDisposed: onDisposed
        ).subscribe(to: primitiveSequence.source)
    }

    /// Subscribes closures that also receive `object`, held weakly: callbacks arriving after it
    /// was deallocated are skipped.
    public func subscribe<Object: AnyObject>(with object: Object, onSuccess: ((Object, Element) -> Void)? = nil, onFailure: ((Object, Swift.Error) -> Void)? = nil, onDisposed: ((Object) -> Void)? = nil) -> Disposable {
        subscribe(onSuccess: weakly(object, onSuccess), onFailure: weakly(object, onFailure), onDisposed: weakly(object, onDisposed))
    }

    /// Subscribes closures for the element, the error and disposal (RxSwift 5's spelling).
    @available(*, deprecated, renamed: "subscribe(onSuccess:onFailure:onDisposed:)")
    public func subscribe(onSuccess: ((Element) -> Void)? = nil, onError: @escaping (Swift.Error) -> Void, onDisposed: (() -> Void)? = nil) -> Disposable {
        subscribe(onSuccess: onSuccess, onFailure: onError, onDisposed: onDisposed)
    }
}

// MARK: - Creation

extension PrimitiveSequenceType where Trait == SingleTrait {
    /// A `Single` that succeeds with `element` at subscription.
    public static func just(_ element: Element) -> Single<Element> {
        PrimitiveSequence(raw: Observable.just(element))
    }

    /// A `Single` that succeeds with `element`, delivered on `scheduler`.
    public static func just(_ element: Element, scheduler: ImmediateSchedulerType) -> Single<Element> {
        PrimitiveSequence(raw: Observable.just(element, scheduler: scheduler))
    }

    /// A `Single` that fails with `error` at subscription.
    public static func error(_ error: Swift.Error) -> Single<Element> {
        PrimitiveSequence(raw: Observable.error(error))
    }

    /// A `Single` that never delivers anything.
    public static func never() -> Single<Element> {
        PrimitiveSequence(raw: Observable.never())
    }
}
