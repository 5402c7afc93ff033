// GENERATED FILE, do not edit: the template is Scripts/Combining+arity.template.
// Regenerate with `swift Scripts/generate-arities.swift` (`--check` fails when this file is stale).

/// The sequence of `combineLatest` or `zip` of 2 sources.
@usableFromInline
final class Combining2<E1, E2, Output>: Observable<Output>, @unchecked Sendable {
    // @unchecked Sendable: immutable (every field is set in `init`).
    private let mode: CombiningMode
    private let source1: Observable<E1>
    private let source2: Observable<E2>
    private let resultSelector: (E1, E2) throws -> Output
    // Built or resolved by the inlinable entry points, in the client, where the types are known.
    private let applySelector: ApplySelector2<E1, E2, Output>
    private let inputTypes: (CombiningInput<E1, Output>.Type, CombiningInput<E2, Output>.Type)
    private let sinkType: Combining2Sink<E1, E2, Output>.Type

    @usableFromInline
    init(
        mode: CombiningMode,
        _ source1: Observable<E1>, _ source2: Observable<E2>,
        resultSelector: @escaping (E1, E2) throws -> Output,
        applySelector: @escaping ApplySelector2<E1, E2, Output>,
        inputTypes: (CombiningInput<E1, Output>.Type, CombiningInput<E2, Output>.Type),
        sinkType: Combining2Sink<E1, E2, Output>.Type
    ) {
        self.mode = mode
        self.source1 = source1
        self.source2 = source2
        self.resultSelector = resultSelector
        self.applySelector = applySelector
        self.inputTypes = inputTypes
        self.sinkType = sinkType
    }

    override func run(_ observer: ObserverNode<Output>) {
        let sink = sinkType.init(mode: mode, resultSelector: resultSelector, applySelector: applySelector, downstream: observer)
        sink.startInputs {
            sink.connect(source1, as: inputTypes.0, at: 0)
            sink.connect(source2, as: inputTypes.1, at: 1)
        }
    }
}

/// Calls a result selector of 2 sources with the elements in their slots.
///
/// The entry points build it in the client, where the element types are known: there it reads
/// the slots directly, whereas this module's unspecialized code would copy each element out
/// through its value witnesses (and destroy the copy) at every combination.
@usableFromInline
typealias ApplySelector2<E1, E2, Output> = (_ resultSelector: (E1, E2) throws -> Output, UnsafeMutablePointer<E1>, UnsafeMutablePointer<E2>) throws -> Output

/// Combines the slots of 2 sources with their static element types.
@usableFromInline
final class Combining2Sink<E1, E2, Output>: CombiningSink<Output>, @unchecked Sendable {
    // @unchecked Sendable: the selectors are immutable; the rest is CombiningSink's.
    private let resultSelector: (E1, E2) throws -> Output
    private let applySelector: ApplySelector2<E1, E2, Output>

    required init(mode: CombiningMode, resultSelector: @escaping (E1, E2) throws -> Output, applySelector: @escaping ApplySelector2<E1, E2, Output>, downstream: ObserverNode<Output>) {
        self.resultSelector = resultSelector
        self.applySelector = applySelector
        super.init(mode: mode, arity: 2, layout: SlotLayout().adding(E1.self).adding(E2.self), downstream: downstream)
    }

    deinit {
        // The elements of the sources that delivered at once belong to this sink.
        if immediateSlots & (1 << 0) != 0 { slot(0, of: E1.self).deinitialize(count: 1) }
        if immediateSlots & (1 << 1) != 0 { slot(1, of: E2.self).deinitialize(count: 1) }
    }

    override func combine() throws -> Output {
        try applySelector(resultSelector, slot(0, of: E1.self), slot(1, of: E2.self))
    }
}

/// The sequence of `combineLatest` or `zip` of 3 sources.
@usableFromInline
final class Combining3<E1, E2, E3, Output>: Observable<Output>, @unchecked Sendable {
    // @unchecked Sendable: immutable (every field is set in `init`).
    private let mode: CombiningMode
    private let source1: Observable<E1>
    private let source2: Observable<E2>
    private let source3: Observable<E3>
    private let resultSelector: (E1, E2, E3) throws -> Output
    // Built or resolved by the inlinable entry points, in the client, where the types are known.
    private let applySelector: ApplySelector3<E1, E2, E3, Output>
    private let inputTypes: (CombiningInput<E1, Output>.Type, CombiningInput<E2, Output>.Type, CombiningInput<E3, Output>.Type)
    private let sinkType: Combining3Sink<E1, E2, E3, Output>.Type

