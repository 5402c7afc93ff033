import Synchronization

/// A value that can be observed: the guide's `Variable`, kept for older code.
///
/// It wraps a `BehaviorSubject`: subscribers receive the current value, then every new one. It
/// cannot fail, and when the variable is deallocated the sequence completes.
@available(*, deprecated, message: "Variable is deprecated: use BehaviorRelay from RxRelay (accept(_:) to set, value to read).")
public final class Variable<Element>: @unchecked Sendable {
    // @unchecked Sendable: `value` is read and written under `lock`; the subject is thread-safe.
    private let subject: BehaviorSubject<Element>
    private let lock = Mutex(())
    private var storedValue: Element

    /// A variable holding `value`.
    public init(_ value: Element) {
        storedValue = value
        subject = BehaviorSubject(value: value)
    }

    /// The current value; setting it emits the new value to every subscriber.
    public var value: Element {
        get {
            lock.withLock { _ in storedValue }
        }
        set {
            lock.withLock { _ in storedValue = newValue }
            subject.onNext(newValue)
        }
    }

    /// The sequence of values: the current one first, completing when the variable is
    /// deallocated.
    public func asObservable() -> Observable<Element> {
        subject.asObservable()
    }

    deinit {
        subject.onCompleted()
    }
}
