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

/// `map`'s transform, and the type of the sequence that `map` followed by `filter` becomes,
/// resolved where the element types are known (the caller's module): the library then makes the
/// fused sequence without a generic-metadata look-up (see ARCHITECTURE.md).
@usableFromInline
struct MapArguments<Source, Result> {
    @usableFromInline let transform: (Source) throws -> Result
    @usableFromInline let fusedType: OperatorObservable<MapFilterSink<Source, Result>, MapFilterArguments<Source, Result>>.Type

    @inlinable
    init(_ transform: @escaping (Source) throws -> Result) {
        self.transform = transform
        fusedType = OperatorObservable<MapFilterSink<Source, Result>, MapFilterArguments<Source, Result>>.self
    }
}

@usableFromInline
final class MapSink<Source, Result>: Sink<Source, Result>, OperatorSink, @unchecked Sendable {
    // @unchecked Sendable: immutable; elements arrive one at a time, as the grammar requires.
    private let transform: (Source) throws -> Result

    @usableFromInline
    init(_ arguments: borrowing MapArguments<Source, Result>, downstream: ObserverNode<Result>) {
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

    /// `map` followed by `filter` runs as one stage (see MapFilter.swift).
    @usableFromInline
    static func filtered(
        _ source: Observable<Source>,
        arguments: borrowing MapArguments<Source, Result>,
        by predicate: @escaping (Result) throws -> Bool
    ) -> Observable<Result>? {
        arguments.fusedType.init(source: source, arguments: MapFilterArguments(transform: arguments.transform, predicate: predicate))
    }
}
