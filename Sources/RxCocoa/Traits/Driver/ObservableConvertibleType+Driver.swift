import RxSwift

// `asSharedSequence(sharingStrategy:onError...:)` with the driver's strategy: deliver on the main
// scheduler, replace the error, share with replay.

extension ObservableConvertibleType {
    /// This sequence as a `Driver` that, if this sequence fails, emits `onErrorJustReturn` and
    /// completes.
    ///
    ///     fetch(query).asDriver(onErrorJustReturn: [])
    public func asDriver(onErrorJustReturn: Element) -> Driver<Element> {
        asSharedSequence(sharingStrategy: DriverSharingStrategy.self, onErrorJustReturn: onErrorJustReturn)
    }

    /// This sequence as a `Driver` that, if this sequence fails, continues with the elements of
    /// `onErrorDriveWith`.
    public func asDriver(onErrorDriveWith: Driver<Element>) -> Driver<Element> {
        asSharedSequence(sharingStrategy: DriverSharingStrategy.self, onErrorDriveWith: onErrorDriveWith)
    }

    /// This sequence as a `Driver` that, if this sequence fails, continues with the driver that
    /// `onErrorRecover` makes from the error.
    public func asDriver(onErrorRecover: @escaping (_ error: Swift.Error) -> Driver<Element>) -> Driver<Element> {
        asSharedSequence(sharingStrategy: DriverSharingStrategy.self, onErrorRecover: onErrorRecover)
    }
}
