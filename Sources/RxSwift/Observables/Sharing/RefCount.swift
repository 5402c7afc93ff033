import Synchronization

extension ConnectableObservableType {
    /// A sequence that stays connected while it has subscribers: the first subscriber connects
    /// this connectable sequence, the last one to leave disconnects it.
    ///
    /// Connecting and disconnecting happen outside any lock, and each connection cycle connects
    /// exactly once, even when subscribers arrive and leave from several threads.
    public func refCount() -> Observable<Element> {
        RefCount(source: self)
    }
}

final class RefCount<Source: ConnectableObservableType>: Observable<Source.Element>, ReferenceCounted, @unchecked Sendable {
    // @unchecked Sendable: `state` is only touched under its mutex.
    private struct State {
        var count = 0
        var connection: Disposable?
        /// Bumped when the count falls to zero, so a connection made for an earlier cycle is
        /// recognized and disposed.
        var cycle: UInt64 = 0
    }

    private let source: Source
    private let state = Mutex(State())
    private let runsInTrampoline: Bool

    /// Without `subscribesInTrampoline`, a subscription starts outside any trampoline, as
    /// RxSwift 6's `share(replay: 0 or 1, scope: .whileConnected)` does: a subscriber's replay
    /// is delivered outside it (the source's subscription still runs in one).
    init(source: Source, subscribesInTrampoline: Bool = true) {
        self.source = source
        runsInTrampoline = subscribesInTrampoline
    }

    override var subscribesInTrampoline: Bool {
        runsInTrampoline
    }

    override func run(_ observer: ObserverNode<Source.Element>) {
        // The connectables of this library coordinate subjects and connections under one lock.
        if let adapter = source as? ConnectableObservableReferenceCounting {
            adapter.referenceCountedSubscribe(untyped: observer)
            return
        }
        let (isFirst, cycle) = state.withLock { state -> (Bool, UInt64) in
            state.count += 1
            return (state.count == 1, state.cycle)
        }
        let sink = RefCountedSink(parent: self, downstream: observer)
        sink.subscribingBeforeLinking {
            source.asObservable().subscribe(node: sink)
            // A first subscriber that ended during its own subscription (the connectable's
            // subject had terminated already) connects nothing, as in RxSwift 6.
            guard isFirst, state.withLock({ $0.cycle == cycle && $0.count > 0 }) else { return }
            let connection = source.connect()
            let isCurrent = state.withLock { state -> Bool in
                guard state.cycle == cycle, state.count > 0 else { return false }
                state.connection = connection
                return true
            }
            if !isCurrent {
                connection.dispose()
            }
        }
    }

    func referenceReleased() {
        let connection = state.withLock { state -> Disposable? in
            state.count -= 1
            guard state.count == 0 else { return nil }
            state.cycle &+= 1
            defer { state.connection = nil }
            return state.connection
        }
        connection?.dispose()
    }
}

/// Implemented by `ConnectableObservableAdapter`: reference counting inside its own state
/// machine.
protocol ConnectableObservableReferenceCounting: AnyObject {
    func referenceCountedSubscribe(untyped observer: AnyObject)
}

extension ConnectableObservableAdapter: ConnectableObservableReferenceCounting {
    func referenceCountedSubscribe(untyped observer: AnyObject) {
        referenceCountedSubscribe(unsafeDowncast(observer, to: ObserverNode<Subject.Element>.self))
    }
}

/// Something that counts its subscribers: told when one leaves.
protocol ReferenceCounted: AnyObject {
    func referenceReleased()
}

extension ConnectableObservableAdapter: ReferenceCounted {}

/// A reference-counted subscriber: forwards events and, when disposed, releases its reference
/// once. Subscribed to one of this library's subjects (`share`), it has the subject deliver live
/// elements straight to its downstream (`SubjectCore.subscribe(_:subject:elementsTo:)`),
/// skipping `receive(_:)` below; terminal events and replays still come through it.
final class RefCountedSink<Element>: Sink<Element, Element>, @unchecked Sendable {
    // @unchecked Sendable: `parent` is released once, by `disposeResources`.
    private var parent: ReferenceCounted?

    init(parent: ReferenceCounted, downstream: ObserverNode<Element>) {
        self.parent = parent
        super.init(downstream: downstream)
    }

    override func receive(_ element: Element) {
        downstream.receive(element)
    }

    override func disposeResources() {
        let parent = self.parent
        self.parent = nil
        parent?.referenceReleased()
    }
}
