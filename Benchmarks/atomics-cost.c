// What the atomic operations of one share cost per element on this machine, without anything
// else around them (Benchmarks/README.md, "What stands in the way", the Driver chain).
//
//     cc -O2 -o /tmp/atomics-cost Benchmarks/atomics-cost.c && /tmp/atomics-cost
//
// A share's element path takes the subject's lock (a compare-and-swap), claims the delivery (a
// store), lets the lock go (a swap) and gives the delivery up (a compare-and-swap); the loops time
// that sequence, the lock alone, and a plain store, uncontended, on one thread.
#include <stdatomic.h>
#include <stdio.h>
#include <time.h>

static double now(void) {
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return t.tv_sec * 1e9 + t.tv_nsec;
}

static _Atomic unsigned long lock_word, delivery;
static volatile unsigned long sink;

int main(void) {
    const long n = 100000000;
    double start = now();
    for (long i = 0; i < n; i++) {
        unsigned long expected = 0;
        atomic_compare_exchange_strong_explicit(&lock_word, &expected, 1, memory_order_acquire, memory_order_relaxed);
        atomic_store_explicit(&delivery, 5, memory_order_release);
        atomic_exchange_explicit(&lock_word, 0, memory_order_release);
        expected = 5;
        atomic_compare_exchange_strong_explicit(&delivery, &expected, 0, memory_order_release, memory_order_relaxed);
    }
    double shareDone = now();
    for (long i = 0; i < n; i++) {
        unsigned long expected = 0;
        atomic_compare_exchange_strong_explicit(&lock_word, &expected, 1, memory_order_acquire, memory_order_relaxed);
        atomic_exchange_explicit(&lock_word, 0, memory_order_release);
    }
    double lockDone = now();
    for (long i = 0; i < n; i++) {
        sink = i;
    }
    double plainDone = now();
    printf("a share's atomics: %.2f ns, the lock alone: %.2f ns, a plain store: %.2f ns\n",
           (shareDone - start) / n, (lockDone - shareDone) / n, (plainDone - lockDone) / n);
    return 0;
}
