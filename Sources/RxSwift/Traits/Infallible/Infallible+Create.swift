/// An event an `Infallible.create` closure can send: there is no error case.
@frozen
public enum InfallibleEvent<Element> {
    /// The next element.
    case next(Element)
    /// Completion; nothing follows.
    case completed
}

extension InfallibleEvent: Sendable where Element: Sendable {}

extension Infallible {
    /// The observer function that `Infallible.create` hands to its closure.
    ///
    /// It is `@Sendable`, like `AnyObserver`: the result of a call often arrives on another
    /// queue, and Swift 6 clients must be able to capture the function there.
    public typealias InfallibleObserver = @Sendable (InfallibleEvent<Element>) -> Void

    /// An `Infallible` whose subscription runs `subscribe`: it receives the observer function and
    /// returns the disposable that stops the work. Events after completion or disposal are
    /// dropped.
    public static func create(subscribe: @escaping (@escaping InfallibleObserver) -> Disposable) -> Infallible<Element> {
        Infallible(Observable.create { observer in
            subscribe { event in
                switch event {
                case .next(let element): observer.onNext(element)
                case .completed: observer.onCompleted()
                }
            }
        })
    }
}

// MARK: - Creation

extension InfallibleType {
    /// An `Infallible` of one element.
    public static func just(_ element: Element) -> Infallible<Element> {
        Infallible(Observable.just(element))
    }

    /// An `Infallible` of one element, delivered on `scheduler`.
    public static func just(_ element: Element, scheduler: ImmediateSchedulerType) -> Infallible<Element> {
        Infallible(Observable.just(element, scheduler: scheduler))
    }

    /// An `Infallible` that never delivers anything.
    public static func never() -> Infallible<Element> {
        Infallible(Observable.never())
    }

    /// An `Infallible` that completes at once.
    public static func empty() -> Infallible<Element> {
        Infallible(Observable.empty())
    }

    /// An `Infallible` that calls `observableFactory` at each subscription and subscribes to its
    /// result.
    ///
    /// The factory may be a throwing closure, as in RxSwift, but an `Infallible` has no way to
    /// deliver an error: a thrown error is a programming error (fatal in debug builds; in
    /// release builds it is printed and the sequence completes empty).
    public static func deferred(_ observableFactory: @escaping () throws -> Infallible<Element>) -> Infallible<Element> {
        Observable.deferred { try observableFactory().asObservable() }
            .infallible(thrower: "Infallible.deferred(_:): the factory")
    }

    /// An `Infallible` of the given elements, emitted on `scheduler`.
    public static func of(_ elements: Element ..., scheduler: ImmediateSchedulerType = CurrentThreadScheduler.instance) -> Infallible<Element> {
        Infallible(Observable.from(elements, scheduler: scheduler))
    }

    /// An `Infallible` of the elements of `array`, emitted on `scheduler`.
    public static func from(_ array: [Element], scheduler: ImmediateSchedulerType = CurrentThreadScheduler.instance) -> Infallible<Element> {
        Infallible(Observable.from(array, scheduler: scheduler))
    }

    /// An `Infallible` of the elements of `sequence`, emitted on `scheduler`.
    public static func from<Source: Sequence>(_ sequence: Source, scheduler: ImmediateSchedulerType = CurrentThreadScheduler.instance) -> Infallible<Element> where Source.Element == Element {
        Infallible(Observable.from(sequence, scheduler: scheduler))
    }
}

extension InfallibleType where Element: RxAbstractInteger {
    /// The `count` integers from `start`, emitted on `scheduler`.
    ///
    /// - Precondition: `count >= 0` and `start + count - 1` does not overflow.
    public static func range(start: Element, count: Element, scheduler: ImmediateSchedulerType = CurrentThreadScheduler.instance) -> Infallible<Element> {
        Infallible(Observable.range(start: start, count: count, scheduler: scheduler))
    }

    /// Emits 0, 1, 2, … every `period` on `scheduler`, starting one period after subscription.
    public static func interval(_ period: RxTimeInterval, scheduler: SchedulerType) -> Infallible<Element> {
        Infallible(Observable.interval(period, scheduler: scheduler))
    }

    /// Emits 0 after `dueTime`, then completes; or, with a `period`, 1, 2, … every period after.
    public static func timer(_ dueTime: RxTimeInterval, period: RxTimeInterval? = nil, scheduler: SchedulerType) -> Infallible<Element> {
        Infallible(Observable.timer(dueTime, period: period, scheduler: scheduler))
    }
}
