// GENERATED FILE, do not edit: the template is Scripts/Combining+arity.template.
// Regenerate with `swift Scripts/generate-arities.swift` (`--check` fails when this file is stale).

extension InfallibleType {
    /// Combines the sources' elements in order with `resultSelector`; see `ObservableType.zip`.
    ///
    /// `resultSelector` must not throw (see `Infallible.deferred`): an `Infallible` cannot
    /// deliver the error.
    public static func zip<I1: InfallibleType, I2: InfallibleType>(_ source1: I1, _ source2: I2, resultSelector: @escaping (I1.Element, I2.Element) throws -> Element) -> Infallible<Element> {
        Observable<Element>.zip(source1.asObservable(), source2.asObservable(), resultSelector: resultSelector)
            .infallible(thrower: "zip: the result selector")
    }
}

extension InfallibleType where Element == Any {
    /// Tuples of the sources' elements in order: the first element of each, then the second of
    /// each, and so on.
    public static func zip<I1: InfallibleType, I2: InfallibleType>(_ source1: I1, _ source2: I2) -> Infallible<(I1.Element, I2.Element)> {
        Infallible(Observable<(I1.Element, I2.Element)>.zip(source1.asObservable(), source2.asObservable(), resultSelector: { ($0, $1) }))
    }
}

extension InfallibleType {
    /// Combines the sources' elements in order with `resultSelector`; see `ObservableType.zip`.
    ///
    /// `resultSelector` must not throw (see `Infallible.deferred`): an `Infallible` cannot
    /// deliver the error.
    public static func zip<I1: InfallibleType, I2: InfallibleType, I3: InfallibleType>(_ source1: I1, _ source2: I2, _ source3: I3, resultSelector: @escaping (I1.Element, I2.Element, I3.Element) throws -> Element) -> Infallible<Element> {
        Observable<Element>.zip(source1.asObservable(), source2.asObservable(), source3.asObservable(), resultSelector: resultSelector)
            .infallible(thrower: "zip: the result selector")
    }
}

extension InfallibleType where Element == Any {
    /// Tuples of the sources' elements in order: the first element of each, then the second of
    /// each, and so on.
    public static func zip<I1: InfallibleType, I2: InfallibleType, I3: InfallibleType>(_ source1: I1, _ source2: I2, _ source3: I3) -> Infallible<(I1.Element, I2.Element, I3.Element)> {
        Infallible(Observable<(I1.Element, I2.Element, I3.Element)>.zip(source1.asObservable(), source2.asObservable(), source3.asObservable(), resultSelector: { ($0, $1, $2) }))
    }
}

extension InfallibleType {
    /// Combines the sources' elements in order with `resultSelector`; see `ObservableType.zip`.
    ///
    /// `resultSelector` must not throw (see `Infallible.deferred`): an `Infallible` cannot
    /// deliver the error.
    public static func zip<I1: InfallibleType, I2: InfallibleType, I3: InfallibleType, I4: InfallibleType>(_ source1: I1, _ source2: I2, _ source3: I3, _ source4: I4, resultSelector: @escaping (I1.Element, I2.Element, I3.Element, I4.Element) throws -> Element) -> Infallible<Element> {
        Observable<Element>.zip(source1.asObservable(), source2.asObservable(), source3.asObservable(), source4.asObservable(), resultSelector: resultSelector)
            .infallible(thrower: "zip: the result selector")
    }
}

extension InfallibleType where Element == Any {
    /// Tuples of the sources' elements in order: the first element of each, then the second of
    /// each, and so on.
    public static func zip<I1: InfallibleType, I2: InfallibleType, I3: InfallibleType, I4: InfallibleType>(_ source1: I1, _ source2: I2, _ source3: I3, _ source4: I4) -> Infallible<(I1.Element, I2.Element, I3.Element, I4.Element)> {
        Infallible(Observable<(I1.Element, I2.Element, I3.Element, I4.Element)>.zip(source1.asObservable(), source2.asObservable(), source3.asObservable(), source4.asObservable(), resultSelector: { ($0, $1, $2, $3) }))
    }
}

