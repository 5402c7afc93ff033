// GENERATED FILE, do not edit: the template is Scripts/Combining+arity.template.
// Regenerate with `swift Scripts/generate-arities.swift` (`--check` fails when this file is stale).

extension PrimitiveSequenceType where Trait == SingleTrait {
    /// Succeeds with `resultSelector` applied to the elements of all the `Single`s, once all
    /// succeeded.
    ///
    /// Fails with the first error, from a source or thrown by `resultSelector`, and then disposes
    /// the others.
    public static func zip<E1, E2>(_ source1: PrimitiveSequence<Trait, E1>, _ source2: PrimitiveSequence<Trait, E2>, resultSelector: @escaping (E1, E2) throws -> Element) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: Observable<Element>.zip(source1.source, source2.source, resultSelector: resultSelector))
    }
}

extension PrimitiveSequenceType where Trait == SingleTrait, Element == Any {
    /// Succeeds with the tuple of the elements of all the `Single`s, once all succeeded; fails
    /// with the first error.
    public static func zip<E1, E2>(_ source1: PrimitiveSequence<Trait, E1>, _ source2: PrimitiveSequence<Trait, E2>) -> PrimitiveSequence<Trait, (E1, E2)> {
        PrimitiveSequence(raw: Observable<(E1, E2)>.zip(source1.source, source2.source, resultSelector: { ($0, $1) }))
    }
}

extension PrimitiveSequenceType where Trait == SingleTrait {
    /// Succeeds with `resultSelector` applied to the elements of all the `Single`s, once all
    /// succeeded.
    ///
    /// Fails with the first error, from a source or thrown by `resultSelector`, and then disposes
    /// the others.
    public static func zip<E1, E2, E3>(_ source1: PrimitiveSequence<Trait, E1>, _ source2: PrimitiveSequence<Trait, E2>, _ source3: PrimitiveSequence<Trait, E3>, resultSelector: @escaping (E1, E2, E3) throws -> Element) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: Observable<Element>.zip(source1.source, source2.source, source3.source, resultSelector: resultSelector))
    }
}

extension PrimitiveSequenceType where Trait == SingleTrait, Element == Any {
    /// Succeeds with the tuple of the elements of all the `Single`s, once all succeeded; fails
    /// with the first error.
    public static func zip<E1, E2, E3>(_ source1: PrimitiveSequence<Trait, E1>, _ source2: PrimitiveSequence<Trait, E2>, _ source3: PrimitiveSequence<Trait, E3>) -> PrimitiveSequence<Trait, (E1, E2, E3)> {
        PrimitiveSequence(raw: Observable<(E1, E2, E3)>.zip(source1.source, source2.source, source3.source, resultSelector: { ($0, $1, $2) }))
    }
}

extension PrimitiveSequenceType where Trait == SingleTrait {
    /// Succeeds with `resultSelector` applied to the elements of all the `Single`s, once all
    /// succeeded.
    ///
    /// Fails with the first error, from a source or thrown by `resultSelector`, and then disposes
    /// the others.
    public static func zip<E1, E2, E3, E4>(_ source1: PrimitiveSequence<Trait, E1>, _ source2: PrimitiveSequence<Trait, E2>, _ source3: PrimitiveSequence<Trait, E3>, _ source4: PrimitiveSequence<Trait, E4>, resultSelector: @escaping (E1, E2, E3, E4) throws -> Element) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: Observable<Element>.zip(source1.source, source2.source, source3.source, source4.source, resultSelector: resultSelector))
    }
}

extension PrimitiveSequenceType where Trait == SingleTrait, Element == Any {
    /// Succeeds with the tuple of the elements of all the `Single`s, once all succeeded; fails
    /// with the first error.
    public static func zip<E1, E2, E3, E4>(_ source1: PrimitiveSequence<Trait, E1>, _ source2: PrimitiveSequence<Trait, E2>, _ source3: PrimitiveSequence<Trait, E3>, _ source4: PrimitiveSequence<Trait, E4>) -> PrimitiveSequence<Trait, (E1, E2, E3, E4)> {
        PrimitiveSequence(raw: Observable<(E1, E2, E3, E4)>.zip(source1.source, source2.source, source3.source, source4.source, resultSelector: { ($0, $1, $2, $3) }))
    }
}

