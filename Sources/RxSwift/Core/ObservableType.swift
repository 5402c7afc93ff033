/// A type that can be converted to an `Observable` sequence.
public protocol ObservableConvertibleType {
    /// The type of the elements of the sequence.
    associatedtype Element

    /// The sequence as an `Observable`.
    func asObservable() -> Observable<Element>
}

/// A push-based sequence: the Rx counterpart of `Sequence`, where `subscribe` plays the part of
/// `makeIterator`.
public protocol ObservableType: ObservableConvertibleType {
    /// Starts the sequence for `observer` and returns the handle that stops it.
    ///
    /// Nothing is produced before `subscribe` is called; each call usually produces its own
    /// independent sequence of elements.
    func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element
}

extension ObservableConvertibleType {
    /// The element type, under the name RxSwift 4 used.
    @available(*, deprecated, renamed: "Element")
    public typealias E = Element
}

extension ObservableType {
    /// Wraps a custom `ObservableType` so that every operator can be applied to it.
    public func asObservable() -> Observable<Element> {
        ObservableTypeAdapter(self)
    }
}

/// Runs a user-defined `ObservableType` as an `Observable`; its observer is guarded like `create`'s.
final class ObservableTypeAdapter<Source: ObservableType>: Observable<Source.Element>, @unchecked Sendable {
    private let source: Source

    init(_ source: Source) {
        self.source = source
    }

    override func run(_ observer: ObserverNode<Source.Element>) {
        observer.setUpstream(source.subscribe(observer))
    }
}
