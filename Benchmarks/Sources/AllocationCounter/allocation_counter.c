// Heap-call counters for the benchmarks.
//
// The executable defines the allocator's public entry points; ELF symbol resolution makes every
// shared object of the process (libswiftCore, Foundation, Dispatch, libc itself) call these
// instead of glibc's, the documented way to replace malloc on glibc. Each one forwards to glibc's
// own implementation (`__libc_malloc` & co.), so memory and performance are glibc's: only a
// relaxed load (and, while counting, relaxed atomic additions) is added to each call, the same for
// every implementation measured.

#include "AllocationCounter.h"

#include <errno.h>
#include <stdatomic.h>
#include <stddef.h>

extern void *__libc_malloc(size_t size);
extern void *__libc_calloc(size_t count, size_t size);
extern void *__libc_realloc(void *pointer, size_t size);
extern void __libc_free(void *pointer);
extern void *__libc_memalign(size_t alignment, size_t size);

static atomic_bool counting;
static atomic_uint_fast64_t allocations;
static atomic_uint_fast64_t reallocations;
static atomic_uint_fast64_t frees;
static atomic_uint_fast64_t bytes;

static inline void count_allocation(size_t size) {
    if (atomic_load_explicit(&counting, memory_order_relaxed)) {
        atomic_fetch_add_explicit(&allocations, 1, memory_order_relaxed);
        atomic_fetch_add_explicit(&bytes, size, memory_order_relaxed);
    }
}

void *malloc(size_t size) {
    count_allocation(size);
    return __libc_malloc(size);
}

void *calloc(size_t count, size_t size) {
    count_allocation(count * size);
    return __libc_calloc(count, size);
}

void *realloc(void *pointer, size_t size) {
    if (atomic_load_explicit(&counting, memory_order_relaxed)) {
        atomic_fetch_add_explicit(&allocations, 1, memory_order_relaxed);
        atomic_fetch_add_explicit(&reallocations, 1, memory_order_relaxed);
        atomic_fetch_add_explicit(&bytes, size, memory_order_relaxed);
    }
    return __libc_realloc(pointer, size);
}

void free(void *pointer) {
    if (pointer != NULL && atomic_load_explicit(&counting, memory_order_relaxed)) {
        atomic_fetch_add_explicit(&frees, 1, memory_order_relaxed);
    }
    __libc_free(pointer);
}

static int is_power_of_two(size_t value) {
    return value != 0 && (value & (value - 1)) == 0;
}

int posix_memalign(void **result, size_t alignment, size_t size) {
    if (!is_power_of_two(alignment) || alignment % sizeof(void *) != 0) {
        return EINVAL;
    }
    count_allocation(size);
    void *pointer = __libc_memalign(alignment, size);
    if (pointer == NULL) {
        return ENOMEM;
    }
    *result = pointer;
    return 0;
}

void *aligned_alloc(size_t alignment, size_t size) {
    count_allocation(size);
    return __libc_memalign(alignment, size);
}

void *memalign(size_t alignment, size_t size) {
    count_allocation(size);
    return __libc_memalign(alignment, size);
}

void allocation_counter_set_enabled(bool enabled) {
    atomic_store_explicit(&counting, enabled, memory_order_seq_cst);
}

bool allocation_counter_is_enabled(void) {
    return atomic_load_explicit(&counting, memory_order_seq_cst);
}

void allocation_counter_reset(void) {
    atomic_store_explicit(&allocations, 0, memory_order_relaxed);
    atomic_store_explicit(&reallocations, 0, memory_order_relaxed);
    atomic_store_explicit(&frees, 0, memory_order_relaxed);
    atomic_store_explicit(&bytes, 0, memory_order_relaxed);
}

uint64_t allocation_counter_allocations(void) {
    return atomic_load_explicit(&allocations, memory_order_relaxed);
}

uint64_t allocation_counter_reallocations(void) {
    return atomic_load_explicit(&reallocations, memory_order_relaxed);
}

uint64_t allocation_counter_frees(void) {
    return atomic_load_explicit(&frees, memory_order_relaxed);
}

uint64_t allocation_counter_bytes(void) {
    return atomic_load_explicit(&bytes, memory_order_relaxed);
}

intptr_t bench_opaque_int(intptr_t value) {
    return value;
}

static volatile intptr_t sink;

void bench_black_hole(intptr_t value) {
    sink = value;
}
