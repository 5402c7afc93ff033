/// A pseudo-random generator that a seed fully determines (SplitMix64), on every platform and
/// Swift version: the partial-updates example must show the same versions in tests and scripts.
public struct SeededGenerator: RandomNumberGenerator, Equatable, Sendable {
    private var state: UInt64

    /// The generator of `seed`.
    public init(seed: UInt64) {
        state = seed
    }

    /// The next 64 random bits.
    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var bits = state
        bits = (bits ^ (bits >> 30)) &* 0xBF58_476D_1CE4_E5B9
        bits = (bits ^ (bits >> 27)) &* 0x94D0_49BB_1331_11EB
        return bits ^ (bits >> 31)
    }

    /// A number in `0 ..< count`. Not `Int.random(in:using:)`: the standard library does not
    /// promise how it turns bits into a number, and the versions must not change with it.
    public mutating func index(below count: Int) -> Int {
        precondition(count > 0, "no number below \(count)")
        return Int(next() % UInt64(count))
    }
}
