import Foundation
import RxSwift

/// A sequence whose operators block the calling thread until the sequence produced their result,
/// for tests and scripts; made by `toBlocking(timeout:)`.
///
/// Every operator subscribes anew and disposes its subscription before returning. An error of the
/// sequence is rethrown; a timeout throws `RxError.timeout`. On the main thread the wait runs the
/// current run loop, so work the sequence queues on the main queue (`MainScheduler`) still runs.
public struct BlockingObservable<Element>: Sendable {
    let timeout: TimeInterval?
    let source: Observable<Element>
}

extension BlockingObservable {
    /// The elements of the sequence, once it completed.
    ///
    /// - Throws: The sequence's error, or `RxError.timeout`.
    public func toArray() throws -> [Element] {
        try elements(of: collect())
    }

    /// The first element, or `nil` if the sequence completed empty; stops at the first element.
    ///
    /// - Throws: The sequence's error, or `RxError.timeout`.
    public func first() throws -> Element? {
        try elements(of: collect(max: 1)).first
    }

    /// The last element, or `nil` if the sequence completed empty.
    ///
    /// - Throws: The sequence's error, or `RxError.timeout`.
    public func last() throws -> Element? {
        try elements(of: collect()).last
    }

    /// The only element of the sequence.
    ///
    /// - Throws: `RxError.noElements` if it completed empty, `RxError.moreThanOneElement` as soon
    ///   as a second element arrives, the sequence's error, or `RxError.timeout`.
    public func single() throws -> Element {
        try single { _ in true }
    }

    /// The only element of the sequence that satisfies `predicate`.
    ///
    /// - Throws: `RxError.noElements` if none does, `RxError.moreThanOneElement` as soon as a
    ///   second one arrives, the sequence's error or the predicate's, or `RxError.timeout`.
    public func single(_ predicate: @escaping (Element) throws -> Bool) throws -> Element {
        let matching = try elements(of: collect(max: 2, predicate: predicate))
        if matching.count > 1 {
            throw RxError.moreThanOneElement
        }
        guard let element = matching.first else {
            throw RxError.noElements
        }
        return element
    }

    /// How the sequence ended and what it emitted; never throws: an error (including
    /// `RxError.timeout`) is part of the result.
    public func materialize() -> MaterializedSequenceResult<Element> {
        collect()
    }

    private func collect(max: Int = .max, predicate: @escaping (Element) throws -> Bool = { _ in true }) -> MaterializedSequenceResult<Element> {
        BlockingCollector(maxElements: max, predicate: predicate).run(source, timeout: timeout)
    }

    private func elements(of result: MaterializedSequenceResult<Element>) throws -> [Element] {
        switch result {
        case .completed(let elements):
            return elements
        case .failed(_, let error):
            throw error
        }
    }
}
