extension ObservableType {
    /// Transforms each element with `transform`; a thrown error ends the sequence with it.
    ///
    ///     source:           1--2--3|
    ///     map { $0 * 10 }:  10-20-30|
    @inlinable
    public func map<Result>(_ transform: @escaping (Element) throws -> Result) -> Observable<Result> {
        Map(source: asObservable(), transform: transform, sinkType: MapSink<Element, Result>.self)
    }

    /// Replaces each element with the value at `keyPath`.
    public func map<Result>(_ keyPath: KeyPath<Element, Result>) -> Observable<Result> {
        map { $0[keyPath: keyPath] }
    }
}

@usableFromInline
final class Map<Source, Result>: Observable<Result>, @unchecked Sendable {
    private let source: Observable<Source>
    private let transform: (Source) throws -> Result
    private let sinkType: MapSink<Source, Result>.Type

    @usableFromInline
    init(source: Observable<Source>, transform: @escaping (Source) throws -> Result, sinkType: MapSink<Source, Result>.Type) {
        self.source = source
        self.transform = transform
        self.sinkType = sinkType
    }

    override func run(_ observer: ObserverNode<Result>) {
        sinkType.init(transform: transform, downstream: observer).subscribe(to: source)
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
