import RxSwift

extension SharedSequence {
    /// The elements as an `AsyncStream`, as for an `Infallible`: iterating subscribes, the stream
    /// finishes when the sequence completes, and ending the iteration disposes the subscription.
    ///
    ///     for await results in searchResults.values { ... }
    public var values: AsyncStream<Element> {
        // A shared sequence cannot fail: it is an infallible sequence, whose stream needs no `try`.
        Infallible(asObservable()).values
    }
}
