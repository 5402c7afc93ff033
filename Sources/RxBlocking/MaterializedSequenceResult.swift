/// How a sequence observed by `BlockingObservable.materialize()` ended, with the elements it
/// emitted.
@frozen
public enum MaterializedSequenceResult<T> {
    /// The sequence completed after emitting `elements`.
    case completed(elements: [T])
    /// The sequence emitted `elements`, then failed with `error` (or timed out, with
    /// `RxError.timeout`).
    case failed(elements: [T], error: Swift.Error)
}

extension MaterializedSequenceResult: Sendable where T: Sendable {}
