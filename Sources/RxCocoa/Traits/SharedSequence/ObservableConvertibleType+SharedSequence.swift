import RxSwift

// The one conversion of any sequence to a shared sequence. It establishes the three guarantees
// with ordinary operators, in this order: deliver on the strategy's scheduler, replace the error,
// share (in `SharedSequence.init`). The replacement is a shared sequence of the same strategy, so
// it delivers on that scheduler too. `asDriver(onError...)` and `asSignal(onError...)` are these
// conversions with the strategy named.

extension ObservableConvertibleType {
    /// This sequence as a shared sequence of strategy `S` that, if this sequence fails, emits
    /// `onErrorJustReturn` and completes.
    ///
    ///     source:                       1--2--#
    ///     asSharedSequence(..., 0):     1--2--0|   (on S.scheduler, shared as S shares)
    ///
    ///     let driver: Driver<Int> = source.asSharedSequence(onErrorJustReturn: 0)
    ///     let signal = source.asSharedSequence(sharingStrategy: SignalSharingStrategy.self, onErrorJustReturn: 0)
    public func asSharedSequence<S: SharingStrategyProtocol>(sharingStrategy: S.Type = S.self, onErrorJustReturn: Element) -> SharedSequence<S, Element> {
        let source = asObservable()
            .observe(on: S.scheduler)
            .catchAndReturn(onErrorJustReturn)
        return SharedSequence(source)
    }

    /// This sequence as a shared sequence of strategy `S` that, if this sequence fails, continues
    /// with the elements of `onErrorDriveWith`.
    public func asSharedSequence<S: SharingStrategyProtocol>(sharingStrategy: S.Type = S.self, onErrorDriveWith: SharedSequence<S, Element>) -> SharedSequence<S, Element> {
        let source = asObservable()
            .observe(on: S.scheduler)
            .catch { _ in onErrorDriveWith.asObservable() }
        return SharedSequence(source)
    }

    /// This sequence as a shared sequence of strategy `S` that, if this sequence fails, continues
    /// with the shared sequence that `onErrorRecover` makes from the error.
    public func asSharedSequence<S: SharingStrategyProtocol>(sharingStrategy: S.Type = S.self, onErrorRecover: @escaping (_ error: Swift.Error) -> SharedSequence<S, Element>) -> SharedSequence<S, Element> {
        let source = asObservable()
            .observe(on: S.scheduler)
            .catch { error in onErrorRecover(error).asObservable() }
        return SharedSequence(source)
    }
}
