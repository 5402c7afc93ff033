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
