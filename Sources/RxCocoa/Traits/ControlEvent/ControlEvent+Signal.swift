import RxSwift

extension ControlEvent {
    /// The events as a `Signal`: a control event never fails and is observed on the main thread,
    /// so this only adds sharing.
    ///
    /// An error from a badly made `events` sequence stops debug builds and ends the signal in
    /// release builds.
    public func asSignal() -> Signal<Element> {
        asSignal { Signal.replacingControlError($0, unit: "signal") }
    }
}