    @usableFromInline
    init(
        mode: CombiningMode,
        _ source1: Observable<E1>, _ source2: Observable<E2>, _ source3: Observable<E3>,
        resultSelector: @escaping (E1, E2, E3) throws -> Output,
        applySelector: @escaping ApplySelector3<E1, E2, E3, Output>,
        inputTypes: (CombiningInput<E1, Output>.Type, CombiningInput<E2, Output>.Type, CombiningInput<E3, Output>.Type),
        sinkType: Combining3Sink<E1, E2, E3, Output>.Type
    ) {
        self.mode = mode
        self.source1 = source1
        self.source2 = source2
        self.source3 = source3
        self.resultSelector = resultSelector
        self.applySelector = applySelector
        self.inputTypes = inputTypes
        self.sinkType = sinkType
    }

    override func run(_ observer: ObserverNode<Output>) {
        let sink = sinkType.init(mode: mode, resultSelector: resultSelector, applySelector: applySelector, downstream: observer)
        sink.startInputs {
            sink.connect(source1, as: inputTypes.0, at: 0)
            sink.connect(source2, as: inputTypes.1, at: 1)
            sink.connect(source3, as: inputTypes.2, at: 2)
        }
    }
}

/// Calls a result selector of 3 sources with the elements in their slots.
///
/// The entry points build it in the client, where the element types are known: there it reads
/// the slots directly, whereas this module's unspecialized code would copy each element out
/// through its value witnesses (and destroy the copy) at every combination.
@usableFromInline
typealias ApplySelector3<E1, E2, E3, Output> = (_ resultSelector: (E1, E2, E3) throws -> Output, UnsafeMutablePointer<E1>, UnsafeMutablePointer<E2>, UnsafeMutablePointer<E3>) throws -> Output

/// Combines the slots of 3 sources with their static element types.
@usableFromInline
final class Combining3Sink<E1, E2, E3, Output>: CombiningSink<Output>, @unchecked Sendable {
    // @unchecked Sendable: the selectors are immutable; the rest is CombiningSink's.
    private let resultSelector: (E1, E2, E3) throws -> Output
    private let applySelector: ApplySelector3<E1, E2, E3, Output>

    required init(mode: CombiningMode, resultSelector: @escaping (E1, E2, E3) throws -> Output, applySelector: @escaping ApplySelector3<E1, E2, E3, Output>, downstream: ObserverNode<Output>) {
        self.resultSelector = resultSelector
        self.applySelector = applySelector
        super.init(mode: mode, arity: 3, layout: SlotLayout().adding(E1.self).adding(E2.self).adding(E3.self), downstream: downstream)
    }

    deinit {
        // The elements of the sources that delivered at once belong to this sink.
        if immediateSlots & (1 << 0) != 0 { slot(0, of: E1.self).deinitialize(count: 1) }
        if immediateSlots & (1 << 1) != 0 { slot(1, of: E2.self).deinitialize(count: 1) }
        if immediateSlots & (1 << 2) != 0 { slot(2, of: E3.self).deinitialize(count: 1) }
    }

    override func combine() throws -> Output {
        try applySelector(resultSelector, slot(0, of: E1.self), slot(1, of: E2.self), slot(2, of: E3.self))
    }
}

/// The sequence of `combineLatest` or `zip` of 4 sources.
@usableFromInline
final class Combining4<E1, E2, E3, E4, Output>: Observable<Output>, @unchecked Sendable {
    // @unchecked Sendable: immutable (every field is set in `init`).
    private let mode: CombiningMode
    private let source1: Observable<E1>
    private let source2: Observable<E2>
    private let source3: Observable<E3>
    private let source4: Observable<E4>
    private let resultSelector: (E1, E2, E3, E4) throws -> Output
    // Built or resolved by the inlinable entry points, in the client, where the types are known.
    private let applySelector: ApplySelector4<E1, E2, E3, E4, Output>
    private let inputTypes: (CombiningInput<E1, Output>.Type, CombiningInput<E2, Output>.Type, CombiningInput<E3, Output>.Type, CombiningInput<E4, Output>.Type)
    private let sinkType: Combining4Sink<E1, E2, E3, E4, Output>.Type

