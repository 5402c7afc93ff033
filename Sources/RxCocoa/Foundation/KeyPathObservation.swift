import Dispatch
import Observation
import RxSwift
import Synchronization

// Key-value observation on Linux, over Swift's Observation framework (there is no Objective-C
// KVO). Observation's public tracking (`withObservationTracking(_:onChange:)`) reports a change
// once, on the mutating thread, *before* the new value is stored. So a change is not read where
// it is reported: the read is queued on the queue that mutates the object and runs after the
// mutation's work item, then tracking is installed again. A deallocated object is noticed
// because its registrar releases the pending `onChange` closure without calling it.

extension Reactive where Base: AnyObject & Observation.Observable {
    /// The value at `keyPath` now and after every change: the guide's `rx.observe`, for
    /// `@Observable` classes.
    ///
    ///     @Observable final class Model: ReactiveCompatible { var frame = Rect() }
    ///     model.rx.observe(\.frame).subscribe(onNext: { print($0) })
    ///
    /// The current value is emitted on subscription, on the subscribing thread. A change is read
    /// and emitted on `queue` after the mutation that made it, so the object must be mutated on
    /// `queue` (the main queue by default) and subscribed there. Changes made in one work item
    /// of `queue` arrive as one element, the last value. The object is not retained: the
    /// sequence completes when it is deallocated. Disposal stops the observation.
    ///
    /// - Parameters:
    ///   - keyPath: The value to observe; every observable property it reads counts (so
    ///     `\.child.frame` follows `child` too). A key path that reads no observable property
    ///     emits its value and completes, since no change of it can be seen.
    ///   - queue: The serial queue that mutates the object.
    /// - Returns: The values at `keyPath`.
    public func observe<Value>(_ keyPath: KeyPath<Base, Value>, on queue: DispatchQueue = .main) -> RxSwift.Observable<Value> {
        weak let weakObject = base
        return RxSwift.Observable.create { observer in
            guard let object = weakObject else {
                observer.on(.completed)
                return Disposables.create()
            }
            let observation = KeyPathObservation(object: object, keyPath: keyPath, queue: queue, observer: observer)
            observation.track()
            return observation
        }
    }
}

/// What the tracking callbacks and the queued reads call, without naming the observed type.
///
/// A closure that captured a `KeyPathObservation<Object, Value>` would carry `Object`'s metatype
/// to the queue, and Swift 6 warns because a metatype can bring along conformances isolated to an
/// actor. Here the only conformance is `Observation.Observable`, which has no requirements: nothing
/// of it can be called on the queue, so reaching the observation through this protocol hides
/// nothing unsafe.
private protocol ObservationSteps: AnyObject, Sendable {
    func track()
    func changeWillHappen()
    func trackingEnded()
    func completeUnlessDisposed()
}

/// One subscription of `observe(_:on:)`: reads the value under tracking, then again after each
/// change, on the queue.
private final class KeyPathObservation<Object: AnyObject & Observation.Observable, Value>: Disposable, ObservationSteps, @unchecked Sendable {
    // @unchecked Sendable: after `init` only `disposed` changes (atomically); `track()` runs on
    // `queue` (or on the subscribing thread, once, before any change can be queued).
    weak let object: Object?
    let keyPath: KeyPath<Object, Value>
    let queue: DispatchQueue
    let observer: AnyObserver<Value>
    private let disposed = Atomic<Bool>(false)

    init(object: Object, keyPath: KeyPath<Object, Value>, queue: DispatchQueue, observer: AnyObserver<Value>) {
        self.object = object
        self.keyPath = keyPath
        self.queue = queue
        self.observer = observer
    }

    /// Reads the value, installs tracking for its next change, and emits it.
    func track() {
        guard !disposed.load(ordering: .acquiring) else { return }
        guard let object else {
            observer.on(.completed)
            return
        }
        let pending = PendingChange(self)
        let value = withObservationTracking({ object[keyPath: keyPath] }, onChange: { pending.fire() })
        observer.on(.next(value))
    }

    /// Called on the mutating thread before the new value is stored.
    func changeWillHappen() {
        let steps: any ObservationSteps = self
        queue.async { [weak steps] in steps?.track() }
    }

    /// The registrar dropped the tracking without a change: the object is gone (or the key path
    /// reads nothing observable).
    func trackingEnded() {
        let steps: any ObservationSteps = self
        queue.async { [weak steps] in steps?.completeUnlessDisposed() }
    }

    /// The end of the sequence, once the object is gone.
    func completeUnlessDisposed() {
        guard !disposed.load(ordering: .acquiring) else { return }
        observer.on(.completed)
    }

    func dispose() {
        disposed.store(true, ordering: .releasing)
    }
}

/// The `onChange` closure's state. Observation releases that closure either after calling it or,
/// without calling it, when the observed object's registrar is destroyed; the difference is how
/// deallocation is seen.
private final class PendingChange: Sendable {
    private weak let observation: (any ObservationSteps)?
    private let fired = Atomic<Bool>(false)

    init(_ observation: any ObservationSteps) {
        self.observation = observation
    }

    func fire() {
        fired.store(true, ordering: .releasing)
        observation?.changeWillHappen()
    }

    deinit {
        if !fired.load(ordering: .acquiring) {
            observation?.trackingEnded()
        }
    }
}
