extension ObservableType {
    /// Resubscribes to the source each time it fails, for as long as it fails.
    ///
    ///     source (1st, 2nd subscription): 1--X   1--2|
    ///     retry():                        1--1--2|
    public func retry() -> Observable<Element> {
        CatchSequence(sources: Swift.repeatElement(asObservable(), count: Int.max))
    }

    /// Subscribes to the source up to `maxAttemptCount` times in all while it fails, then
    /// forwards the last error. `retry(1)` never resubscribes; `retry(0)` completes at once
    /// without subscribing, as in RxSwift.
    ///
    ///     source (each subscription): 1--X
    ///     retry(2):                   1--1--X
    ///
    /// - Precondition: `maxAttemptCount >= 0` (RxSwift stops too, in `repeatElement(_:count:)`).
    public func retry(_ maxAttemptCount: Int) -> Observable<Element> {
        rxPrecondition(maxAttemptCount >= 0, "retry(_:): maxAttemptCount must not be negative (got \(maxAttemptCount))")
        return CatchSequence(sources: Swift.repeatElement(asObservable(), count: maxAttemptCount))
    }
}
