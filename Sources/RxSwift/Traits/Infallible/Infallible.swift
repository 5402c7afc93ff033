/// A type that is, or can be viewed as, an `Infallible`: a sequence that never fails.
public protocol InfallibleType: ObservableConvertibleType {}

/// A sequence that never fails: any number of elements, then perhaps completion, never an error.
///
/// It wraps an `Observable` that cannot fail, made by `Infallible`'s own creation methods and
/// operators or by a conversion that states what replaces an error
/// (`asInfallible(onErrorJustReturn:)` and its siblings). It suits what feeds a user interface,
/// where an error has nowhere to go.
public struct Infallible<Element>: InfallibleType {
    private let source: Observable<Element>

    /// Wraps `source`, which must never fail (other modules of the library wrap sequences they
    /// know cannot fail).
    package init(_ source: Observable<Element>) {
        self.source = source
    }

    /// The elements and completion of this sequence as an `Observable`.
    public func asObservable() -> Observable<Element> {
        source
    }
}

// An `Observable` is immutable and safe to subscribe from any thread, whatever its elements.
extension Infallible: Sendable {}

extension Observable {
    /// This sequence as an `Infallible`, for the operators whose closures may throw because
    /// RxSwift declares them so: an `Infallible` has no way to deliver the error, so a thrown
    /// error is a programming error (fatal in debug builds; in release builds it is printed and
    /// the sequence completes).
    ///
    /// RxCocoa's shared sequences use it for the same reason.
    ///
    /// - Parameter thrower: What threw, for the message: `"Infallible.deferred(_:): the factory"`.
    package func infallible(thrower: @autoclosure @escaping () -> String) -> Infallible<Element> {
        Infallible(OperatorObservable<InfallibleGuardSink<Element>, _>(source: self, arguments: InfallibleThrower(describe: thrower)))
    }
}

/// What may throw inside an `Infallible`, for the message.
struct InfallibleThrower {
    let describe: () -> String
}

/// Passes an `Infallible`'s events on, and turns an error (thrown by a closure of its own) into
/// the report above and completion.
///
/// A node RxSwift does not have, so it keeps out of when the subscription ends: after a
/// completion it lets go of a source that ends itself, as the end of the chain would
/// (`Infallible.do(afterCompleted:onDispose:)` runs `afterCompleted` before `onDispose`, as in
/// RxSwift).
private final class InfallibleGuardSink<Element>: Sink<Element, Element>, OperatorSink, @unchecked Sendable {
    // @unchecked Sendable: immutable.
    private let thrower: () -> String

    init(_ arguments: borrowing InfallibleThrower, downstream: ObserverNode<Element>) {
        thrower = arguments.describe
        super.init(downstream: downstream)
    }

    override func receive(_ element: Element) {
        downstream.receive(element)
    }

    override func receive(error: Swift.Error) {
        rxFatalErrorInDebug("\(thrower()) threw \(error), which an Infallible cannot deliver")
        complete()
    }

    override func receiveCompletion() {
        passTerminalThrough(error: nil)
    }
}

/// A type that can be converted to an `Infallible`: what the `Infallible` operators that take
/// other sequences (`flatMap`, `concat`...) accept.
public protocol ConvertibleToInfallible {
    /// The type of the elements.
    associatedtype Element

    /// The sequence as an `Infallible`.
    func asInfallible() -> Infallible<Element>
}

extension Infallible: ConvertibleToInfallible {
    /// Returns `self`.
    public func asInfallible() -> Infallible<Element> {
        self
    }
}

// MARK: - Subscribing

extension InfallibleType {
    /// Subscribes closures for elements, completion and disposal. `onDisposed` runs once, after
    /// completion or when the subscription is disposed.
    public func subscribe(onNext: ((Element) -> Void)? = nil, onCompleted: (() -> Void)? = nil, onDisposed: (() -> Void)? = nil) -> Disposable {
        asObservable().subscribe(onNext: onNext, onCompleted: onCompleted, onDisposed: onDisposed)
    }

    /// Subscribes closures that also receive `object`, held weakly: callbacks arriving after it
    /// was deallocated are skipped.
    public func subscribe<Object: AnyObject>(with object: Object, onNext: ((Object, Element) -> Void)? = nil, onCompleted: ((Object) -> Void)? = nil, onDisposed: ((Object) -> Void)? = nil) -> Disposable {
        asObservable().subscribe(with: object, onNext: onNext, onCompleted: onCompleted, onDisposed: onDisposed)
    }

    /// Subscribes a closure that receives every event (never an error).
    public func subscribe(_ on: @escaping (Event<Element>) -> Void) -> Disposable {
        asObservable().subscribe(on)
    }
}

extension Infallible {
    /// Subscribes a closure that receives every event as an `InfallibleEvent`, whose cases are
    /// exactly what an `Infallible` can send: `.next(element)`, then perhaps `.completed`.
    ///
    ///     infallible.subscribe { event in
    ///         switch event {
    ///         case .next(let element): print(element)
    ///         case .completed: print("done")
    ///         }
    ///     }
    ///
    /// Declared on `Infallible` itself, not on `InfallibleType` beside the `Event` form, so a
    /// closure that fits both (`subscribe { print($0) }`) picks this one rather than being
    /// ambiguous, while one that needs an `Event` (it handles `.error`, or passes the event to an
    /// observer) still picks the `Event` form.
    public func subscribe(_ on: @escaping (InfallibleEvent<Element>) -> Void) -> Disposable {
        asObservable().subscribe(onNext: { on(.next($0)) }, onCompleted: { on(.completed) })
    }
}
