// GENERATED FILE, do not edit: the template is Scripts/Combining+arity.template.
// Regenerate with `swift Scripts/generate-arities.swift` (`--check` fails when this file is stale).

extension ObservableType {
    /// Combines the latest element of every source with `resultSelector` each time one of them
    /// emits, once all have emitted.
    ///
    ///     source1:        -1----2---------|
    ///     source2:        ---a-----b---c--|
    ///     combineLatest:  ---1a-2a-2b--2c-|
    ///
    /// Completes when every source has completed, or when a source emits after all the others have
    /// completed and one of them never emitted. The first error, from a source or thrown by
    /// `resultSelector`, ends the sequence; disposing it disposes every source.
    @inlinable
    public static func combineLatest<O1: ObservableType, O2: ObservableType>(_ source1: O1, _ source2: O2, resultSelector: @escaping (O1.Element, O2.Element) throws -> Element) -> Observable<Element> {
        Combining2(
            mode: .latest,
            source1.asObservable(), source2.asObservable(),
            resultSelector: resultSelector,
            applySelector: { resultSelector, element1, element2 in try resultSelector(element1.pointee, element2.pointee) },
            inputTypes: (CombiningInput<O1.Element, Element>.self, CombiningInput<O2.Element, Element>.self),
            sinkType: Combining2Sink<O1.Element, O2.Element, Element>.self
        )
    }
}

extension ObservableType where Element == Any {
    /// Tuples of the latest element of every source, each time one of them emits, once all have
    /// emitted.
    ///
    /// Completion and errors as in `combineLatest(_:_:resultSelector:)`.
    @inlinable
    public static func combineLatest<O1: ObservableType, O2: ObservableType>(_ source1: O1, _ source2: O2) -> Observable<(O1.Element, O2.Element)> {
        Observable<(O1.Element, O2.Element)>.combineLatest(source1, source2, resultSelector: { ($0, $1) })
    }
}

extension ObservableType {
    /// Combines the latest element of every source with `resultSelector` each time one of them
    /// emits, once all have emitted.
    ///
    ///     source1:        -1----2---------|
    ///     source2:        ---a-----b---c--|
    ///     combineLatest:  ---1a-2a-2b--2c-|
    ///
    /// Completes when every source has completed, or when a source emits after all the others have
    /// completed and one of them never emitted. The first error, from a source or thrown by
    /// `resultSelector`, ends the sequence; disposing it disposes every source.
    @inlinable
    public static func combineLatest<O1: ObservableType, O2: ObservableType, O3: ObservableType>(_ source1: O1, _ source2: O2, _ source3: O3, resultSelector: @escaping (O1.Element, O2.Element, O3.Element) throws -> Element) -> Observable<Element> {
        Combining3(
            mode: .latest,
            source1.asObservable(), source2.asObservable(), source3.asObservable(),
            resultSelector: resultSelector,
            applySelector: { resultSelector, element1, element2, element3 in try resultSelector(element1.pointee, element2.pointee, element3.pointee) },
            inputTypes: (CombiningInput<O1.Element, Element>.self, CombiningInput<O2.Element, Element>.self, CombiningInput<O3.Element, Element>.self),
            sinkType: Combining3Sink<O1.Element, O2.Element, O3.Element, Element>.self
        )
    }
}

extension ObservableType where Element == Any {
    /// Tuples of the latest element of every source, each time one of them emits, once all have
    /// emitted.
    ///
    /// Completion and errors as in `combineLatest(_:_:resultSelector:)`.
    @inlinable
    public static func combineLatest<O1: ObservableType, O2: ObservableType, O3: ObservableType>(_ source1: O1, _ source2: O2, _ source3: O3) -> Observable<(O1.Element, O2.Element, O3.Element)> {
        Observable<(O1.Element, O2.Element, O3.Element)>.combineLatest(source1, source2, source3, resultSelector: { ($0, $1, $2) })
    }
}

extension ObservableType {
    /// Combines the latest element of every source with `resultSelector` each time one of them
    /// emits, once all have emitted.
    ///
    ///     source1:        -1----2---------|
    ///     source2:        ---a-----b---c--|
    ///     combineLatest:  ---1a-2a-2b--2c-|
    ///
    /// Completes when every source has completed, or when a source emits after all the others have
    /// completed and one of them never emitted. The first error, from a source or thrown by
    /// `resultSelector`, ends the sequence; disposing it disposes every source.
    @inlinable
    public static func combineLatest<O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType>(_ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, resultSelector: @escaping (O1.Element, O2.Element, O3.Element, O4.Element) throws -> Element) -> Observable<Element> {
        Combining4(
            mode: .latest,
            source1.asObservable(), source2.asObservable(), source3.asObservable(), source4.asObservable(),
            resultSelector: resultSelector,
            applySelector: { resultSelector, element1, element2, element3, element4 in try resultSelector(element1.pointee, element2.pointee, element3.pointee, element4.pointee) },
            inputTypes: (CombiningInput<O1.Element, Element>.self, CombiningInput<O2.Element, Element>.self, CombiningInput<O3.Element, Element>.self, CombiningInput<O4.Element, Element>.self),
            sinkType: Combining4Sink<O1.Element, O2.Element, O3.Element, O4.Element, Element>.self
        )
    }
}

