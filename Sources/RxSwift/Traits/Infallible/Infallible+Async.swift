extension InfallibleType {
    /// The elements as an `AsyncStream`: iterating subscribes, the stream finishes when the
    /// sequence completes, and ending the iteration (or cancelling its task) disposes the
    /// subscription.
    ///
    ///     for await text in searchField.values { ... }
    ///
    /// Elements are buffered without limit while the iterating task is busy, as in RxSwift.
    public var values: AsyncStream<Element> {
        AsyncStream { continuation in
            let subscription = subscribe(
                onNext: { element in
                    // Unchecked: the element is handed to the stream's one iterator, as an
                    // observer receives it; the library keeps no reference to it.
                    nonisolated(unsafe) let element = element
                    continuation.yield(element)
                },
                onCompleted: { continuation.finish() },
                onDisposed: { continuation.finish() }
            )
            continuation.onTermination = { _ in
                subscription.dispose()
            }
        }
    }
}
