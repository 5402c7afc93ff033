extension ObservableType {
    /// Emits only the elements that satisfy `predicate`; a thrown error ends the sequence with it.
    ///
    ///     source:                1--2--3--4|
    ///     filter { $0.isEven }:  ---2-----4|
    @inlinable
    public func filter(_ predicate: @escaping (Element) throws -> Bool) -> Observable<Element> {
        let source = asObservable()
        return source.filtered(by: predicate) ?? Filter(source: source, predicate: predicate, sinkType: FilterSink<Element>.self)
    }
}

@usableFromInline
final class Filter<Element>: Observable<Element>, @unchecked Sendable {
    private let source: Observable<Element>
    private let predicate: (Element) throws -> Bool
    private let sinkType: FilterSink<Element>.Type

    @usableFromInline
    init(source: Observable<Element>, predicate: @escaping (Element) throws -> Bool, sinkType: FilterSink<Element>.Type) {
        self.source = source
        self.predicate = predicate
        self.sinkType = sinkType
    }

    override func run(_ observer: ObserverNode<Element>) {
        sinkType.init(predicate: predicate, downstream: observer).subscribe(to: source)
    }
}

@usableFromInline
final class FilterSink<Element>: Sink<Element, Element>, @unchecked Sendable {
    private let predicate: (Element) throws -> Bool

    init(predicate: @escaping (Element) throws -> Bool, downstream: ObserverNode<Element>) {
        self.predicate = predicate
        super.init(downstream: downstream)
    }

    override func onNext(_ element: Element) {
        let isIncluded: Bool
        do {
            isIncluded = try predicate(element)
        } catch {
            fail(error)
            return
        }
        if isIncluded {
            downstream.onNext(element)
        }
    }
}
