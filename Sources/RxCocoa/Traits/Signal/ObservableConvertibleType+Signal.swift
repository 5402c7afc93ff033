import RxSwift

// `asSharedSequence(sharingStrategy:onError...:)` with the signal's strategy: deliver on the main
// scheduler, replace the error, share without replay.

extension ObservableConvertibleType {
    /// This sequence as a `Signal` that, if this sequence fails, emits `onErrorJustReturn` and
    /// completes.
    public func asSignal(onErrorJustReturn: Element) -> Signal<Element> {
        asSharedSequence(sharingStrategy: SignalSharingStrategy.self, onErrorJustReturn: onErrorJustReturn)
    }

    /// This sequence as a `Signal` that, if this sequence fails, continues with the elements of
    /// `onErrorSignalWith`.
    public func asSignal(onErrorSignalWith: Signal<Element>) -> Signal<Element> {
        asSharedSequence(sharingStrategy: SignalSharingStrategy.self, onErrorDriveWith: onErrorSignalWith)
    }

    /// This sequence as a `Signal` that, if this sequence fails, continues with the signal that
    /// `onErrorRecover` makes from the error.
    public func asSignal(onErrorRecover: @escaping (_ error: Swift.Error) -> Signal<Element>) -> Signal<Element> {
        asSharedSequence(sharingStrategy: SignalSharingStrategy.self, onErrorRecover: onErrorRecover)
    }
}
