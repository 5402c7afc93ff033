// MARK: - The sequence of a single-source operator
//
// A single-source operator is a sequence that keeps its source and its arguments and, for each
// subscription, makes a sink from those arguments and starts it. `OperatorObservable` is that
// sequence, once for all of them (the only way they are written; see ARCHITECTURE.md): an
// operator states only its sink (`OperatorSink`), and its entry point builds
// `OperatorObservable<TheSink<...>, _>`. The sink type is a generic argument of the sequence, so
// making a sink per subscription costs no generic-metadata look-up; and what an operator does
// differently from the others (how it starts, a fused form) is a requirement of the sink, not a
// sequence class of its own.

/// The per-subscription state of an operator run by `OperatorObservable`.
@usableFromInline
protocol OperatorSink: AnyObject {
    associatedtype SourceElement
    associatedtype Output
    /// What the operator keeps between subscriptions: a count, a closure, a due time and a
    /// scheduler...
    associatedtype Arguments

    /// The sink of one subscription, delivering to `downstream`. `arguments` is borrowed: the
    /// sequence runs unspecialized, where copying a value of an associated type goes through
    /// its metadata; the sink copies the parts it keeps, with their types known.
    init(_ arguments: borrowing Arguments, downstream: ObserverNode<Output>)

    /// The sink of one subscription of the fused form `op(...).filter(filter)`; only made of the
    /// type `fusedSinkType(_:)` returned.
    init(_ arguments: borrowing Arguments, filter: @escaping (Output) throws -> Bool, downstream: ObserverNode<Output>)

    /// Becomes the upstream of `downstream` and subscribes to `source` (and to whatever else the
    /// operator watches). Named apart from `Observable.run(_:)`, which subscribes an observer.
    func start(from source: Observable<SourceElement>)

    /// The sink type that runs the operator and a `filter` after it as one stage
    /// (`op(...).filter(predicate)`, see "Shortcuts" in ARCHITECTURE.md), a subclass of this one
    /// (so that the unfused form pays nothing per element for it); nil (the default) when the
    /// operator has no such form. Asked once, where the sequence is built; used by
    /// `Observable.filtered(by:inPlace:)`.
    static func fusedSinkType(_ arguments: borrowing Arguments) -> AnyClass?
}

extension OperatorSink {
    @usableFromInline
    static func fusedSinkType(_ arguments: borrowing Arguments) -> AnyClass? {
        nil
    }

    /// Never called: a sink is made with a filter only if its type has a fused form.
    @usableFromInline
    init(_ arguments: borrowing Arguments, filter: @escaping (Output) throws -> Bool, downstream: ObserverNode<Output>) {
        rxAbstractMethod()
    }
}

/// The sequence of an operator: its source and arguments; each subscription runs a new `S`.
///
/// `Arguments` is always `S.Arguments`; entry points write it `_`
/// (`OperatorObservable<TheSink<...>, _>(source:arguments:)`). As a generic parameter of its own,
/// its metadata is one of the sequence's, where code that copies or destroys the arguments (this
/// unspecialized class, its `deinit`) finds it without asking the conformance for an associated
/// type.
@usableFromInline
final class OperatorObservable<S: OperatorSink, Arguments>: Observable<S.Output>, @unchecked Sendable where S.Arguments == Arguments {
    // @unchecked Sendable: immutable once published (see `sinkType` and `filter` below).
    // The fields of a size that does not depend on the generic arguments come first, `arguments`
    // last: their offsets are then constants in this unspecialized code, instead of numbers read
    // from the metadata at every access.
    @usableFromInline let source: Observable<S.SourceElement>
    // `sinkType` and `filter` change only in `filtered(by:inPlace:)`, on a sequence nothing else
    // references yet; hence no exclusivity checks, which `run` would otherwise pay at every
    // subscription.
    /// `S`, or the subclass of it that runs the fused form (see `OperatorSink.fusedSinkType`).
    @exclusivity(unchecked) @usableFromInline var sinkType: S.Type
    /// The predicate of the fused `filter`; a placeholder, never called, until there is one. Not
    /// optional: in this unspecialized code an optional closure is copied and destroyed through
    /// outlined calls, where a closure is one retain.
    @exclusivity(unchecked) @usableFromInline var filter: (S.Output) throws -> Bool
    /// Whether a `filter` was fused into this operator: `sinkType` runs the fused form, with
    /// `filter`.
    @exclusivity(unchecked) @usableFromInline var isFused: Bool
    /// The sink type of the fused form, while a `filter` can still be fused into this operator:
    /// asked of `S` where the sequence is built (the caller's module, where the call is direct),
    /// not at each fusion through the conformance. Nil once fused: a second `filter` is a stage of
    /// its own.
    @exclusivity(unchecked) @usableFromInline var fusedSinkType: AnyClass?
    /// A `let`: each subscription's sink borrows it in place. A `var` of a class is copied for
    /// the call instead (through value witnesses, in this unspecialized code), and the copy
    /// destroyed.
    @usableFromInline let arguments: Arguments

    // Inlinable: built in the caller, where `Arguments` is a known type, storing the arguments
    // needs no metadata look-up (and the placeholder filter is a closure of the caller's
    // concrete types, which allocates nothing).
    @inlinable
    init(source: Observable<S.SourceElement>, arguments: Arguments) {
        self.source = source
        self.arguments = arguments
        sinkType = S.self
        isFused = false
        filter = { _ in true }
        fusedSinkType = S.fusedSinkType(arguments)
    }

