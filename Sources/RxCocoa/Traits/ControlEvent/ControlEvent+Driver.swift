import RxSwift

extension ControlEvent {
    /// The events as a `Driver`: a control event never fails and is observed on the main thread,
    /// so this only adds sharing with replay.
    ///
    /// An error from a badly made `events` sequence stops debug builds and ends the driver in
    /// release builds.
    public func asDriver() -> Driver<Element> {
        asDriver { Driver.replacingControlError($0, unit: "driver") }
    }
}
