import Synchronization

extension ObservableType {
    /// A connectable sequence that shares one subscription to this sequence through `subject`:
    /// subscribers attach to the subject, and `connect()` subscribes the subject to this sequence.
    ///
    /// The subject is kept across connections.
    public func multicast<Subject: SubjectType>(_ subject: Subject) -> ConnectableObservable<Subject.Element> where Subject.Observer.Element == Element {
        ConnectableObservableAdapter(source: asObservable(), subject: .fixed(subject))
    }

    /// A connectable sequence that shares one subscription to this sequence through a subject
    /// made by `makeSubject` for each connection.
    ///
    /// When a connection ends (disposed, or the source terminated), the subject is dropped, so the
    /// next connection starts afresh and replays nothing from the old one.
    public func multicast<Subject: SubjectType>(makeSubject: @escaping () -> Subject) -> ConnectableObservable<Subject.Element> where Subject.Observer.Element == Element {
        ConnectableObservableAdapter(source: asObservable(), subject: .perConnection(makeSubject))
    }
}

/// When a connection ends its source's subscription after the source's terminal event.
///
/// RxSwift 6 has two kinds of connection, which users see in the order of `do(afterCompleted:)`
/// and `do(onDispose:)` around the subscribers' callbacks.
enum ConnectionEnd {
    /// Before passing the event to the subject (`multicast`, `publish`, `replay`, and `share`
    /// but for its two forms below): the source's `onDispose` runs before the subscribers see
    /// the event.
    case beforeForwarding
    /// After passing the event on, and only if the source does not end itself
    /// (`share(replay: 0 or 1, scope: .whileConnected)`, hence `Driver` and `Signal`): the source
    /// ends itself after its `afterCompleted`, as under a subscriber.
    case afterForwarding
}

/// The connectable sequence of `multicast`, `publish` and `replay`, and the state machine that
/// `refCount()` (hence `share`) drives.
///
/// All transitions (which subject subscribers attach to, whether a connection exists, how many
/// reference-counted subscribers there are) happen under one lock, and every call out (making a
/// subject, subscribing, connecting, disposing) happens outside it. A subject is dropped in the
/// same critical section that ends its connection, so a subscriber arriving meanwhile never
/// attaches to a subject whose connection is finished, and each connection cycle subscribes the
/// source exactly once.
final class ConnectableObservableAdapter<SourceElement, Subject: SubjectType>: ConnectableObservable<Subject.Element>, @unchecked Sendable where Subject.Observer.Element == SourceElement {
    // @unchecked Sendable: `state` is only touched under its mutex.

    enum SubjectPolicy {
        /// One subject for the lifetime of the connectable (`multicast(_:)`, `share(scope: .forever)`).
        case fixed(Subject)
        /// A new subject for each connection (`multicast(makeSubject:)`, `publish`, `replay`).
        case perConnection(() -> Subject)
    }

    private struct State {
        var subject: Subject? {
            didSet { coreOwner = subject.flatMap { $0 as? SubjectCoreOwner } }
        }
        /// `subject`, when it is one of this library's subjects: looked up once per subject, not
        /// per subscriber.
        private(set) var coreOwner: SubjectCoreOwner?
        /// Bumped whenever `subject` is replaced: tells whether the subject a caller got is still
        /// the current one (subjects may be structs, which have no identity to compare).
        var subjectGeneration: UInt64 = 0
        var connection: MulticastConnection<SourceElement, Subject>?
        /// Subscribers that came through `refCount()`.
        var referenceCount = 0
    }

    private let source: Observable<SourceElement>
    private let policy: SubjectPolicy
    /// When a connection ends its source's subscription after a terminal event.
    let connectionEnd: ConnectionEnd
    private let state: Mutex<State>

    init(source: Observable<SourceElement>, subject: SubjectPolicy, connectionEnd: ConnectionEnd = .beforeForwarding) {
        self.source = source
        policy = subject
        self.connectionEnd = connectionEnd
        if case .fixed(let subject) = subject {
            var initial = State()
            initial.subject = subject
            state = Mutex(initial)
        } else {
            state = Mutex(State())
        }
    }

    private var dropsSubjectWithConnection: Bool {
        if case .perConnection = policy { return true }
        return false
    }

    // MARK: Subjects

