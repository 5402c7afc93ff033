/// A sequence that starts producing only when `connect()` is called, and shares what it produces
/// among its subscribers.
public protocol ConnectableObservableType: ObservableType {
    /// Connects the shared subscription to its source; dispose the result to disconnect.
    func connect() -> Disposable
}

/// The class of the connectable sequences returned by `multicast`, `publish` and `replay`.
public class ConnectableObservable<Element>: Observable<Element>, ConnectableObservableType, @unchecked Sendable {
    // @unchecked Sendable: no state of its own; subclasses say why theirs is safe.
    /// Connects the shared subscription to its source; dispose the result to disconnect.
    public func connect() -> Disposable {
        rxAbstractMethod()
    }
}