    @usableFromInline
    init(
        mode: CombiningMode,
        _ source1: Observable<E1>, _ source2: Observable<E2>, _ source3: Observable<E3>, _ source4: Observable<E4>,
        resultSelector: @escaping (E1, E2, E3, E4) throws -> Output,
        applySelector: @escaping ApplySelector4<E1, E2, E3, E4, Output>,
        inputTypes: (CombiningInput<E1, Output>.Type, CombiningInput<E2, Output>.Type, CombiningInput<E3, Output>.Type, CombiningInput<E4, Output>.Type),
        sinkType: Combining4Sink<E1, E2, E3, E4, Output>.Type
    ) {
        self.mode = mode
        self.source1 = source1
        self.source2 = source2
        self.source3 = source3
        self.source4 = source4
        self.resultSelector = resultSelector
        self.applySelector = applySelector
        self.inputTypes = inputTypes
        self.sinkType = sinkType
    }

    override func run(_ observer: ObserverNode<Output>) {
        let sink = sinkType.init(mode: mode, resultSelector: resultSelector, applySelector: applySelector, downstream: observer)
        sink.startInputs {
            sink.connect(source1, as: inputTypes.0, at: 0)
            sink.connect(source2, as: inputTypes.1, at: 1)
            sink.connect(source3, as: inputTypes.2, at: 2)
            sink.connect(source4, as: inputTypes.3, at: 3)
        }
    }
}

/// Calls a result selector of 4 sources with the elements in their slots.
///
/// The entry points build it in the client, where the element types are known: there it reads
/// the slots directly, whereas this module's unspecialized code would copy each element out
/// through its value witnesses (and destroy the copy) at every combination.
@usableFromInline
typealias ApplySelector4<E1, E2, E3, E4, Output> = (_ resultSelector: (E1, E2, E3, E4) throws -> Output, UnsafeMutablePointer<E1>, UnsafeMutablePointer<E2>, UnsafeMutablePointer<E3>, UnsafeMutablePointer<E4>) throws -> Output

/// Combines the slots of 4 sources with their static element types.
@usableFromInline
final class Combining4Sink<E1, E2, E3, E4, Output>: CombiningSink<Output>, @unchecked Sendable {
    // @unchecked Sendable: the selectors are immutable; the rest is CombiningSink's.
    private let resultSelector: (E1, E2, E3, E4) throws -> Output
    private let applySelector: ApplySelector4<E1, E2, E3, E4, Output>

    required init(mode: CombiningMode, resultSelector: @escaping (E1, E2, E3, E4) throws -> Output, applySelector: @escaping ApplySelector4<E1, E2, E3, E4, Output>, downstream: ObserverNode<Output>) {
        self.resultSelector = resultSelector
        self.applySelector = applySelector
        super.init(mode: mode, arity: 4, layout: SlotLayout().adding(E1.self).adding(E2.self).adding(E3.self).adding(E4.self), downstream: downstream)
    }

    deinit {
        // The elements of the sources that delivered at once belong to this sink.
        if immediateSlots & (1 << 0) != 0 { slot(0, of: E1.self).deinitialize(count: 1) }
        if immediateSlots & (1 << 1) != 0 { slot(1, of: E2.self).deinitialize(count: 1) }
        if immediateSlots & (1 << 2) != 0 { slot(2, of: E3.self).deinitialize(count: 1) }
        if immediateSlots & (1 << 3) != 0 { slot(3, of: E4.self).deinitialize(count: 1) }
    }

    override func combine() throws -> Output {
        try applySelector(resultSelector, slot(0, of: E1.self), slot(1, of: E2.self), slot(2, of: E3.self), slot(3, of: E4.self))
    }
}

/// The sequence of `combineLatest` or `zip` of 5 sources.
@usableFromInline
final class Combining5<E1, E2, E3, E4, E5, Output>: Observable<Output>, @unchecked Sendable {
    // @unchecked Sendable: immutable (every field is set in `init`).
    private let mode: CombiningMode
    private let source1: Observable<E1>
    private let source2: Observable<E2>
    private let source3: Observable<E3>
    private let source4: Observable<E4>
    private let source5: Observable<E5>
    private let resultSelector: (E1, E2, E3, E4, E5) throws -> Output
    // Built or resolved by the inlinable entry points, in the client, where the types are known.
    private let applySelector: ApplySelector5<E1, E2, E3, E4, E5, Output>
    private let inputTypes: (CombiningInput<E1, Output>.Type, CombiningInput<E2, Output>.Type, CombiningInput<E3, Output>.Type, CombiningInput<E4, Output>.Type, CombiningInput<E5, Output>.Type)
    private let sinkType: Combining5Sink<E1, E2, E3, E4, E5, Output>.Type

