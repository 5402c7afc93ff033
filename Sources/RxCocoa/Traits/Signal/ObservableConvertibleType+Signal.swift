import RxSwift

// As for `Driver`: deliver on the main scheduler, replace the error, share (without replay, in
// `Signal.init`).

extension ObservableConvertibleType {
    /// This sequence as a `Signal` that, if this sequence fails, emits `onErrorJustReturn` and
    /// completes.
    public func asSignal(onErrorJustReturn: Element) -> Signal<Element> {
        let source = asObservable()
            .observe(on: SignalSharingStrategy.scheduler)
            .catchAndReturn(onErrorJustReturn)
        return Signal(source)
    }

    /// This sequence as a `Signal` that, if this sequence fails, continues with the elements of
    /// `onErrorSignalWith`.
    public func asSignal(onErrorSignalWith: Signal<Element>) -> Signal<Element> {
        let source = asObservable()
            .observe(on: SignalSharingStrategy.scheduler)
            .catch { _ in onErrorSignalWith.asObservable() }
        return Signal(source)
    }

    /// This sequence as a `Signal` that, if this sequence fails, continues with the signal that
    /// `onErrorRecover` makes from the error.
    public func asSignal(onErrorRecover: @escaping (_ error: Swift.Error) -> Signal<Element>) -> Signal<Element> {
        let source = asObservable()
            .observe(on: SignalSharingStrategy.scheduler)
            .catch { error in onErrorRecover(error).asObservable() }
        return Signal(source)
    }
}