extension InfallibleType {
    /// Combines the sources' elements in order with `resultSelector`; see `ObservableType.zip`.
    ///
    /// `resultSelector` must not throw (see `Infallible.deferred`): an `Infallible` cannot
    /// deliver the error.
    public static func zip<I1: InfallibleType, I2: InfallibleType, I3: InfallibleType, I4: InfallibleType, I5: InfallibleType>(_ source1: I1, _ source2: I2, _ source3: I3, _ source4: I4, _ source5: I5, resultSelector: @escaping (I1.Element, I2.Element, I3.Element, I4.Element, I5.Element) throws -> Element) -> Infallible<Element> {
        Observable<Element>.zip(source1.asObservable(), source2.asObservable(), source3.asObservable(), source4.asObservable(), source5.asObservable(), resultSelector: resultSelector)
            .infallible(thrower: "zip: the result selector")
    }
}

extension InfallibleType where Element == Any {
    /// Tuples of the sources' elements in order: the first element of each, then the second of
    /// each, and so on.
    public static func zip<I1: InfallibleType, I2: InfallibleType, I3: InfallibleType, I4: InfallibleType, I5: InfallibleType>(_ source1: I1, _ source2: I2, _ source3: I3, _ source4: I4, _ source5: I5) -> Infallible<(I1.Element, I2.Element, I3.Element, I4.Element, I5.Element)> {
        Infallible(Observable<(I1.Element, I2.Element, I3.Element, I4.Element, I5.Element)>.zip(source1.asObservable(), source2.asObservable(), source3.asObservable(), source4.asObservable(), source5.asObservable(), resultSelector: { ($0, $1, $2, $3, $4) }))
    }
}

extension InfallibleType {
    /// Combines the sources' elements in order with `resultSelector`; see `ObservableType.zip`.
    ///
    /// `resultSelector` must not throw (see `Infallible.deferred`): an `Infallible` cannot
    /// deliver the error.
    public static func zip<I1: InfallibleType, I2: InfallibleType, I3: InfallibleType, I4: InfallibleType, I5: InfallibleType, I6: InfallibleType>(_ source1: I1, _ source2: I2, _ source3: I3, _ source4: I4, _ source5: I5, _ source6: I6, resultSelector: @escaping (I1.Element, I2.Element, I3.Element, I4.Element, I5.Element, I6.Element) throws -> Element) -> Infallible<Element> {
        Observable<Element>.zip(source1.asObservable(), source2.asObservable(), source3.asObservable(), source4.asObservable(), source5.asObservable(), source6.asObservable(), resultSelector: resultSelector)
            .infallible(thrower: "zip: the result selector")
    }
}

extension InfallibleType where Element == Any {
    /// Tuples of the sources' elements in order: the first element of each, then the second of
    /// each, and so on.
    public static func zip<I1: InfallibleType, I2: InfallibleType, I3: InfallibleType, I4: InfallibleType, I5: InfallibleType, I6: InfallibleType>(_ source1: I1, _ source2: I2, _ source3: I3, _ source4: I4, _ source5: I5, _ source6: I6) -> Infallible<(I1.Element, I2.Element, I3.Element, I4.Element, I5.Element, I6.Element)> {
        Infallible(Observable<(I1.Element, I2.Element, I3.Element, I4.Element, I5.Element, I6.Element)>.zip(source1.asObservable(), source2.asObservable(), source3.asObservable(), source4.asObservable(), source5.asObservable(), source6.asObservable(), resultSelector: { ($0, $1, $2, $3, $4, $5) }))
    }
}