    @usableFromInline
    init(
        mode: CombiningMode,
        _ source1: Observable<E1>, _ source2: Observable<E2>, _ source3: Observable<E3>, _ source4: Observable<E4>, _ source5: Observable<E5>,
        resultSelector: @escaping (E1, E2, E3, E4, E5) throws -> Output,
        applySelector: @escaping ApplySelector5<E1, E2, E3, E4, E5, Output>,
        inputTypes: (CombiningInput<E1, Output>.Type, CombiningInput<E2, Output>.Type, CombiningInput<E3, Output>.Type, CombiningInput<E4, Output>.Type, CombiningInput<E5, Output>.Type),
        sinkType: Combining5Sink<E1, E2, E3, E4, E5, Output>.Type
    ) {
        self.mode = mode
        self.source1 = source1
        self.source2 = source2
        self.source3 = source3
        self.source4 = source4
        self.source5 = source5
        self.resultSelector = resultSelector
        self.applySelector = applySelector
        self.inputTypes = inputTypes
        self.sinkType = sinkType
    }

    override func run(_ observer: ObserverNode<Output>) {
        let sink = sinkType.init(mode: mode, resultSelector: resultSelector, applySelector: applySelector, downstream: observer)
        sink.startInputs {
            sink.connect(source1, as: inputTypes.0, at: 0)
            sink.connect(source2, as: inputTypes.1, at: 1)
            sink.connect(source3, as: inputTypes.2, at: 2)
            sink.connect(source4, as: inputTypes.3, at: 3)
            sink.connect(source5, as: inputTypes.4, at: 4)
        }
    }
}

/// Calls a result selector of 5 sources with the elements in their slots.
///
/// The entry points build it in the client, where the element types are known: there it reads
/// the slots directly, whereas this module's unspecialized code would copy each element out
/// through its value witnesses (and destroy the copy) at every combination.
@usableFromInline
typealias ApplySelector5<E1, E2, E3, E4, E5, Output> = (_ resultSelector: (E1, E2, E3, E4, E5) throws -> Output, UnsafeMutablePointer<E1>, UnsafeMutablePointer<E2>, UnsafeMutablePointer<E3>, UnsafeMutablePointer<E4>, UnsafeMutablePointer<E5>) throws -> Output

/// Combines the slots of 5 sources with their static element types.
@usableFromInline
final class Combining5Sink<E1, E2, E3, E4, E5, Output>: CombiningSink<Output>, @unchecked Sendable {
    // @unchecked Sendable: the selectors are immutable; the rest is CombiningSink's.
    private let resultSelector: (E1, E2, E3, E4, E5) throws -> Output
    private let applySelector: ApplySelector5<E1, E2, E3, E4, E5, Output>

    required init(mode: CombiningMode, resultSelector: @escaping (E1, E2, E3, E4, E5) throws -> Output, applySelector: @escaping ApplySelector5<E1, E2, E3, E4, E5, Output>, downstream: ObserverNode<Output>) {
        self.resultSelector = resultSelector
        self.applySelector = applySelector
        super.init(mode: mode, arity: 5, layout: SlotLayout().adding(E1.self).adding(E2.self).adding(E3.self).adding(E4.self).adding(E5.self), downstream: downstream)
    }

    deinit {
        // The elements of the sources that delivered at once belong to this sink.
        if immediateSlots & (1 << 0) != 0 { slot(0, of: E1.self).deinitialize(count: 1) }
        if immediateSlots & (1 << 1) != 0 { slot(1, of: E2.self).deinitialize(count: 1) }
        if immediateSlots & (1 << 2) != 0 { slot(2, of: E3.self).deinitialize(count: 1) }
        if immediateSlots & (1 << 3) != 0 { slot(3, of: E4.self).deinitialize(count: 1) }
        if immediateSlots & (1 << 4) != 0 { slot(4, of: E5.self).deinitialize(count: 1) }
    }

    override func combine() throws -> Output {
        try applySelector(resultSelector, slot(0, of: E1.self), slot(1, of: E2.self), slot(2, of: E3.self), slot(3, of: E4.self), slot(4, of: E5.self))
    }
}

/// The sequence of `combineLatest` or `zip` of 6 sources.
@usableFromInline
final class Combining6<E1, E2, E3, E4, E5, E6, Output>: Observable<Output>, @unchecked Sendable {
    // @unchecked Sendable: immutable (every field is set in `init`).
    private let mode: CombiningMode
    private let source1: Observable<E1>
    private let source2: Observable<E2>
    private let source3: Observable<E3>
    private let source4: Observable<E4>
    private let source5: Observable<E5>
    private let source6: Observable<E6>
    private let resultSelector: (E1, E2, E3, E4, E5, E6) throws -> Output
    // Built or resolved by the inlinable entry points, in the client, where the types are known.
    private let applySelector: ApplySelector6<E1, E2, E3, E4, E5, E6, Output>
    private let inputTypes: (CombiningInput<E1, Output>.Type, CombiningInput<E2, Output>.Type, CombiningInput<E3, Output>.Type, CombiningInput<E4, Output>.Type, CombiningInput<E5, Output>.Type, CombiningInput<E6, Output>.Type)
    private let sinkType: Combining6Sink<E1, E2, E3, E4, E5, E6, Output>.Type

