// `map` followed by `filter`, fused into one stage.
//
//     source.map(transform).filter(predicate)
//
// is common enough to deserve it: `filter` applied to a `Map` builds a `MapFilter` over the
// map's source instead of a second stage. What the subscriber observes is the same (order,
// errors from either closure, disposal); each element costs one stage instead of two, and each
// subscription allocates one sink instead of two. The `Map` itself is left untouched and can
// still be subscribed on its own.

@usableFromInline
final class MapFilter<Source, Result>: Observable<Result>, @unchecked Sendable {
    private let source: Observable<Source>
    private let transform: (Source) throws -> Result
    private let predicate: (Result) throws -> Bool
    private let sinkType: MapFilterSink<Source, Result>.Type

    required init(source: Observable<Source>, transform: @escaping (Source) throws -> Result, predicate: @escaping (Result) throws -> Bool, sinkType: MapFilterSink<Source, Result>.Type) {
        self.source = source
        self.transform = transform
        self.predicate = predicate
        self.sinkType = sinkType
    }

    override func run(_ observer: ObserverNode<Result>) {
        sinkType.init(transform: transform, predicate: predicate, downstream: observer).subscribe(to: source)
    }
}

@usableFromInline
final class MapFilterSink<Source, Result>: Sink<Source, Result>, @unchecked Sendable {
    private let transform: (Source) throws -> Result
    private let predicate: (Result) throws -> Bool

    required init(transform: @escaping (Source) throws -> Result, predicate: @escaping (Result) throws -> Bool, downstream: ObserverNode<Result>) {
        self.transform = transform
        self.predicate = predicate
        super.init(downstream: downstream)
    }

    override func onNext(_ element: Source) {
        do {
            let result = try transform(element)
            if try predicate(result) {
                downstream.onNext(result)
            }
        } catch {
            fail(error)
        }
    }
}