extension PrimitiveSequenceType where Trait == SingleTrait {
    /// Succeeds with `resultSelector` applied to the elements of all the `Single`s, once all
    /// succeeded.
    ///
    /// Fails with the first error, from a source or thrown by `resultSelector`, and then disposes
    /// the others.
    public static func zip<E1, E2, E3, E4, E5>(_ source1: PrimitiveSequence<Trait, E1>, _ source2: PrimitiveSequence<Trait, E2>, _ source3: PrimitiveSequence<Trait, E3>, _ source4: PrimitiveSequence<Trait, E4>, _ source5: PrimitiveSequence<Trait, E5>, resultSelector: @escaping (E1, E2, E3, E4, E5) throws -> Element) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: Observable<Element>.zip(source1.source, source2.source, source3.source, source4.source, source5.source, resultSelector: resultSelector))
    }
}

extension PrimitiveSequenceType where Trait == SingleTrait, Element == Any {
    /// Succeeds with the tuple of the elements of all the `Single`s, once all succeeded; fails
    /// with the first error.
    public static func zip<E1, E2, E3, E4, E5>(_ source1: PrimitiveSequence<Trait, E1>, _ source2: PrimitiveSequence<Trait, E2>, _ source3: PrimitiveSequence<Trait, E3>, _ source4: PrimitiveSequence<Trait, E4>, _ source5: PrimitiveSequence<Trait, E5>) -> PrimitiveSequence<Trait, (E1, E2, E3, E4, E5)> {
        PrimitiveSequence(raw: Observable<(E1, E2, E3, E4, E5)>.zip(source1.source, source2.source, source3.source, source4.source, source5.source, resultSelector: { ($0, $1, $2, $3, $4) }))
    }
}

extension PrimitiveSequenceType where Trait == SingleTrait {
    /// Succeeds with `resultSelector` applied to the elements of all the `Single`s, once all
    /// succeeded.
    ///
    /// Fails with the first error, from a source or thrown by `resultSelector`, and then disposes
    /// the others.
    public static func zip<E1, E2, E3, E4, E5, E6>(_ source1: PrimitiveSequence<Trait, E1>, _ source2: PrimitiveSequence<Trait, E2>, _ source3: PrimitiveSequence<Trait, E3>, _ source4: PrimitiveSequence<Trait, E4>, _ source5: PrimitiveSequence<Trait, E5>, _ source6: PrimitiveSequence<Trait, E6>, resultSelector: @escaping (E1, E2, E3, E4, E5, E6) throws -> Element) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: Observable<Element>.zip(source1.source, source2.source, source3.source, source4.source, source5.source, source6.source, resultSelector: resultSelector))
    }
}

extension PrimitiveSequenceType where Trait == SingleTrait, Element == Any {
    /// Succeeds with the tuple of the elements of all the `Single`s, once all succeeded; fails
    /// with the first error.
    public static func zip<E1, E2, E3, E4, E5, E6>(_ source1: PrimitiveSequence<Trait, E1>, _ source2: PrimitiveSequence<Trait, E2>, _ source3: PrimitiveSequence<Trait, E3>, _ source4: PrimitiveSequence<Trait, E4>, _ source5: PrimitiveSequence<Trait, E5>, _ source6: PrimitiveSequence<Trait, E6>) -> PrimitiveSequence<Trait, (E1, E2, E3, E4, E5, E6)> {
        PrimitiveSequence(raw: Observable<(E1, E2, E3, E4, E5, E6)>.zip(source1.source, source2.source, source3.source, source4.source, source5.source, source6.source, resultSelector: { ($0, $1, $2, $3, $4, $5) }))
    }
}