    @usableFromInline
    init(
        mode: CombiningMode,
        _ source1: Observable<E1>, _ source2: Observable<E2>, _ source3: Observable<E3>, _ source4: Observable<E4>, _ source5: Observable<E5>, _ source6: Observable<E6>,
        resultSelector: @escaping (E1, E2, E3, E4, E5, E6) throws -> Output,
        applySelector: @escaping ApplySelector6<E1, E2, E3, E4, E5, E6, Output>,
        inputTypes: (CombiningInput<E1, Output>.Type, CombiningInput<E2, Output>.Type, CombiningInput<E3, Output>.Type, CombiningInput<E4, Output>.Type, CombiningInput<E5, Output>.Type, CombiningInput<E6, Output>.Type),
        sinkType: Combining6Sink<E1, E2, E3, E4, E5, E6, Output>.Type
    ) {
        self.mode = mode
        self.source1 = source1
        self.source2 = source2
        self.source3 = source3
        self.source4 = source4
        self.source5 = source5
        self.source6 = source6
        self.resultSelector = resultSelector
        self.applySelector = applySelector
        self.inputTypes = inputTypes
        self.sinkType = sinkType
    }

    override func run(_ observer: ObserverNode<Output>) {
        let sink = sinkType.init(mode: mode, resultSelector: resultSelector, applySelector: applySelector, downstream: observer)
        sink.startInputs {
            sink.connect(source1, as: inputTypes.0, at: 0)
            sink.connect(source2, as: inputTypes.1, at: 1)
            sink.connect(source3, as: inputTypes.2, at: 2)
            sink.connect(source4, as: inputTypes.3, at: 3)
            sink.connect(source5, as: inputTypes.4, at: 4)
            sink.connect(source6, as: inputTypes.5, at: 5)
        }
    }
}

/// Calls a result selector of 6 sources with the elements in their slots.
///
/// The entry points build it in the client, where the element types are known: there it reads
/// the slots directly, whereas this module's unspecialized code would copy each element out
/// through its value witnesses (and destroy the copy) at every combination.
@usableFromInline
typealias ApplySelector6<E1, E2, E3, E4, E5, E6, Output> = (_ resultSelector: (E1, E2, E3, E4, E5, E6) throws -> Output, UnsafeMutablePointer<E1>, UnsafeMutablePointer<E2>, UnsafeMutablePointer<E3>, UnsafeMutablePointer<E4>, UnsafeMutablePointer<E5>, UnsafeMutablePointer<E6>) throws -> Output

/// Combines the slots of 6 sources with their static element types.
@usableFromInline
final class Combining6Sink<E1, E2, E3, E4, E5, E6, Output>: CombiningSink<Output>, @unchecked Sendable {
    // @unchecked Sendable: the selectors are immutable; the rest is CombiningSink's.
    private let resultSelector: (E1, E2, E3, E4, E5, E6) throws -> Output
    private let applySelector: ApplySelector6<E1, E2, E3, E4, E5, E6, Output>

    required init(mode: CombiningMode, resultSelector: @escaping (E1, E2, E3, E4, E5, E6) throws -> Output, applySelector: @escaping ApplySelector6<E1, E2, E3, E4, E5, E6, Output>, downstream: ObserverNode<Output>) {
        self.resultSelector = resultSelector
        self.applySelector = applySelector
        super.init(mode: mode, arity: 6, layout: SlotLayout().adding(E1.self).adding(E2.self).adding(E3.self).adding(E4.self).adding(E5.self).adding(E6.self), downstream: downstream)
    }

    deinit {
        // The elements of the sources that delivered at once belong to this sink.
        if immediateSlots & (1 << 0) != 0 { slot(0, of: E1.self).deinitialize(count: 1) }
        if immediateSlots & (1 << 1) != 0 { slot(1, of: E2.self).deinitialize(count: 1) }
        if immediateSlots & (1 << 2) != 0 { slot(2, of: E3.self).deinitialize(count: 1) }
        if immediateSlots & (1 << 3) != 0 { slot(3, of: E4.self).deinitialize(count: 1) }
        if immediateSlots & (1 << 4) != 0 { slot(4, of: E5.self).deinitialize(count: 1) }
        if immediateSlots & (1 << 5) != 0 { slot(5, of: E6.self).deinitialize(count: 1) }
    }

