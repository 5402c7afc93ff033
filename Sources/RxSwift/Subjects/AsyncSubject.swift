/// A subject that emits only the last element, and only once the sequence completes.
///
///     source:      --1--2--3--|
///     subscriber:  -----------3|
///
/// If the sequence fails, observers receive only the error. Observers arriving after completion
/// receive the last element and completion at once.
public final class AsyncSubject<Element>: _SubjectShell<Element>, SubjectType, @unchecked Sendable {
    // @unchecked Sendable: all state lives in `core`, which serializes access (see SubjectCore).

    /// The observer side of the subject: the subject itself.
    public typealias SubjectObserverType = AsyncSubject<Element>

    /// The subject as an observer.
    public func asObserver() -> AsyncSubject<Element> {
        self
    }

    /// A subject with no element yet.
    public init() {
        super.init(core: AsyncCore<Element>())
    }
}

@usableFromInline
final class AsyncCore<Element>: SubjectCore<Element>, @unchecked Sendable {
    // @unchecked Sendable: `last` is only touched with the lock held (in the hooks).
    private var last: Element?

    init() {
        super.init(recording: .custom)
    }

    override func record(next element: Element, retiringInto retired: inout ElementQueue<Element>) -> Bool {
        if let previous = last.take() {
            retired.enqueue(previous)
        }
        last = element
        return false
    }

    override func record(terminal event: Event<Element>, retiringInto retired: inout ElementQueue<Element>) -> Element? {
        if case .completed = event {
            return last
        }
        if let previous = last.take() {
            retired.enqueue(previous)
        }
        return nil
    }

    override func replayElements(stopped: Bool) -> [Element] {
        guard stopped, let last else { return [] }
        return [last]
    }

    override func clearRecorded(into dropped: inout ElementQueue<Element>) {
        if let last = last.take() {
            dropped.enqueue(last)
        }
    }
}
