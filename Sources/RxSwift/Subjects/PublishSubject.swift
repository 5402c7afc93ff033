/// A subject that emits to each observer the events that arrive after it subscribed.
///
///     subject:     --1--2--3--|
///     subscriber:        ^-3--|     (subscribed after 2)
///
/// After a terminal event, new observers receive only that event. After `dispose()`, events
/// are ignored and new observers receive `RxError.disposed`.
public final class PublishSubject<Element>: _SubjectShell<Element>, SubjectType, Cancelable, @unchecked Sendable {
    // @unchecked Sendable: all state lives in `core`, which serializes access (see SubjectCore).

    /// The observer side of the subject: the subject itself.
    public typealias SubjectObserverType = PublishSubject<Element>

    /// The subject as an observer.
    public func asObserver() -> PublishSubject<Element> {
        self
    }

    /// A subject with no observers.
    @inlinable
    public init() {
        // Built here, in the caller's module, where `Element` is known: no metadata look-up.
        super.init(core: SubjectCore<Element>(recording: .nothing))
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
