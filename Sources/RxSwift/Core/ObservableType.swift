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
        ObservableTypeAdapter(self, endsAfterTerminal: true)
    }

    /// This sequence as an `Observable` that subscribes it as it is: unlike `asObservable()`, the
    /// subscription of a type that is not an `Observable` is not ended right after its terminal
    /// event. RxSwift 6's `subscribe(on:)` takes its source this way, which shows in the tick its
    /// subscription ends: a hot test observable completing at 300 behind `subscribe(on:)` is
    /// released at 301, when the scheduler runs the disposal, but at 300 behind
    /// `asObservable().subscribe(on:)`.
    @usableFromInline
    func asObservableSubscribedAsIs() -> Observable<Element> {
        if let observable = self as? Observable<Element> {
            return observable
        }
        return ObservableTypeAdapter(self, endsAfterTerminal: false)
    }
}

/// Runs a user-defined `ObservableType` as an `Observable`; its observer is guarded like
/// `create`'s. For `asObservable()` it behaves as `Observable.create { source.subscribe($0) }`,
/// which is what RxSwift 6 makes of such a type: the source's subscription ends right after its
/// terminal event is forwarded, so a hot test observable behind `asObservable().subscribe(on:)`
/// is released at the tick it completed, not when the scheduler gets to the disposal.
final class ObservableTypeAdapter<Source: ObservableType>: Observable<Source.Element>, @unchecked Sendable {
    // @unchecked Sendable: immutable; `source` is subscribed to as its own type allows.
    private let source: Source
    private let endsAfterTerminal: Bool

    init(_ source: Source, endsAfterTerminal: Bool) {
        self.source = source
        self.endsAfterTerminal = endsAfterTerminal
    }

    override func run(_ observer: ObserverNode<Source.Element>) {
        if endsAfterTerminal {
            observer.feedsExternalProducer()
        }
        observer.setUpstream(source.subscribe(observer))
    }
}
