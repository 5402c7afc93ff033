/// A subject that holds a current value: each new observer receives it first, then every later
/// event.
///
///     subject (value 0):  --1--2--|
///     subscriber:               ^1-2--|   (subscribed between 1 and 2: receives 1 first)
///
/// After a terminal event new observers receive only that event; after `dispose()` they receive
/// `RxError.disposed`.
public final class BehaviorSubject<Element>: _SubjectShell<Element>, SubjectType, Cancelable, @unchecked Sendable {
    // @unchecked Sendable: all state lives in `core`, which serializes access (see SubjectCore).

    /// The observer side of the subject: the subject itself.
    public typealias SubjectObserverType = BehaviorSubject<Element>

    /// The subject as an observer.
    public func asObserver() -> BehaviorSubject<Element> {
        self
    }

    /// A subject whose current value is `value`.
    public init(value: Element) {
        super.init(core: BehaviorCore(value: value))
    }

    /// The current value. Throws the subject's error if it failed, or `RxError.disposed` if it
    /// was disposed.
    public func value() throws -> Element {
        // The core is the one `init` made.
        try unsafeDowncast(core, to: BehaviorCore<Element>.self).currentValue(subject: self)
    }

    /// Whether the subject was disposed.
    public var isDisposed: Bool {
        core.isDisposed
    }

    /// Detaches every observer and ignores further events.
    public func dispose() {
        core.dispose()
    }
}

@usableFromInline
final class BehaviorCore<Element>: SubjectCore<Element>, @unchecked Sendable {
    // @unchecked Sendable: no state of its own; see SubjectCore.
    init(value: Element) {
        super.init(recording: .latest)
        latest.store(value)
    }

    override func replayElements(stopped: Bool) -> [Element] {
        stopped ? [] : latest.elements
    }

    override var replaysOnSubscribe: Bool { true }

    func currentValue(subject: AnyObject) throws -> Element {
        var value: Element?
        let (isDisposed, error) = lock.withLock { state -> (Bool, Swift.Error?) in
            if !state.isDisposed { value = latest.element }
            return (state.isDisposed, state.stopError)
        }
        if isDisposed { throw RxError.disposed(object: subject) }
        if let error { throw error }
        return value!
    }
}
