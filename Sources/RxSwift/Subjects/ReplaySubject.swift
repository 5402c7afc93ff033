/// A subject that replays the last `bufferSize` elements (or all of them) to each new observer,
/// then emits every later event.
///
///     subject (bufferSize 2):  --1--2--3--|
///     subscriber:                       ^23-|   (subscribed after 3: receives 2, 3 first)
///
/// After a terminal event new observers receive the buffer and then that event; after
/// `dispose()` they receive `RxError.disposed`.
public final class ReplaySubject<Element>: Observable<Element>, SubjectType, ObserverType, Cancelable, @unchecked Sendable {
    // @unchecked Sendable: all state lives in `core`, which serializes access (see SubjectCore).

    /// The observer side of the subject: the subject itself.
    public typealias SubjectObserverType = ReplaySubject<Element>

    @usableFromInline
    let core: ReplayCore<Element>

    /// A subject that replays the last `bufferSize` elements, none if it is negative; the
    /// operators that make one report a negative size themselves, naming their argument.
    package init(bufferSize: Int) {
        core = ReplayCore(bufferSize: bufferSize)
    }

    /// A subject that replays the last `bufferSize` elements.
    ///
    /// A negative `bufferSize` replays no element, as 0 does, and is reported in debug builds
    /// (RxSwift stops the program at creation below -1, and with -1 loops forever, under the
    /// subject's lock, on the first element: its buffer never gets under -1 elements).
    public static func create(bufferSize: Int) -> ReplaySubject<Element> {
        if bufferSize < 0 {
            reportNegativeReplaySize("ReplaySubject.create(bufferSize:): bufferSize", bufferSize)
        }
        return ReplaySubject(bufferSize: bufferSize)
    }

    /// A subject that replays every element it received.
    public static func createUnbounded() -> ReplaySubject<Element> {
        ReplaySubject(bufferSize: .max)
    }

    /// A subject that replays every element it received (older spelling of `createUnbounded()`).
    public static func createUnbound() -> ReplaySubject<Element> {
        createUnbounded()
    }

    /// Whether at least one observer is subscribed.
    public var hasObservers: Bool {
        core.hasObservers
    }

    /// Whether the subject was disposed.
    public var isDisposed: Bool {
        core.isDisposed
    }

    /// Records the element of a `next` event and emits `event` to every observer.
    @inlinable
    public func on(_ event: Event<Element>) {
        switch event {
        case .next(let element): core.onNext(element)
        case .error, .completed: core.onTerminal(event)
        }
    }

    override func run(_ observer: ObserverNode<Element>) {
        core.subscribe(observer, owner: self)
    }

    deinit {
        // Nothing can feed the core once the subject is gone: its observers (which hold the core
        // through their subscriptions) are released now.
        core.releaseObservers()
    }

    /// The subject as an observer.
    public func asObserver() -> ReplaySubject<Element> {
        self
    }

    /// Detaches every observer, forgets the buffer and ignores further events.
    public func dispose() {
        core.dispose()
    }
}

@usableFromInline
final class ReplayCore<Element>: SubjectCore<Element>, @unchecked Sendable {
    // `buffer` is only touched with the lock held (in the hooks).
    @exclusivity(unchecked) private var buffer: RingBuffer<Element>

    init(bufferSize: Int) {
        buffer = RingBuffer(capacity: bufferSize)
    }

    override func record(next element: Element) -> Bool {
        buffer.append(element)
        return true
    }

    override func replayElements(stopped: Bool) -> [Element] {
        buffer.elements
    }

    override var replaysOnSubscribe: Bool { true }

    override func clearRecorded() {
        buffer.removeAll()
    }
}

extension ReplaySubject: SubjectCoreOwner {
    var untypedCore: AnyObject { core }
}
