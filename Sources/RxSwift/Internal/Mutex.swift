import Synchronization

#if RX_THREAD_SANITIZER
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The lock behind every `Mutex(...)` of this package (`RxMutex` outside this module) in CI's
/// ThreadSanitizer build only
/// (`RX_THREAD_SANITIZER=1` in the environment makes Package.swift define the condition).
///
/// `Synchronization.Mutex` waits on a futex inside the uninstrumented standard library on Linux,
/// so the sanitizer cannot see that a contended `withLock` orders what it protects, and reports
/// a race on every such state. A pthread mutex is intercepted by the sanitizer. Declared in this
/// module, this type shadows the imported one; it offers the part of its API the library uses.
package struct RxMutex<Value: ~Copyable>: ~Copyable, @unchecked Sendable {
    // @unchecked Sendable: `value` is only touched with `handle` locked.
    private let handle: UnsafeMutablePointer<pthread_mutex_t>
    private let value: UnsafeMutablePointer<Value>

    package init(_ initialValue: consuming Value) {
        handle = .allocate(capacity: 1)
        pthread_mutex_init(handle, nil)
        value = .allocate(capacity: 1)
        value.initialize(to: initialValue)
    }

    deinit {
        value.deinitialize(count: 1)
        value.deallocate()
        pthread_mutex_destroy(handle)
        handle.deallocate()
    }

    package borrowing func withLock<Result: ~Copyable>(_ body: (inout Value) throws -> Result) rethrows -> Result {
        pthread_mutex_lock(handle)
        defer { pthread_mutex_unlock(handle) }
        return try body(&value.pointee)
    }
}

#else

/// The lock behind every `Mutex(...)` of this package (`RxMutex` outside this module): the same
/// futex-based lock as `Synchronization.Mutex`, whose `withLock` takes a closure without `sending`
/// parameters.
///
/// `Synchronization.Mutex.withLock` checks, in Swift 6 language mode, that the state and the
/// result cross the critical section as `sending` values. The library's locks guard state made
/// of its own nodes and of user elements, handed between threads under the observer contract,
/// which that check cannot see: every state behind these locks is only ever touched inside
/// `withLock`, which is what makes the unchecked access sound. It is built from the same parts as
/// `Synchronization.Mutex` (its lock, and a cell holding the value inline), so it costs the same:
/// wrapping `Synchronization.Mutex.withLock` instead cost a closure allocation and a metadata
/// look-up per call in unspecialized code (publishSubject.pumping went from 272 to 969
/// instructions per element). Declared in this module, this type shadows the imported one.
package struct RxMutex<Value: ~Copyable>: ~Copyable, @unchecked Sendable {
    // @unchecked Sendable: the value is only touched inside `withLock`, under the lock.
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
}
#endif

/// Inside this module, `Mutex` is the package's lock above (the other modules and the tests name
/// it `RxMutex`; `Synchronization.Mutex` keeps its own name there). One lock, one mechanism.
typealias Mutex<Value: ~Copyable> = RxMutex<Value>