    /// The fused form of `fused`, for `filter`: a copy of it, with `predicate`.
    private init(fusing fused: OperatorObservable, sinkType: S.Type, filter predicate: @escaping (S.Output) throws -> Bool) {
        source = fused.source
        arguments = fused.arguments
        self.sinkType = sinkType
        isFused = true
        filter = predicate
        fusedSinkType = nil
    }

    override func run(_ observer: ObserverNode<S.Output>) {
        if isFused {
            sinkType.init(arguments, filter: filter, downstream: observer).start(from: source)
        } else {
            sinkType.init(arguments, downstream: observer).start(from: source)
        }
    }

    override func filtered(by predicate: @escaping (S.Output) throws -> Bool, inPlace: Bool) -> FilterFusion<S.Output> {
        guard let fusedType = fusedSinkType else { return .none }
        if inPlace {
            sinkType = Self.asSinkType(fusedType)
            isFused = true
            filter = predicate
            fusedSinkType = nil
            return .fusedInPlace
        }
        return .fused(OperatorObservable(fusing: self, sinkType: Self.asSinkType(fusedType), filter: predicate))
    }

    /// The type `fusedSinkType` returned, a subclass of `S` by its contract: converted without
    /// the dynamic cast that `as?` would make at every fusion.
    private static func asSinkType(_ fusedType: AnyClass) -> S.Type {
        assert(fusedType is S.Type, "OperatorSink.fusedSinkType returned \(fusedType), not a subclass of \(S.self)")
        return unsafeBitCast(fusedType, to: S.Type.self)
    }
}

/// The arguments of an operator mapping each element to an inner sequence (`flatMap`,
/// `flatMapFirst`, `flatMapLatest`, `concatMap`, and `merge`, `concat` and `switchLatest` of a
/// sequence of sequences): how an element becomes an inner sequence, and the observer type of an
/// inner subscription, passed from the entry point so that a subscription does not look its
/// metadata up.
///
/// `select` returns the inner sequence, or hands the element of an inner `just` to the sink's
/// `deliverJust` at once and returns nil: built by the inlinable entry points in the client, where
/// the selector is usually inlined, a `just` it builds is seen going nowhere else and is kept on
/// the stack instead of being allocated (see `Just`). `select` may also return a `just`; the sink
/// then delivers it as any inner `just` (`Observable.deliverImmediately`).
///
/// A struct, not a tuple: stored as an opaque `Arguments`, a tuple's closure would be kept at
/// the most general abstraction, which costs a reabstraction thunk (and its allocation) per
/// operator and an extra call per element.
@usableFromInline
struct InnerSelection<SourceElement, Output, Inner> {
    @usableFromInline let select: InnerSelector<SourceElement, Output>
    @usableFromInline let innerType: Inner.Type

    /// The inner sequence of an element is `selector`'s result.
    @inlinable
    init<Source: ObservableConvertibleType>(
        _ selector: @escaping (SourceElement) throws -> Source,
        _ innerType: Inner.Type
    ) where Source.Element == Output {
        select = { element, deliverJust in try selector(element).asObservable().unlessDelivered(to: deliverJust) }
        self.innerType = innerType
    }

    /// The inner sequence of an element is the element itself.
    @inlinable
    init(_ innerType: Inner.Type) where SourceElement: ObservableConvertibleType, SourceElement.Element == Output {
        select = { element, deliverJust in element.asObservable().unlessDelivered(to: deliverJust) }
        self.innerType = innerType
    }
}

/// See `InnerSelection.select`.
@usableFromInline
typealias InnerSelector<SourceElement, Output> = (_ element: SourceElement, _ deliverJust: (Output) -> Void) throws -> Observable<Output>?

extension Observable {
    /// Nil once this sequence's only element went to `deliver` (a `just`), otherwise the sequence.
    @inlinable
    final func unlessDelivered(to deliver: (Element) -> Void) -> Observable<Element>? {
        deliverImmediately(deliver) ? nil : self
    }
}

/// A single closure from an element to a value of another generic type as an operator's
/// arguments (`compactMap`'s transform, `groupBy`'s key selector).
///
/// A struct rather than the bare function type, for the same reason as `InnerSelection`: an opaque
/// `Arguments` would keep the closure at the most general abstraction, and the sink's `init` would
/// then reabstract it (allocating a thunk context) on every subscription. Only for closures whose
/// parameter and result are generic: `Output == Bool` would be returned indirectly here and
/// directly in the sink, a thunk on every call; a predicate is an `OperatorPredicate`, and a
/// closure with any other concrete type in its signature gets a struct that spells it.
@usableFromInline
struct OperatorClosure<Input, Output> {
    @usableFromInline let body: (Input) throws -> Output

    @inlinable
    init(_ body: @escaping (Input) throws -> Output) {
        self.body = body
    }
}

/// A predicate as an operator's arguments (`filter`, `skip(while:)`): see `OperatorClosure`.
@usableFromInline
struct OperatorPredicate<Element> {
    @usableFromInline let body: (Element) throws -> Bool

    @inlinable
    init(_ body: @escaping (Element) throws -> Bool) {
        self.body = body
    }
}
