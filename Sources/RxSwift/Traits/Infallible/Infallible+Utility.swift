// Every operator here is the `Observable` operator of the same name applied to the wrapped
// sequence.

extension InfallibleType {
    /// Runs side effects on the events and on the lifecycle of each subscription, and passes
    /// the events on unchanged; see `ObservableType.do`.
    ///
    /// The callbacks must not throw (see `deferred`): an `Infallible` cannot deliver the error.
    public func `do`(
        onNext: ((Element) throws -> Void)? = nil,
        afterNext: ((Element) throws -> Void)? = nil,
        onCompleted: (() throws -> Void)? = nil,
        afterCompleted: (() throws -> Void)? = nil,
        onSubscribe: (() -> Void)? = nil,
        onSubscribed: (() -> Void)? = nil,
        onDispose: (() -> Void)? = nil
    ) -> Infallible<Element> {
        asObservable().do(
            onNext: onNext,
            afterNext: afterNext,
            onCompleted: onCompleted,
            afterCompleted: afterCompleted,
            onSubscribe: onSubscribe,
            onSubscribed: onSubscribed,
            onDispose: onDispose
        ).infallible(thrower: "do: a callback")
    }

    /// Delivers the events to the observer on `scheduler`.
    public func observe(on scheduler: ImmediateSchedulerType) -> Infallible<Element> {
        Infallible(asObservable().observe(on: scheduler))
    }

    /// Subscribes to the source (and disposes that subscription) on `scheduler`.
    public func subscribe(on scheduler: ImmediateSchedulerType) -> Infallible<Element> {
        Infallible(asObservable().subscribe(on: scheduler))
    }

    /// Prints every event, the subscription and the disposal; see `ObservableType.debug`.
    public func debug(_ identifier: String? = nil, trimOutput: Bool = false, file: String = #file, line: UInt = #line, function: String = #function) -> Infallible<Element> {
        Infallible(asObservable().debug(identifier, trimOutput: trimOutput, file: file, line: line, function: function))
    }
}

// MARK: - Sharing

extension InfallibleType {
    /// Shares one subscription to this sequence among all subscribers, replaying the last
    /// `replay` elements to each new one; see `ObservableType.share(replay:scope:)`.
    ///
    /// - Precondition: `replay >= 0`.
    public func share(replay: Int = 0, scope: SubjectLifetimeScope = .whileConnected) -> Infallible<Element> {
        Infallible(asObservable().share(replay: replay, scope: scope))
    }
}
