extension ObservableConvertibleType {
    /// The elements of this sequence as an `AsyncThrowingStream`, for `for try await`.
    ///
    ///     for try await element in observable.values { ... }
    ///
    /// The sequence is subscribed when `values` is read. The loop ends when the sequence
    /// completes and throws its error; cancelling the iterating task (or dropping the stream)
    /// disposes the subscription, and a loop cancelled before the sequence ended throws
    /// `CancellationError`, as in RxSwift 6 (even if the sequence had sent nothing yet).
    /// Elements are buffered without limit while the loop is busy.
    public var values: AsyncThrowingStream<Element, Swift.Error> {
        AsyncThrowingStream { continuation in
            let subscription = SingleAssignmentDisposable()
            // Set before subscribing, so that a consumer gone already disposes the subscription
            // as soon as it is assigned.
            continuation.onTermination = { termination in
                // Finishing here comes before the stream's own finish, which then changes
                // nothing; after the sequence's own end, this finish is the one ignored.
                if case .cancelled = termination {
                    continuation.finish(throwing: CancellationError())
                }
                subscription.dispose()
            }
            subscription.setDisposable(asObservable().subscribe(
                onNext: { element in
                    // Unchecked: the element is handed to the stream's one iterator, as an
                    // observer receives it; the library keeps no reference to it.
                    nonisolated(unsafe) let element = element
                    continuation.yield(element)
                },
                onError: { error in continuation.finish(throwing: error) },
                onCompleted: { continuation.finish() }
            ))
        }
    }
}
