extension ObservableType {
    /// Emits only the elements that satisfy `predicate`; a thrown error ends the sequence with it.
    ///
    ///     source:                1--2--3--4|
    ///     filter { $0.isEven }:  ---2-----4|
    @inlinable
    public consuming func filter(_ predicate: @escaping (Element) throws -> Bool) -> Observable<Element> {
        // Consuming, so that a source referenced by nothing else (the temporary of
        // `source.map(f).filter(p)`) is seen as such: `map` then takes the predicate in place
        // instead of allocating a fused sequence (see Map.swift). An explicit `borrowing`
        // parameter needs `copy` before `.filter` for that reason (README, "Differences").
        var source = asObservable()
        _ = consume self
        let inPlace = isKnownUniquelyReferenced(&source) && hasNoWeakOrUnownedReferences(source)
        switch source.filtered(by: predicate, inPlace: inPlace) {
        case .fusedInPlace:
            return source
        case .fused(let fused):
            return fused
        case .none:
            return OperatorObservable<FilterSink<Element>, _>(source: source, arguments: OperatorPredicate(predicate))
        }
    }
}

@usableFromInline
final class FilterSink<Element>: Sink<Element, Element>, OperatorSink, @unchecked Sendable {
    // @unchecked Sendable: immutable; elements arrive one at a time, as the grammar requires.
    private let predicate: (Element) throws -> Bool

    @usableFromInline
    init(_ predicate: borrowing OperatorPredicate<Element>, downstream: ObserverNode<Element>) {
        self.predicate = predicate.body
        super.init(downstream: downstream)
    }

    override func receive(_ element: Element) {
        let isIncluded: Bool
        do {
            isIncluded = try predicate(element)
        } catch {
            fail(error)
            return
        }
        if isIncluded, !isDisposed {
            downstream.receive(element)
        }
    }
}
