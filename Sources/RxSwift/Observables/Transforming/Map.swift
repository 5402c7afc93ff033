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
// is common enough to deserve it. `filter` applied to a `map` gives the map's arguments its
// predicate (`MapSink.fuse(filter:into:)`): in place when the `map` sequence is referenced by
// nothing else (a temporary, as in the line above), so the chain allocates one sequence for the
// two operators; otherwise in a copy, and the `map` stays as it was for its other users. What
// the subscriber observes is the same (order, errors from either closure, disposal); each
// element costs one stage instead of two, and each subscription allocates one sink instead of
// two.

/// `map`'s transform, the predicate of a `filter` fused into it, and the sink type of the fused
/// form, resolved where the element types are known (the caller's module): the library then
/// fuses without a generic-metadata look-up (see ARCHITECTURE.md, "Hot operators").
///
/// Without a `filter`, `predicate` is a placeholder that `MapSink` never calls (`MapFilterSink`
/// does): a non-optional closure is called from a sink's stored property as it is, where an
/// optional one would be copied (a retain and a release) on every element.
@usableFromInline
struct MapArguments<Source, Result> {
    @usableFromInline let transform: (Source) throws -> Result
    @usableFromInline var predicate: (Result) throws -> Bool
    @usableFromInline let fusedSinkType: MapFilterSink<Source, Result>.Type

    // Inlinable: the placeholder is then a closure of the caller's concrete types, which
    // allocates nothing.
    @inlinable
    init(_ transform: @escaping (Source) throws -> Result) {
        self.transform = transform
        predicate = { _ in true }
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

    override func receive(_ element: Source) {
        do {
            // Passing the result straight on avoids moving it through a temporary.
            downstream.receive(try transform(element))
        } catch {
            fail(error)
        }
    }

    /// A `filter` after this `map` becomes part of it, run by `MapFilterSink`.
    @usableFromInline
    class func fuse(filter predicate: @escaping (Result) throws -> Bool, into arguments: inout MapArguments<Source, Result>) -> AnyClass? {
        arguments.predicate = predicate
        return arguments.fusedSinkType
    }
}

/// `map` followed by `filter`, as one stage.
@usableFromInline
final class MapFilterSink<Source, Result>: MapSink<Source, Result>, @unchecked Sendable {
    private let predicate: (Result) throws -> Bool

    @usableFromInline
    required init(_ arguments: borrowing MapArguments<Source, Result>, downstream: ObserverNode<Result>) {
        predicate = arguments.predicate
        super.init(arguments, downstream: downstream)
    }

    override func receive(_ element: Source) {
        do {
            let result = try transform(element)
            if try predicate(result) {
                downstream.receive(result)
            }
        } catch {
            fail(error)
        }
    }

    /// A second `filter` is a stage of its own.
    @usableFromInline
    override class func fuse(filter predicate: @escaping (Result) throws -> Bool, into arguments: inout MapArguments<Source, Result>) -> AnyClass? {
        nil
    }
}
