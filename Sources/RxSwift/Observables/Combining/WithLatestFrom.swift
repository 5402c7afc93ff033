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
    private let first: Observable<First>
    private let second: Observable<Second>
    private let resultSelector: (First, Second) throws -> Result

    init(first: Observable<First>, second: Observable<Second>, resultSelector: @escaping (First, Second) throws -> Result) {
        self.first = first
        self.second = second
        self.resultSelector = resultSelector
    }

    override func run(_ observer: ObserverNode<Result>) {
        WithLatestFromSink(resultSelector: resultSelector, downstream: observer).run(first: first, second: second)
    }
}

/// Observes the first sequence itself; `second`'s elements come through a `LatestInput`.
private final class WithLatestFromSink<First, Second, Result>: Sink<First, Result>, @unchecked Sendable {
    // @unchecked Sendable: every `var` below, and `latest`, are only touched with `lock` held.

    private let lock = RecursiveLock()
    private let resultSelector: (First, Second) throws -> Result
    /// Storage for `second`'s latest element (initialized once `hasLatest`): a pointer, so that
    /// updating it needs no `Optional<Second>` metadata at run time.
    private let latest = UnsafeMutablePointer<Second>.allocate(capacity: 1)
    @exclusivity(unchecked) private var hasLatest = false
    @exclusivity(unchecked) private var isStopped = false
    @exclusivity(unchecked) private var secondInput: SubscriptionNode?

    init(resultSelector: @escaping (First, Second) throws -> Result, downstream: ObserverNode<Result>) {
        self.resultSelector = resultSelector
        super.init(downstream: downstream)
    }

    deinit {
        if hasLatest {
            latest.deinitialize(count: 1)
        }
        latest.deallocate()
    }

    func run(first: Observable<First>, second: Observable<Second>) {
        downstream.setUpstream(self)
        let input = LatestInput(parent: self)
        let isRunning = lock.withLock { () -> Bool in
            guard !isStopped else { return false }
            secondInput = input
            return true
        }
        if isRunning {
            second.subscribe(node: input)
        }
        if !isDisposed {
            first.subscribe(node: self)
        }
    }

    // MARK: The first sequence

    override func onNext(_ element: First) {
        let failed = lock.withLock { () -> Bool in
            guard !isStopped, hasLatest else { return false }
            do {
                downstream.onNext(try resultSelector(element, latest.pointee))
            } catch {
                isStopped = true
                downstream.onError(error)
                return true
            }
            return false
        }
        if failed {
            dispose()
        }
    }

    override func onError(_ error: Swift.Error) {
        stop(with: .error(error))
    }

    override func onCompleted() {
        stop(with: .completed)
    }

    // MARK: The second sequence

    private func latestArrived(_ element: Second) {
        lock.withLock {
            guard !isStopped else { return }
            if hasLatest {
                latest.pointee = element
            } else {
                latest.initialize(to: element)
                hasLatest = true
            }
        }
    }

    private func stop(with event: Event<Result>) {
        let isFirst = lock.withLock { () -> Bool in
            guard !isStopped else { return false }
            isStopped = true
            if case .error(let error) = event {
                downstream.onError(error)
            } else {
                downstream.onCompleted()
            }
            return true
        }
        if isFirst {
            dispose()
        }
    }

    override func disposeResources() {
        let input = lock.withLock { () -> SubscriptionNode? in
            isStopped = true
            defer { secondInput = nil }
            return secondInput
        }
        input?.dispose()
    }

    /// Keeps the parent's latest element of the second sequence up to date.
    private final class LatestInput: ObserverNode<Second>, @unchecked Sendable {
        // @unchecked Sendable: immutable.
        private let parent: WithLatestFromSink

        init(parent: WithLatestFromSink) {
            self.parent = parent
        }

        override func onNext(_ element: Second) {
            parent.latestArrived(element)
        }

        override func onError(_ error: Swift.Error) {
            parent.stop(with: .error(error))
        }

        override func onCompleted() {
            // Only the second subscription ends; its latest element stays.
            dispose()
        }
    }
}
