extension ObservableType {
    /// Transforms each element with `transform`; a thrown error ends the sequence with it.
    ///
    ///     source:           1--2--3|
    ///     map { $0 * 10 }:  10-20-30|
    @inlinable
    public func map<Result>(_ transform: @escaping (Element) throws -> Result) -> Observable<Result> {
        Map(source: asObservable(), transform: transform, types: MapTypes<Element, Result>())
    }

    /// Replaces each element with the value at `keyPath`.
    public func map<Result>(_ keyPath: KeyPath<Element, Result>) -> Observable<Result> {
        map { $0[keyPath: keyPath] }
    }
}

/// The classes `map` instantiates, resolved where the element types are known (the caller's
/// module), so that creating them costs no generic-metadata look-up (see ARCHITECTURE.md).
@usableFromInline
struct MapTypes<Source, Result> {
    @usableFromInline let sink: MapSink<Source, Result>.Type
    @usableFromInline let fused: MapFilter<Source, Result>.Type
    @usableFromInline let fusedSink: MapFilterSink<Source, Result>.Type

    @inlinable
    init() {
        sink = MapSink<Source, Result>.self
        fused = MapFilter<Source, Result>.self
        fusedSink = MapFilterSink<Source, Result>.self
    }
}

@usableFromInline
final class Map<Source, Result>: Observable<Result>, @unchecked Sendable {
    private let source: Observable<Source>
    private let transform: (Source) throws -> Result
    private let types: MapTypes<Source, Result>

    @usableFromInline
    init(source: Observable<Source>, transform: @escaping (Source) throws -> Result, types: MapTypes<Source, Result>) {
        self.source = source
        self.transform = transform
        self.types = types
    }

    override func run(_ observer: ObserverNode<Result>) {
        types.sink.init(transform: transform, downstream: observer).subscribe(to: source)
    }

    /// `map` followed by `filter` runs as one stage (see MapFilter.swift).
    override func filtered(by predicate: @escaping (Result) throws -> Bool) -> Observable<Result>? {
        types.fused.init(source: source, transform: transform, predicate: predicate, sinkType: types.fusedSink)
    }
}

@usableFromInline
final class MapSink<Source, Result>: Sink<Source, Result>, @unchecked Sendable {
    private let transform: (Source) throws -> Result

    init(transform: @escaping (Source) throws -> Result, downstream: ObserverNode<Result>) {
        self.transform = transform
        super.init(downstream: downstream)
    }

    override func onNext(_ element: Source) {
        do {
            // Passing the result straight on avoids moving it through a temporary.
            downstream.onNext(try transform(element))
        } catch {
            fail(error)
        }
    }
}
