/// What a critical section takes out of the state behind a lock, released only once the lock is
/// let go.
///
/// Releasing an observer, an element, a disposable or a closure may run a `deinit`, which is user
/// code: run with the lock held, it could call back into the object whose lock that is (a subject
/// asked `hasObservers` from a dropped element's `deinit`, a `DisposeBag` from what a swept
/// subscription captured) and deadlock, or run for any time with the lock held. So a critical
/// section moves what it removes into one of these, made before the lock is taken, and
/// `release()` drops it after the lock is let go:
///
///     var removed = ReleasedAfterUnlock(ElementQueue<Element>())
///     lock.withLock { state in state.pending.exchangeContents(with: &removed.value) }
///     removed.release()
///
/// Any module of the package may use it (`RxTest`'s hot observables do). Not copyable, so nothing it holds can be released through a copy made under the lock; without
/// `release()`, it is dropped at the end of its scope, which is after the lock too.
package struct ReleasedAfterUnlock<Value: ~Copyable>: ~Copyable {
    /// What was taken out so far; written under the lock.
    package var value: Value

    /// Starts with `value`, usually empty (an empty queue or array, nil).
    @inline(__always)
    package init(_ value: consuming Value) {
        self.value = value
    }

    /// Releases what was taken out. Call it after the lock is let go.
    @inline(__always)
    package consuming func release() {}
}
