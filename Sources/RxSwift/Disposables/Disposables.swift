import Synchronization

/// Factory of the common disposables.
public struct Disposables {
    private init() {}

    /// A disposable that does nothing (one shared instance).
    public static func create() -> Disposable {
        NopDisposable.instance
    }

    /// A disposable that runs `dispose` once, on the first call to `dispose()`.
    public static func create(with dispose: @escaping () -> Void) -> Cancelable {
        AnonymousDisposable(dispose)
    }

    /// A disposable that disposes both `disposable1` and `disposable2`.
    public static func create(_ disposable1: Disposable, _ disposable2: Disposable) -> Cancelable {
        BinaryDisposable(disposable1, disposable2)
    }

    /// A disposable that disposes all three disposables.
    public static func create(_ disposable1: Disposable, _ disposable2: Disposable, _ disposable3: Disposable) -> Cancelable {
        CompositeDisposable(disposable1, disposable2, disposable3)
    }

    /// A disposable that disposes all of `disposables`.
    public static func create(_ disposable1: Disposable, _ disposable2: Disposable, _ disposable3: Disposable, _ disposables: Disposable ...) -> Cancelable {
        CompositeDisposable(disposables: [disposable1, disposable2, disposable3] + disposables)
    }

    /// A disposable that disposes all of `disposables`.
    public static func create(_ disposables: [Disposable]) -> Cancelable {
        switch disposables.count {
        case 2: return BinaryDisposable(disposables[0], disposables[1])
        default: return CompositeDisposable(disposables: disposables)
        }
    }
}

/// The disposable that does nothing.
struct NopDisposable: Disposable {
    static let instance: Disposable = NopDisposable()
    func dispose() {}
}

/// Runs an action once, on the first `dispose()`.
final class AnonymousDisposable: DisposeBase, Cancelable, @unchecked Sendable {
    // @unchecked Sendable: `action` is written in `init` and afterwards touched only by the one
    // thread that wins the exchange on `disposed`.
    private var action: (() -> Void)?
    private let disposed = Atomic<Bool>(false)

    init(_ action: @escaping () -> Void) {
        self.action = action
    }

    var isDisposed: Bool {
        disposed.load(ordering: .acquiring)
    }

    func dispose() {
        guard !disposed.exchange(true, ordering: .acquiringAndReleasing) else { return }
        let action = self.action
        self.action = nil
        action?()
    }
}

/// Disposes two disposables: the common case of `Disposables.create(_:_:)`, without an array.
final class BinaryDisposable: DisposeBase, Cancelable, @unchecked Sendable {
    // @unchecked Sendable: the two disposables are taken only by the thread that wins the exchange.
    private var first: Disposable?
    private var second: Disposable?
    private let disposed = Atomic<Bool>(false)

    init(_ first: Disposable, _ second: Disposable) {
        self.first = first
        self.second = second
    }

    var isDisposed: Bool {
        disposed.load(ordering: .acquiring)
    }

    func dispose() {
        guard !disposed.exchange(true, ordering: .acquiringAndReleasing) else { return }
        let (first, second) = (self.first, self.second)
        self.first = nil
        self.second = nil
        first?.dispose()
        second?.dispose()
    }
}

/// Counts live disposables in `Resources.total` when resource tracing is on.
public class DisposeBase {
    private let resourceCount = ResourceCount()

    init() {}
}