    /// The subject subscribers attach to now, made if there is none, its generation, and the
    /// subject as one of this library's, if it is. With `referenced`, also counts a
    /// `refCount()` subscriber in the same critical section.
    private func currentSubject(referenced: Bool) -> (Subject, generation: UInt64, isFirstReference: Bool, coreOwner: SubjectCoreOwner?) {
        var counted = !referenced
        var isFirstReference = false
        var generation: UInt64 = 0
        var coreOwner: SubjectCoreOwner?
        while true {
            let existing = state.withLock { state -> Subject? in
                if !counted {
                    state.referenceCount += 1
                    isFirstReference = state.referenceCount == 1
                    counted = true
                }
                generation = state.subjectGeneration
                coreOwner = state.coreOwner
                return state.subject
            }
            if let existing { return (existing, generation, isFirstReference, coreOwner) }
            guard case .perConnection(let makeSubject) = policy else { rxAbstractMethod() }
            // The factory is user code: run it outside the lock, then install it unless another
            // subscriber installed one meanwhile.
            let made = makeSubject()
            let installed = state.withLock { state -> Subject in
                if state.subject == nil {
                    state.subject = made
                    state.subjectGeneration &+= 1
                }
                generation = state.subjectGeneration
                coreOwner = state.coreOwner
                return state.subject!
            }
            return (installed, generation, isFirstReference, coreOwner)
        }
    }

    override func run(_ observer: ObserverNode<Subject.Element>) {
        let (subject, _, _, _) = currentSubject(referenced: false)
        subject.asObservable().subscribe(node: observer)
    }

    // MARK: Connecting

    override func connect() -> Disposable {
        let (subject, generation, _, _) = currentSubject(referenced: false)
        return establishConnection(to: subject, generation: generation, onlyIfNone: false) ?? Disposables.create()
    }

    /// Connects `subject` to the source unless a connection exists. Returns the connection (the
    /// existing one, unless `onlyIfNone`), or nil if there is nothing to connect.
    private func establishConnection(to subject: Subject, generation: UInt64, onlyIfNone: Bool) -> Disposable? {
        var created: MulticastConnection<SourceElement, Subject>?
        let existing = state.withLock { state -> MulticastConnection<SourceElement, Subject>? in
            if let connection = state.connection {
                return connection
            }
            // Only the subject subscribers attach to now may be connected.
            guard state.subject != nil, state.subjectGeneration == generation else { return nil }
            // For `refCount()` (`onlyIfNone`): with no subscriber left (the one connecting was
            // already released, e.g. a kept subject replayed its terminal event to it), nobody
            // would ever disconnect.
            if onlyIfNone, state.referenceCount == 0 { return nil }
            let connection = MulticastConnection.make(subject: subject, parent: self)
            state.connection = connection
            created = connection
            return nil
        }
        if let created {
            // Disposed meanwhile by the last reference-counted subscriber: nothing to start.
            if !created.isDisposed {
                if connectionEnd == .beforeForwarding {
                    // A source that ends while it is subscribed (its events come from the
                    // trampoline that subscription drains) is released once the subscription
                    // returned, after its own `do(afterCompleted:)`, as in RxSwift, whose
                    // connection holds the subscription only then.
                    created.deferringReleaseWhileStarting { source.subscribe(node: created) }
                } else {
                    source.subscribe(node: created)
                }
            }
            return created
        }
        return onlyIfNone ? nil : existing
    }

    /// Ends `connection` if it is the current one: called when it is disposed or its source
    /// terminated. Drops a per-connection subject in the same critical section.
    func connectionEnded(_ connection: MulticastConnection<SourceElement, Subject>) {
        state.withLock { state in
            guard state.connection === connection else { return }
            state.connection = nil
            if dropsSubjectWithConnection {
                state.subject = nil
            }
        }
    }

    // MARK: Reference counting (`refCount()`)

    /// Subscribes `observer` as a reference-counted subscriber: the first one connects, the
    /// last one to leave disconnects.
    func referenceCountedSubscribe(_ observer: ObserverNode<Subject.Element>) {
        let (subject, generation, isFirstReference, coreOwner) = currentSubject(referenced: true)
        let sink = RefCountedSink(parent: self, downstream: observer)
        sink.subscribingBeforeLinking {
            if let coreOwner {
                // One of this library's subjects: live elements skip the sink, which only
                // forwards them, and go to its downstream (see `RefCountedSink`).
                let core = unsafeDowncast(coreOwner.untypedCore, to: SubjectCore<Subject.Element>.self)
                // Inside the trampoline `refCount()` runs in, as a subject's `subscribe` would be;
                // outside any for `share(replay: 0 or 1, scope: .whileConnected)` (see `RefCount`).
                core.subscribe(sink, subject: coreOwner, elementsTo: observer)
            } else {
                subject.asObservable().subscribe(node: sink)
            }
            // A per-connection subject connects whenever it has no connection; a fixed subject
            // only when the count rose from zero (after its source terminated, it just replays).
            if dropsSubjectWithConnection || isFirstReference {
                _ = establishConnection(to: subject, generation: generation, onlyIfNone: true)
            }
        }
    }

