/// A sequence with a narrower grammar than `Observable`, stated by its `Trait`: `Single` (one
/// element or an error), `Maybe` (at most one element, or an error) and `Completable` (only
/// completion or an error).
///
/// A trait wraps an `Observable` whose events already obey the trait's grammar: it can only be
/// made by the trait's own creation methods and operators, or by a checked conversion
/// (`asSingle()`, `asMaybe()`, `asCompletable()`). Every trait operator is the `Observable`
/// operator of the same name applied to that sequence.
public struct PrimitiveSequence<Trait, Element> {
    /// The wrapped sequence; it obeys `Trait`'s grammar.
    let source: Observable<Element>

    /// Wraps `source`, which must already obey `Trait`'s grammar.
    init(raw source: Observable<Element>) {
        self.source = source
    }
}

// An `Observable` is immutable and safe to subscribe from any thread, whatever its elements.
extension PrimitiveSequence: Sendable {}

/// A type that is, or can be viewed as, a `PrimitiveSequence`: the constraint the trait
/// extensions are declared on (`where Trait == SingleTrait`).
public protocol PrimitiveSequenceType {
    /// The trait that states the grammar: `SingleTrait`, `MaybeTrait` or `CompletableTrait`.
    associatedtype Trait

    /// The type of the element.
    associatedtype Element

    /// The sequence as a `PrimitiveSequence`.
    var primitiveSequence: PrimitiveSequence<Trait, Element> { get }
}

extension PrimitiveSequenceType {
    /// The trait, under the name RxSwift 4 used.
    @available(*, deprecated, renamed: "Trait")
    public typealias TraitType = Trait

    /// The element type, under the name RxSwift 4 used.
    @available(*, deprecated, renamed: "Element")
    public typealias ElementType = Element
}

extension PrimitiveSequence: PrimitiveSequenceType {
    /// Returns `self`.
    public var primitiveSequence: PrimitiveSequence<Trait, Element> {
        self
    }
}

extension PrimitiveSequence: ObservableConvertibleType {
    /// The events of this trait as an `Observable`: a success is an element followed by
    /// completion.
    public func asObservable() -> Observable<Element> {
        source
    }
}

// MARK: - Creation

extension PrimitiveSequence {
    /// A trait that calls `observableFactory` at each subscription and subscribes to its result;
    /// an error thrown by the factory is delivered as the trait's error.
    public static func deferred(_ observableFactory: @escaping () throws -> PrimitiveSequence<Trait, Element>) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: Observable.deferred { try observableFactory().asObservable() })
    }

    /// A trait that creates a resource at subscription, builds the trait from it, and disposes
    /// the resource when the subscription ends.
    public static func using<Resource: Disposable>(_ resourceFactory: @escaping () throws -> Resource, primitiveSequenceFactory: @escaping (Resource) throws -> PrimitiveSequence<Trait, Element>) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: Observable.using(resourceFactory, observableFactory: { try primitiveSequenceFactory($0).asObservable() }))
    }
}

extension PrimitiveSequence where Element: RxAbstractInteger {
    /// A trait that emits 0 after `dueTime` on `scheduler`, then completes.
    public static func timer(_ dueTime: RxTimeInterval, scheduler: SchedulerType) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: Observable<Element>.timer(dueTime, scheduler: scheduler))
    }
}

// MARK: - Operators every trait has

extension PrimitiveSequence {
    /// Delivers the events to the observer on `scheduler`.
    public func observe(on scheduler: ImmediateSchedulerType) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: source.observe(on: scheduler))
    }

    /// Delivers the events to the observer on `scheduler` (RxSwift 5's spelling).
    @available(*, deprecated, renamed: "observe(on:)")
    public func observeOn(_ scheduler: ImmediateSchedulerType) -> PrimitiveSequence<Trait, Element> {
        observe(on: scheduler)
    }

    /// Subscribes to the source (and disposes that subscription) on `scheduler`.
    public func subscribe(on scheduler: ImmediateSchedulerType) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: source.subscribe(on: scheduler))
    }

    /// Subscribes to the source on `scheduler` (RxSwift 5's spelling).
    @available(*, deprecated, renamed: "subscribe(on:)")
    public func subscribeOn(_ scheduler: ImmediateSchedulerType) -> PrimitiveSequence<Trait, Element> {
        subscribe(on: scheduler)
    }

    /// Prints every event, the subscription and the disposal; see `ObservableType.debug`.
    public func debug(_ identifier: String? = nil, trimOutput: Bool = false, file: String = #file, line: UInt = #line, function: String = #function) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: source.debug(identifier, trimOutput: trimOutput, file: file, line: line, function: function))
    }

    /// The trait's one event as a successful `Single`: `.next(element)`, `.completed` (only a
    /// `Maybe` or a `Completable` completes without an element) or `.error(error)`. It never
    /// fails.
    public func materialize() -> Single<Event<Element>> {
        // The first materialized event is the only one a trait needs: a success's completion
        // follows it.
        PrimitiveSequence<SingleTrait, Event<Element>>(raw: source.materialize().take(1))
    }
}
