// `map` followed by `filter`, fused into one stage.
//
//     source.map(transform).filter(predicate)
//
// is common enough to deserve it: `filter` applied to a `map` builds a sequence of
// `MapFilterSink` over the map's source instead of a second stage (`MapSink.filtered`). What the
// subscriber observes is the same (order, errors from either closure, disposal); each element
// costs one stage instead of two, and each subscription allocates one sink instead of two. The
// `map` itself is left untouched and can still be subscribed on its own.

@usableFromInline
struct MapFilterArguments<Source, Result> {
    let transform: (Source) throws -> Result
    let predicate: (Result) throws -> Bool

    // Always inlined: built by `MapSink.filtered`, whose unspecialized code would otherwise call
    // out just to pair two closures.
    @inline(__always)
    init(transform: @escaping (Source) throws -> Result, predicate: @escaping (Result) throws -> Bool) {
        self.transform = transform
        self.predicate = predicate
    }
}

@usableFromInline
final class MapFilterSink<Source, Result>: Sink<Source, Result>, OperatorSink, @unchecked Sendable {
    // @unchecked Sendable: immutable; elements arrive one at a time, as the grammar requires.
    private let transform: (Source) throws -> Result
    private let predicate: (Result) throws -> Bool

    @usableFromInline
    init(_ arguments: borrowing MapFilterArguments<Source, Result>, downstream: ObserverNode<Result>) {
        transform = arguments.transform
        predicate = arguments.predicate
        super.init(downstream: downstream)
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
}
