/// The sequence of the elements that share one key, produced by `groupBy`.
public struct GroupedObservable<Key, Element>: ObservableType {
    /// The key shared by the elements.
    public let key: Key

    private let source: Observable<Element>

    /// A group with `key` whose elements come from `source`.
    public init(key: Key, source: Observable<Element>) {
        self.key = key
        self.source = source
    }

    /// Subscribes `observer` to the group's elements.
    public func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        source.subscribe(observer)
    }

    /// The group's elements.
    public func asObservable() -> Observable<Element> {
        source
    }
}

extension GroupedObservable: @unchecked Sendable {
    // @unchecked Sendable: `key` and `source` are immutable.
}
