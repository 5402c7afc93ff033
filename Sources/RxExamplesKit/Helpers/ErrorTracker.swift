import RxCocoa
import RxRelay
import RxSwift

/// Errors of tracked sequences as a `Signal<Error>`, so the view shows them while the view
/// model's chain recovers (with `catchAndReturn`, `asDriver(onErrorJustReturn:)`, ...).
///
///     let errors = ErrorTracker()
///     let users = reload.flatMapLatest { api.users().trackError(errors).catchAndReturn([]) }
///     errors.asSignal().map { "Failed: \($0)" }.emit(to: statusLabel.rx.text)
///
/// A `Signal`, not a `Driver`: an error is an event, and a view bound later must not show an old
/// one again.
public final class ErrorTracker: SharedSequenceConvertibleType {
    /// The tracked errors.
    public typealias Element = Error
    /// A `Signal`: on the main scheduler, nothing replayed.
    public typealias SharingStrategy = SignalSharingStrategy

    private let errors = PublishRelay<Error>()

    /// A tracker that saw no error.
    public init() {}

    fileprivate func track<Source: ObservableConvertibleType>(_ source: Source) -> Observable<Source.Element> {
        source.asObservable().do(onError: { [errors] error in errors.accept(error) })
    }

    /// The signal of the tracked errors.
    public func asSharedSequence() -> Signal<Error> {
        errors.asSignal()
    }
}

extension ObservableConvertibleType {
    /// Announces this sequence's error in `errorTracker`; the error still ends the sequence.
    public func trackError(_ errorTracker: ErrorTracker) -> Observable<Element> {
        errorTracker.track(self)
    }
}
