// `andThen` is `concat` across element types: a `Completable` has no element, so its events
// can be viewed as those of any sequence, and the second sequence follows its completion.

extension PrimitiveSequenceType where Trait == CompletableTrait, Element == Swift.Never {
    /// Subscribes to `second` once this `Completable` completed, and delivers its result; an
    /// error of this `Completable` is delivered instead and `second` is never subscribed.
    public func andThen<Element>(_ second: Single<Element>) -> Single<Element> {
        PrimitiveSequence(raw: primitiveSequence.source.viewed(as: Element.self).concat(second.source))
    }

    /// Subscribes to `second` once this `Completable` completed, and delivers its result.
    public func andThen<Element>(_ second: Maybe<Element>) -> Maybe<Element> {
        PrimitiveSequence(raw: primitiveSequence.source.viewed(as: Element.self).concat(second.source))
    }

    /// Subscribes to `second` once this `Completable` completed, and completes with it.
    public func andThen(_ second: Completable) -> Completable {
        PrimitiveSequence(raw: primitiveSequence.source.concat(second.source))
    }

    /// Subscribes to `second` once this `Completable` completed, and delivers its events.
    public func andThen<Element>(_ second: Observable<Element>) -> Observable<Element> {
        primitiveSequence.source.viewed(as: Element.self).concat(second)
    }
}

extension Observable where Element == Swift.Never {
    /// The same events, typed as a sequence of `Other`: there is no element to convert.
    func viewed<Other>(as type: Other.Type) -> Observable<Other> {
        map(absurd)
    }
}

/// A value of any type from a value that cannot exist; the body needs no `return`, as the
/// function can never be called.
func absurd<Other>(_ never: Never) -> Other {}
