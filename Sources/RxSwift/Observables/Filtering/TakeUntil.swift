extension ObservableType {
    /// Emits the source's elements until `other` emits an element, then completes.
    ///
    ///     source:             1--2--3--4|
    ///     other:              -------x
    ///     take(until: other): 1--2--3|
    ///
    /// An error from `other` fails the sequence; `other` completing without an element changes
    /// nothing. `other` is subscribed first, so an `other` that emits at once completes the
    /// sequence before the source delivers anything (the source is still subscribed, and released
    /// in the same tick, as in RxSwift).
    public func take<Source: ObservableType>(until other: Source) -> Observable<Element> {
        OperatorObservable<TakeUntilSink<Element, Source.Element>, _>(source: asObservable(), arguments: other.asObservable())
    }

    /// The guide's spelling of `take(until:)`.
    @available(*, deprecated, renamed: "take(until:)")
    public func takeUntil<Source: ObservableType>(_ other: Source) -> Observable<Element> {
        take(until: other)
    }
}

private final class TakeUntilSink<Element, Other>: TriggeredSink<Element, Other>, OperatorSink, @unchecked Sendable {
    // @unchecked Sendable: adds no state to `TriggeredSink`.

    override func start(from source: Observable<Element>) {
        subscribingBeforeLinking {
            deferringReleaseWhileStarting {
                subscribeTrigger()
                // Subscribed even if the trigger already fired, as in RxSwift: the source's
                // subscription then ends once this start returned.
                source.subscribe(node: self)
            }
        }
    }

    override func triggerFired() {
        stop(with: nil)
    }
}
