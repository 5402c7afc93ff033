// `andThen` is `concat` across element types: a `Completable` has no element, so its events
// can be viewed as those of any sequence, and the second sequence follows its completion.

extension PrimitiveSequenceType where Trait == CompletableTrait, Element == Swift.Never {
    /// Subscribes to `second` once this `Completable` completed, and delivers its result; an
    /// error of this `Completable` is delivered instead and `second` is never subscribed.
    public func andThen<Element>(_ second: Single<Element>) -> Single<Element> {
        PrimitiveSequence(raw: primitiveSequence.source.viewed(as: Element.self).andThen(second.source))
    }

    /// Subscribes to `second` once this `Completable` completed, and delivers its result.
    public func andThen<Element>(_ second: Maybe<Element>) -> Maybe<Element> {
        PrimitiveSequence(raw: primitiveSequence.source.viewed(as: Element.self).andThen(second.source))
    }

    /// Subscribes to `second` once this `Completable` completed, and completes with it.
    public func andThen(_ second: Completable) -> Completable {
        PrimitiveSequence(raw: primitiveSequence.source.andThen(second.source))
    }

    /// Subscribes to `second` once this `Completable` completed, and delivers its events.
    public func andThen<Element>(_ second: Observable<Element>) -> Observable<Element> {
        primitiveSequence.source.viewed(as: Element.self).andThen(second)
    }
}

extension Observable where Element == Swift.Never {
    /// The same events, typed as a sequence of `Other`: there is no element to convert.
    func viewed<Other>(as type: Other.Type) -> Observable<Other> {
        map(absurd)
    }
}

extension Observable {
    /// This sequence (one that has no element), then `second`.
    ///
    /// Unlike `concat`, which keeps the list of its sequences for the whole subscription, the
    /// subscription lets go of the first sequence once it completed: the first completable's
    /// subscription ends at the tick it completed, and what its closures hold is released while
    /// the second runs.
    fileprivate func andThen(_ second: Observable<Element>) -> Observable<Element> {
        OperatorObservable<AndThenSink<Element>, _>(source: self, arguments: second)
    }
}

/// Runs the first sequence, then, on its completion, the second in its place.
private final class AndThenSink<Element>: SuccessorSink<Element>, OperatorSink, @unchecked Sendable {
    // @unchecked Sendable: `second` is only touched by the terminal event of the running
    // sequence; one sequence runs at a time.
    private var second: Observable<Element>?

    init(_ second: Observable<Element>, downstream: ObserverNode<Element>) {
        self.second = second
        super.init(downstream: downstream)
    }

    override var switchesOnce: Bool { true }

    override func receive(_ element: Element) {
        downstream.receive(element)
    }

    override func receiveCompletion() {
        guard let next = second else { return complete() }
        second = nil
        subscribe(successor: next)
    }
}

/// A value of any type from a value that cannot exist; the body needs no `return`, as the
/// function can never be called.
func absurd<Other>(_ never: Never) -> Other {}
