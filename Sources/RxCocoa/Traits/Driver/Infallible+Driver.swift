import RxSwift

extension InfallibleType {
    /// The sequence as a `Driver`: an infallible sequence has no error to replace, so this only
    /// moves delivery to the main thread and shares with replay.
    public func asDriver() -> Driver<Element> {
        Driver(asObservable().observe(on: DriverSharingStrategy.scheduler))
    }
}
