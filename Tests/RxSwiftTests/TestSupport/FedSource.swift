import RxSwift

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
