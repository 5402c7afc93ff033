import RxSwift

// The creation methods emit on the strategy's scheduler, so their elements arrive where the
// strategy promises (on the main thread, synchronously when subscribed there with nothing else
// queued). Their sources have no side effects, so they are wrapped without sharing, as in RxSwift.

extension SharedSequence {
    /// A sequence that completes at once, without elements.
    public static func empty() -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(raw: Observable.empty().subscribe(on: SharingStrategy.scheduler))
    }

    /// A sequence that never emits and never completes.
    public static func never() -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(raw: Observable.never())
    }

    /// A sequence that emits `element`, then completes.
    public static func just(_ element: Element) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(raw: Observable.just(element).subscribe(on: SharingStrategy.scheduler))
    }

    /// Calls `observableFactory` for every subscriber (while no subscription is shared) and
    /// subscribes to the sequence it returns.
    public static func deferred(_ observableFactory: @escaping () -> SharedSequence<SharingStrategy, Element>) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(Observable.deferred { observableFactory().asObservable() })
    }

    /// A sequence that emits `elements` in order, then completes.
    public static func of(_ elements: Element ...) -> SharedSequence<SharingStrategy, Element> {
        from(elements)
    }

    /// A sequence that emits the elements of `array` in order, then completes.
    public static func from(_ array: [Element]) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(raw: Observable.from(array, scheduler: SharingStrategy.scheduler))
    }

    /// A sequence that emits the elements of `sequence` in order, then completes.
    public static func from<Sequence: Swift.Sequence>(_ sequence: Sequence) -> SharedSequence<SharingStrategy, Element> where Sequence.Element == Element {
        SharedSequence(raw: Observable.from(sequence, scheduler: SharingStrategy.scheduler))
    }

    /// A sequence that emits `optional`'s value if it has one, then completes.
    public static func from(optional: Element?) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(raw: Observable.from(optional: optional, scheduler: SharingStrategy.scheduler))
    }
}

extension SharedSequence where Element: RxAbstractInteger {
    /// Emits 0, 1, 2, … every `period`, starting one period after subscription. Subscribers share
    /// one timer.
    ///
    /// - Precondition: `period` is positive.
    public static func interval(_ period: RxTimeInterval) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(Observable.interval(period, scheduler: SharingStrategy.scheduler))
    }

    /// Emits 0 after `dueTime`, then 1, 2, … every `period`. Subscribers share one timer.
    ///
    /// - Precondition: `period` is positive.
    public static func timer(_ dueTime: RxTimeInterval, period: RxTimeInterval) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(Observable.timer(dueTime, period: period, scheduler: SharingStrategy.scheduler))
    }
}
