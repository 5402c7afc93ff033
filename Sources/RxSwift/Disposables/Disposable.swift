/// The handle of a resource, typically a subscription: `dispose()` releases it.
///
/// Disposables are called from any thread, so conforming types must be thread-safe.
public protocol Disposable: Sendable {
    /// Releases the resource. Calling it again has no effect.
    func dispose()
}

/// A disposable that can tell whether it was disposed.
public protocol Cancelable: Disposable {
    /// Whether `dispose()` was called.
    var isDisposed: Bool { get }
}

extension Disposable {
    /// Adds this disposable to `bag`, which disposes it when the bag is deallocated.
    public func disposed(by bag: DisposeBag) {
        bag.insert(self)
    }

    /// Adds this disposable to `bag` (the guide's spelling).
    @available(*, deprecated, renamed: "disposed(by:)")
    public func addDisposableTo(_ bag: DisposeBag) {
        disposed(by: bag)
    }
}
