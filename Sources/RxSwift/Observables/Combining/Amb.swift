import Synchronization

extension ObservableType {
    /// Mirrors whichever of the sequences reacts first (an element, an error or completion) and
    /// disposes the others.
    ///
    ///     sources[0]:  -----1---2--|
    ///     sources[1]:  ---a----b-------|
    ///     amb:         ---a----b-------|
    ///
    /// The sequences are subscribed in order, every one of them, as in RxSwift: one subscribed
    /// after another reacted already (a `just` first), or after the subscription was disposed, is
    /// released at once. Without sequences, the result never emits.
    public static func amb<Sequence: Swift.Sequence>(_ sequence: Sequence) -> Observable<Element> where Sequence.Element == Observable<Element> {
        Amb(Array(sequence))
    }

    /// Mirrors whichever of `sources` reacts first and disposes the others; see `amb(_:)` over a
    /// sequence.
    public static func amb(_ sources: Observable<Element>...) -> Observable<Element> {
        Amb(sources)
    }

    /// Mirrors this sequence or `right`, whichever reacts first (an element, an error or
    /// completion), and disposes the other.
    ///
    ///     self:   -----1---2--|
    ///     right:  ---a----b-------|
    ///     amb:    ---a----b-------|
    public func amb<O2: ObservableType>(_ right: O2) -> Observable<Element> where O2.Element == Element {
        Amb([asObservable(), right.asObservable()])
    }
}

final class Amb<Element>: Observable<Element>, @unchecked Sendable {
    // @unchecked Sendable: immutable; `sources` is set in `init`.
    private let sources: [Observable<Element>]

    init(_ sources: [Observable<Element>]) {
        self.sources = sources
    }

    override func run(_ observer: ObserverNode<Element>) {
        guard sources.count > 1 else {
            // Alone, a sequence always reacts first; with none, nothing ever does.
            sources.first?.subscribe(node: observer)
            return
        }
        let sink = AmbSink(downstream: observer)
        sink.subscribingBeforeLinking {
            for (index, source) in sources.enumerated() {
                sink.connect(source, index: index)
            }
        }
    }
}

private final class AmbSink<Element>: Sink<Never, Element>, @unchecked Sendable {
    // @unchecked Sendable: `winner` is atomic and `state` a mutex; the winner's events reach
    // downstream without a lock, serialized by the winning sequence itself.

    private struct State {
        /// Inputs that may still win (all of them until one does, then only the winner).
        var inputs: [AmbInput] = []
        /// Set by disposal: no input may register any more.
        var isClosed = false
    }

    /// The index of the sequence that reacted first, -1 until one did.
    private let winner = Atomic<Int>(-1)
    private let state = Mutex(State())

    /// Subscribes an input to `source`. If a sequence already won or the subscription was
    /// disposed, `source` is still subscribed and released as soon as it is subscribed
    /// (RxSwift's order: a virtual-time test sees the subscription start and end in the same
    /// tick).
    func connect(_ source: Observable<Element>, index: Int) {
        let candidate = AmbInput(parent: self, index: index)
        let registered = state.withLock { state -> Bool in
            guard !state.isClosed, winner.load(ordering: .acquiring) == -1 else { return false }
            state.inputs.append(candidate)
            return true
        }
        guard !registered else {
            source.subscribe(node: candidate)
            return
        }
        DiscardingNode.subscribeAndRelease(source)
    }

    /// Whether the input at `index` may deliver: the first one to ask wins and the others are
    /// disposed before it delivers anything.
    func claim(_ index: Int) -> Bool {
        let current = winner.load(ordering: .acquiring)
        if current != -1 {
            return current == index
        }
        let (won, actual) = winner.compareExchange(expected: -1, desired: index, ordering: .acquiringAndReleasing)
        guard won else {
            return actual == index
        }
        let losers = state.withLock { state -> [AmbInput] in
            let losers = state.inputs.filter { $0.index != index }
            state.inputs.removeAll { $0.index != index }
            return losers
        }
        for loser in losers {
            loser.dispose()
        }
        return true
    }

    override func disposeResources() {
        let inputs = state.withLock { state -> [AmbInput] in
            state.isClosed = true
            defer { state.inputs = [] }
            return state.inputs
        }
        for input in inputs {
            input.dispose()
        }
    }

    /// Observes one of the sequences and forwards its events once it won.
    final class AmbInput: ObserverNode<Element>, @unchecked Sendable {
        // @unchecked Sendable: immutable.
        private let parent: AmbSink
        let index: Int

        init(parent: AmbSink, index: Int) {
            self.parent = parent
            self.index = index
        }

        override func receive(_ element: Element) {
            if parent.claim(index) {
                parent.downstream.receive(element)
            }
        }

        override func receive(error: Swift.Error) {
            if parent.claim(index) {
                parent.fail(error)
            }
        }

        override func receiveCompletion() {
            if parent.claim(index) {
                parent.complete()
            }
        }
    }
}
