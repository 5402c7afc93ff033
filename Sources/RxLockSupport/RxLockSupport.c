#include "RxLockSupport.h"

#if defined(__linux__)

#include <linux/futex.h>
#include <pthread.h>
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

// 0: not known yet on this thread; 1: the main thread; 2: another thread. A thread does not
// change, so the answer is kept.
static __thread int rx_main_thread_state;

static void rx_forget_main_thread(void) {
    // In a child process the forking thread is the main thread, whatever it was in the parent.
    rx_main_thread_state = 0;
}

__attribute__((constructor)) static void rx_register_fork_handler(void) {
    pthread_atfork(NULL, NULL, rx_forget_main_thread);
}

int rx_is_main_thread(void) {
    if (rx_main_thread_state == 0) {
        // What Foundation's Thread.isMainThread asks on every call: the main thread's id is
        // the process id.
        rx_main_thread_state = syscall(SYS_gettid) == getpid() ? 1 : 2;
    }
    return rx_main_thread_state == 1;
}

#else

// Other systems keep Synchronization.Mutex (Mutex.swift), which needs nothing from here.
typedef int rx_lock_support_unused;

#endif