extension ObservableType where Element == Any {
    /// Tuples of the latest element of every source, each time one of them emits, once all have
    /// emitted.
    ///
    /// Completion and errors as in `combineLatest(_:_:resultSelector:)`.
    @inlinable
    public static func combineLatest<O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType>(_ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4) -> Observable<(O1.Element, O2.Element, O3.Element, O4.Element)> {
        Observable<(O1.Element, O2.Element, O3.Element, O4.Element)>.combineLatest(source1, source2, source3, source4, resultSelector: { ($0, $1, $2, $3) })
    }
}

extension ObservableType {
    /// Combines the latest element of every source with `resultSelector` each time one of them
    /// emits, once all have emitted.
    ///
    ///     source1:        -1----2---------|
    ///     source2:        ---a-----b---c--|
    ///     combineLatest:  ---1a-2a-2b--2c-|
    ///
    /// Completes when every source has completed, or when a source emits after all the others have
    /// completed and one of them never emitted. The first error, from a source or thrown by
    /// `resultSelector`, ends the sequence; disposing it disposes every source.
    @inlinable
    public static func combineLatest<O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType, O5: ObservableType>(_ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5, resultSelector: @escaping (O1.Element, O2.Element, O3.Element, O4.Element, O5.Element) throws -> Element) -> Observable<Element> {
        Combining5(
            mode: .latest,
            source1.asObservable(), source2.asObservable(), source3.asObservable(), source4.asObservable(), source5.asObservable(),
            resultSelector: resultSelector,
            applySelector: { resultSelector, element1, element2, element3, element4, element5 in try resultSelector(element1.pointee, element2.pointee, element3.pointee, element4.pointee, element5.pointee) },
            inputTypes: (CombiningInput<O1.Element, Element>.self, CombiningInput<O2.Element, Element>.self, CombiningInput<O3.Element, Element>.self, CombiningInput<O4.Element, Element>.self, CombiningInput<O5.Element, Element>.self),
            sinkType: Combining5Sink<O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, Element>.self
        )
    }
}

extension ObservableType where Element == Any {
    /// Tuples of the latest element of every source, each time one of them emits, once all have
    /// emitted.
    ///
    /// Completion and errors as in `combineLatest(_:_:resultSelector:)`.
    @inlinable
    public static func combineLatest<O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType, O5: ObservableType>(_ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5) -> Observable<(O1.Element, O2.Element, O3.Element, O4.Element, O5.Element)> {
        Observable<(O1.Element, O2.Element, O3.Element, O4.Element, O5.Element)>.combineLatest(source1, source2, source3, source4, source5, resultSelector: { ($0, $1, $2, $3, $4) })
    }
}

extension ObservableType {
    /// Combines the latest element of every source with `resultSelector` each time one of them
    /// emits, once all have emitted.
    ///
    ///     source1:        -1----2---------|
    ///     source2:        ---a-----b---c--|
    ///     combineLatest:  ---1a-2a-2b--2c-|
    ///
    /// Completes when every source has completed, or when a source emits after all the others have
    /// completed and one of them never emitted. The first error, from a source or thrown by
    /// `resultSelector`, ends the sequence; disposing it disposes every source.
    @inlinable
    public static func combineLatest<O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType, O5: ObservableType, O6: ObservableType>(_ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5, _ source6: O6, resultSelector: @escaping (O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element) throws -> Element) -> Observable<Element> {
        Combining6(
            mode: .latest,
            source1.asObservable(), source2.asObservable(), source3.asObservable(), source4.asObservable(), source5.asObservable(), source6.asObservable(),
            resultSelector: resultSelector,
            applySelector: { resultSelector, element1, element2, element3, element4, element5, element6 in try resultSelector(element1.pointee, element2.pointee, element3.pointee, element4.pointee, element5.pointee, element6.pointee) },
            inputTypes: (CombiningInput<O1.Element, Element>.self, CombiningInput<O2.Element, Element>.self, CombiningInput<O3.Element, Element>.self, CombiningInput<O4.Element, Element>.self, CombiningInput<O5.Element, Element>.self, CombiningInput<O6.Element, Element>.self),
            sinkType: Combining6Sink<O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element, Element>.self
        )
    }
}

extension ObservableType where Element == Any {
    /// Tuples of the latest element of every source, each time one of them emits, once all have
    /// emitted.
    ///
    /// Completion and errors as in `combineLatest(_:_:resultSelector:)`.
    @inlinable
    public static func combineLatest<O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType, O5: ObservableType, O6: ObservableType>(_ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5, _ source6: O6) -> Observable<(O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element)> {
        Observable<(O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element)>.combineLatest(source1, source2, source3, source4, source5, source6, resultSelector: { ($0, $1, $2, $3, $4, $5) })
    }
}