extension PrimitiveSequenceType where Trait == SingleTrait {
    /// Succeeds with `resultSelector` applied to the elements of all the `Single`s, once all
    /// succeeded.
    ///
    /// Fails with the first error, from a source or thrown by `resultSelector`, and then disposes
    /// the others.
    public static func zip<E1, E2, E3, E4, E5, E6, E7>(_ source1: PrimitiveSequence<Trait, E1>, _ source2: PrimitiveSequence<Trait, E2>, _ source3: PrimitiveSequence<Trait, E3>, _ source4: PrimitiveSequence<Trait, E4>, _ source5: PrimitiveSequence<Trait, E5>, _ source6: PrimitiveSequence<Trait, E6>, _ source7: PrimitiveSequence<Trait, E7>, resultSelector: @escaping (E1, E2, E3, E4, E5, E6, E7) throws -> Element) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: Observable<Element>.zip(source1.source, source2.source, source3.source, source4.source, source5.source, source6.source, source7.source, resultSelector: resultSelector))
    }
}

extension PrimitiveSequenceType where Trait == SingleTrait, Element == Any {
    /// Succeeds with the tuple of the elements of all the `Single`s, once all succeeded; fails
    /// with the first error.
    public static func zip<E1, E2, E3, E4, E5, E6, E7>(_ source1: PrimitiveSequence<Trait, E1>, _ source2: PrimitiveSequence<Trait, E2>, _ source3: PrimitiveSequence<Trait, E3>, _ source4: PrimitiveSequence<Trait, E4>, _ source5: PrimitiveSequence<Trait, E5>, _ source6: PrimitiveSequence<Trait, E6>, _ source7: PrimitiveSequence<Trait, E7>) -> PrimitiveSequence<Trait, (E1, E2, E3, E4, E5, E6, E7)> {
        PrimitiveSequence(raw: Observable<(E1, E2, E3, E4, E5, E6, E7)>.zip(source1.source, source2.source, source3.source, source4.source, source5.source, source6.source, source7.source, resultSelector: { ($0, $1, $2, $3, $4, $5, $6) }))
    }
}

extension PrimitiveSequenceType where Trait == SingleTrait {
    /// Succeeds with `resultSelector` applied to the elements of all the `Single`s, once all
    /// succeeded.
    ///
    /// Fails with the first error, from a source or thrown by `resultSelector`, and then disposes
    /// the others.
    public static func zip<E1, E2, E3, E4, E5, E6, E7, E8>(_ source1: PrimitiveSequence<Trait, E1>, _ source2: PrimitiveSequence<Trait, E2>, _ source3: PrimitiveSequence<Trait, E3>, _ source4: PrimitiveSequence<Trait, E4>, _ source5: PrimitiveSequence<Trait, E5>, _ source6: PrimitiveSequence<Trait, E6>, _ source7: PrimitiveSequence<Trait, E7>, _ source8: PrimitiveSequence<Trait, E8>, resultSelector: @escaping (E1, E2, E3, E4, E5, E6, E7, E8) throws -> Element) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: Observable<Element>.zip(source1.source, source2.source, source3.source, source4.source, source5.source, source6.source, source7.source, source8.source, resultSelector: resultSelector))
    }
}

extension PrimitiveSequenceType where Trait == SingleTrait, Element == Any {
    /// Succeeds with the tuple of the elements of all the `Single`s, once all succeeded; fails
    /// with the first error.
    public static func zip<E1, E2, E3, E4, E5, E6, E7, E8>(_ source1: PrimitiveSequence<Trait, E1>, _ source2: PrimitiveSequence<Trait, E2>, _ source3: PrimitiveSequence<Trait, E3>, _ source4: PrimitiveSequence<Trait, E4>, _ source5: PrimitiveSequence<Trait, E5>, _ source6: PrimitiveSequence<Trait, E6>, _ source7: PrimitiveSequence<Trait, E7>, _ source8: PrimitiveSequence<Trait, E8>) -> PrimitiveSequence<Trait, (E1, E2, E3, E4, E5, E6, E7, E8)> {
        PrimitiveSequence(raw: Observable<(E1, E2, E3, E4, E5, E6, E7, E8)>.zip(source1.source, source2.source, source3.source, source4.source, source5.source, source6.source, source7.source, source8.source, resultSelector: { ($0, $1, $2, $3, $4, $5, $6, $7) }))
    }
}
