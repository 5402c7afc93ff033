// Every operator here is the `Observable` operator of the same name applied to the wrapped
// sequence.

extension InfallibleType {
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
