import RxSwift
import RxRelay

extension BehaviorRelay {
    /// The relay as a `Driver`: its current value first, then every accepted value, delivered on
    /// the main thread. A relay cannot fail, so nothing replaces errors.
    public func asDriver() -> Driver<Element> {
        Driver(asObservable().observe(on: DriverSharingStrategy.scheduler))
    }
}
