import RxSwift

extension ControlProperty {
    /// The property's values as a `Driver`: nothing to add but sharing with replay, since a
    /// control property never fails and is observed on the main thread.
    ///
    /// An error from a badly made `values` sequence stops debug builds and ends the driver in
    /// release builds.
    public func asDriver() -> Driver<Element> {
        asDriver { Driver.replacingControlError($0, unit: "driver") }
    }
}
