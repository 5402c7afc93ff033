// What the package's lock (Sources/RxSwift/Internal/Concurrency/Mutex.swift) needs from the system on Linux
// and cannot call from Swift: the futex system call is reached through the variadic syscall(2).
// Also the main-thread test of the main scheduler, which needs a C thread-local.
//
// The lock itself (its atomic word) is Swift code of the library, so a build with
// ThreadSanitizer instruments it like the rest of the library; these functions only put a thread
// to sleep and wake it, which orders nothing.

#ifndef RX_LOCK_SUPPORT_H
#define RX_LOCK_SUPPORT_H

#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

#if defined(__linux__)

/// Puts the calling thread to sleep while the 32-bit word at `word` holds `expected`, until
/// `rx_lock_wake` is called on that word (or spuriously: the caller checks the word again).
void rx_lock_wait(const void *word, uint32_t expected);

/// Wakes one thread sleeping in `rx_lock_wait` on the word at `word`, if any.
void rx_lock_wake(const void *word);

/// Whether the calling thread is the process's main thread (nonzero if it is): what
/// `Thread.isMainThread` answers, with its two system calls made once per thread instead of once
/// per call (`observe(on: MainScheduler)` and `drive` ask on every element).
int rx_is_main_thread(void);

#endif

/// Tells the processor that the calling thread is spinning on a word another thread will change
/// (it then gives the other hardware thread of the core more of its time).
static inline void rx_lock_spin_hint(void) {
#if defined(__x86_64__) || defined(__i386__)
    __builtin_ia32_pause();
#elif defined(__aarch64__) || defined(__arm__)
    __asm__ __volatile__("yield");
#endif
}

#ifdef __cplusplus
}
#endif

#endif
