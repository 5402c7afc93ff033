import AllocationCounter

/// Where every form's subscribers put what they receive; its `sum` is the scenario's checksum.
///
/// A class, so that closures capturing it write to memory the optimizer must keep.
final class Accumulator {
    var sum = 0
    var completed = false

    @inline(__always)
    func add(_ value: Int) {
        sum &+= value
    }
}

/// The sum of `first..<first + count` plus `offset` per element, for expected checksums.
func sumOfRange(_ count: Int, plus offset: Int = 0) -> Int {
    count &* (count &- 1) / 2 &+ count &* offset
}

/// Values the Swift optimizer cannot know at compile time (they pass through C).
enum Opaque {
    static func int(_ value: Int) -> Int {
        Int(bench_opaque_int(value))
    }
}

/// Consumes `value` so the work that produced it cannot be removed.
@inline(never)
func blackHole(_ value: Int) {
    bench_black_hole(value)
}

/// What a workload sets up for the part its scenario measures (the subscriptions a disposal
/// scenario then disposes): `untimed` runs it, the runner takes its time out of the run's, and
/// the allocation counter does not count it. Instruction counts (`callgrind.sh`) include it.
enum Untimed {
    /// Nanoseconds spent in `untimed` since the runner last reset it. Main thread only.
    nonisolated(unsafe) static var nanoseconds: UInt64 = 0
}

/// Runs `body` outside the measurement (see `Untimed`).
@inline(never)
func untimed<Result>(_ body: () -> Result) -> Result {
    let counting = allocation_counter_is_enabled()
    allocation_counter_set_enabled(false)
    let start = monotonicNanoseconds()
    let result = body()
    Untimed.nanoseconds &+= monotonicNanoseconds() &- start
    allocation_counter_set_enabled(counting)
    return result
}