extension ObservableType {
    /// Combines the latest element of every source with `resultSelector` each time one of them
    /// emits, once all have emitted.
    ///
    ///     source1:        -1----2---------|
    ///     source2:        ---a-----b---c--|
    ///     combineLatest:  ---1a-2a-2b--2c-|
    ///
    /// Completes when every source has completed, or when a source emits after all the others have
    /// completed and one of them never emitted. The first error, from a source or thrown by
    /// `resultSelector`, ends the sequence; disposing it disposes every source.
    @inlinable
    public static func combineLatest<O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType, O5: ObservableType, O6: ObservableType, O7: ObservableType>(_ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5, _ source6: O6, _ source7: O7, resultSelector: @escaping (O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element, O7.Element) throws -> Element) -> Observable<Element> {
        Combining7(
            mode: .latest,
            source1.asObservable(), source2.asObservable(), source3.asObservable(), source4.asObservable(), source5.asObservable(), source6.asObservable(), source7.asObservable(),
            resultSelector: resultSelector,
            applySelector: { resultSelector, element1, element2, element3, element4, element5, element6, element7 in try resultSelector(element1.pointee, element2.pointee, element3.pointee, element4.pointee, element5.pointee, element6.pointee, element7.pointee) },
            inputTypes: (CombiningInput<O1.Element, Element>.self, CombiningInput<O2.Element, Element>.self, CombiningInput<O3.Element, Element>.self, CombiningInput<O4.Element, Element>.self, CombiningInput<O5.Element, Element>.self, CombiningInput<O6.Element, Element>.self, CombiningInput<O7.Element, Element>.self),
            sinkType: Combining7Sink<O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element, O7.Element, Element>.self
        )
    }
}

extension ObservableType where Element == Any {
    /// Tuples of the latest element of every source, each time one of them emits, once all have
    /// emitted.
    ///
    /// Completion and errors as in `combineLatest(_:_:resultSelector:)`.
    @inlinable
    public static func combineLatest<O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType, O5: ObservableType, O6: ObservableType, O7: ObservableType>(_ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5, _ source6: O6, _ source7: O7) -> Observable<(O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element, O7.Element)> {
        Observable<(O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element, O7.Element)>.combineLatest(source1, source2, source3, source4, source5, source6, source7, resultSelector: { ($0, $1, $2, $3, $4, $5, $6) })
    }
}

extension ObservableType {
    /// Combines the latest element of every source with `resultSelector` each time one of them
    /// emits, once all have emitted.
    ///
    ///     source1:        -1----2---------|
    ///     source2:        ---a-----b---c--|
    ///     combineLatest:  ---1a-2a-2b--2c-|
    ///
    /// Completes when every source has completed, or when a source emits after all the others have
    /// completed and one of them never emitted. The first error, from a source or thrown by
    /// `resultSelector`, ends the sequence; disposing it disposes every source.
    @inlinable
    public static func combineLatest<O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType, O5: ObservableType, O6: ObservableType, O7: ObservableType, O8: ObservableType>(_ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5, _ source6: O6, _ source7: O7, _ source8: O8, resultSelector: @escaping (O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element, O7.Element, O8.Element) throws -> Element) -> Observable<Element> {
        Combining8(
            mode: .latest,
            source1.asObservable(), source2.asObservable(), source3.asObservable(), source4.asObservable(), source5.asObservable(), source6.asObservable(), source7.asObservable(), source8.asObservable(),
            resultSelector: resultSelector,
            applySelector: { resultSelector, element1, element2, element3, element4, element5, element6, element7, element8 in try resultSelector(element1.pointee, element2.pointee, element3.pointee, element4.pointee, element5.pointee, element6.pointee, element7.pointee, element8.pointee) },
            inputTypes: (CombiningInput<O1.Element, Element>.self, CombiningInput<O2.Element, Element>.self, CombiningInput<O3.Element, Element>.self, CombiningInput<O4.Element, Element>.self, CombiningInput<O5.Element, Element>.self, CombiningInput<O6.Element, Element>.self, CombiningInput<O7.Element, Element>.self, CombiningInput<O8.Element, Element>.self),
            sinkType: Combining8Sink<O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element, O7.Element, O8.Element, Element>.self
        )
    }
}

extension ObservableType where Element == Any {
    /// Tuples of the latest element of every source, each time one of them emits, once all have
    /// emitted.
    ///
    /// Completion and errors as in `combineLatest(_:_:resultSelector:)`.
    @inlinable
    public static func combineLatest<O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType, O5: ObservableType, O6: ObservableType, O7: ObservableType, O8: ObservableType>(_ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5, _ source6: O6, _ source7: O7, _ source8: O8) -> Observable<(O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element, O7.Element, O8.Element)> {
        Observable<(O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element, O7.Element, O8.Element)>.combineLatest(source1, source2, source3, source4, source5, source6, source7, source8, resultSelector: { ($0, $1, $2, $3, $4, $5, $6, $7) })
    }
}