    override func combine() throws -> Output {
        try applySelector(resultSelector, slot(0, of: E1.self), slot(1, of: E2.self), slot(2, of: E3.self), slot(3, of: E4.self), slot(4, of: E5.self), slot(5, of: E6.self))
    }
}

/// The sequence of `combineLatest` or `zip` of 7 sources.
@usableFromInline
final class Combining7<E1, E2, E3, E4, E5, E6, E7, Output>: Observable<Output>, @unchecked Sendable {
    // @unchecked Sendable: immutable (every field is set in `init`).
    private let mode: CombiningMode
    private let source1: Observable<E1>
    private let source2: Observable<E2>
    private let source3: Observable<E3>
    private let source4: Observable<E4>
    private let source5: Observable<E5>
    private let source6: Observable<E6>
    private let source7: Observable<E7>
    private let resultSelector: (E1, E2, E3, E4, E5, E6, E7) throws -> Output
    // Built or resolved by the inlinable entry points, in the client, where the types are known.
    private let applySelector: ApplySelector7<E1, E2, E3, E4, E5, E6, E7, Output>
    private let inputTypes: (CombiningInput<E1, Output>.Type, CombiningInput<E2, Output>.Type, CombiningInput<E3, Output>.Type, CombiningInput<E4, Output>.Type, CombiningInput<E5, Output>.Type, CombiningInput<E6, Output>.Type, CombiningInput<E7, Output>.Type)
    private let sinkType: Combining7Sink<E1, E2, E3, E4, E5, E6, E7, Output>.Type

    @usableFromInline
    init(
        mode: CombiningMode,
        _ source1: Observable<E1>, _ source2: Observable<E2>, _ source3: Observable<E3>, _ source4: Observable<E4>, _ source5: Observable<E5>, _ source6: Observable<E6>, _ source7: Observable<E7>,
        resultSelector: @escaping (E1, E2, E3, E4, E5, E6, E7) throws -> Output,
        applySelector: @escaping ApplySelector7<E1, E2, E3, E4, E5, E6, E7, Output>,
        inputTypes: (CombiningInput<E1, Output>.Type, CombiningInput<E2, Output>.Type, CombiningInput<E3, Output>.Type, CombiningInput<E4, Output>.Type, CombiningInput<E5, Output>.Type, CombiningInput<E6, Output>.Type, CombiningInput<E7, Output>.Type),
        sinkType: Combining7Sink<E1, E2, E3, E4, E5, E6, E7, Output>.Type
    ) {
        self.mode = mode
        self.source1 = source1
        self.source2 = source2
        self.source3 = source3
        self.source4 = source4
        self.source5 = source5
        self.source6 = source6
        self.source7 = source7
        self.resultSelector = resultSelector
        self.applySelector = applySelector
        self.inputTypes = inputTypes
        self.sinkType = sinkType
    }

    override func run(_ observer: ObserverNode<Output>) {
        let sink = sinkType.init(mode: mode, resultSelector: resultSelector, applySelector: applySelector, downstream: observer)
        sink.startInputs {
            sink.connect(source1, as: inputTypes.0, at: 0)
            sink.connect(source2, as: inputTypes.1, at: 1)
            sink.connect(source3, as: inputTypes.2, at: 2)
            sink.connect(source4, as: inputTypes.3, at: 3)
            sink.connect(source5, as: inputTypes.4, at: 4)
            sink.connect(source6, as: inputTypes.5, at: 5)
            sink.connect(source7, as: inputTypes.6, at: 6)
        }
    }
}

/// Calls a result selector of 7 sources with the elements in their slots.
///
/// The entry points build it in the client, where the element types are known: there it reads
/// the slots directly, whereas this module's unspecialized code would copy each element out
/// through its value witnesses (and destroy the copy) at every combination.
@usableFromInline
typealias ApplySelector7<E1, E2, E3, E4, E5, E6, E7, Output> = (_ resultSelector: (E1, E2, E3, E4, E5, E6, E7) throws -> Output, UnsafeMutablePointer<E1>, UnsafeMutablePointer<E2>, UnsafeMutablePointer<E3>, UnsafeMutablePointer<E4>, UnsafeMutablePointer<E5>, UnsafeMutablePointer<E6>, UnsafeMutablePointer<E7>) throws -> Output

