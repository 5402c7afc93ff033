// Every operator here is the `Observable` operator of the same name applied to the wrapped
// sequence.

extension InfallibleType {
    /// Emits only the elements that satisfy `predicate`.
    public func filter(_ predicate: @escaping (Element) -> Bool) -> Infallible<Element> {
        Infallible(asObservable().filter(predicate))
    }
}

// MARK: - Distinct

extension InfallibleType where Element: Equatable {
    /// Drops each element equal to the previous one.
    public func distinctUntilChanged() -> Infallible<Element> {
        Infallible(asObservable().distinctUntilChanged())
    }
}

extension InfallibleType {
    /// Drops each element whose key equals the previous element's.
    ///
    /// `keySelector` must not throw (see `deferred`): an `Infallible` cannot deliver the error.
    public func distinctUntilChanged<Key: Equatable>(_ keySelector: @escaping (Element) throws -> Key) -> Infallible<Element> {
        asObservable().distinctUntilChanged(keySelector).infallible(thrower: "distinctUntilChanged(_:): the key selector")
    }

    /// Drops each element that `comparer` finds equal to the previous one.
    ///
    /// `comparer` must not throw (see `deferred`): an `Infallible` cannot deliver the error.
    public func distinctUntilChanged(_ comparer: @escaping (Element, Element) throws -> Bool) -> Infallible<Element> {
        asObservable().distinctUntilChanged(comparer).infallible(thrower: "distinctUntilChanged(_:): the comparer")
    }

    /// Drops each element whose key `comparer` finds equal to the previous element's.
    ///
    /// The closures must not throw (see `deferred`): an `Infallible` cannot deliver the error.
    public func distinctUntilChanged<Key>(_ keySelector: @escaping (Element) throws -> Key, comparer: @escaping (Key, Key) throws -> Bool) -> Infallible<Element> {
        asObservable().distinctUntilChanged(keySelector, comparer: comparer).infallible(thrower: "distinctUntilChanged(_:comparer:): a closure")
    }

    /// Drops each element whose property at `keyPath` equals the previous element's.
    public func distinctUntilChanged<Property: Equatable>(at keyPath: KeyPath<Element, Property>) -> Infallible<Element> {
        Infallible(asObservable().distinctUntilChanged(at: keyPath))
    }
}

// MARK: - Take and skip

extension InfallibleType {
    /// The first `count` elements, then completion.
    ///
    /// - Precondition: `count >= 0`.
    public func take(_ count: Int) -> Infallible<Element> {
        Infallible(asObservable().take(count))
    }

    /// The elements until `other` emits an element (or completes); then completion.
    public func take<Source: InfallibleType>(until other: Source) -> Infallible<Element> {
        Infallible(asObservable().take(until: other.asObservable()))
    }

    /// The elements until `other` emits an element; then completion.
    ///
    /// `other` must not fail: an `Infallible` cannot deliver its error (a programming error,
    /// fatal in debug builds; in release builds it is printed and the sequence completes).
    public func take<Source: ObservableType>(until other: Source) -> Infallible<Element> {
        asObservable().take(until: other).infallible(thrower: "take(until:): the other sequence")
    }

    /// The elements while `predicate` holds; then completion (after the element that ended it,
    /// with `.inclusive`).
    ///
    /// `predicate` must not throw (see `deferred`): an `Infallible` cannot deliver the error.
    public func take(while predicate: @escaping (Element) throws -> Bool, behavior: TakeBehavior = .exclusive) -> Infallible<Element> {
        asObservable().take(while: predicate, behavior: behavior).infallible(thrower: "take(while:behavior:): the predicate")
    }

    /// The elements until one satisfies `predicate`; then completion (after that element, with
    /// `.inclusive`).
    ///
    /// `predicate` must not throw (see `deferred`): an `Infallible` cannot deliver the error.
    public func take(until predicate: @escaping (Element) throws -> Bool, behavior: TakeBehavior = .exclusive) -> Infallible<Element> {
        asObservable().take(until: predicate, behavior: behavior).infallible(thrower: "take(until:behavior:): the predicate")
    }

    /// Drops the first `count` elements.
    ///
    /// - Precondition: `count >= 0`.
    public func skip(_ count: Int) -> Infallible<Element> {
        Infallible(asObservable().skip(count))
    }

    /// Drops the elements until `other` emits an element.
    public func skip<Source: InfallibleType>(until other: Source) -> Infallible<Element> {
        Infallible(asObservable().skip(until: other.asObservable()))
    }

    /// Drops the elements until `other` emits an element.
    ///
    /// `other` must not fail: an `Infallible` cannot deliver its error (a programming error,
    /// fatal in debug builds; in release builds it is printed and the sequence completes).
    public func skip<Source: ObservableType>(until other: Source) -> Infallible<Element> {
        asObservable().skip(until: other).infallible(thrower: "skip(until:): the other sequence")
    }

    /// Drops the elements while `predicate` holds.
    ///
    /// `predicate` must not throw (see `deferred`): an `Infallible` cannot deliver the error.
    public func skip(while predicate: @escaping (Element) throws -> Bool) -> Infallible<Element> {
        asObservable().skip(while: predicate).infallible(thrower: "skip(while:): the predicate")
    }
}
