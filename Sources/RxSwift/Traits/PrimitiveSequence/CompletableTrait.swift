/// The trait of `Completable`: completion or an error, no element.
public enum CompletableTrait {}

/// A sequence that only completes or fails: typical of work whose result is only "done".
public typealias Completable = PrimitiveSequence<CompletableTrait, Swift.Never>

/// The one event a `Completable` delivers.
@frozen
public enum CompletableEvent: Sendable {
    /// The failure.
    case error(Swift.Error)
    /// Completion.
    case completed
}

extension PrimitiveSequenceType where Trait == CompletableTrait, Element == Swift.Never {
    /// The observer function that `Completable.create` hands to its closure.
    ///
    /// It is `@Sendable`, like `AnyObserver`: the result of a call often arrives on another
    /// queue, and Swift 6 clients must be able to capture the function there.
    public typealias CompletableObserver = @Sendable (CompletableEvent) -> Void

    /// A `Completable` whose subscription runs `subscribe`: it receives the observer function and
    /// returns the disposable that stops the work.
    ///
    /// The first event ends the sequence; later calls of the observer function are ignored, even
    /// from another thread.
    public static func create(subscribe: @escaping (@escaping CompletableObserver) -> Disposable) -> PrimitiveSequence<Trait, Element> {
        let source = Observable<Element>.create { observer in
            let gate = FirstCallGate()
            return subscribe { event in
                guard gate.pass() else { return }
                switch event {
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
    public func subscribe(_ observer: @escaping (CompletableEvent) -> Void) -> Disposable {
        PrimitiveSequenceSubscriber(
            requiresElement: false,
            onSuccess: nil,
            onFailure: { observer(.error($0)) },
            onCompleted: { observer(.completed) },
            onDisposed: nil
        ).subscribe(to: primitiveSequence.source)
    }

    /// Subscribes closures for completion, the error and disposal.
    ///
    /// An error without `onError` goes to `Hooks.defaultErrorHandler`. `onDisposed` runs once,
    /// after the event's handler or when the subscription is disposed.
    public func subscribe(onCompleted: (() -> Void)? = nil, onError: ((Swift.Error) -> Void)? = nil, onDisposed: (() -> Void)? = nil) -> Disposable {
        PrimitiveSequenceSubscriber(
            requiresElement: false,
            onSuccess: nil,
            onFailure: onError,
            onCompleted: onCompleted,
            onDisposed: onDisposed
        ).subscribe(to: primitiveSequence.source)
    }

    /// Subscribes closures that also receive `object`, held weakly: callbacks arriving after it
    /// was deallocated are skipped.
    public func subscribe<Object: AnyObject>(with object: Object, onCompleted: ((Object) -> Void)? = nil, onError: ((Object, Swift.Error) -> Void)? = nil, onDisposed: ((Object) -> Void)? = nil) -> Disposable {
        subscribe(onCompleted: weakly(object, onCompleted), onError: weakly(object, onError), onDisposed: weakly(object, onDisposed))
    }
}

// MARK: - Creation

extension PrimitiveSequenceType where Trait == CompletableTrait, Element == Swift.Never {
    /// A `Completable` that fails with `error` at subscription.
    public static func error(_ error: Swift.Error) -> Completable {
        PrimitiveSequence(raw: Observable.error(error))
    }

    /// A `Completable` that never delivers anything.
    public static func never() -> Completable {
        PrimitiveSequence(raw: Observable.never())
    }

    /// A `Completable` that completes at subscription.
    public static func empty() -> Completable {
        PrimitiveSequence(raw: Observable.empty())
    }
}

extension ObservableType where Element == Swift.Never {
    /// This sequence as a `Completable`: a sequence without elements already has its grammar.
    public func asCompletable() -> Completable {
        PrimitiveSequence(raw: asObservable())
    }
}