/// Combines the slots of 7 sources with their static element types.
@usableFromInline
final class Combining7Sink<E1, E2, E3, E4, E5, E6, E7, Output>: CombiningSink<Output>, @unchecked Sendable {
    // @unchecked Sendable: the selectors are immutable; the rest is CombiningSink's.
    private let resultSelector: (E1, E2, E3, E4, E5, E6, E7) throws -> Output
    private let applySelector: ApplySelector7<E1, E2, E3, E4, E5, E6, E7, Output>

    required init(mode: CombiningMode, resultSelector: @escaping (E1, E2, E3, E4, E5, E6, E7) throws -> Output, applySelector: @escaping ApplySelector7<E1, E2, E3, E4, E5, E6, E7, Output>, downstream: ObserverNode<Output>) {
        self.resultSelector = resultSelector
        self.applySelector = applySelector
        super.init(mode: mode, arity: 7, layout: SlotLayout().adding(E1.self).adding(E2.self).adding(E3.self).adding(E4.self).adding(E5.self).adding(E6.self).adding(E7.self), downstream: downstream)
    }

    deinit {
        // The elements of the sources that delivered at once belong to this sink.
        if immediateSlots & (1 << 0) != 0 { slot(0, of: E1.self).deinitialize(count: 1) }
        if immediateSlots & (1 << 1) != 0 { slot(1, of: E2.self).deinitialize(count: 1) }
        if immediateSlots & (1 << 2) != 0 { slot(2, of: E3.self).deinitialize(count: 1) }
        if immediateSlots & (1 << 3) != 0 { slot(3, of: E4.self).deinitialize(count: 1) }
        if immediateSlots & (1 << 4) != 0 { slot(4, of: E5.self).deinitialize(count: 1) }
        if immediateSlots & (1 << 5) != 0 { slot(5, of: E6.self).deinitialize(count: 1) }
        if immediateSlots & (1 << 6) != 0 { slot(6, of: E7.self).deinitialize(count: 1) }
    }

    override func combine() throws -> Output {
        try applySelector(resultSelector, slot(0, of: E1.self), slot(1, of: E2.self), slot(2, of: E3.self), slot(3, of: E4.self), slot(4, of: E5.self), slot(5, of: E6.self), slot(6, of: E7.self))
    }
}

/// The sequence of `combineLatest` or `zip` of 8 sources.
@usableFromInline
final class Combining8<E1, E2, E3, E4, E5, E6, E7, E8, Output>: Observable<Output>, @unchecked Sendable {
    // @unchecked Sendable: immutable (every field is set in `init`).
    private let mode: CombiningMode
    private let source1: Observable<E1>
    private let source2: Observable<E2>
    private let source3: Observable<E3>
    private let source4: Observable<E4>
    private let source5: Observable<E5>
    private let source6: Observable<E6>
    private let source7: Observable<E7>
    private let source8: Observable<E8>
    private let resultSelector: (E1, E2, E3, E4, E5, E6, E7, E8) throws -> Output
    // Built or resolved by the inlinable entry points, in the client, where the types are known.
    private let applySelector: ApplySelector8<E1, E2, E3, E4, E5, E6, E7, E8, Output>
    private let inputTypes: (CombiningInput<E1, Output>.Type, CombiningInput<E2, Output>.Type, CombiningInput<E3, Output>.Type, CombiningInput<E4, Output>.Type, CombiningInput<E5, Output>.Type, CombiningInput<E6, Output>.Type, CombiningInput<E7, Output>.Type, CombiningInput<E8, Output>.Type)
    private let sinkType: Combining8Sink<E1, E2, E3, E4, E5, E6, E7, E8, Output>.Type

    @usableFromInline
    init(
        mode: CombiningMode,
        _ source1: Observable<E1>, _ source2: Observable<E2>, _ source3: Observable<E3>, _ source4: Observable<E4>, _ source5: Observable<E5>, _ source6: Observable<E6>, _ source7: Observable<E7>, _ source8: Observable<E8>,
        resultSelector: @escaping (E1, E2, E3, E4, E5, E6, E7, E8) throws -> Output,
        applySelector: @escaping ApplySelector8<E1, E2, E3, E4, E5, E6, E7, E8, Output>,
        inputTypes: (CombiningInput<E1, Output>.Type, CombiningInput<E2, Output>.Type, CombiningInput<E3, Output>.Type, CombiningInput<E4, Output>.Type, CombiningInput<E5, Output>.Type, CombiningInput<E6, Output>.Type, CombiningInput<E7, Output>.Type, CombiningInput<E8, Output>.Type),
        sinkType: Combining8Sink<E1, E2, E3, E4, E5, E6, E7, E8, Output>.Type
    ) {
        self.mode = mode
        self.source1 = source1
        self.source2 = source2
        self.source3 = source3
        self.source4 = source4
        self.source5 = source5
        self.source6 = source6
        self.source7 = source7
        self.source8 = source8
        self.resultSelector = resultSelector
        self.applySelector = applySelector
        self.inputTypes = inputTypes
        self.sinkType = sinkType
    }

