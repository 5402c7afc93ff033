import RxSwift

extension ControlEvent {
    /// The events as a `Signal`: a control event never fails and is observed on the main thread,
    /// so this only adds sharing.
    ///
    /// An error from a badly made `events` sequence stops debug builds and ends the signal in
    /// release builds.
    public func asSignal() -> Signal<Element> {
        asSignal { error -> Signal<Element> in
            #if DEBUG
            rxFatalError("Somehow signal received error from a source that shouldn't fail: \(error)")
            #else
            return Signal.empty()
            #endif
        }
    }
}
