extension ObservableType {
    /// Transforms each element with `transform`; a thrown error ends the sequence with it.
    ///
    ///     source:           1--2--3|
    ///     map { $0 * 10 }:  10-20-30|
    @inlinable
    public func map<Result>(_ transform: @escaping (Element) throws -> Result) -> Observable<Result> {
        OperatorObservable<MapSink<Element, Result>, _>(source: asObservable(), arguments: MapArguments(transform))
    }

    /// Replaces each element with the value at `keyPath`.
    public func map<Result>(_ keyPath: KeyPath<Element, Result>) -> Observable<Result> {
        map { $0[keyPath: keyPath] }
    }
}

// `map` followed by `filter` runs as one stage:
//
//     source.map(transform).filter(predicate)
//
// is common enough to deserve it. `filter` applied to a `map` gives the map's sequence its
// predicate and the fused sink type (`MapSink.fusedSinkType(_:)`): in place when the `map`
// sequence is referenced by nothing else (a temporary, as in the line above), so the chain
// allocates one sequence for the two operators; otherwise in a copy, and the `map` stays as it
// was for its other users. What the subscriber observes is the same (order, errors from either
// closure, disposal); each element costs one stage instead of two, and each subscription
// allocates one sink instead of two.

/// `map`'s transform and the sink type of its fused form, resolved where the element types are
/// known (the caller's module): the library then fuses without a generic-metadata look-up (see
/// ARCHITECTURE.md, "Hot operators").
@usableFromInline
struct MapArguments<Source, Result> {
    @usableFromInline let transform: (Source) throws -> Result
    @usableFromInline let fusedSinkType: MapFilterSink<Source, Result>.Type

    @inlinable
    init(_ transform: @escaping (Source) throws -> Result) {
        self.transform = transform
        fusedSinkType = MapFilterSink<Source, Result>.self
    }
}

@usableFromInline
class MapSink<Source, Result>: Sink<Source, Result>, OperatorSink, @unchecked Sendable {
    // @unchecked Sendable: immutable; elements arrive one at a time, as the grammar requires.
    fileprivate let transform: (Source) throws -> Result

    @usableFromInline
    required init(_ arguments: borrowing MapArguments<Source, Result>, downstream: ObserverNode<Result>) {
        transform = arguments.transform
        super.init(downstream: downstream)
    }

    /// Only `MapFilterSink`, the fused form, is made with a filter. Required all the same: a
    /// `filter` fuses in place into a `map` sequence already built for `MapSink`, so the fused
    /// sink is a subclass made through an initializer of `MapSink`'s (see `OperatorObservable`).
    @usableFromInline
    required init(_ arguments: borrowing MapArguments<Source, Result>, filter: @escaping (Result) throws -> Bool, downstream: ObserverNode<Result>) {
        rxAbstractMethod()
    }

    override func receive(_ element: Source) {
        do {
            let result = try transform(element)
            // The transform may have disposed the subscription (see `Sink`).
            guard !isDisposed else { return }
            downstream.receive(result)
        } catch {
            fail(error)
        }
    }

    /// A `filter` after this `map` becomes part of it, run by `MapFilterSink`.
    @usableFromInline
    class func fusedSinkType(_ arguments: borrowing MapArguments<Source, Result>) -> AnyClass? {
        arguments.fusedSinkType
    }
}

/// `map` followed by `filter`, as one stage.
@usableFromInline
final class MapFilterSink<Source, Result>: MapSink<Source, Result>, @unchecked Sendable {
    // @unchecked Sendable: adds only the immutable `predicate`; see MapSink.
    private let predicate: (Result) throws -> Bool

    /// Only `MapSink` is made without a filter.
    @usableFromInline
    required init(_ arguments: borrowing MapArguments<Source, Result>, downstream: ObserverNode<Result>) {
        rxAbstractMethod()
    }

    @usableFromInline
    required init(_ arguments: borrowing MapArguments<Source, Result>, filter: @escaping (Result) throws -> Bool, downstream: ObserverNode<Result>) {
        predicate = filter
        super.init(arguments, downstream: downstream)
    }

    override func receive(_ element: Source) {
        do {
            let result = try transform(element)
            // Each closure may have disposed the subscription, as in two sinks (see `Sink`).
            guard !isDisposed else { return }
            if try predicate(result), !isDisposed {
                downstream.receive(result)
            }
        } catch {
            fail(error)
        }
    }
}
