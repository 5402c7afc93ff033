/// A subject that replays the last `bufferSize` elements (or all of them) to each new observer,
/// then emits every later event.
///
///     subject (bufferSize 2):  --1--2--3--|
///     subscriber:                       ^23-|   (subscribed after 3: receives 2, 3 first)
///
/// After a terminal event new observers receive the buffer and then that event; after
/// `dispose()` they receive `RxError.disposed`.
public final class ReplaySubject<Element>: _SubjectShell<Element>, SubjectType, Cancelable, @unchecked Sendable {
    // @unchecked Sendable: all state lives in `core`, which serializes access (see SubjectCore).

    /// The observer side of the subject: the subject itself.
    public typealias SubjectObserverType = ReplaySubject<Element>

    /// The subject as an observer.
    public func asObserver() -> ReplaySubject<Element> {
        self
    }

    /// A subject that replays the last `bufferSize` elements, none if it is negative; the
    /// operators that make one report a negative size themselves, naming their argument.
    /// `registersBeforeReplay` for `share(replay: 1)`, whose connection in RxSwift is no
    /// `ReplaySubject` and places a new observer among the others before replaying to it.
    package init(bufferSize: Int, registersBeforeReplay: Bool = false) {
        super.init(core: bufferSize == 1 ? ReplayLatestCore<Element>(registersAfterReplay: !registersBeforeReplay) : ReplayCore(bufferSize: bufferSize, registersAfterReplay: !registersBeforeReplay))
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

    /// Whether the subject was disposed.
    public var isDisposed: Bool {
        core.isDisposed
    }

    /// Detaches every observer, forgets the buffer and ignores further events.
    public func dispose() {
        core.dispose()
    }
}

@usableFromInline
final class ReplayCore<Element>: SubjectCore<Element>, @unchecked Sendable {
    // @unchecked Sendable: `buffer` is only touched with the lock held (in the hooks).
    @exclusivity(unchecked) private var buffer: RingBuffer<Element>
    private let registersAfter: Bool

    init(bufferSize: Int, registersAfterReplay: Bool) {
        buffer = RingBuffer(capacity: bufferSize)
        registersAfter = registersAfterReplay
        super.init(recording: .custom)
    }

    override func record(next element: Element, retiringInto retired: inout ElementQueue<Element>) -> Bool {
        buffer.append(element, retiringInto: &retired)
        return true
    }

    override func replayElements(stopped: Bool) -> [Element] {
        buffer.elements
    }

    // A buffer of none (or of a negative size) replays nothing: a new observer is live at once,
    // and an element sent before it subscribed does not reach it, as with a `PublishSubject`.
    override var replaysOnSubscribe: Bool { buffer.capacity > 0 }

    override var registersAfterReplay: Bool { registersAfter }

    override func clearRecorded(into dropped: inout ElementQueue<Element>) {
        buffer.removeAll(into: &dropped)
    }
}

/// The core of a `ReplaySubject` of one element, which every `share(replay: 1)` (so every
/// operator of a `Driver`) feeds each element through: the latest element in the core's own slot
/// (`SubjectRecording.latest`), overwritten in place by the element path without a call.
final class ReplayLatestCore<Element>: SubjectCore<Element>, @unchecked Sendable {
    // @unchecked Sendable: `registersAfter` is immutable; see SubjectCore.
    private let registersAfter: Bool

    init(registersAfterReplay: Bool) {
        registersAfter = registersAfterReplay
        super.init(recording: .latest)
    }

    override func replayElements(stopped: Bool) -> [Element] {
        latest.elements
    }

    override var replaysOnSubscribe: Bool { true }

    override var registersAfterReplay: Bool { registersAfter }
}
