/// Whether `take(while:behavior:)` and `take(until:behavior:)` also emit the element that ends the
/// sequence.
public enum TakeBehavior: Sendable {
    /// Emits the element that ends the sequence, then completes.
    case inclusive
    /// Completes without emitting the element that ends the sequence.
    case exclusive
}

extension ObservableType {
    /// Emits elements while `predicate` holds, then completes at the first element for which it
    /// does not; a thrown error ends the sequence with it.
    ///
    ///     source:                                           1--2--5--1|
    ///     take(while: { $0 < 3 }):                          1--2--|
    ///     take(while: { $0 < 3 }, behavior: .inclusive):    1--2--5|
    ///
    /// - Parameters:
    ///   - predicate: Whether to keep going after an element.
    ///   - behavior: Whether the first element that fails `predicate` is emitted before completion.
    public func take(while predicate: @escaping (Element) throws -> Bool, behavior: TakeBehavior = .exclusive) -> Observable<Element> {
        OperatorObservable<TakeWhileSink<Element>, _>(source: asObservable(), arguments: TakeWhileArguments(predicate: predicate, behavior: behavior))
    }

    /// Emits elements until `predicate` holds for one, then completes; a thrown error ends the
    /// sequence with it.
    ///
    ///     source:                                           1--2--5--1|
    ///     take(until: { $0 > 3 }):                          1--2--|
    ///     take(until: { $0 > 3 }, behavior: .inclusive):    1--2--5|
    ///
    /// - Parameters:
    ///   - predicate: Whether an element ends the sequence.
    ///   - behavior: Whether the element that satisfies `predicate` is emitted before completion.
    public func take(until predicate: @escaping (Element) throws -> Bool, behavior: TakeBehavior = .exclusive) -> Observable<Element> {
        take(while: { try !predicate($0) }, behavior: behavior)
    }

    /// The guide's spelling of `take(while:)`.
    @available(*, deprecated, renamed: "take(while:)")
    public func takeWhile(_ predicate: @escaping (Element) throws -> Bool) -> Observable<Element> {
        take(while: predicate)
    }

    /// RxSwift 5's spelling of `take(until:behavior:)`.
    @available(*, deprecated, renamed: "take(until:behavior:)")
    public func takeUntil(_ behavior: TakeBehavior, predicate: @escaping (Element) throws -> Bool) -> Observable<Element> {
        take(until: predicate, behavior: behavior)
    }
}

private struct TakeWhileArguments<Element> {
    let predicate: (Element) throws -> Bool
    let behavior: TakeBehavior
}

private final class TakeWhileSink<Element>: Sink<Element, Element>, OperatorSink, @unchecked Sendable {
    // @unchecked Sendable: `isTaking` is touched only by `receive`, which the grammar serializes.
    private let predicate: (Element) throws -> Bool
    private let behavior: TakeBehavior
    private var isTaking = true

    init(_ arguments: borrowing TakeWhileArguments<Element>, downstream: ObserverNode<Element>) {
        predicate = arguments.predicate
        behavior = arguments.behavior
        super.init(downstream: downstream)
    }

    override func receive(_ element: Element) {
        guard isTaking else { return }
        do {
            isTaking = try predicate(element)
        } catch {
            isTaking = false
            fail(error)
            return
        }
        guard !isDisposed else { return }
        if isTaking {
            downstream.receive(element)
            return
        }
        if behavior == .inclusive {
            downstream.receive(element)
        }
        complete()
    }
}