    /// A reference-counted subscriber left: the last one ends the connection.
    func referenceReleased() {
        let connection = state.withLock { state -> MulticastConnection<SourceElement, Subject>? in
            state.referenceCount -= 1
            guard state.referenceCount == 0 else { return nil }
            let connection = state.connection
            state.connection = nil
            if dropsSubjectWithConnection {
                state.subject = nil
            }
            return connection
        }
        connection?.dispose()
    }
}

/// The subscription of the shared source: forwards its events into the subject.
///
/// One of two subclasses, chosen when connecting: `CoreConnection` feeds one of this library's
/// subjects through its core, without building `Event`s; `ForeignSubjectConnection` feeds any
/// other subject through `on(_:)`. Each element thus costs one call and no test of which one it
/// is (this runs once per element per share: every operator of a `Driver`).
class MulticastConnection<SourceElement, Subject: SubjectType>: ObserverNode<SourceElement>, @unchecked Sendable where Subject.Observer.Element == SourceElement {
    // @unchecked Sendable: immutable; the events follow the source's grammar.
    private let observer: Subject.Observer
    private let parent: ConnectableObservableAdapter<SourceElement, Subject>

    fileprivate init(subject: Subject, parent: ConnectableObservableAdapter<SourceElement, Subject>) {
        observer = subject.asObserver()
        self.parent = parent
    }

    /// The connection of `subject` to the source, for `parent`.
    static func make(subject: Subject, parent: ConnectableObservableAdapter<SourceElement, Subject>) -> MulticastConnection {
        if let owner = subject as? SubjectCoreOwner {
            let core = unsafeDowncast(owner.untypedCore, to: SubjectCore<SourceElement>.self)
            return CoreConnection(subject: subject, core: core, parent: parent)
        }
        return ForeignSubjectConnection(subject: subject, parent: parent)
    }

    final override func receive(error: Swift.Error) {
        end(with: .error(error))
    }

    final override func receiveCompletion() {
        end(with: .completed)
    }

    /// Passes the source's terminal event to the subject, ending the source's subscription
    /// before or after it (see `ConnectionEnd`).
    private func end(with event: Event<Subject.Observer.Element>) {
        parent.connectionEnded(self)
        switch parent.connectionEnd {
        case .beforeForwarding:
            dispose()
            observer.on(event)
        case .afterForwarding:
            observer.on(event)
            disposeAfterTerminal()
        }
    }

    final override func disposeResources() {
        parent.connectionEnded(self)
    }

    /// Feeds an element to a subject from outside this library, as an `Event`.
    fileprivate final func forwardToForeignSubject(_ element: SourceElement) {
        observer.on(.next(element))
    }
}

/// A connection feeding one of this library's subjects: elements go to its core.
private final class CoreConnection<SourceElement, Subject: SubjectType>: MulticastConnection<SourceElement, Subject>, @unchecked Sendable where Subject.Observer.Element == SourceElement {
    // @unchecked Sendable: immutable.
    /// Unmanaged so that feeding it costs no retain/release per element: `core` keeps it alive
    /// as long as this connection.
    private let unmanagedCore: Unmanaged<SubjectCore<SourceElement>>
    private let core: SubjectCore<SourceElement>

    init(subject: Subject, core: SubjectCore<SourceElement>, parent: ConnectableObservableAdapter<SourceElement, Subject>) {
        self.core = core
        unmanagedCore = Unmanaged.passUnretained(core)
        super.init(subject: subject, parent: parent)
    }

    override func receive(_ element: SourceElement) {
        unmanagedCore._withUnsafeGuaranteedRef { $0.onNext(element) }
    }
}

/// A connection feeding a subject from outside this library.
private final class ForeignSubjectConnection<SourceElement, Subject: SubjectType>: MulticastConnection<SourceElement, Subject>, @unchecked Sendable where Subject.Observer.Element == SourceElement {
    // @unchecked Sendable: immutable.
    override init(subject: Subject, parent: ConnectableObservableAdapter<SourceElement, Subject>) {
        super.init(subject: subject, parent: parent)
    }

    override func receive(_ element: SourceElement) {
        forwardToForeignSubject(element)
    }
}
