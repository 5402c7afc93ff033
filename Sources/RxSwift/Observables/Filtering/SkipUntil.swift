extension ObservableType {
    /// Drops the source's elements until `other` emits an element, then emits the rest.
    ///
    ///     source:             1--2--3--4|
    ///     other:              -----x
    ///     skip(until: other): ------3--4|
    ///
    /// An error from `other` fails the sequence; `other` completing without an element leaves the
    /// elements dropped. As in RxSwift, if the source completes before `other` emitted, the
    /// subscription ends without a completion event.
    public func skip<Source: ObservableType>(until other: Source) -> Observable<Element> {
        OperatorObservable<SkipUntilSink<Element, Source.Element>, _>(source: asObservable(), arguments: other.asObservable())
    }

    /// The guide's spelling of `skip(until:)`.
    @available(*, deprecated, renamed: "skip(until:)")
    public func skipUntil<Source: ObservableType>(_ other: Source) -> Observable<Element> {
        skip(until: other)
    }
}

private final class SkipUntilSink<Element, Other>: TriggeredSink<Element, Other>, OperatorSink, @unchecked Sendable {
    // @unchecked Sendable: `isOpen` is only touched by lane work.
    private var isOpen = false

    override func start(from source: Observable<Element>) {
        deferringReleaseWhileStarting {
            subscribe(to: source)
            // Subscribed even if the source already ended, as in RxSwift: the trigger's
            // subscription then ends once this start returned.
            subscribeTrigger()
        }
    }

    override func sourceNext(_ element: Element) {
        if isOpen {
            forward(element)
        }
    }

    override func receiveCompletion() {
        serialize { [self] in
            guard isDelivering else { return }
            if isOpen {
                stop(with: nil)
            } else {
                // Nothing can be emitted any more, but the sequence does not complete (RxSwift).
                isStopped = true
                dispose()
            }
        }
    }

    override func triggerFired() {
        isOpen = true
    }
}
