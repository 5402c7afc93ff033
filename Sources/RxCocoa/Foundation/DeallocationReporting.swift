import RxSwift
import Synchronization

/// A class whose deallocation `rx.deallocated` reports; opt in with one stored property.
///
///     final class ViewModel: DeallocationReporting {
///         let deallocationReporter = DeallocationReporter()
///     }
///     ticks.take(until: viewModel.rx.deallocated).subscribe(...)
///
/// Linux has no Objective-C runtime to attach state to an arbitrary object or to swizzle its
/// `dealloc`, so the object holds the reporter, and the reporter's own `deinit` (which runs
/// while the object's stored properties are destroyed) is the signal.
public protocol DeallocationReporting: AnyObject, ReactiveCompatible {
    /// The reporter the object holds for its whole life (a stored `let`).
    var deallocationReporter: DeallocationReporter { get }
}

extension Reactive where Base: DeallocationReporting {
    /// One element and completion when the object is deallocated (after its `deinit` body ran),
    /// on the thread that released it. Subscribing does not retain the object; a subscription
    /// made after the deallocation receives the element and completion at once.
    public var deallocated: Observable<Void> {
        base.deallocationReporter.deallocated
    }
}

/// The storage behind `rx.deallocated`: held by the observed object, it signals when it is
/// destroyed with it. Costs one object; a subject is made only once someone subscribes.
public final class DeallocationReporter: @unchecked Sendable {
    // @unchecked Sendable: `subject` is only touched under its mutex; the subject is thread-safe.
    private let subject = RxMutex<AsyncSubject<Void>?>(nil)

    /// A reporter for the object that stores it.
    public init() {}

    /// The sequence behind `rx.deallocated`.
    var deallocated: Observable<Void> {
        subject.withLock { subject in
            if let subject { return subject.asObservable() }
            let created = AsyncSubject<Void>()
            subject = created
            return created.asObservable()
        }
    }

    deinit {
        guard let subject = subject.withLock({ $0 }) else { return }
        subject.on(.next(()))
        subject.on(.completed)
    }
}
