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
package struct Mutex<Value: ~Copyable>: ~Copyable, @unchecked Sendable {
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
#endif

/// The lock of the whole package, for the modules other than RxSwift: `Synchronization.Mutex`,
/// or the pthread-based `Mutex` above in the ThreadSanitizer build. One name, one mechanism.
package typealias RxMutex<Value> = Mutex<Value>
