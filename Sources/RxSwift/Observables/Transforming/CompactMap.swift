extension ObservableType {
    /// Transforms each element with `transform` and emits the non-`nil` results; a thrown error
    /// ends the sequence with it.
    ///
    ///     source:                    "1"--"a"--"3"|
    ///     compactMap { Int($0) }:    1---------3|
    public func compactMap<Result>(_ transform: @escaping (Element) throws -> Result?) -> Observable<Result> {
        CompactMap(source: asObservable(), transform: transform)
    }
}

final class CompactMap<Source, Result>: Observable<Result>, @unchecked Sendable {
    private let source: Observable<Source>
    private let transform: (Source) throws -> Result?

    init(source: Observable<Source>, transform: @escaping (Source) throws -> Result?) {
        self.source = source
        self.transform = transform
    }

    override func run(_ observer: ObserverNode<Result>) {
        CompactMapSink(transform: transform, downstream: observer).subscribe(to: source)
    }
}

private final class CompactMapSink<Source, Result>: Sink<Source, Result>, @unchecked Sendable {
    // @unchecked Sendable: immutable; elements arrive one at a time, as the grammar requires.
    private let transform: (Source) throws -> Result?

    init(transform: @escaping (Source) throws -> Result?, downstream: ObserverNode<Result>) {
        self.transform = transform
        super.init(downstream: downstream)
    }

    override func onNext(_ element: Source) {
        let result: Result?
        do {
            result = try transform(element)
        } catch {
            fail(error)
            return
        }
        if let result {
            downstream.onNext(result)
        }
    }
}
