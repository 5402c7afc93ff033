#include "RxLockSupport.h"

#if defined(__linux__)

#include <linux/futex.h>
#include <stddef.h>
#include <sys/syscall.h>
#include <unistd.h>

void rx_lock_wait(const void *word, uint32_t expected) {
    // Private: the word is never shared with another process. The result does not matter: the
    // caller checks the word again whether the wait ended by a wake, a signal, or because the
    // word had already changed.
    syscall(SYS_futex, word, FUTEX_WAIT_PRIVATE, expected, NULL, NULL, 0);
}

void rx_lock_wake(const void *word) {
    syscall(SYS_futex, word, FUTEX_WAKE_PRIVATE, 1, NULL, NULL, 0);
}

#else

// Other systems keep Synchronization.Mutex (Mutex.swift), which needs nothing from here.
typedef int rx_lock_support_unused;

#endif
