import Foundation
import RxSwift

extension ObservableConvertibleType {
    /// This sequence as a `BlockingObservable`, whose operators wait for the sequence on the
    /// calling thread: for tests and scripts, never for app code.
    ///
    ///     let elements = try Observable.of(1, 2, 3).toBlocking(timeout: 1).toArray()   // [1, 2, 3]
    ///
    /// - Parameter timeout: The longest a blocking operator waits, in seconds, before throwing
    ///   `RxError.timeout`; `nil` waits as long as it takes.
    /// - Returns: A blocking view of this sequence.
    public func toBlocking(timeout: TimeInterval? = nil) -> BlockingObservable<Element> {
        BlockingObservable(timeout: timeout, source: asObservable())
    }
}
