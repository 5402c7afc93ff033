import RxSwift
import RxRelay

extension PublishRelay {
    /// The relay as a `Signal`: every element accepted from now on, delivered on the main thread.
    /// A relay cannot fail, so nothing replaces errors.
    public func asSignal() -> Signal<Element> {
        Signal(asObservable().observe(on: SignalSharingStrategy.scheduler))
    }
}
