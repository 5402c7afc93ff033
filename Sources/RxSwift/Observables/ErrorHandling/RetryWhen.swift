import Synchronization

extension ObservableType {
    /// Resubscribes to the source after it fails with an `Error`, each time the trigger that
    /// `notificationHandler` builds from the sequence of errors emits an element.
    ///
    /// `notificationHandler` runs once per subscription. An element of the trigger counts only
    /// while the source is failed (waiting to be retried). The trigger's completion or error ends
    /// the sequence with that event when the source has failed, at once if it is failed already,
    /// otherwise at its next failure. An error that is not an `Error` is forwarded at once.
    ///
    ///     source (each subscription):   1--X
    ///     retry(when: { $0.take(2) }):  1--1--1--|
    ///
    /// - Parameter notificationHandler: Receives the source's errors and returns the trigger.
    public func retry<TriggerObservable: ObservableType, Error: Swift.Error>(when notificationHandler: @escaping (Observable<Error>) -> TriggerObservable) -> Observable<Element> {
        OperatorObservable<RetryWhenSink<Element, Error, TriggerObservable.Element>, _>(
            source: asObservable(),
            arguments: RetryWhenArguments { notificationHandler($0).asObservable() }
        )
    }

    /// Resubscribes to the source after it fails, each time the trigger that
    /// `notificationHandler` builds from the sequence of errors emits an element; see
    /// `retry(when:)` with a specific error type for the rules.
    public func retry<TriggerObservable: ObservableType>(when notificationHandler: @escaping (Observable<Swift.Error>) -> TriggerObservable) -> Observable<Element> {
        OperatorObservable<RetryWhenSink<Element, Swift.Error, TriggerObservable.Element>, _>(
            source: asObservable(),
            arguments: RetryWhenArguments { notificationHandler($0).asObservable() }
        )
    }

    /// Resubscribes after a failure of type `Error` when the trigger emits (the guide's spelling
    /// of `retry(when:)`).
    @available(*, deprecated, renamed: "retry(when:)")
    public func retryWhen<TriggerObservable: ObservableType, Error: Swift.Error>(_ notificationHandler: @escaping (Observable<Error>) -> TriggerObservable) -> Observable<Element> {
        retry(when: notificationHandler)
    }

    /// Resubscribes after a failure when the trigger emits (the guide's spelling of
    /// `retry(when:)`).
    @available(*, deprecated, renamed: "retry(when:)")
    public func retryWhen<TriggerObservable: ObservableType>(_ notificationHandler: @escaping (Observable<Swift.Error>) -> TriggerObservable) -> Observable<Element> {
        retry(when: notificationHandler)
    }
}

private struct RetryWhenArguments<Failure: Swift.Error, TriggerElement> {
    let notificationHandler: (Observable<Failure>) -> Observable<TriggerElement>
}

/// Delivery is serialized by the state machine rather than by holding a lock while forwarding:
/// downstream receives events either from the running source (`awaitingTrigger` false) or, once
/// the source failed, the trigger's terminal event (`awaitingTrigger` true, no source running);
/// the switch between the two happens under `state`'s lock.
private final class RetryWhenSink<Element, Failure: Swift.Error, TriggerElement>: SuccessorSink<Element>, OperatorSink, @unchecked Sendable {
    // @unchecked Sendable: `state` is only touched under its mutex; `source` and
    // `notificationHandler` are written by `start(from:)` before the trigger and the source are
    // subscribed, and only read after.

    private enum TriggerEnd {
        case completed
        case failed(Swift.Error)
    }

    private struct State {
        /// The source failed and waits for a trigger element.
        var awaitingTrigger = false
        /// The trigger's terminal event, kept until the source fails.
        var triggerEnd: TriggerEnd?
        var trigger: RetryTrigger<TriggerElement>?
    }

    /// The sequence retried, set by `start(from:)`.
    private var source: Observable<Element>!
    /// Called once, by `start(from:)`, then released: the sequence keeps it, not the subscription.
    private var notificationHandler: ((Observable<Failure>) -> Observable<TriggerElement>)?
    private let errors = PublishSubject<Failure>()
    private let state = Mutex(State())

    init(_ arguments: borrowing RetryWhenArguments<Failure, TriggerElement>, downstream: ObserverNode<Element>) {
        notificationHandler = arguments.notificationHandler
        super.init(downstream: downstream)
    }

    /// Subscribes the trigger built by `notificationHandler`, then the source, as RxSwift does.
    override func start(from source: Observable<Element>) {
        self.source = source
        downstream.setUpstream(self)
        guard let notificationHandler = notificationHandler.take() else { return }
        let triggerSource = notificationHandler(errors.asObservable())
        let trigger = RetryTrigger<TriggerElement>(parent: self)
        let isLive = state.withLock { state -> Bool in
            guard !isDisposed else { return false }
            state.trigger = trigger
            return true
        }
        guard isLive else { return }
        triggerSource.subscribe(node: trigger)
        subscribe(successor: source)
    }

    override func receive(_ element: Element) {
        downstream.receive(element)
    }

    override func receive(error: Swift.Error) {
        guard let failure = error as? Failure else { return fail(error) }
        let end = state.withLock { state -> TriggerEnd? in
            if let end = state.triggerEnd { return end }
            state.awaitingTrigger = true
            return nil
        }
        // The source that failed goes first, as in RxSwift (after its subscription returned, if
        // it failed during it).
        releaseEndedUnlessSubscribing()
        if let end {
            finish(end)
        } else {
            deferringSuccessors { errors.onNext(failure) }
        }
    }

    func triggerNext() {
        let resumes = state.withLock { state -> Bool in
            guard state.awaitingTrigger else { return false }
            state.awaitingTrigger = false
            return true
        }
        if resumes, !isDisposed {
            subscribe(successor: source)
        }
    }

    func triggerEnded(with error: Swift.Error?) {
        let end: TriggerEnd = error.map { .failed($0) } ?? .completed
        let endsNow = state.withLock { state -> Bool in
            if state.awaitingTrigger {
                state.awaitingTrigger = false
                return true
            }
            if state.triggerEnd == nil {
                state.triggerEnd = end
            }
            return false
        }
        if endsNow, !isDisposed {
            finish(end)
        }
    }

    private func finish(_ end: TriggerEnd) {
        switch end {
        case .completed: complete()
        case .failed(let error): fail(error)
        }
    }

    override func disposeResources() {
        super.disposeResources()
        let trigger = state.withLock { state -> RetryTrigger<TriggerElement>? in
            defer { state.trigger = nil }
            return state.trigger
        }
        trigger?.dispose()
    }
}

/// Observes the trigger of `retry(when:)`.
private final class RetryTrigger<Element>: ObserverNode<Element>, @unchecked Sendable {
    // @unchecked Sendable: immutable.
    private let parent: RetryTriggerParent

    init(parent: RetryTriggerParent) {
        self.parent = parent
    }

    override func receive(_ element: Element) {
        parent.triggerNext()
    }

    override func receive(error: Swift.Error) {
        parent.triggerEnded(with: error)
        dispose()
    }

    override func receiveCompletion() {
        parent.triggerEnded(with: nil)
        dispose()
    }
}

/// What the trigger of `retry(when:)` reports to; erases the sink's generic parameters.
private protocol RetryTriggerParent: AnyObject {
    func triggerNext()
    func triggerEnded(with error: Swift.Error?)
}

extension RetryWhenSink: RetryTriggerParent {}
