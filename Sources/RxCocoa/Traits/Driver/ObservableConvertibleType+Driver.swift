import RxSwift

// Each conversion establishes the three guarantees of a driver with ordinary operators, in this
// order: deliver on the main scheduler, replace the error, share with replay (in `Driver.init`).
// The replacement sequence is a driver itself, so it delivers on the main thread too.

extension ObservableConvertibleType {
    /// This sequence as a `Driver` that, if this sequence fails, emits `onErrorJustReturn` and
    /// completes.
    ///
    ///     fetch(query).asDriver(onErrorJustReturn: [])
    public func asDriver(onErrorJustReturn: Element) -> Driver<Element> {
        let source = asObservable()
            .observe(on: DriverSharingStrategy.scheduler)
            .catchAndReturn(onErrorJustReturn)
        return Driver(source)
    }

    /// This sequence as a `Driver` that, if this sequence fails, continues with the elements of
    /// `onErrorDriveWith`.
    public func asDriver(onErrorDriveWith: Driver<Element>) -> Driver<Element> {
        let source = asObservable()
            .observe(on: DriverSharingStrategy.scheduler)
            .catch { _ in onErrorDriveWith.asObservable() }
        return Driver(source)
    }

    /// This sequence as a `Driver` that, if this sequence fails, continues with the driver that
    /// `onErrorRecover` makes from the error.
    public func asDriver(onErrorRecover: @escaping (_ error: Swift.Error) -> Driver<Element>) -> Driver<Element> {
        let source = asObservable()
            .observe(on: DriverSharingStrategy.scheduler)
            .catch { error in onErrorRecover(error).asObservable() }
        return Driver(source)
    }
}
