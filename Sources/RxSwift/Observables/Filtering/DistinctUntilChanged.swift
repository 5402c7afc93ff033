extension ObservableType where Element: Equatable {
    /// Drops each element equal to the one before it.
    ///
    ///     source:                  1--1--2--2--1|
    ///     distinctUntilChanged():  1-----2-----1|
    public func distinctUntilChanged() -> Observable<Element> {
        distinctUntilChanged({ $0 }, comparer: ==)
    }
}

extension ObservableType {
    /// Drops each element whose key, given by `keySelector`, equals the key of the element before
    /// it; a thrown error ends the sequence with it.
    public func distinctUntilChanged<Key: Equatable>(_ keySelector: @escaping (Element) throws -> Key) -> Observable<Element> {
        distinctUntilChanged(keySelector, comparer: ==)
    }

    /// Drops each element that `comparer` says is equal to the element before it; a thrown error
    /// ends the sequence with it.
    ///
    /// - Parameter comparer: Returns whether two consecutive elements are equal.
    public func distinctUntilChanged(_ comparer: @escaping (Element, Element) throws -> Bool) -> Observable<Element> {
        distinctUntilChanged({ $0 }, comparer: comparer)
    }

    /// Drops each element whose key, given by `keySelector`, is equal, as `comparer` says, to the
    /// key of the element before it; a thrown error ends the sequence with it.
    ///
    ///     source:                                              "a"--"A"--"b"|
    ///     distinctUntilChanged({ $0.lowercased() }, comparer: ==): "a"-------"b"|
    ///
    /// - Parameters:
    ///   - keySelector: Returns the key of an element.
    ///   - comparer: Returns whether two keys are equal.
    public func distinctUntilChanged<Key>(_ keySelector: @escaping (Element) throws -> Key, comparer: @escaping (Key, Key) throws -> Bool) -> Observable<Element> {
        OperatorObservable<DistinctUntilChangedSink<Element, Key>, _>(
            source: asObservable(),
            arguments: DistinctUntilChangedArguments(keySelector: keySelector, comparer: comparer)
        )
    }

    /// Drops each element whose property at `keyPath` equals that of the element before it.
    public func distinctUntilChanged<Property: Equatable>(at keyPath: KeyPath<Element, Property>) -> Observable<Element> {
        distinctUntilChanged({ $0[keyPath: keyPath] }, comparer: ==)
    }
}

private struct DistinctUntilChangedArguments<Element, Key> {
    let keySelector: (Element) throws -> Key
    let comparer: (Key, Key) throws -> Bool
}

private final class DistinctUntilChangedSink<Element, Key>: Sink<Element, Element>, OperatorSink, @unchecked Sendable {
    // @unchecked Sendable: `lastKey` is touched only by `receive`, which the grammar serializes.
    private let keySelector: (Element) throws -> Key
    private let comparer: (Key, Key) throws -> Bool
    private var lastKey: Key?

    init(_ arguments: borrowing DistinctUntilChangedArguments<Element, Key>, downstream: ObserverNode<Element>) {
        keySelector = arguments.keySelector
        comparer = arguments.comparer
        super.init(downstream: downstream)
    }

    override func receive(_ element: Element) {
        do {
            let key = try keySelector(element)
            if let lastKey, try comparer(lastKey, key) {
                return
            }
            lastKey = key
        } catch {
            fail(error)
            return
        }
        guard !isDisposed else { return }
        downstream.receive(element)
    }
}
