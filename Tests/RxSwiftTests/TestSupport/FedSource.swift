import RxSwift
import RxTest

/// A source fed by hand. `send` delivers to the current subscriber synchronously: called from
/// inside a subscriber, the event is delivered reentrantly, nested in the current delivery (as
/// `create`'s observer allows; the reentrancy report is for `silencingReentrancyReports`).
final class FedSource<Element> {
    private var observer: AnyObserver<Element>?

    private(set) lazy var observable = Observable<Element>.create { [unowned self] observer in
        self.observer = observer
        return Disposables.create { [weak self] in self?.observer = nil }
    }

    func send(_ event: Event<Element>) {
        observer?.on(event)
    }

    func send(_ element: Element) {
        send(.next(element))
    }
}

/// Runs `body` without printing the reentrancy reports it causes on purpose.
func silencingReentrancyReports(_ body: () -> Void) {
    RxDiagnostics.withReporter({ _ in }, body)
}

extension TestScheduler {
    /// What `sequence` delivers to a subscriber that calls `reenter` from inside the delivery of
    /// every event (to feed a `FedSource` back), subscribed at 200 and disposed at `disposedAt`;
    /// the reentrancy reports this causes on purpose are silenced.
    func recordReentrant<Element>(_ sequence: Observable<Element>, disposedAt: TestTime = 400, reenter: @escaping (Event<Element>) -> Void) -> [Recorded<Event<Element>>] {
        let observer = createObserver(Element.self)
        var subscription: Disposable?
        scheduleAt(200) {
            subscription = sequence.subscribe { event in
                observer.on(event)
                reenter(event)
            }
        }
        scheduleAt(disposedAt) { subscription?.dispose() }
        silencingReentrancyReports { start() }
        return observer.events
    }
}
