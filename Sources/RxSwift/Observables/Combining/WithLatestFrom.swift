extension ObservableType {
    /// Combines each element of this sequence with the latest element of `second`, using
    /// `resultSelector`; elements that arrive before `second` has emitted are dropped.
    ///
    ///     self:            -1----2-----3--4-|
    ///     second:          ---a-----b-------|
    ///     withLatestFrom:  ------2a----3b-4b|
    ///
    /// Completes when this sequence completes; `second` completing only freezes its latest
    /// element. An error from either sequence, or thrown by `resultSelector`, ends the sequence.
    /// `second` is subscribed first, so an element it emits at subscription (a
    /// `BehaviorSubject`'s current value) is there for this sequence's first element.
    public func withLatestFrom<Source: ObservableConvertibleType, ResultType>(_ second: Source, resultSelector: @escaping (Element, Source.Element) throws -> ResultType) -> Observable<ResultType> {
        WithLatestFrom(first: asObservable(), second: second.asObservable(), resultSelector: resultSelector)
    }

    /// The latest element of `second` at each element of this sequence; elements that arrive
    /// before `second` has emitted are dropped. Completion and errors as in
    /// `withLatestFrom(_:resultSelector:)`.
    ///
    ///     self:            -1----2-----3--4-|
    ///     second:          ---a-----b-------|
    ///     withLatestFrom:  ------a-----b--b-|
    public func withLatestFrom<Source: ObservableConvertibleType>(_ second: Source) -> Observable<Source.Element> {
        WithLatestFrom(first: asObservable(), second: second.asObservable(), resultSelector: { $1 })
    }
}

final class WithLatestFrom<First, Second, Result>: Observable<Result>, @unchecked Sendable {
    // @unchecked Sendable: immutable; the two sources and `resultSelector` are set in `init`.
    private let first: Observable<First>
    private let second: Observable<Second>
    private let resultSelector: (First, Second) throws -> Result

    init(first: Observable<First>, second: Observable<Second>, resultSelector: @escaping (First, Second) throws -> Result) {
        self.first = first
        self.second = second
        self.resultSelector = resultSelector
    }

    override func run(_ observer: ObserverNode<Result>) {
        WithLatestFromSink(resultSelector: resultSelector, downstream: observer).start(first: first, second: second)
    }
}

/// Observes the first sequence itself; `second`'s elements come through a `LatestInput`.
private final class WithLatestFromSink<First, Second, Result>: SerializingSink<First, Result>, @unchecked Sendable {
    // @unchecked Sendable: `latest` is only touched by lane work (and in deinit).

    private let resultSelector: (First, Second) throws -> Result
    /// The latest element of `second`, once there is one.
    private var latest = ElementSlot<Second>()
    private let secondInput = SideSubscription()

    init(resultSelector: @escaping (First, Second) throws -> Result, downstream: ObserverNode<Result>) {
        self.resultSelector = resultSelector
        super.init(downstream: downstream)
    }

    deinit {
        latest.free()
    }

    func start(first: Observable<First>, second: Observable<Second>) {
        subscribingBeforeLinking {
            deferringReleaseWhileStarting {
                secondInput.subscribe(LatestInput(parent: self), to: second)
                // Subscribed even if `second` already failed, as in RxSwift: the subscription
                // then ends once this start returned.
                first.subscribe(node: self)
            }
        }
    }

    // MARK: The first sequence

    override func receive(_ element: First) {
        if lane.tryEnter() {
            combine(element)
            lane.leave(self)
        } else {
            combineLater(element)
        }
    }

    /// The queued path of `receive`, out of line: formed inline, the queued closure costs the
    /// uncontended path 20–35 instructions in this generic context (see DeliveryLane).
    @inline(never)
    private func combineLater(_ element: First) {
        lane.enqueue(self, self, element) { $0.combine($1) }
    }

    /// Lane only.
    private func combine(_ element: First) {
        guard isDelivering, latest.isFull else { return }
        do {
            forward(try resultSelector(element, latest.element))
        } catch {
            stop(with: error)
        }
    }

    override func receive(error: Swift.Error) {
        serialize { [self] in stop(with: error) }
    }

    override func receiveCompletion() {
        serialize { [self] in stop(with: nil) }
    }

    // MARK: The second sequence

    private func latestArrived(_ element: Second) {
        if lane.tryEnter() {
            store(element)
            lane.leave(self)
        } else {
            storeLater(element)
        }
    }

    /// The queued path of `latestArrived`, out of line: formed inline, the queued closure costs the
    /// uncontended path 20–35 instructions in this generic context (see DeliveryLane).
    @inline(never)
    private func storeLater(_ element: Second) {
        lane.enqueue(self, self, element) { $0.store($1) }
    }

    /// Lane only.
    private func store(_ element: Second) {
        guard isDelivering else { return }
        latest.store(element)
    }

    override func disposeResources() {
        secondInput.dispose()
    }

    private final class LatestInput: ObserverNode<Second>, @unchecked Sendable {
        // @unchecked Sendable: immutable.
        private let parent: WithLatestFromSink

        init(parent: WithLatestFromSink) {
            self.parent = parent
        }

        override func receive(_ element: Second) {
            parent.latestArrived(element)
        }

        override func receive(error: Swift.Error) {
            parent.receive(error: error)
        }

        override func receiveCompletion() {
            // Only the second subscription ends; its latest element stays.
            dispose()
        }
    }
}
