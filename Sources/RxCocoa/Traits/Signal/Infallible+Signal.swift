import RxSwift

extension InfallibleType {
    /// The sequence as a `Signal`: an infallible sequence has no error to replace, so this only
    /// moves delivery to the main thread and shares.
    public func asSignal() -> Signal<Element> {
        Signal(asObservable().observe(on: SignalSharingStrategy.scheduler))
    }
}
