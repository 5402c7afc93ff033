import Synchronization

#if os(Linux) || os(Android)
internal import RxLockSupport

/// The lock behind every `Mutex(...)` of this package (`RxMutex` outside this module), on Linux:
/// an atomic word of the library's own code, and the kernel only to sleep on it.
///
/// `Synchronization.Mutex` hands a contended lock over inside the kernel (a priority-inheriting
/// futex, from the standard library, which is not instrumented): ThreadSanitizer cannot see that
/// such a lock orders the critical sections it protects, and reports races on every state behind
/// it in a client's `swift test --sanitize=thread`. Here every hand-over is an atomic operation
/// on `word`, compiled with the library, so a build with the sanitizer instruments it like the
/// rest of the library's code, with no setting; the kernel is only asked to put a waiter to sleep
/// and to wake it. The uncontended cost is one compare-and-swap to take the lock and one swap to
/// let go. Like `Synchronization.Mutex` it is not reentrant, and the value is stored inline.
///
/// `withLock` takes a closure without `sending` parameters: the library's locks guard state made
/// of its own nodes and of user elements, handed between threads under the observer contract,
/// which the compiler cannot check; every state behind these locks is only ever touched inside
/// `withLock`, or between `lockValue()` and `unlockValue()`. Declared in this module, this type
/// shadows the imported `Mutex`.
package struct RxMutex<Value: ~Copyable>: ~Copyable, @unchecked Sendable {
    // @unchecked Sendable: `value` is only touched by `withLock`'s body, or between `lockValue()`
    // and `unlockValue()`, while the calling thread holds `word` (moved from 0 to 1 or 2 by this
    // thread, back to 0 after it).

    /// 0: free; 1: held; 2: held, and a thread may be asleep waiting for it (then whoever lets go
    /// wakes one).
    private let word = Atomic<UInt32>(0)
    private let value: _Cell<Value>

    package init(_ initialValue: consuming Value) {
        value = _Cell(initialValue)
    }

    @inline(__always)
    package borrowing func withLock<Result: ~Copyable, E: Error>(_ body: (inout Value) throws(E) -> Result) throws(E) -> Result {
        lock()
        defer { unlock() }
        // Through a local: in a ThreadSanitizer build, an inout access rooted in `self` counts as a
        // write to `self`'s first bytes, which are `word`, swapped by waiting threads meanwhile.
        let pointer = value._address
        return try body(&pointer.pointee)
    }

    /// `withLock` for a lock that guards no value, only the code it runs (`Mutex(())`): an empty
    /// value has no storage of its own, and an inout access to it would count, in a
    /// ThreadSanitizer build, as a write to whatever follows the lock in memory.
    @inline(__always)
    package borrowing func withLock<Result: ~Copyable, E: Error>(_ body: (inout Value) throws(E) -> Result) throws(E) -> Result where Value == () {
        lock()
        defer { unlock() }
        var nothing: Value = ()
        return try body(&nothing)
    }

    /// Takes the lock and returns the address of its value, for the per-element paths that
    /// cannot afford `withLock`'s closure (in unspecialized generic code it is not inlined: a
    /// call, and its captures passed through a context, on every use). The value is touched only
    /// through that address and only until `unlockValue()`, which the caller reaches on every
    /// path out.
    @inline(__always)
    package borrowing func lockValue() -> UnsafeMutablePointer<Value> {
        lock()
        return value._address
    }

    /// Lets go of the lock taken by `lockValue()`.
    @inline(__always)
    package borrowing func unlockValue() {
        unlock()
    }

    @inline(__always)
    private borrowing func lock() {
        if !word.compareExchange(expected: 0, desired: 1, successOrdering: .acquiring, failureOrdering: .relaxed).exchanged {
            lockContended()
        }
    }

    @inline(__always)
    private borrowing func unlock() {
        if word.exchange(0, ordering: .releasing) == 2 {
            wakeWaiter()
        }
    }

    /// Takes the lock held by another thread: spins a little (a critical section is short, and
    /// sleeping costs two system calls), then marks the word 2 and sleeps until it is let go.
    @inline(never)
    private borrowing func lockContended() {
        for _ in 0 ..< 100 {
            rx_lock_spin_hint()
            if word.load(ordering: .relaxed) == 0,
               word.compareExchange(expected: 0, desired: 1, successOrdering: .acquiring, failureOrdering: .relaxed).exchanged {
                return
            }
        }
        // Taken with 2 rather than 1: a thread may still be asleep, so whoever lets go wakes one.
        while word.exchange(2, ordering: .acquiring) != 0 {
            // `word` cannot move while it is borrowed (an `Atomic` is only stored in a `let`), so
            // this is the address the other threads swap on.
            withUnsafePointer(to: word) { rx_lock_wait($0, 2) }
        }
    }

    @inline(never)
    private borrowing func wakeWaiter() {
        withUnsafePointer(to: word) { rx_lock_wake($0) }
    }
}

#else

/// The lock behind every `Mutex(...)` of this package (`RxMutex` outside this module), outside
/// Linux: the lock of `Synchronization.Mutex` (an `os_unfair_lock` on Apple systems, which
/// ThreadSanitizer intercepts), whose `withLock` takes a closure without `sending` parameters.
///
/// `Synchronization.Mutex.withLock` checks, in Swift 6 language mode, that the state and the
/// result cross the critical section as `sending` values. The library's locks guard state made
/// of its own nodes and of user elements, handed between threads under the observer contract,
/// which that check cannot see: every state behind these locks is only ever touched inside
/// `withLock` (or between `lockValue()` and `unlockValue()`), which is what makes the unchecked
/// access sound. It is built from the same parts as
/// `Synchronization.Mutex` (its lock, and a cell holding the value inline), so it costs the same:
/// wrapping `Synchronization.Mutex.withLock` instead cost a closure allocation and a metadata
/// look-up per call in unspecialized code (publishSubject.pumping went from 272 to 969
/// instructions per element). Declared in this module, this type shadows the imported one.
package struct RxMutex<Value: ~Copyable>: ~Copyable, @unchecked Sendable {
    // @unchecked Sendable: the value is only touched under the lock (`withLock`, `lockValue()`).
    private let lock = Synchronization.Mutex<Void>(())
    private let value: Synchronization._Cell<Value>

    package init(_ initialValue: consuming Value) {
        value = Synchronization._Cell(initialValue)
    }

    @inline(__always)
    package borrowing func withLock<Result: ~Copyable, E: Error>(_ body: (inout Value) throws(E) -> Result) throws(E) -> Result {
        lock._unsafeLock()
        defer { lock._unsafeUnlock() }
        return try body(&value._address.pointee)
    }

    /// Takes the lock and returns the address of its value (see the Linux version).
    @inline(__always)
    package borrowing func lockValue() -> UnsafeMutablePointer<Value> {
        lock._unsafeLock()
        return value._address
    }

    /// Lets go of the lock taken by `lockValue()`.
    @inline(__always)
    package borrowing func unlockValue() {
        lock._unsafeUnlock()
    }
}
#endif

/// Inside this module, `Mutex` is the package's lock above (the other modules and the tests name
/// it `RxMutex`; `Synchronization.Mutex` keeps its own name there). One lock, one mechanism.
typealias Mutex<Value: ~Copyable> = RxMutex<Value>