extension InfallibleType {
    /// Combines the sources' elements in order with `resultSelector`; see `ObservableType.zip`.
    ///
    /// `resultSelector` must not throw (see `Infallible.deferred`): an `Infallible` cannot
    /// deliver the error.
    public static func zip<I1: InfallibleType, I2: InfallibleType, I3: InfallibleType, I4: InfallibleType, I5: InfallibleType, I6: InfallibleType, I7: InfallibleType>(_ source1: I1, _ source2: I2, _ source3: I3, _ source4: I4, _ source5: I5, _ source6: I6, _ source7: I7, resultSelector: @escaping (I1.Element, I2.Element, I3.Element, I4.Element, I5.Element, I6.Element, I7.Element) throws -> Element) -> Infallible<Element> {
        Observable<Element>.zip(source1.asObservable(), source2.asObservable(), source3.asObservable(), source4.asObservable(), source5.asObservable(), source6.asObservable(), source7.asObservable(), resultSelector: resultSelector)
            .infallible(thrower: "zip: the result selector")
    }
}

extension InfallibleType where Element == Any {
    /// Tuples of the sources' elements in order: the first element of each, then the second of
    /// each, and so on.
    public static func zip<I1: InfallibleType, I2: InfallibleType, I3: InfallibleType, I4: InfallibleType, I5: InfallibleType, I6: InfallibleType, I7: InfallibleType>(_ source1: I1, _ source2: I2, _ source3: I3, _ source4: I4, _ source5: I5, _ source6: I6, _ source7: I7) -> Infallible<(I1.Element, I2.Element, I3.Element, I4.Element, I5.Element, I6.Element, I7.Element)> {
        Infallible(Observable<(I1.Element, I2.Element, I3.Element, I4.Element, I5.Element, I6.Element, I7.Element)>.zip(source1.asObservable(), source2.asObservable(), source3.asObservable(), source4.asObservable(), source5.asObservable(), source6.asObservable(), source7.asObservable(), resultSelector: { ($0, $1, $2, $3, $4, $5, $6) }))
    }
}

extension InfallibleType {
    /// Combines the sources' elements in order with `resultSelector`; see `ObservableType.zip`.
    ///
    /// `resultSelector` must not throw (see `Infallible.deferred`): an `Infallible` cannot
    /// deliver the error.
    public static func zip<I1: InfallibleType, I2: InfallibleType, I3: InfallibleType, I4: InfallibleType, I5: InfallibleType, I6: InfallibleType, I7: InfallibleType, I8: InfallibleType>(_ source1: I1, _ source2: I2, _ source3: I3, _ source4: I4, _ source5: I5, _ source6: I6, _ source7: I7, _ source8: I8, resultSelector: @escaping (I1.Element, I2.Element, I3.Element, I4.Element, I5.Element, I6.Element, I7.Element, I8.Element) throws -> Element) -> Infallible<Element> {
        Observable<Element>.zip(source1.asObservable(), source2.asObservable(), source3.asObservable(), source4.asObservable(), source5.asObservable(), source6.asObservable(), source7.asObservable(), source8.asObservable(), resultSelector: resultSelector)
            .infallible(thrower: "zip: the result selector")
    }
}

extension InfallibleType where Element == Any {
    /// Tuples of the sources' elements in order: the first element of each, then the second of
    /// each, and so on.
    public static func zip<I1: InfallibleType, I2: InfallibleType, I3: InfallibleType, I4: InfallibleType, I5: InfallibleType, I6: InfallibleType, I7: InfallibleType, I8: InfallibleType>(_ source1: I1, _ source2: I2, _ source3: I3, _ source4: I4, _ source5: I5, _ source6: I6, _ source7: I7, _ source8: I8) -> Infallible<(I1.Element, I2.Element, I3.Element, I4.Element, I5.Element, I6.Element, I7.Element, I8.Element)> {
        Infallible(Observable<(I1.Element, I2.Element, I3.Element, I4.Element, I5.Element, I6.Element, I7.Element, I8.Element)>.zip(source1.asObservable(), source2.asObservable(), source3.asObservable(), source4.asObservable(), source5.asObservable(), source6.asObservable(), source7.asObservable(), source8.asObservable(), resultSelector: { ($0, $1, $2, $3, $4, $5, $6, $7) }))
    }
}
