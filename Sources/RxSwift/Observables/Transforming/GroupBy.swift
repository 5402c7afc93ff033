import Synchronization

extension ObservableType {
    /// Splits the sequence by key: emits one `GroupedObservable` per distinct key, when the first
    /// element with that key arrives, and sends each element to the group of its key.
    ///
    ///     source:                             1--2--3--4|
    ///     groupBy { $0.isMultiple(of: 2) }:   F--T------|
    ///     group false:                        1-----3---|
    ///     group true:                            2-----4|
    ///
    /// Groups complete or fail with the source; a key selector that throws fails every group and
    /// the outer sequence. Disposing the outer subscription stops new groups from being emitted,
    /// but the groups already subscribed keep receiving their elements: the source subscription
    /// lasts until the outer subscription and every group subscription were disposed.
    ///
    /// - Parameter keySelector: Returns the key of an element.
    public func groupBy<Key: Hashable>(keySelector: @escaping (Element) throws -> Key) -> Observable<GroupedObservable<Key, Element>> {
        OperatorObservable<GroupBySink<Key, Element>, _>(source: asObservable(), arguments: OperatorClosure(keySelector))
    }
}

/// Observes the source and feeds the groups, each a `PublishSubject`.
///
/// The outer subscription and every group subscription each hold a reference to this sink's
/// subscription of the source (`RefCountedSink`); the source subscription is disposed when the
/// last reference is released, or when the source terminates.
private final class GroupBySink<Key: Hashable, Element>: ObserverNode<Element>, OperatorSink, ReferenceCounted, @unchecked Sendable {
    // @unchecked Sendable: `outer` is set once, by `init`; `groups`, `subjects` and the routing
    // state are touched only by the source's events, which the grammar serializes; `references`
    // is atomic.
    private let keySelector: (Element) throws -> Key
    /// The downstream's upstream: one reference, released when the outer subscription ends.
    private var outer: RefCountedSink<GroupedObservable<Key, Element>>!
    private var groups: [Key: PublishSubject<Element>] = [:]
    /// The groups in the order they were created, so that terminal events reach them in order.
    private var subjects: [PublishSubject<Element>] = []
    private let references = Atomic<Int>(1)
    /// Whether an event is being routed. A new group is emitted before its first element is sent
    /// to it, so an event that arrives reentrantly meanwhile (fed from a subscriber) waits in
    /// `pending` instead of overtaking that element.
    private var isRouting = false
    private var pending = ElementQueue<Event<Element>>()

    init(_ arguments: OperatorClosure<Element, Key>, downstream: ObserverNode<GroupedObservable<Key, Element>>) {
        keySelector = arguments.body
        super.init()
        outer = RefCountedSink(parent: self, downstream: downstream)
    }

    func start(from source: Observable<Element>) {
        outer.downstream.setUpstream(outer)
        if !isDisposed {
            source.subscribe(node: self)
        } else {
            // The downstream ended already: subscribed and released at once, as every sink does
            // (`Sink.releasedAtOnceIfEnded`).
            DiscardingNode.subscribeAndRelease(source)
        }
    }

    override func receive(_ element: Element) {
        guard !isRouting else {
            pending.enqueue(.next(element))
            return
        }
        isRouting = true
        route(element)
        drainPending()
    }

    override func receive(error: Swift.Error) {
        guard !isRouting else {
            pending.enqueue(.error(error))
            return
        }
        isRouting = true
        finish(.error(error))
        drainPending()
    }

    override func receiveCompletion() {
        guard !isRouting else {
            pending.enqueue(.completed)
            return
        }
        isRouting = true
        finish(.completed)
        drainPending()
    }

    /// Routes the events that arrived while another one was being routed, in order.
    private func drainPending() {
        while !pending.isEmpty {
            let event = pending.dequeue()
            switch event {
            case .next(let element): route(element)
            case .error, .completed: finish(event)
            }
        }
        isRouting = false
    }

    private func route(_ element: Element) {
        guard !isDisposed else { return }
        let key: Key
        do {
            key = try keySelector(element)
        } catch {
            finish(.error(error))
            return
        }
        if let subject = groups[key] {
            subject.on(.next(element))
            return
        }
        let subject = PublishSubject<Element>()
        groups[key] = subject
        subjects.append(subject)
        // After the outer subscription was disposed, a new group is fed but never emitted.
        if !outer.isDisposed {
            outer.receive(GroupedObservable(key: key, source: Group(subject: subject, parent: self)))
        }
        subject.on(.next(element))
    }

    /// Ends every group, then the outer sequence, then the source subscription.
    private func finish(_ event: Event<Element>) {
        guard !isDisposed else { return }
        let subjects = self.subjects
        self.subjects = []
        groups = [:]
        for subject in subjects {
            subject.on(event)
        }
        if !outer.isDisposed {
            switch event {
            case .error(let error): outer.receive(error: error)
            default: outer.receiveCompletion()
            }
        }
        dispose()
    }

    /// Counts a new group subscription.
    func retainReference() {
        references.wrappingAdd(1, ordering: .relaxed)
    }

    func referenceReleased() {
        // Acquiring and releasing: whoever releases the last reference sees every other release.
        if references.wrappingSubtract(1, ordering: .acquiringAndReleasing).newValue == 0 {
            dispose()
        }
    }
}

/// The elements of one group: subscribing holds a reference to the source subscription.
private final class Group<Key: Hashable, Element>: Observable<Element>, @unchecked Sendable {
    // @unchecked Sendable: `subject` (thread-safe) is immutable and the weak `parent` is set only
    // in `init`; a weak reference is safe to load from any thread.
    private let subject: PublishSubject<Element>
    /// Weak: a group kept by the user (often captured by the closure that received it, which the
    /// outer subscription holds) must not keep the source subscription and that closure alive.
    /// Once nothing else holds the sink, its source subscription has ended and the subject only
    /// has its terminal event (if any) to give.
    private weak var parent: GroupBySink<Key, Element>?

    init(subject: PublishSubject<Element>, parent: GroupBySink<Key, Element>) {
        self.subject = subject
        self.parent = parent
    }

    override func run(_ observer: ObserverNode<Element>) {
        guard let parent else {
            subject.subscribe(node: observer)
            return
        }
        parent.retainReference()
        RefCountedSink(parent: parent, downstream: observer).subscribe(to: subject)
    }
}