    override func run(_ observer: ObserverNode<Output>) {
        let sink = sinkType.init(mode: mode, resultSelector: resultSelector, applySelector: applySelector, downstream: observer)
        sink.startInputs {
            sink.connect(source1, as: inputTypes.0, at: 0)
            sink.connect(source2, as: inputTypes.1, at: 1)
            sink.connect(source3, as: inputTypes.2, at: 2)
            sink.connect(source4, as: inputTypes.3, at: 3)
            sink.connect(source5, as: inputTypes.4, at: 4)
            sink.connect(source6, as: inputTypes.5, at: 5)
            sink.connect(source7, as: inputTypes.6, at: 6)
            sink.connect(source8, as: inputTypes.7, at: 7)
        }
    }
}

/// Calls a result selector of 8 sources with the elements in their slots.
///
/// The entry points build it in the client, where the element types are known: there it reads
/// the slots directly, whereas this module's unspecialized code would copy each element out
/// through its value witnesses (and destroy the copy) at every combination.
@usableFromInline
typealias ApplySelector8<E1, E2, E3, E4, E5, E6, E7, E8, Output> = (_ resultSelector: (E1, E2, E3, E4, E5, E6, E7, E8) throws -> Output, UnsafeMutablePointer<E1>, UnsafeMutablePointer<E2>, UnsafeMutablePointer<E3>, UnsafeMutablePointer<E4>, UnsafeMutablePointer<E5>, UnsafeMutablePointer<E6>, UnsafeMutablePointer<E7>, UnsafeMutablePointer<E8>) throws -> Output

/// Combines the slots of 8 sources with their static element types.
@usableFromInline
final class Combining8Sink<E1, E2, E3, E4, E5, E6, E7, E8, Output>: CombiningSink<Output>, @unchecked Sendable {
    // @unchecked Sendable: the selectors are immutable; the rest is CombiningSink's.
    private let resultSelector: (E1, E2, E3, E4, E5, E6, E7, E8) throws -> Output
    private let applySelector: ApplySelector8<E1, E2, E3, E4, E5, E6, E7, E8, Output>

    required init(mode: CombiningMode, resultSelector: @escaping (E1, E2, E3, E4, E5, E6, E7, E8) throws -> Output, applySelector: @escaping ApplySelector8<E1, E2, E3, E4, E5, E6, E7, E8, Output>, downstream: ObserverNode<Output>) {
        self.resultSelector = resultSelector
        self.applySelector = applySelector
        super.init(mode: mode, arity: 8, layout: SlotLayout().adding(E1.self).adding(E2.self).adding(E3.self).adding(E4.self).adding(E5.self).adding(E6.self).adding(E7.self).adding(E8.self), downstream: downstream)
    }

    deinit {
        // The elements of the sources that delivered at once belong to this sink.
        if immediateSlots & (1 << 0) != 0 { slot(0, of: E1.self).deinitialize(count: 1) }
        if immediateSlots & (1 << 1) != 0 { slot(1, of: E2.self).deinitialize(count: 1) }
        if immediateSlots & (1 << 2) != 0 { slot(2, of: E3.self).deinitialize(count: 1) }
        if immediateSlots & (1 << 3) != 0 { slot(3, of: E4.self).deinitialize(count: 1) }
        if immediateSlots & (1 << 4) != 0 { slot(4, of: E5.self).deinitialize(count: 1) }
        if immediateSlots & (1 << 5) != 0 { slot(5, of: E6.self).deinitialize(count: 1) }
        if immediateSlots & (1 << 6) != 0 { slot(6, of: E7.self).deinitialize(count: 1) }
        if immediateSlots & (1 << 7) != 0 { slot(7, of: E8.self).deinitialize(count: 1) }
    }

    override func combine() throws -> Output {
        try applySelector(resultSelector, slot(0, of: E1.self), slot(1, of: E2.self), slot(2, of: E3.self), slot(3, of: E4.self), slot(4, of: E5.self), slot(5, of: E6.self), slot(6, of: E7.self), slot(7, of: E8.self))
    }
}
