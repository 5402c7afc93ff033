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
        SkipUntil(source: asObservable(), other: other.asObservable())
    }

    /// The guide's spelling of `skip(until:)`.
    @available(*, deprecated, renamed: "skip(until:)")
    public func skipUntil<Source: ObservableType>(_ other: Source) -> Observable<Element> {
        skip(until: other)
    }
}

final class SkipUntil<Element, Other>: Observable<Element>, @unchecked Sendable {
    private let source: Observable<Element>
    private let other: Observable<Other>

    init(source: Observable<Element>, other: Observable<Other>) {
        self.source = source
        self.other = other
    }

    override func run(_ observer: ObserverNode<Element>) {
        let sink = SkipUntilSink(downstream: observer)
        sink.subscribe(to: source)
        if !sink.isDisposed {
            sink.subscribe(trigger: other)
        }
    }
}

private final class SkipUntilSink<Element>: TriggeredSink<Element>, @unchecked Sendable {
    // @unchecked Sendable: `isOpen` is only touched with `lock` held.
    @exclusivity(unchecked) private var isOpen = false

    override func onNext(_ element: Element) {
        lock.withLock {
            if isOpen {
                forward(element)
            }
        }
    }

    override func onCompleted() {
        if lock.withLock({ isOpen }) {
            stop(with: .completed)
        } else {
            stopSilently()
        }
    }

    override func triggerFired() {
        lock.withLock {
            isOpen = true
        }
    }
}
