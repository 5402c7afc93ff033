#ifndef ALLOCATION_COUNTER_H
#define ALLOCATION_COUNTER_H

#include <stdbool.h>
#include <stdint.h>

/// Process-wide heap counters, fed by the allocator entry points this target defines
/// (malloc, calloc, realloc, free, posix_memalign, aligned_alloc, memalign). The executable's
/// definitions interpose glibc's for every caller in the process (the Swift runtime, Foundation,
/// Dispatch, OpenCombine, the library), and forward to glibc's implementation.
///
/// Counting is off until `allocation_counter_set_enabled(true)`; while off, the only cost on the
/// allocation path is one relaxed load.
void allocation_counter_set_enabled(bool enabled);

/// Whether counting is on.
bool allocation_counter_is_enabled(void);

/// Sets every counter to zero.
void allocation_counter_reset(void);

/// Blocks handed out while counting was on: malloc, calloc, realloc, posix_memalign,
/// aligned_alloc, memalign.
uint64_t allocation_counter_allocations(void);

/// Of which calls to realloc.
uint64_t allocation_counter_reallocations(void);

/// Calls to free with a non-null pointer while counting was on.
uint64_t allocation_counter_frees(void);

/// Bytes requested by the counted allocations.
uint64_t allocation_counter_bytes(void);

/// Returns its argument; the Swift optimizer cannot see through it (separate language, no LTO), so
/// values passed through it are unknown at compile time.
intptr_t bench_opaque_int(intptr_t value);

/// Consumes a value so that the work that produced it cannot be removed.
void bench_black_hole(intptr_t value);

#endif
